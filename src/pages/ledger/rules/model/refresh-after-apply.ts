import { BUDGET_PATHS } from '@/entities/budget';
import { DASHBOARD_PATHS } from '@/entities/dashboard';
import { MERCHANT_PATHS } from '@/entities/merchant';
import { useRevalidatePaths, type paths } from '@/shared/api';

/**
 * What a rule run on past rows changes: their categories, merchant names, tags and hidden marks,
 * so every read that lists, counts or names them (the reads a recategorisation or a mark refreshes,
 * and the recurring payments, which name a merchant by the person's name).
 */
const APPLIED_READERS = [
  '/db_api/transactions',
  '/db_api/transactions/{transaction_id}/history',
  '/db_api/transactions/merchant_categories',
  '/db_api/periods/summary',
  '/db_api/tags',
  '/db_api/recurring',
  '/db_api/forecast',
  ...DASHBOARD_PATHS,
  ...MERCHANT_PATHS,
  ...BUDGET_PATHS,
] as const satisfies readonly (keyof paths)[];

/** Asks those reads again when next shown (none is on this page). */
export const useRefreshAfterApply = (): (() => Promise<void>) => useRevalidatePaths(APPLIED_READERS);
