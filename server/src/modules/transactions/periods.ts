import { MONTH_NAMES, type DateRange } from '../../lib/calendar.ts';

/**
 * The periods the money pages show (spec section 5): a year (`2024`), a quarter (`Q1 2024`) or a
 * month (`January 2024`), with their first and last days in YYYY-MM-DD.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthsRange = (year: number, firstMonth: number, lastMonth: number): DateRange => ({
  start: `${pad(year, 4)}-${pad(firstMonth)}-01`,
  end: `${pad(year, 4)}-${pad(lastMonth)}-${pad(lastDayOf(year, lastMonth))}`,
});

/** The first and last days of a period, or null when the text is not one. */
export function periodRange(period: string): DateRange | null {
  const year = /^(\d{4})$/.exec(period);
  if (year) return monthsRange(Number(year[1]), 1, 12);
  const quarter = /^Q([1-4]) (\d{4})$/.exec(period);
  if (quarter) {
    const first = (Number(quarter[1]) - 1) * 3 + 1;
    return monthsRange(Number(quarter[2]), first, first + 2);
  }
  const month = /^([A-Z][a-z]+) (\d{4})$/.exec(period);
  const index = month ? MONTH_NAMES.indexOf(month[1] as (typeof MONTH_NAMES)[number]) : -1;
  if (month && index >= 0) return monthsRange(Number(month[2]), index + 1, index + 1);
  return null;
}

/**
 * The years, quarters and months that contain the given months (`YYYY-MM`): years first, then
 * quarters, then months, each newest first.
 */
export function periodsOfMonths(months: readonly string[]): string[] {
  const parsed = [...new Set(months)].map((m) => ({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)) })).sort((a, b) => b.year - a.year || b.month - a.month);
  const years = [...new Set(parsed.map((m) => String(m.year)))];
  const quarters = [...new Set(parsed.map((m) => `Q${Math.ceil(m.month / 3)} ${m.year}`))];
  const monthNames = parsed.map((m) => `${MONTH_NAMES[m.month - 1]} ${m.year}`);
  return [...years, ...quarters, ...monthNames];
}
