import type { Temporal } from 'temporal-polyfill';
import type { TimeSeriesInterval } from '@/shared/api';

/** How far back a chart of balances (net worth, one account) looks. */
export type BalanceSpan = '1m' | '3m' | '1y' | 'all';

/** A range of days and the spacing of points, as the balance series endpoints take them. */
export interface BalanceSeriesQuery {
  start_date: string;
  end_date: string;
  interval: TimeSeriesInterval;
}

/** "All time" asks this far back (the longest range the API takes), a point a month, then starts at the history. */
const ALL_TIME_YEARS = 10;

/**
 * The range and the spacing of points for a span ending today: a point a day over a month, a week
 * over three months, a month over a year and over all time.
 */
export function spanQuery(span: BalanceSpan, today: Temporal.PlainDate): BalanceSeriesQuery {
  const end_date = today.toString();
  switch (span) {
    case '1m':
      return { start_date: today.subtract({ months: 1 }).add({ days: 1 }).toString(), end_date, interval: 'day' };
    case '3m':
      return { start_date: today.subtract({ months: 3 }).add({ days: 1 }).toString(), end_date, interval: 'week' };
    case '1y':
      return { start_date: today.subtract({ years: 1 }).add({ days: 1 }).toString(), end_date, interval: 'month' };
    case 'all':
      return { start_date: today.subtract({ years: ALL_TIME_YEARS }).toString(), end_date, interval: 'month' };
  }
}

/**
 * The points from the first one that covers the history (the interval holding its first day) on:
 * earlier points only repeat the balances of the day the history starts, which is not a flat line
 * the person lived through. With no history at all there is nothing to draw.
 */
export function pointsInHistory<P extends { date: string }>(series: { history_starts: string | null; points: P[] }): P[] {
  const starts = series.history_starts;
  if (starts === null) return [];
  return series.points.filter((point) => point.date >= starts);
}

export interface BalanceChange<P> {
  from: P;
  to: P;
  /** The last point's figure minus the first's, in dollars (rounded to the cent). */
  change: number;
}

/** How a figure moved from the first point shown to the last; null with fewer than two points, or a point without the figure. */
export function changeOver<P>(points: readonly P[], figureOf: (point: P) => number | null): BalanceChange<P> | null {
  const from = points[0];
  const to = points.at(-1);
  if (from === undefined || to === undefined || from === to) return null;
  const first = figureOf(from);
  const last = figureOf(to);
  if (first === null || last === null) return null;
  return { from, to, change: Math.round((last - first) * 100) / 100 };
}
