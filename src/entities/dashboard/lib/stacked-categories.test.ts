import { describe, expect, it } from 'vitest';
import type { TimeSeriesPoint } from '@/shared/api';
import { OTHER_KEY, stackCategories, UNCATEGORISED_KEY } from './stacked-categories';

const bucket = (period_start: string, byCategory: [string | null, number][]): TimeSeriesPoint => ({
  period_start,
  income: 0,
  spending: byCategory.reduce((sum, [, amount]) => sum + amount, 0),
  net: 0,
  by_category: byCategory.map(([category, amount]) => ({ category, amount })),
});

describe('stackCategories', () => {
  it('gives each category a series, largest over the range first, zero where a bucket has none', () => {
    const stacked = stackCategories([bucket('2024-01-01', [['FOOD_AND_DRINK', 50]]), bucket('2024-02-01', [['RENT_AND_UTILITIES', 900], ['FOOD_AND_DRINK', 60.1]])], 6);
    expect(stacked.keys).toEqual(['RENT_AND_UTILITIES', 'FOOD_AND_DRINK']);
    expect(stacked.buckets[0]?.amounts).toEqual({ RENT_AND_UTILITIES: 0, FOOD_AND_DRINK: 50 });
    expect(stacked.buckets[1]?.amounts).toEqual({ RENT_AND_UTILITIES: 900, FOOD_AND_DRINK: 60.1 });
  });

  it('adds up the categories beyond the largest ones as Other, exactly', () => {
    const stacked = stackCategories([bucket('2024-01-01', [['A', 40], ['B', 30], ['C', 0.1], ['D', 0.2]])], 3);
    expect(stacked.keys).toEqual(['A', 'B', OTHER_KEY]);
    expect(stacked.buckets[0]?.amounts[OTHER_KEY]).toBe(0.3);
  });

  it('keeps spending without a category as its own series', () => {
    const stacked = stackCategories([bucket('2024-01-01', [[null, 12]])], 6);
    expect(stacked.keys).toEqual([UNCATEGORISED_KEY]);
  });

  it('draws no series for categories refunds brought to zero or below', () => {
    expect(stackCategories([bucket('2024-01-01', [['SHOPS', -5], ['FOOD', 5]])], 6).keys).toEqual(['FOOD']);
  });
});
