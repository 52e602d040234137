import { Temporal } from 'temporal-polyfill';
import { historyDetail } from '@/entities/institution';
import type { HistoryCoverage } from '@/shared/api';
import { formatPlainDate, type DateRange } from '@/shared/lib';
import { historyFiguresCoveredFrom, SOME_HISTORY_ON_ITS_WAY } from '../config/copy';

/** Months before the planned one that its "last month" and 3-month averages read. */
const MONTHS_READ = 3;

/**
 * The history notice's second line on /budgetplanner: whether the past months that "Last month",
 * the 3-month averages and the suggested income read start before the history that has arrived.
 */
export function plannerHistoryDetail(coverage: HistoryCoverage | undefined, month: DateRange): string | undefined {
  const firstMonthRead = Temporal.PlainDate.from(month.start).subtract({ months: MONTHS_READ }).toString();
  const pastMonths = { start: firstMonthRead, end: Temporal.PlainDate.from(month.start).subtract({ days: 1 }).toString() };
  return historyDetail(coverage, pastMonths, undefined, {
    period: (coversFrom) => (coversFrom === null ? SOME_HISTORY_ON_ITS_WAY : historyFiguresCoveredFrom(formatPlainDate(coversFrom))),
  });
}
