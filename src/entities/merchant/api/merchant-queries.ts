import { getApiClient, toLoadable, useApiQuery, type Comparison, type MerchantDetails, type MerchantList, type paths, type Loadable } from '@/shared/api';
import type { DateRange } from '@/shared/lib';
import { mostRecentTransactionId } from '../model/merchant-context';

/** The spec's cache area "merchant" (details, most recent) and the merchant lists: every path these hooks read. */
export const MERCHANT_PATHS = ['/db_api/merchants/{transaction_id}', '/db_api/get_recent_id', '/db_api/merchants'] as const satisfies readonly (keyof paths)[];

/** How many merchants a page of a list shows (the period's merchants, a search's matches); the rest are on the next pages. */
export const MERCHANT_PAGE_SIZE = 10;

const rangeQuery = (range: DateRange) => ({ start_date: range.start, end_date: range.end });

/** `GET /db_api/get_recent_id`: the most recent transaction's id (`null` without any), kept in the merchant context. */
export function useRecentTransactionId(): Loadable<string | null> {
  const read = useApiQuery('/db_api/get_recent_id', undefined, {
    onSuccess: (recent) => {
      mostRecentTransactionId.value = recent.id;
    },
  });
  return toLoadable(read, (recent) => recent.id);
}

/**
 * Insights of the merchant of a transaction, with the period's figures and the merchant's over the
 * days the server compares the period with; nothing is asked without a transaction.
 */
export function useMerchantDetails(transactionId: string | null, range: DateRange, compare: Comparison): Loadable<MerchantDetails> {
  const init = transactionId ? { params: { path: { transaction_id: transactionId }, query: { ...rangeQuery(range), compare } } } : null;
  return toLoadable(useApiQuery('/db_api/merchants/{transaction_id}', init));
}

/**
 * A page of the period's merchants by spending, largest first, or, with `search`, of the merchants
 * whose names match it (all time), with how many there are on every page.
 */
export function useMerchants(range: DateRange, { search, page = 1 }: { search?: string; page?: number } = {}): Loadable<MerchantList> {
  const query = search ? { search, limit: MERCHANT_PAGE_SIZE, page } : { ...rangeQuery(range), limit: MERCHANT_PAGE_SIZE, page };
  return toLoadable(useApiQuery('/db_api/merchants', { params: { query } }));
}

/**
 * `GET /db_api/transactions/merchant_categories`, fire and forget (spec section 7): it warms the
 * server's merchant categories; the answer and any failure are ignored.
 */
export function warmMerchantCategories(): void {
  getApiClient()
    .GET('/db_api/transactions/merchant_categories')
    .catch(() => undefined);
}
