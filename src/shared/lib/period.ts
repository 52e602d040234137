import { Temporal } from 'temporal-polyfill';

/**
 * Periods of spec sections 3 and 5, as text and as values. The text forms are the spec's
 * "Q1 2024", "January 2024" and "2024"; a custom range is written as an ISO 8601 interval,
 * "2024-01-05/2024-02-10" (the spec has no form for it; this one cannot be mistaken for the others).
 */
export type PeriodKind = 'month' | 'quarter' | 'year' | 'custom';

export type Quarter = 1 | 2 | 3 | 4;

export type Period =
  | { kind: 'month'; month: Temporal.PlainYearMonth }
  | { kind: 'quarter'; year: number; quarter: Quarter }
  | { kind: 'year'; year: number }
  | { kind: 'custom'; start: Temporal.PlainDate; end: Temporal.PlainDate };

/** First and last day of a period, both included, as `YYYY-MM-DD`. */
export interface DateRange {
  start: string;
  end: string;
}

/**
 * What a period's figures are set against: the period just before, or the same one a year earlier.
 * The days compared are the server's to work out (the money module's like-with-like rule).
 */
export type PeriodComparison = 'previous' | 'lastYear';

/** English month names: the spec's text forms ("MMMM YYYY") are data, not the reader's locale. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Today's calendar date where the reader is. */
export const todayPlainDate = (): Temporal.PlainDate => Temporal.Now.plainDateISO();

const YEAR = /^\d{4}$/;
const QUARTER = /^q([1-4])$/i;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

const words = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

function readYear(word: string): number | undefined {
  return YEAR.test(word) ? Number(word) : undefined;
}

function readMonthName(word: string): number | undefined {
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === word.toLowerCase());
  return index === -1 ? undefined : index + 1;
}

/** A calendar date from `YYYY-MM-DD` (a date input's value), or `undefined` for anything else. */
export function parsePlainDate(text: string): Temporal.PlainDate | undefined {
  if (!PLAIN_DATE.test(text)) return undefined;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    // "2024-02-30": the shape of a date, not a day of the calendar.
    return undefined;
  }
}

function readCustomRange(text: string): Period | undefined {
  const [from, to, ...rest] = text.split('/');
  if (from === undefined || to === undefined || rest.length > 0) return undefined;
  const start = parsePlainDate(from);
  const end = parsePlainDate(to);
  if (!start || !end || Temporal.PlainDate.compare(start, end) > 0) return undefined;
  return { kind: 'custom', start, end };
}

/**
 * Reads period text by spec section 5: two words starting with Q are a quarter and a year, other
 * two words a month name and a year, a single word a year (or a custom range). Case and extra
 * whitespace do not matter; empty, whitespace-only and invalid text give `undefined`.
 */
export function parsePeriod(text: string): Period | undefined {
  const parts = words(text);
  if (parts.length === 1) {
    const [word] = parts as [string];
    if (word.includes('/')) return readCustomRange(word);
    const year = readYear(word);
    return year === undefined ? undefined : { kind: 'year', year };
  }
  if (parts.length !== 2) return undefined;
  const [first, second] = parts as [string, string];
  const year = readYear(second);
  if (year === undefined) return undefined;
  if (/^q/i.test(first)) {
    const quarter = QUARTER.exec(first);
    return quarter ? { kind: 'quarter', year, quarter: Number(quarter[1]) as Quarter } : undefined;
  }
  const month = readMonthName(first);
  return month === undefined ? undefined : { kind: 'month', month: Temporal.PlainYearMonth.from({ year, month }) };
}

