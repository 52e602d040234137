import type { AlertSettings } from '@/shared/api';

/** The section's fields as typed: switches as they are, amounts and days as text until saved. */
export interface AlertSettingsDraft {
  large_purchase: boolean;
  large_purchase_amount: string;
  low_balance: boolean;
  low_balance_amount: string;
  bill_due: boolean;
  bill_due_days: string;
  new_recurring: boolean;
  unusual_charge: boolean;
}

const MAX_AMOUNT = 1_000_000;

export const draftOf = (s: AlertSettings): AlertSettingsDraft => ({
  ...s,
  large_purchase_amount: String(s.large_purchase_amount),
  low_balance_amount: String(s.low_balance_amount),
  bill_due_days: String(s.bill_due_days),
});

/** "500", "$1,200.50" as dollars from `min` to $1,000,000 with at most two decimals; undefined otherwise. */
export function parseDollars(text: string, min: number): number | undefined {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const amount = Number(cleaned);
  return amount >= min && amount <= MAX_AMOUNT ? amount : undefined;
}

/** A whole number of days from 0 to 14; undefined otherwise. */
export function parseDays(text: string): number | undefined {
  const cleaned = text.trim();
  if (!/^\d{1,2}$/.test(cleaned)) return undefined;
  const days = Number(cleaned);
  return days <= 14 ? days : undefined;
}

/** The settings to save, or undefined while a field does not parse. */
export function settingsOf(draft: AlertSettingsDraft): AlertSettings | undefined {
  const large = parseDollars(draft.large_purchase_amount, 1);
  const low = parseDollars(draft.low_balance_amount, 0);
  const days = parseDays(draft.bill_due_days);
  if (large === undefined || low === undefined || days === undefined) return undefined;
  return { ...draft, large_purchase_amount: large, low_balance_amount: low, bill_due_days: days };
}
