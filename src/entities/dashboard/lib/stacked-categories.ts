import type { CategoryCode, TimeSeriesPoint } from '@/shared/api';

/** A series of the stacked chart: a primary category, spending without one, or the rest added up. */
export type StackKey = CategoryCode | typeof UNCATEGORISED_KEY | typeof OTHER_KEY;

export const UNCATEGORISED_KEY = 'UNCATEGORISED_';
export const OTHER_KEY = 'OTHER_';

/** One bucket of the stacked chart: its first day, and spending per series. */
export interface StackedBucket {
  period_start: string;
  total: number;
  amounts: Record<StackKey, number>;
}

export interface StackedCategories {
  /** The series, largest over the whole range first; "Other" last. */
  keys: StackKey[];
  buckets: StackedBucket[];
}

const keyOf = (category: CategoryCode | null): StackKey => category ?? UNCATEGORISED_KEY;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Spending by category per bucket, for a stacked chart: the `max` largest categories over the
 * range each get a series, the others are added up as "Other". Sums are kept in cents.
 */
export function stackCategories(points: readonly TimeSeriesPoint[], max: number): StackedCategories {
  const totals = new Map<StackKey, number>();
  for (const point of points) {
    for (const { category, amount } of point.by_category) totals.set(keyOf(category), (totals.get(keyOf(category)) ?? 0) + cents(amount));
  }
  const ranked = [...totals].filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const own = ranked.length > max ? ranked.slice(0, max - 1) : ranked;
  const hasOther = ranked.length > own.length;
  const keys: StackKey[] = hasOther ? [...own, OTHER_KEY] : own;
  const ownSet = new Set(own);
  const buckets = points.map((point) => {
    const amounts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<StackKey, number>;
    for (const { category, amount } of point.by_category) {
      const key = ownSet.has(keyOf(category)) ? keyOf(category) : OTHER_KEY;
      if (key in amounts) amounts[key] = (amounts[key] ?? 0) + cents(amount);
    }
    for (const key of keys) amounts[key] = (amounts[key] ?? 0) / 100;
    return { period_start: point.period_start, total: point.spending, amounts };
  });
  return { keys, buckets };
}

/** Whether a time series has any spending to draw. */
export const hasCategorySpending = (points: readonly TimeSeriesPoint[]): boolean => points.some((point) => point.by_category.some((entry) => entry.amount > 0));
