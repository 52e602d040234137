import { describe, expect, it } from 'vitest';
import { categorySpendingHref } from './category-links';

describe('a tracked category links to its transactions', () => {
  it('exactly its posted spending and refunds in the month', () => {
    expect(categorySpendingHref({ start: '2026-11-01', end: '2026-11-30' }, 'FOOD_AND_DRINK')).toBe(
      '/transactions?start_date=2026-11-01&end_date=2026-11-30&category=FOOD_AND_DRINK&counted_as=spending&pending=false',
    );
  });

  it('has no link for uncategorised spending', () => {
    expect(categorySpendingHref({ start: '2026-11-01', end: '2026-11-30' }, null)).toBeUndefined();
  });
});
