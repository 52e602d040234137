import type { LineChart, LineChartPoint } from '@/shared/api';

/** One day of the spending-pace chart: spending so far this period and the compared period's beside it. */
export interface PaceDay {
  /** Day of the period, from 1. */
  day: number;
  date: string;
  /** Spent from the first day through this one; `null` for days still to come. */
  spent: number | null;
  /** The compared period's running total on the day the server lined up with this one (`null` when nothing is compared). */
  comparedSpent: number | null;
  /** That day of the compared period. */
  comparedDate: string | null;
}

/**
 * The chart's days as the server lined them up (README, "Periods compared"): this period's running
 * total up to the last day counted, the compared period's beside each day, so today's pair is the
 * pair the spend statistics compare.
 */
export function spendingPace(chart: LineChart): PaceDay[] {
  const through = chart.covered?.end_date;
  return chart.points.map((point, index) => ({
    day: index + 1,
    date: point.date,
    spent: through !== undefined && point.date <= through ? point.cumulative_spending : null,
    comparedSpent: point.compared_cumulative_spending,
    comparedDate: point.compared_date,
  }));
}

/** Where this period stands: the last day with spending known, and the compared period beside it. */
export function paceToDate(days: readonly PaceDay[]): PaceDay | undefined {
  return days.findLast((day) => day.spent !== null);
}

/** Whether a line chart has any spending to draw. */
export const hasSpending = (points: readonly LineChartPoint[]): boolean => points.some((point) => point.spending !== 0);
