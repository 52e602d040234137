import { api, toLoadable, useApiQuery, type Budget, type BudgetInput, type BudgetTracker, type Loadable, type Month, type paths } from '@/shared/api';

/** Every path the budget pages read, for invalidation when the money under them changes. */
export const BUDGET_PATHS = ['/db_api/budgets', '/db_api/budgets/tracker'] as const satisfies readonly (keyof paths)[];

/** The SWR key's init of a month's reads (`mutate([path, budgetMonthInit(month)])` touches just that month). */
export const budgetMonthInit = (month: Month) => ({ params: { query: { month } } });

/** `GET /db_api/budgets`: the month's plan, one row per spending category, with history and what carries in. */
export function useBudgetRead(month: Month) {
  return useApiQuery('/db_api/budgets', budgetMonthInit(month));
}

/** `GET /db_api/budgets/tracker`: available against spent per budgeted category, the month's pace and unbudgeted spending. */
export function useBudgetTracker(month: Month): Loadable<BudgetTracker> {
  return toLoadable(useApiQuery('/db_api/budgets/tracker', budgetMonthInit(month)));
}

/** `PUT /api/budgets/{month}`: the month after the change. Throws `ApiError` (409 when a row changed elsewhere). */
export async function saveBudget(month: Month, body: BudgetInput): Promise<Budget> {
  const { data } = await api.PUT('/api/budgets/{month}', { params: { path: { month } }, body });
  if (!data) throw new Error('The budget save answered without the month.');
  return data;
}
