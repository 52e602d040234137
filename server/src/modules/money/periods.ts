import { addDays, addMonths, daysIn, MONTH_NAMES, type DateRange } from '../../lib/calendar.ts';

/**
 * Like with like (README, "Periods compared"): the one rule every figure set against another
 * period follows — the dashboard, the transactions page, merchant insights, the budget overview
 * and the assistant's tools. Pure: the day "today" is passed in (UTC, `YYYY-MM-DD`).
 *
 * - A period is compared with the previous period of its shape or the same one a year earlier. A
 *   run of whole calendar months (a month, a quarter, a year) is compared with as many whole
 *   months; any other range with as many days.
 * - A period that has ended (its last day is before today) is compared whole with the whole
 *   compared period.
 * - A period in progress (today is one of its days) counts its days up to today, and is compared
 *   with as many days from the start of the compared period (all of it when that one is
 *   shorter): Nov 1–27 with Oct 1–27, Q4 to date with the same count of days from the start of
 *   Q3, the year to date with as many days of last year.
 * - A period that has not begun has nothing to compare.
 */

/** What a period's figures are set against (the contract's `compare`). */
export type Comparison = 'previous_period' | 'same_period_last_year';

export const COMPARISONS: readonly Comparison[] = ['previous_period', 'same_period_last_year'];

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const isMonthStart = (day: string) => day.endsWith('-01');
const isMonthEnd = (day: string) => isMonthStart(addDays(day, 1));
/** The last day of the month of a day. */
const monthEnd = (day: string) => addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);

/** How many whole calendar months the range is, from the 1st of one to the last day of another; null for any other range. */
export function wholeMonthsOf(range: DateRange): number | null {
  if (!isMonthStart(range.start) || !isMonthEnd(range.end)) return null;
  return monthIndex(range.end) - monthIndex(range.start) + 1;
}

/** The whole period a range is compared with: the one of its shape just before it, or the same one a year earlier. */
export function comparedPeriod(range: DateRange, comparison: Comparison): DateRange {
  const months = wholeMonthsOf(range);
  if (comparison === 'same_period_last_year') {
    // addMonths keeps the day or takes the month's last: Feb 29 a year back is Feb 28.
    return months === null ? { start: addMonths(range.start, -12), end: addMonths(range.end, -12) } : { start: addMonths(range.start, -12), end: monthEnd(addMonths(range.end, -12)) };
  }
  const before = addDays(range.start, -1);
  return { start: months === null ? addDays(range.start, -daysIn(range)) : addMonths(range.start, -months), end: before };
}

/** What a period's figures cover and what they are set against, by the rule above. */
export interface LikeWithLike {
  /** The period as asked. */
  period: DateRange;
  /** Its days counted so far: all of them once it has ended, the first day to today while it runs; null before it begins. */
  elapsed: DateRange | null;
  /** Whether today is one of the period's days. */
  inProgress: boolean;
  /** The whole period it is compared with. */
  comparedPeriod: DateRange;
  /** The days of that period the figures are set against (see the rule); null before the period begins. */
  compared: DateRange | null;
}

/** The rule for a period and an explicit compared period (the assistant's two ranges): see the module's comment. */
export function likeWithLikeRanges(period: DateRange, wholeCompared: DateRange, today: string): LikeWithLike {
  const base = { period, comparedPeriod: wholeCompared };
  if (today < period.start) return { ...base, elapsed: null, inProgress: false, compared: null };
  if (today > period.end) return { ...base, elapsed: period, inProgress: false, compared: wholeCompared };
  const elapsed = { start: period.start, end: today };
  const end = addDays(wholeCompared.start, daysIn(elapsed) - 1);
  return { ...base, elapsed, inProgress: true, compared: { start: wholeCompared.start, end: end < wholeCompared.end ? end : wholeCompared.end } };
}

/** The rule for a period compared with the previous one or the same one last year. */
export const likeWithLike = (period: DateRange, comparison: Comparison, today: string): LikeWithLike => likeWithLikeRanges(period, comparedPeriod(period, comparison), today);

/**
 * The rule for a request's `compare`: without one, only the days elapsed (nothing is compared,
 * `compared` is null), so a daily average still divides by the days that have passed.
 */
export function requestedComparison(period: DateRange, compare: Comparison | undefined, today: string): LikeWithLike {
  const rule = likeWithLike(period, compare ?? 'previous_period', today);
  return compare === undefined ? { ...rule, compared: null } : rule;
}

/** Days of the period counted so far (0 before it begins): what a daily average divides by. */
export const daysElapsed = (comparison: Pick<LikeWithLike, 'elapsed'>): number => (comparison.elapsed ? daysIn(comparison.elapsed) : 0);

/** Spent per day over `days`, to the cent; 0 over none. */
export const dailyAverageCents = (spentCents: number, days: number): number => (days === 0 ? 0 : Math.round(spentCents / days));

/**
 * The day of the compared period drawn beside day `index` (from 0) of the period on a pace chart,
 * so that the running totals beside each other are the ones the figures compare: while the period
 * runs, day by day from the start (clamped to the compared period's last day), so today's sits
 * beside the compared days' total; once it has ended, by how far through each period a day is,
 * so the last day sits beside the compared period's total. Null when there is nothing to compare.
 */
