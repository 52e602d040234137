import { describe, expect, it } from 'vitest';
import type { LineChartPoint } from '@/shared/api';
import { hasSpending, paceToDate, spendingPace } from './spending-pace';

/** Daily points from a start date, with running totals this test adds up itself. */
function days(start: string, spending: number[]): LineChartPoint[] {
  const first = new Date(`${start}T00:00:00Z`);
  let total = 0;
  return spending.map((amount, index) => {
    total += amount;
    const date = new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { date, spending: amount, cumulative_spending: total };
  });
}

describe('spendingPace', () => {
  it('pairs each day with the same day of a compared period of equal length', () => {
    const pace = spendingPace(days('2024-04-01', [10, 0, 5]), days('2024-03-01', [1, 2, 3]), '2024-04-30');
    expect(pace).toEqual([
      { day: 1, date: '2024-04-01', spent: 10, comparedSpent: 1 },
      { day: 2, date: '2024-04-02', spent: 10, comparedSpent: 3 },
      { day: 3, date: '2024-04-03', spent: 15, comparedSpent: 6 },
    ]);
  });

  it('leaves days still to come without a figure of this period', () => {
    const pace = spendingPace(days('2024-04-01', [10, 5, 0, 0]), days('2024-03-01', [1, 1, 1, 1]), '2024-04-02');
    expect(pace.map((day) => day.spent)).toEqual([10, 15, null, null]);
    expect(paceToDate(pace)).toEqual({ day: 2, date: '2024-04-02', spent: 15, comparedSpent: 2 });
  });

  it('matches a longer compared period by how far through it a day is, ending at its total', () => {
    // 2 days against 4: day 1 is half-way (compared day 2), day 2 the end (compared day 4).
    const pace = spendingPace(days('2024-02-01', [1, 1]), days('2024-01-01', [10, 20, 30, 40]), '2024-12-31');
    expect(pace.map((day) => day.comparedSpent)).toEqual([30, 100]);
  });

  it('matches a shorter compared period the same way', () => {
    // 4 days against 2: days 1–2 fall in compared day 1, days 3–4 in compared day 2.
    const pace = spendingPace(days('2024-03-01', [1, 1, 1, 1]), days('2024-02-01', [5, 7]), '2024-12-31');
    expect(pace.map((day) => day.comparedSpent)).toEqual([5, 5, 12, 12]);
  });

  it('has no compared line when the compared period has no days', () => {
    expect(spendingPace(days('2024-03-01', [1]), [], '2024-12-31')[0]?.comparedSpent).toBeNull();
  });

  it('is empty for a period without spending', () => {
    expect(hasSpending(days('2024-03-01', [0, 0]))).toBe(false);
    expect(hasSpending(days('2024-03-01', [0, 3]))).toBe(true);
  });
});
