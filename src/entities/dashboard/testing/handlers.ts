import { http, type HttpHandler } from 'msw';
import type { DateRange } from '@/shared/lib';
import { sampleResponse, type SampleAnswer } from '@/shared/test-kit';
import {
  EMPTY_SPEND_STATS,
  EMPTY_TIME_SERIES,
  SAMPLE_RANGE,
  SAMPLE_SPEND_STATS,
  SAMPLE_SPEND_STATS_IN_PROGRESS,
  SAMPLE_TIME_SERIES,
  SAMPLE_TODAY_IN_PROGRESS,
  SAMPLE_TOP_TRANSACTIONS,
  SAMPLE_UPCOMING_BILLS,
  SAMPLE_TAG_SPENDING,
  sampleLineChart,
} from './fixtures';

export type DashboardRead = 'spendStats' | 'lineChart' | 'timeSeries' | 'topTransactions' | 'upcomingBills' | 'tagSpending';

const rangeOf = (request: Request): DateRange => {
  const url = new URL(request.url);
  return { start: url.searchParams.get('start_date') ?? '', end: url.searchParams.get('end_date') ?? '' };
};

const compares = (request: Request) => new URL(request.url).searchParams.has('compare');

/**
 * Stories only: MSW handlers for the dashboard's five reads, each answering as asked (the sample by
 * default). With `inProgress`, October 2026 is answered as the server would on its 27th day:
 * counted to that day, against September 1–27.
 */
export function dashboardHandlers(answers: Partial<Record<DashboardRead, SampleAnswer>> = {}, { inProgress = false } = {}): HttpHandler[] {
  const choice = (read: DashboardRead) => answers[read] ?? 'sample';
  return [
    http.get('*/db_api/dashboard/spend_stats', ({ request }) =>
      sampleResponse(choice('spendStats'), (isEmpty) => {
        const stats = isEmpty ? EMPTY_SPEND_STATS : inProgress ? SAMPLE_SPEND_STATS_IN_PROGRESS : SAMPLE_SPEND_STATS;
        return compares(request) ? stats : { ...stats, compared_with: null };
      }),
    ),
    http.get('*/db_api/dashboard/line_chart', ({ request }) =>
      sampleResponse(choice('lineChart'), (isEmpty) => {
        const range = rangeOf(request);
        const sampleMonth = range.start === SAMPLE_RANGE.start && range.end === SAMPLE_RANGE.end;
        return sampleLineChart(range, { scale: isEmpty ? 0 : 1, through: inProgress && sampleMonth ? SAMPLE_TODAY_IN_PROGRESS : undefined, compared: compares(request) ? undefined : null });
      }),
    ),
    http.get('*/db_api/dashboard/time_series', () => sampleResponse(choice('timeSeries'), (isEmpty) => (isEmpty ? EMPTY_TIME_SERIES : SAMPLE_TIME_SERIES))),
    http.get('*/db_api/dashboard/top_transactions', () => sampleResponse(choice('topTransactions'), (isEmpty) => ({ transactions: isEmpty ? [] : SAMPLE_TOP_TRANSACTIONS }))),
    http.get('*/db_api/dashboard/upcoming_bills', () => sampleResponse(choice('upcomingBills'), (isEmpty) => ({ bills: isEmpty ? [] : SAMPLE_UPCOMING_BILLS }))),
    http.get('*/db_api/dashboard/tag_spending', ({ request }) => {
      const range = rangeOf(request);
      return sampleResponse(choice('tagSpending'), (isEmpty) => ({ start_date: range.start, end_date: range.end, tags: isEmpty ? [] : SAMPLE_TAG_SPENDING }));
    }),
  ];
}
