import { useMemo } from 'react';
import { BUDGET_PATHS } from '@/entities/budget';
import { DASHBOARD_PATHS } from '@/entities/dashboard';
import { MERCHANT_PATHS } from '@/entities/merchant';
import { useApiMutate, type paths } from '@/shared/api';

/** Every cached read a category change or a mark (hidden, tags, reviewed) moves money or counts in (budgets and the assistant read the same rules). */
const MONEY_PATHS = [
  '/db_api/transactions',
  '/db_api/periods/summary',
  ...DASHBOARD_PATHS,
  ...MERCHANT_PATHS,
  '/db_api/transactions/merchant_categories',
  ...BUDGET_PATHS,
  // Marks: the tags' counts and what is left to review.
  '/db_api/tags',
  '/db_api/transactions/to_review',
  // The open transaction's history of changes.
  '/db_api/transactions/{transaction_id}/history',
] as const satisfies readonly (keyof paths)[];

/**
 * After a category change or a mark: the rows on screen refetch while still shown; every other cached
 * money figure is forgotten, so the dashboard or a budget shows the new split when next opened
 * rather than the cached old one (the cache policy never refetches on its own).
 */
export function useRefreshMoney(): () => Promise<void> {
  const mutate = useApiMutate();
  return useMemo(
    () => async () => {
      await Promise.all(
        MONEY_PATHS.map((path) =>
          (path === '/db_api/transactions' ? mutate([path], (current: unknown) => current as never, { revalidate: true }) : mutate([path], undefined, { revalidate: true })).catch(() => undefined),
        ),
      );
    },
    [mutate],
  );
}
