import { useMemo } from 'react';
import { useApiMutate, type paths } from '@/shared/api';

/** Every cached read that changes when an institution is linked, updated or removed. */
export const BANK_DATA_PATHS = [
  '/api/link',
  '/db_api/items/active',
  '/db_api/history_coverage',
  '/api/accounts',
  '/api/liabilities/credit',
  '/db_api/net_worth',
  '/db_api/get_recent_id',
  '/db_api/transactions',
  '/db_api/transactions/merchant_categories',
  '/db_api/periods',
  '/db_api/periods/summary',
  '/db_api/dashboard/top_transactions',
  '/db_api/dashboard/spend_stats',
  '/db_api/recurring',
  '/db_api/dashboard/line_chart',
  '/db_api/dashboard/time_series',
  '/db_api/dashboard/upcoming_bills',
  '/db_api/dashboard/tag_spending',
  '/db_api/tags',
  '/db_api/transactions/to_review',
  '/db_api/merchants',
  '/db_api/merchants/most_recent',
  '/db_api/merchants/{transaction_id}',
  '/db_api/budgets',
  '/db_api/budgets/tracker',
  // The server notifies of added and removed accounts.
  '/db_api/notifications',
] as const satisfies readonly (keyof paths)[];

export interface BankDataRefresh {
  /** Forgets every cached view of bank data; what is on screen refetches, the rest loads when next shown. */
  reload: () => Promise<void>;
  /** Refetches what is on screen, still showing the current data meanwhile (the follow-up refreshes). */
  revalidate: () => Promise<void>;
}

/** Refreshes the bank data caches by explicit invalidation (the only way the spec's cache changes). */
export function useRefreshBankData(): BankDataRefresh {
  const mutate = useApiMutate();
  return useMemo(() => {
    const each = async (refresh: (path: (typeof BANK_DATA_PATHS)[number]) => Promise<unknown>) => {
      await Promise.all(BANK_DATA_PATHS.map((path) => refresh(path).catch(() => undefined)));
    };
    return {
      reload: () => each((path) => mutate([path], undefined, { revalidate: true })),
      revalidate: () => each((path) => mutate([path], (current: unknown) => current as never, { revalidate: true })),
    };
  }, [mutate]);
}
