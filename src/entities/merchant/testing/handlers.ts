import { http, HttpResponse, type HttpHandler } from 'msw';
import { sampleResponse, serverError, type SampleAnswer } from '@/shared/test-kit';
import { MERCHANT_PAGE_SIZE } from '../api/merchant-queries';
import { SAMPLE_MERCHANT, SAMPLE_MERCHANT_COMPARED, SAMPLE_RECENT_TRANSACTION_ID, SAMPLE_RECURRING_MERCHANT, SAMPLE_SEARCH_RESULTS, SAMPLE_TOP_MERCHANT, SAMPLE_TOP_MERCHANTS } from './fixtures';

export type MerchantRead = 'recentId' | 'details' | 'merchants';

export interface MerchantCalls {
  /** Transaction ids whose merchant details were asked for, in order. */
  details: string[];
  /** `search` of each merchant search. */
  searches: string[];
  /** `page` of each read of the period's merchants. */
  pages: number[];
  /** How many times the merchant categories were asked for. */
  merchantCategories: number;
}

const notFound = () => HttpResponse.json({ error: { error_code: 'NOT_FOUND', error_message: 'No such transaction' }, message: 'Not found' }, { status: 404 });

/**
 * Stories only: MSW handlers for the merchant page's reads, each answering as asked (the sample by
 * default). `calls` records what was asked, for a story to check.
 */
export function merchantHandlers(answers: Partial<Record<MerchantRead, SampleAnswer>> = {}, calls?: MerchantCalls): HttpHandler[] {
  const choice = (read: MerchantRead) => answers[read] ?? 'sample';
  const byId = new Map([SAMPLE_MERCHANT, SAMPLE_RECURRING_MERCHANT, SAMPLE_TOP_MERCHANT].flatMap((merchant) => merchant.recent_transactions.map((transaction) => [transaction.transaction_id, merchant])));
  return [
    http.get('*/db_api/get_recent_id', () => sampleResponse(choice('recentId'), (isEmpty) => ({ id: isEmpty ? null : SAMPLE_RECENT_TRANSACTION_ID }))),
    http.get('*/db_api/transactions/merchant_categories', () => {
      if (calls) calls.merchantCategories += 1;
      return HttpResponse.json({ merchants: [] });
    }),
    http.get('*/db_api/merchants/:transactionId', ({ params, request }) => {
      const id = String(params.transactionId);
      calls?.details.push(id);
      const merchant = byId.get(id);
      if (choice('details') === 'sample' && !merchant) return notFound();
      const compared = new URL(request.url).searchParams.has('compare') && merchant === SAMPLE_MERCHANT ? SAMPLE_MERCHANT_COMPARED : null;
      return sampleResponse(choice('details'), (isEmpty) => ({ ...(merchant ?? SAMPLE_MERCHANT), compared_with: compared, ...(isEmpty ? { period_spent: 0, period_count: 0 } : {}) }));
    }),
    http.get('*/db_api/merchants', ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get('search');
      const page = Number(url.searchParams.get('page') ?? '1');
      if (search !== null) calls?.searches.push(search);
      else calls?.pages.push(page);
      if (choice('merchants') === 'failed') return serverError();
      const found = search === null ? SAMPLE_TOP_MERCHANTS : SAMPLE_SEARCH_RESULTS.filter((merchant) => merchant.merchant_name.toLowerCase().includes(search.toLowerCase()));
      const size = Number(url.searchParams.get('limit') ?? MERCHANT_PAGE_SIZE);
      return sampleResponse(choice('merchants'), (isEmpty) => (isEmpty ? { merchants: [], total: 0 } : { merchants: found.slice((page - 1) * size, page * size), total: found.length }));
    }),
  ];
}

/** A fresh record of the calls a story's merchant handlers see. */
export const recordMerchantCalls = (): MerchantCalls => ({ details: [], searches: [], pages: [], merchantCategories: 0 });
