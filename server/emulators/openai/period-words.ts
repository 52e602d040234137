import { civilOf, dayFromIso, dayOf, isoOf, lastDomOf } from './calendar.ts';
import type { Period } from './protocol.ts';

/** Periods as an answer names them: in words, then their exact dates ("October 2026 (2026-10-01 to 2026-10-31)"). */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const monthName = (year: number, month: number): string => `${MONTH_NAMES[month - 1]} ${year}`;

/** "2026-11" → "November 2026". */
export function budgetMonthName(yyyyMm: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yyyyMm);
  return match ? monthName(Number(match[1]), Number(match[2])) : yyyyMm;
}

/** The period's name when it is whole calendar months (or a month or year so far, ending `today`); null otherwise. */
function nameOf(start: number, end: number, today: number | null): string | null {
  const first = civilOf(start);
  const last = civilOf(end);
  if (first.dom !== 1) return null;
  const wholeMonths = last.dom === lastDomOf(last.year, last.month);
  const soFar = !wholeMonths && end === today;
  if (!wholeMonths && !soFar) return null;
  const suffix = soFar ? ' so far' : '';
  if (first.month === 1 && last.month === 12 && first.year === last.year) return `${first.year}`;
  if (first.month === 1 && first.year === last.year && soFar) return `${first.year} so far`;
  if (first.year === last.year && first.month === last.month) return `${monthName(first.year, first.month)}${suffix}`;
  if (first.year === last.year && (first.month - 1) % 3 === 0 && last.month === first.month + 2 && wholeMonths) return `Q${(first.month + 2) / 3} ${first.year}`;
  const from = first.year === last.year ? MONTH_NAMES[first.month - 1]! : monthName(first.year, first.month);
  return `${from} – ${monthName(last.year, last.month)}${suffix}`;
}

/**
 * The period with a preposition, for "You spent $X …": "in October 2026 (2026-10-01 to 2026-10-31)",
 * "on 2026-11-24", "from 2026-10-27 to 2026-11-25".
 */
export function periodPhrase(period: Period, today: string | null): string {
  let start: number;
  let end: number;
  try {
    start = dayFromIso(period.start_date);
    end = dayFromIso(period.end_date);
  } catch {
    return `from ${period.start_date} to ${period.end_date}`;
  }
  if (start === end) return `on ${period.start_date}`;
  const name = nameOf(start, end, today === null ? null : dayFromIso(today));
  return name ? `in ${name} (${period.start_date} to ${period.end_date})` : `from ${period.start_date} to ${period.end_date}`;
}

/** The same period, a number of whole years earlier (for "my last transaction", which has no period). */
export function yearsBefore(iso: string, years: number): string {
  const { year, month, dom } = civilOf(dayFromIso(iso));
  const day = Math.min(dom, lastDomOf(year - years, month));
  return isoOf(dayOf(year - years, month, day));
}
