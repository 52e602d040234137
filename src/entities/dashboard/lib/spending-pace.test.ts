import { describe, expect, it } from 'vitest';
import type { LineChart, PeriodCoverage } from '@/shared/api';
import { hasSpending, paceToDate, spendingPace } from './spending-pace';

const DAY_MS = 86_400_000;
const dayAfter = (start: string, days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A line chart from a start date: running totals this test adds up itself, the compared day and total given beside each. */
function chart(start: string, spending: number[], compared: [date: string, total: number][] | null, coveredDays: number | null): LineChart {
  let total = 0;
  const covered: PeriodCoverage | null = coveredDays === null ? null : { start_date: start, end_date: dayAfter(start, coveredDays - 1), days: coveredDays, label: '' };
  return {
    points: spending.map((amount, index) => {
      total += amount;
      return { date: dayAfter(start, index), spending: amount, cumulative_spending: total, compared_date: compared?.[index]?.[0] ?? null, compared_cumulative_spending: compared?.[index]?.[1] ?? null };
    }),
    covered,
    compared_with: null,
    compared_period: null,
  };
}

describe('spendingPace', () => {
  it("keeps this period's running total up to the last day counted, and the compared total the server put beside each day", () => {
    const pace = spendingPace(chart('2024-04-01', [10, 5, 0, 0], [['2024-03-01', 1], ['2024-03-02', 3], ['2024-03-03', 6], ['2024-03-04', 6]], 2));
    expect(pace).toEqual([
      { day: 1, date: '2024-04-01', spent: 10, comparedSpent: 1, comparedDate: '2024-03-01' },
      { day: 2, date: '2024-04-02', spent: 15, comparedSpent: 3, comparedDate: '2024-03-02' },
      { day: 3, date: '2024-04-03', spent: null, comparedSpent: 6, comparedDate: '2024-03-03' },
      { day: 4, date: '2024-04-04', spent: null, comparedSpent: 6, comparedDate: '2024-03-04' },
    ]);
    expect(paceToDate(pace)).toMatchObject({ date: '2024-04-02', spent: 15, comparedSpent: 3 });
  });

  it('has no compared line when nothing is compared, and nothing to date before the period begins', () => {
    const future = spendingPace(chart('2030-01-01', [0, 0], null, null));
    expect(future.map((day) => [day.spent, day.comparedSpent])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(paceToDate(future)).toBeUndefined();
  });

  it('is empty for a period without spending', () => {
    expect(hasSpending(chart('2024-03-01', [0, 0], null, 2).points)).toBe(false);
    expect(hasSpending(chart('2024-03-01', [0, 3], null, 2).points)).toBe(true);
  });
});
