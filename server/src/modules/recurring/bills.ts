import { addDays, addMonths, type DateRange } from '../../lib/calendar.ts';

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

/** Occurrences a month per Plaid frequency: a stream's monthly equivalent is its amount times this. */
export const PER_MONTH: Record<string, number> = { WEEKLY: 52 / 12, BIWEEKLY: 26 / 12, SEMI_MONTHLY: 2, MONTHLY: 1, ANNUALLY: 1 / 12 };

/**
 * The stream's expected dates within the range, oldest first. A stream paid on its last date is
 * not expected again that day, so the first date counted is after the last one; a stream whose
 * `lastDate` is a date it is due on (one added by hand: its next date) counts it (`dueOnLast`).
 */
export function streamDatesIn(lastDate: string, frequency: string, range: DateRange, dueOnLast = false): string[] {
  const dates: string[] = [];
  const from = dueOnLast ? lastDate : addDays(lastDate, 1);
  let next = nextBillDate(lastDate, frequency, range.start > from ? range.start : from);
  while (next !== null && next <= range.end) {
    dates.push(next);
    next = nextBillDate(lastDate, frequency, addDays(next, 1));
  }
  return dates;
}
