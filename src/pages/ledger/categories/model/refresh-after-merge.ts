import { BUDGET_PATHS } from '@/entities/budget';
import { DASHBOARD_PATHS } from '@/entities/dashboard';
import { MERCHANT_PATHS } from '@/entities/merchant';
import { useRevalidatePaths, type paths } from '@/shared/api';

/**
 * What a merge changes besides the list (which the merge itself reads again): it moves the rows and
 * rules of one category to another (or, for one of the bank's, makes a rule that moves its rows), so every cached read that counts by category is asked again
 * when next shown (the reads a recategorisation refreshes).
 */
const MERGE_READERS = [
  '/db_api/transactions',
  '/db_api/periods/summary',
  '/db_api/transactions/merchant_categories',
  // An own category's rules move; one of the bank's gets a rule of its own.
  '/db_api/rules',
  ...DASHBOARD_PATHS,
  ...MERCHANT_PATHS,
  ...BUDGET_PATHS,
] as const satisfies readonly (keyof paths)[];

export const useRefreshAfterMerge = (): (() => Promise<void>) => useRevalidatePaths(MERGE_READERS);
