import type { Temporal } from 'temporal-polyfill';
import type { NetWorthQuery } from '@/entities/account';
import type { NetWorthPoint, NetWorthSeries } from '@/shared/api';

/** How far back the net worth chart looks. */
export type NetWorthSpan = '1m' | '3m' | '1y' | 'all';

/** "All time" asks this far back (the longest range the API takes), a point a month, then starts at the history. */
const ALL_TIME_YEARS = 10;

/**
 * The range and the spacing of points for a span ending today: a point a day over a month, a week
 * over three months, a month over a year and over all time.
 */
export function spanQuery(span: NetWorthSpan, today: Temporal.PlainDate): NetWorthQuery {
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
export function pointsInHistory(series: NetWorthSeries): NetWorthPoint[] {
  const starts = series.history_starts;
  if (starts === null) return [];
  return series.points.filter((point) => point.date >= starts);
}

export interface NetWorthChange {
  from: NetWorthPoint;
  to: NetWorthPoint;
  /** The last point's net worth minus the first's, in dollars (rounded to the cent). */
  change: number;
}

/** How net worth moved from the first point shown to the last; null with fewer than two points. */
export function changeOver(points: readonly NetWorthPoint[]): NetWorthChange | null {
  const from = points[0];
  const to = points.at(-1);
  if (!from || !to || from === to) return null;
  return { from, to, change: Math.round((to.net_worth - from.net_worth) * 100) / 100 };
}
