import type { BudgetRow } from '@/shared/api';

/**
 * Whether a line shows in its group without being added: it has a plan, something carried in,
 * a bill, or money in the months its history covers. The others (most of Plaid's ~100 detailed
 * categories, for most people) are offered in the group's "Add a category" list instead.
 */
export const isActiveLine = (row: BudgetRow): boolean =>
  row.planned !== null || row.carried !== 0 || row.bills.length > 0 || row.last_month_actual !== 0 || row.average_3_months !== 0;
