/**
 * Calendar days as the contract writes them (`YYYY-MM-DD`), added and stepped in UTC so that no
 * time zone or daylight-saving change moves a day.
 */

export interface DateRange {
  /** First day included. */
  start: string;
  /** Last day included. */
  end: string;
}

export type BucketInterval = 'day' | 'week' | 'month';

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A month, `YYYY-MM`, as people read it: "November 2026". */
export const monthName = (month: string): string => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A day, `YYYY-MM-DD`, as a short title reads it: "Nov 28". */
export const shortDayName = (day: string): string => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(day.slice(8, 10))}`;

const DAY_MS = 86_400_000;

/** Milliseconds of a UTC date; unlike `Date.UTC`, years 0 to 99 are those years, not 1900 to 1999. */
const utc = (year: number, monthIndex: number, day: number) => new Date(0).setUTCFullYear(year, monthIndex, day);
const parse = (day: string) => utc(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const lastDayOf = (year: number, month: number) => new Date(utc(year, month, 0)).getUTCDate();

/** UTC today of a clock, `YYYY-MM-DD`. */
export const todayOf = (now: () => number): string => format(now());

export const addDays = (day: string, days: number): string => format(parse(day) + days * DAY_MS);

/** The same day `months` later, or the month's last day when it has no such day (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  return format(utc(year, month, Math.min(Number(day.slice(8, 10)), lastDayOf(year, month + 1))));
}

export const addYears = (day: string, years: number): string => addMonths(day, years * 12);

/** Days from `start` to `end`, both included (1 for a single day). */
export const daysIn = ({ start, end }: DateRange): number => Math.round((parse(end) - parse(start)) / DAY_MS) + 1;

/** The first day of the bucket holding `day`: itself, the Monday of its week, or the 1st of its month. */
export function bucketStart(day: string, interval: BucketInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(parse(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

const nextBucket = (start: string, interval: BucketInterval) => (interval === 'month' ? addMonths(start, 1) : addDays(start, interval === 'week' ? 7 : 1));

/** The first day of every bucket that overlaps the range, oldest first: the first may begin before `range.start`. */
export function bucketStarts(range: DateRange, interval: BucketInterval): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(range.start, interval); start <= range.end; start = nextBucket(start, interval)) starts.push(start);
  return starts;
}

/** A month's first and last days; `month` counts from 1. */
const monthsRange = (year: number, firstMonth: number, lastMonth: number): DateRange => ({
  start: `${pad(year, 4)}-${pad(firstMonth)}-01`,
  end: `${pad(year, 4)}-${pad(lastMonth)}-${pad(lastDayOf(year, lastMonth))}`,
});

/**
 * The first and last days of a period as the money pages name one (spec section 5): a year
 * (`2024`), a quarter (`Q1 2024`) or a month (`January 2024`); null when the text is not one.
 */
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
