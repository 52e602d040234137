import type { LineChartPoint } from '@/shared/api';

/** One day of the spending-pace chart: spending so far this period and the compared period's at the same point. */
export interface PaceDay {
  /** Day of the period, from 1. */
  day: number;
  date: string;
  /** Spent from the first day through this one; `null` for days still to come. */
  spent: number | null;
  /** Spent in the compared period by the same point of it. */
  comparedSpent: number | null;
}

/**
 * Lines up this period's running total with the compared period's. Periods of different lengths
 * (February against January, a leap year) are matched by how far through the period a day is, so
 * the compared line always ends at its own total on this period's last day.
 */
export function spendingPace(current: readonly LineChartPoint[], compared: readonly LineChartPoint[], today: string): PaceDay[] {
  const length = current.length;
  return current.map((point, index) => {
    const comparedIndex = Math.min(compared.length - 1, Math.max(0, Math.round(((index + 1) * compared.length) / length) - 1));
    return {
      day: index + 1,
      date: point.date,
      spent: point.date <= today ? point.cumulative_spending : null,
      comparedSpent: compared[comparedIndex]?.cumulative_spending ?? null,
    };
  });
}

/** Where this period stands: the last day with spending known, and the compared period at that point. */
export function paceToDate(days: readonly PaceDay[]): PaceDay | undefined {
  return days.findLast((day) => day.spent !== null);
}

/** Whether a line chart has any spending to draw. */
export const hasSpending = (points: readonly LineChartPoint[]): boolean => points.some((point) => point.spending !== 0);
