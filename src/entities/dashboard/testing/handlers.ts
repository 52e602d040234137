import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { DateRange } from '@/shared/lib';
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

/** How a story's call answers: the sample, an answer with nothing in it, never, or a server error. */
export type SampleAnswer = 'sample' | 'empty' | 'loading' | 'failed';

export type DashboardRead = 'spendStats' | 'lineChart' | 'timeSeries' | 'topTransactions' | 'upcomingBills';

/** Stories and tests only: the contract's error body with a 500. */
export const serverError = () =>
  HttpResponse.json({ error: { error_code: 'INTERNAL_SERVER_ERROR', error_message: 'Something went wrong' }, message: 'Something went wrong' }, { status: 500 });

/** Answers a call as a story asks: `body(isEmpty)` gives the sample or the empty answer. */
export async function sampleResponse(choice: SampleAnswer, body: (isEmpty: boolean) => object): Promise<Response> {
  if (choice === 'loading') await delay('infinite');
  if (choice === 'failed') return serverError();
  return HttpResponse.json(body(choice === 'empty'));
}

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
