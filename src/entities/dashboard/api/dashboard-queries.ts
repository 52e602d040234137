import { toLoadable, useApiQuery, type Comparison, type LineChart, type paths, type SpendStats, type TagSpending, type TimeSeries, type TimeSeriesInterval, type Transaction, type UpcomingBill, type Loadable } from '@/shared/api';
import type { DateRange } from '@/shared/lib';
import { TOP_TRANSACTIONS_LIMIT, UPCOMING_BILLS_DAYS } from '../config/dashboard';

/**
 * The spec's cache area "dashboard" (top transactions, spend stats, line chart, time series) and
 * the upcoming bills: every path these hooks read, for invalidation after a sync lands.
 */
export const DASHBOARD_PATHS = [
  '/db_api/dashboard/spend_stats',
  '/db_api/dashboard/line_chart',
  '/db_api/dashboard/time_series',
  '/db_api/dashboard/top_transactions',
  '/db_api/dashboard/upcoming_bills',
  '/db_api/dashboard/tag_spending',
] as const satisfies readonly (keyof paths)[];

const rangeQuery = (range: DateRange) => ({ start_date: range.start, end_date: range.end });

/**
 * Spent, income, net, savings rate, daily average, spending per category and top merchants over a
 * range, and the same figures over the days the server compares them with (`compared_with`).
 */
export function useSpendStats(range: DateRange, compare: Comparison): Loadable<SpendStats> {
  return toLoadable(useApiQuery('/db_api/dashboard/spend_stats', { params: { query: { ...rangeQuery(range), compare } } }));
}

/** One point per day of the range: that day's spending, the running total, and the compared period's beside it. */
export function useLineChart(range: DateRange, compare: Comparison): Loadable<LineChart> {
  return toLoadable(useApiQuery('/db_api/dashboard/line_chart', { params: { query: { ...rangeQuery(range), compare } } }));
}

/** Income, spending and spending per category for each week or month of the range. */
export function useTimeSeries(range: DateRange, interval: TimeSeriesInterval): Loadable<TimeSeries> {
  return toLoadable(useApiQuery('/db_api/dashboard/time_series', { params: { query: { ...rangeQuery(range), interval } } }));
}

/** The range's largest spending transactions, largest first. */
export function useTopTransactions(range: DateRange): Loadable<Transaction[]> {
  return toLoadable(useApiQuery('/db_api/dashboard/top_transactions', { params: { query: { ...rangeQuery(range), limit: TOP_TRANSACTIONS_LIMIT } } }), (top) => top.transactions);
}

/** Recurring bills expected in the next 30 days, soonest first. */
export function useUpcomingBills(): Loadable<UpcomingBill[]> {
  return toLoadable(useApiQuery('/db_api/dashboard/upcoming_bills', { params: { query: { days: UPCOMING_BILLS_DAYS } } }), (upcoming) => upcoming.bills);
}

/** Spent per tag of the person's over the range (hidden rows in no figure), largest first. */
export function useTagSpending(range: DateRange): Loadable<TagSpending> {
  return toLoadable(useApiQuery('/db_api/dashboard/tag_spending', { params: { query: rangeQuery(range) } }));
}
