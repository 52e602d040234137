import { useState } from 'react';
import { api, useApiImmutable, useApiQuery, type Comparison, type Transaction, type TransactionPage } from '@/shared/api';
import { saveDownload } from '@/shared/lib';
import { exportQuery, listQuery, searchFromFilters, type TransactionFilters } from '../model/filters';

export interface TransactionPageQuery {
  page: TransactionPage | undefined;
  /** The first load of this view (no earlier page to keep showing). */
  isLoading: boolean;
  /** A later page or filter is loading while the previous rows stay on screen. */
  isUpdating: boolean;
  failed: boolean;
  retry: () => void;
}

/** The view a page belongs to: every filter but the page number. */
const viewOf = (filters: TransactionFilters) => searchFromFilters({ ...filters, page: undefined });

/**
 * One page of `GET /db_api/transactions` (cache area "transactions", paginated by page, page size,
 * dates and institution, spec section 3). The first page read of a view gives the snapshot (`as_of`)
 * the view's other pages are read at, so paging neither repeats nor skips rows while a sync lands;
 * page 1 is always read fresh. The previous rows stay on screen while the next page loads. With
 * `compare` (and both dates), the answer carries the same filters' totals over the days the server
 * compares the range with (`compared_with`).
 */
export function useTransactionPage(filters: TransactionFilters, compare?: Comparison): TransactionPageQuery {
  const view = viewOf(filters);
  const [snapshot, setSnapshot] = useState<{ view: string; asOf: string } | null>(null);
  const asOf = (filters.page ?? 1) > 1 && snapshot?.view === view ? snapshot.asOf : undefined;
  const { data, error, isLoading, isValidating, mutate } = useApiQuery(
    '/db_api/transactions',
    { params: { query: listQuery(filters, asOf, compare) } },
    { keepPreviousData: true },
  );
  if (data && !asOf && snapshot?.view !== view) setSnapshot({ view, asOf: data.as_of });
  return {
    page: data,
    isLoading: isLoading && !data,
    isUpdating: isValidating && data !== undefined,
    failed: error !== undefined,
    retry: () => void mutate(),
  };
}

/** Plaid's category taxonomy, primary → detailed (cache area "transactions"; it never changes). */
export function useCategoryTaxonomy() {
  const { data } = useApiImmutable('/db_api/transactions/categories');
  return data?.categories;
}

export interface CategoryChoice {
  /** `null` clears the person's choice (back to their merchant rule, else the bank's category). */
  category: { primary: string; detailed: string | null } | null;
  alwaysForMerchant: boolean;
}

/** `PATCH /db_api/transactions/{id}/category`: the transaction with its category in force. Throws on failure. */
export async function recategorizeTransaction(transactionId: string, choice: CategoryChoice): Promise<Transaction> {
  const { data } = await api.PATCH('/db_api/transactions/{transaction_id}/category', {
    params: { path: { transaction_id: transactionId } },
    body: { category: choice.category, always_for_merchant: choice.alwaysForMerchant },
  });
  if (!data) throw new Error('The transaction could not be recategorised.');
  return data;
}

/** `GET /db_api/transactions/export`: the filtered rows as CSV, saved by the browser. Throws on failure. */
export async function downloadTransactionsCsv(filters: TransactionFilters): Promise<void> {
  const { data, response } = await api.GET('/db_api/transactions/export', { params: { query: exportQuery(filters) }, parseAs: 'blob' });
  if (!data) throw new Error('The export answered without a file.');
  saveDownload(data as Blob, response, 'ledgerline-transactions.csv');
}
