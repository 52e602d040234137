import type { AlertSettings } from '@/shared/api';

/** Stories' settings: the defaults the server states for a person who never saved any. */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  large_purchase: true,
  large_purchase_amount: 500,
  low_balance: true,
  low_balance_amount: 100,
  bill_due: true,
  bill_due_days: 3,
  new_recurring: true,
  unusual_charge: true,
};
