import { addDays, addMonths } from '../../lib/calendar.ts';

/**
 * The n-th expected date after a recurring stream's last one, per Plaid frequency. SEMI_MONTHLY is
 * taken as every 15 days: Plaid does not say which two days of the month a stream falls on, and
 * stepping from its last date keeps that date's rhythm. Months and years count from the last date
 * each time, so a bill of the 31st falls on the 30th in April and on the 31st again in May.
 * UNKNOWN (or anything else) has no next date.
 */
const NTH_DATE: Record<string, (lastDate: string, n: number) => string> = {
  WEEKLY: (day, n) => addDays(day, 7 * n),
  BIWEEKLY: (day, n) => addDays(day, 14 * n),
  SEMI_MONTHLY: (day, n) => addDays(day, 15 * n),
  MONTHLY: (day, n) => addMonths(day, n),
  ANNUALLY: (day, n) => addMonths(day, 12 * n),
};

/** The frequencies a bill's next date can be told for. */
export const BILL_FREQUENCIES = Object.keys(NTH_DATE);

/** The stream's next expected date: its last date stepped by its frequency until it is `today` or later; null without a known frequency. */
export function nextBillDate(lastDate: string, frequency: string, today: string): string | null {
  const nth = NTH_DATE[frequency];
  if (!nth) return null;
  for (let n = 0; ; n++) {
    const next = nth(lastDate, n);
    if (next >= today) return next;
  }
}