export function comparedDayOf(comparison: LikeWithLike, index: number): string | null {
  if (!comparison.compared) return null;
  const whole = comparison.comparedPeriod;
  if (comparison.inProgress) {
    const day = addDays(whole.start, index);
    return day < whole.end ? day : whole.end;
  }
  const length = daysIn(comparison.period);
  const comparedLength = daysIn(whole);
  const at = Math.min(comparedLength - 1, Math.max(0, Math.round(((index + 1) * comparedLength) / length) - 1));
  return addDays(whole.start, at);
}

/** Why a part of a range is left out of an average per month. */
export type LeftOutOfAverage = 'month in progress' | 'not begun' | 'part of a month';

/** The months an average per month divides by, and the days of the range left out of it. */
export interface AveragedMonths {
  /** From the 1st of the first month averaged to the last day averaged; null when no month is. */
  averaged: DateRange | null;
  months: number;
  leftOut: { range: DateRange; why: LeftOutOfAverage }[];
}

/**
 * Averages per month use whole months (README, "Periods compared"): the calendar months the range
 * covers from their 1st to their last day and that have ended by today. The month in progress is
 * left out unless asked for ("so far": `withMonthInProgress`), then counted as one month to today;
 * a month the range covers only in part is left out, so a part-month never counts as a whole one.
 */
export function monthsToAverage(range: DateRange, today: string, withMonthInProgress: boolean): AveragedMonths {
  const first = isMonthStart(range.start) ? range.start : addMonths(`${range.start.slice(0, 7)}-01`, 1);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const inProgressEnd = withMonthInProgress && range.start <= thisMonth && range.end >= today ? today : addDays(thisMonth, -1);
  const last = range.end >= thisMonth ? inProgressEnd : isMonthEnd(range.end) ? range.end : addDays(`${range.end.slice(0, 7)}-01`, -1);
  const averaged = first <= last ? { start: first, end: last } : null;
  const leftOutParts = averaged ? [{ start: range.start, end: addDays(first, -1) }, { start: addDays(last, 1), end: range.end }] : [range];
  const leftOut = leftOutParts
    .filter((part) => part.start <= part.end)
    .map((part) => ({ range: part, why: (part.start > today ? 'not begun' : part.end >= today || part.start.slice(0, 7) === today.slice(0, 7) ? 'month in progress' : 'part of a month') as LeftOutOfAverage }));
  return { averaged, months: averaged ? monthIndex(averaged.end) - monthIndex(averaged.start) + 1 : 0, leftOut };
}

const shortMonth = (day: string) => MONTH_NAMES[Number(day.slice(5, 7)) - 1]!.slice(0, 3);
const dayOf = (day: string) => String(Number(day.slice(8, 10)));
const yearOf = (day: string) => day.slice(0, 4);

/**
 * A range as people read it: "October 2026", "Q3 2026", "2025" for a whole month, quarter or year,
 * else its days — "Oct 1–27", "Jul 1 – Aug 27", "Dec 15, 2025 – Jan 3, 2026" — with the year added
 * when it is not `year` (the year of the period it is set beside).
 */
export function rangeLabel(range: DateRange, year: string = yearOf(range.start)): string {
  const months = wholeMonthsOf(range);
  const firstMonth = Number(range.start.slice(5, 7));
  if (months === 1) return `${MONTH_NAMES[firstMonth - 1]} ${yearOf(range.start)}`;
  if (months === 3 && firstMonth % 3 === 1) return `Q${(firstMonth + 2) / 3} ${yearOf(range.start)}`;
  if (months === 12 && firstMonth === 1) return yearOf(range.start);
  const from = `${shortMonth(range.start)} ${dayOf(range.start)}`;
  if (yearOf(range.start) !== yearOf(range.end)) return `${from}, ${yearOf(range.start)} – ${shortMonth(range.end)} ${dayOf(range.end)}, ${yearOf(range.end)}`;
  const suffix = yearOf(range.start) === year ? '' : `, ${yearOf(range.start)}`;
  if (range.start === range.end) return `${from}${suffix}`;
  if (range.start.slice(0, 7) === range.end.slice(0, 7)) return `${from}–${dayOf(range.end)}${suffix}`;
  return `${from} – ${shortMonth(range.end)} ${dayOf(range.end)}${suffix}`;
}

/** How a response names a covered range: its days, their count and its label (the contract's `PeriodCoverage`). */
export const coverageOf = (range: DateRange, year?: string) => ({ start_date: range.start, end_date: range.end, days: daysIn(range), label: rangeLabel(range, year) });

/** The compared days as a response names them, the year named when it is not the period's; null when nothing is compared. */
export const comparedCoverageOf = (comparison: LikeWithLike) => comparison.compared && coverageOf(comparison.compared, yearOf(comparison.period.start));

/** The days counted so far as a response names them; null before the period begins. */
export const elapsedCoverageOf = (comparison: LikeWithLike) => comparison.elapsed && coverageOf(comparison.elapsed);
