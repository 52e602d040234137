import type { AlertSettingsTable } from '../../db/schema.ts';

/** The alert rules' constants (README, "Alerts"): the settings a user who never saved any gets, and the fixed parts of the rules. */

/** A user's settings: each rule on or off, amounts in cents, days ahead (the table's columns). */
export type AlertSettings = Omit<AlertSettingsTable, 'user_id' | 'updated_at'>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  large_purchase: true,
  large_purchase_cents: 50_000,
  low_balance: true,
  low_balance_cents: 10_000,
  bill_due: true,
  bill_due_days: 3,
  new_recurring: true,
  unusual_charge: true,
};

/** A new row dated more than this many days before today is history arriving, not news: no purchase alert. */
export const ALERT_RECENT_DAYS = 7;
/** A charge is unusual above this multiple of the median of the merchant's last charges… */
export const UNUSUAL_CHARGE_MULTIPLE = 2;
/** …of at most this many charges before it… */
export const UNUSUAL_CHARGE_LOOKBACK = 10;
/** …when there are at least this many. */
export const UNUSUAL_CHARGE_MIN_PRIOR = 3;
