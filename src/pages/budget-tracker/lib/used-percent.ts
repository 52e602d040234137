import type { BudgetTrackerRow } from '@/shared/api';

/** How full a category's bar is, 0–100: spent over available, full when over or when anything is spent with nothing available. */
export function usedPercent(row: Pick<BudgetTrackerRow, 'used' | 'spent' | 'over_budget'>): number {
  if (row.over_budget) return 100;
  if (row.used === null) return row.spent > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round(row.used * 100)));
}