/** The budget month ("MMMM YYYY"): a month name and a year, nothing else. */
export function parseBudgetMonth(text: string): Temporal.PlainYearMonth | undefined {
  const period = parsePeriod(text);
  return period?.kind === 'month' ? period.month : undefined;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** "January 2024". */
export const formatMonth = (month: Temporal.PlainYearMonth): string => `${MONTH_NAMES[month.month - 1]} ${formatYear(month.year)}`;

/** "Q1 2024". */
export const formatQuarter = (year: number, quarter: Quarter): string => `Q${quarter} ${formatYear(year)}`;

/** "2024". */
export const formatYear = (year: number): string => pad(year, 4);

/** "2024-01-05/2024-02-10". */
export const formatCustomRange = (start: Temporal.PlainDate, end: Temporal.PlainDate): string => `${start.toString()}/${end.toString()}`;

/** The period's text, as `parsePeriod` reads it back. */
export function formatPeriod(period: Period): string {
  switch (period.kind) {
    case 'month':
      return formatMonth(period.month);
    case 'quarter':
      return formatQuarter(period.year, period.quarter);
    case 'year':
      return formatYear(period.year);
    case 'custom':
      return formatCustomRange(period.start, period.end);
  }
}

/** The quarter a month falls in. */
export const quarterOf = (month: Temporal.PlainYearMonth): Quarter => (Math.floor((month.month - 1) / 3) + 1) as Quarter;

const firstDay = (month: Temporal.PlainYearMonth): Temporal.PlainDate => month.toPlainDate({ day: 1 });
const lastDay = (month: Temporal.PlainYearMonth): Temporal.PlainDate => month.toPlainDate({ day: month.daysInMonth });
const yearMonth = (year: number, month: number): Temporal.PlainYearMonth => Temporal.PlainYearMonth.from({ year, month });

/** The first and last day of a period, both included. */
export function periodBounds(period: Period): { start: Temporal.PlainDate; end: Temporal.PlainDate } {
  switch (period.kind) {
    case 'month':
      return { start: firstDay(period.month), end: lastDay(period.month) };
    case 'quarter': {
      const firstMonth = (period.quarter - 1) * 3 + 1;
      return { start: firstDay(yearMonth(period.year, firstMonth)), end: lastDay(yearMonth(period.year, firstMonth + 2)) };
    }
    case 'year':
      return { start: firstDay(yearMonth(period.year, 1)), end: lastDay(yearMonth(period.year, 12)) };
    case 'custom':
      return { start: period.start, end: period.end };
  }
}

/** A period's first and last day as `YYYY-MM-DD`. */
export function periodDateRange(period: Period): DateRange {
  const { start, end } = periodBounds(period);
  return { start: start.toString(), end: end.toString() };
}

/** Start and end dates (`YYYY-MM-DD`) of period text, or `undefined` when it is empty or invalid. */
export function periodRange(selectPeriod: string): DateRange | undefined {
  const period = parsePeriod(selectPeriod);
  return period && periodDateRange(period);
}

/** Start and end dates of a budget month ("MMMM YYYY"), or `undefined` unless it is a valid month-year. */
export function budgetMonthRange(budgetSelectMonth: string): DateRange | undefined {
  const month = parseBudgetMonth(budgetSelectMonth);
  return month && periodDateRange({ kind: 'month', month });
}

function shiftQuarter(year: number, quarter: Quarter, by: number): Period {
  const index = year * 4 + (quarter - 1) + by;
  return { kind: 'quarter', year: Math.floor(index / 4), quarter: ((index % 4) + 1) as Quarter };
}

function shiftCustom(start: Temporal.PlainDate, end: Temporal.PlainDate, direction: 1 | -1): Period {
  const days = start.until(end, { largestUnit: 'day' }).days + 1;
  return { kind: 'custom', start: start.add({ days: days * direction }), end: end.add({ days: days * direction }) };
}

function shiftPeriod(period: Period, direction: 1 | -1): Period {
  switch (period.kind) {
    case 'month':
      return { kind: 'month', month: period.month.add({ months: direction }) };
    case 'quarter':
      return shiftQuarter(period.year, period.quarter, direction);
    case 'year':
      return { kind: 'year', year: period.year + direction };
    case 'custom':
      // A custom range moves by its own length, so "previous" is the same number of days just before.
      return shiftCustom(period.start, period.end, direction);
  }
}

/** The period of the same kind and length just before. */
export const previousPeriod = (period: Period): Period => shiftPeriod(period, -1);

/** The period of the same kind and length just after. */
export const nextPeriod = (period: Period): Period => shiftPeriod(period, 1);

/** The month, quarter or year containing a day. */
export function periodContaining(kind: Exclude<PeriodKind, 'custom'>, day: Temporal.PlainDate): Period {
  const month = day.toPlainYearMonth();
  switch (kind) {
    case 'month':
      return { kind: 'month', month };
    case 'quarter':
      return { kind: 'quarter', year: month.year, quarter: quarterOf(month) };
    case 'year':
      return { kind: 'year', year: month.year };
  }
}

const contains = (period: Period, day: Temporal.PlainDate): boolean => {
  const { start, end } = periodBounds(period);
  return Temporal.PlainDate.compare(start, day) <= 0 && Temporal.PlainDate.compare(day, end) <= 0;
};

/**
 * The period of another kind that a picker switches to: the one containing today when the current
 * period does ("March 2024" in March 2024 → "Q1 2024"), else the one containing its first day.
 * A custom range starts as the current period's own dates.
 */
export function switchPeriodKind(period: Period, kind: PeriodKind, today: Temporal.PlainDate = todayPlainDate()): Period {
  if (kind === period.kind) return period;
  const { start, end } = periodBounds(period);
  if (kind === 'custom') return { kind: 'custom', start, end };
  return periodContaining(kind, contains(period, today) ? today : start);
}

const utcDate = (day: Temporal.PlainDate): Date => new Date(Date.UTC(day.year, day.month - 1, day.day));

/**
 * What a picker shows for a period: its text for a month, quarter or year, and "Jan 5 – Feb 10, 2024"
 * (in the reader's locale) for a custom range.
 */
export function periodLabel(period: Period, { locale }: { locale?: string | string[] } = {}): string {
  if (period.kind !== 'custom') return formatPeriod(period);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(utcDate(period.start), utcDate(period.end));
}

const sameRange = (period: Period, start: Temporal.PlainDate, end: Temporal.PlainDate): boolean => {
  const bounds = periodBounds(period);
  return bounds.start.equals(start) && bounds.end.equals(end);
};

/**
 * The period two dates are exactly: a month, a quarter or a year when they are its first and last
 * day, else a custom range; `undefined` when a date is invalid or the start is after the end (a
 * bookmarked `/transactions?start_date=2024-01-01&end_date=2024-03-31` is "Q1 2024").
 */
export function periodOfRange(range: DateRange): Period | undefined {
  const start = parsePlainDate(range.start);
  const end = parsePlainDate(range.end);
  if (!start || !end || Temporal.PlainDate.compare(start, end) > 0) return undefined;
  for (const kind of ['month', 'quarter', 'year'] as const) {
    const period = periodContaining(kind, start);
    if (sameRange(period, start, end)) return period;
  }
  return { kind: 'custom', start, end };
}
