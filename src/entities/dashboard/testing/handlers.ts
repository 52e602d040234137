import { http, type HttpHandler } from 'msw';
import type { DateRange } from '@/shared/lib';
import { sampleResponse, type SampleAnswer } from '@/shared/test-kit';
import {
  EMPTY_SPEND_STATS,
  EMPTY_TIME_SERIES,
  SAMPLE_COMPARED_SPEND_STATS,
  SAMPLE_SPEND_STATS,
  SAMPLE_TIME_SERIES,
  SAMPLE_TOP_TRANSACTIONS,
  SAMPLE_UPCOMING_BILLS,
  sampleLineChart,
} from './fixtures';

export type DashboardRead = 'spendStats' | 'lineChart' | 'timeSeries' | 'topTransactions' | 'upcomingBills';

const rangeOf = (request: Request): DateRange => {
  const url = new URL(request.url);
  return { start: url.searchParams.get('start_date') ?? '', end: url.searchParams.get('end_date') ?? '' };
};

const isSampleMonth = (request: Request) => rangeOf(request).start === SAMPLE_SPEND_STATS.start_date;

/** Stories only: MSW handlers for the dashboard's five reads, each answering as asked (the sample by default). */
export function dashboardHandlers(answers: Partial<Record<DashboardRead, SampleAnswer>> = {}): HttpHandler[] {
  const choice = (read: DashboardRead) => answers[read] ?? 'sample';
  return [
    http.get('*/db_api/dashboard/spend_stats', ({ request }) =>
      sampleResponse(choice('spendStats'), (isEmpty) => (isEmpty ? EMPTY_SPEND_STATS : isSampleMonth(request) ? SAMPLE_SPEND_STATS : SAMPLE_COMPARED_SPEND_STATS)),
    ),
    http.get('*/db_api/dashboard/line_chart', ({ request }) =>
      // The compared month spent at nine tenths of the sample month's pace.
      sampleResponse(choice('lineChart'), (isEmpty) => ({ points: sampleLineChart(rangeOf(request), isEmpty ? 0 : isSampleMonth(request) ? 1 : 0.9) })),
    ),
    http.get('*/db_api/dashboard/time_series', () => sampleResponse(choice('timeSeries'), (isEmpty) => (isEmpty ? EMPTY_TIME_SERIES : SAMPLE_TIME_SERIES))),
    http.get('*/db_api/dashboard/top_transactions', () => sampleResponse(choice('topTransactions'), (isEmpty) => ({ transactions: isEmpty ? [] : SAMPLE_TOP_TRANSACTIONS }))),
    http.get('*/db_api/dashboard/upcoming_bills', () => sampleResponse(choice('upcomingBills'), (isEmpty) => ({ bills: isEmpty ? [] : SAMPLE_UPCOMING_BILLS }))),
  ];
}
