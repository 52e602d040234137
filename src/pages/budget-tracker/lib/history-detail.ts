import { historyDetail } from '@/entities/institution';
import type { HistoryCoverage } from '@/shared/api';
import { formatPlainDate, type DateRange } from '@/shared/lib';
import { historyNotArrived, SOME_SPENDING_ON_ITS_WAY, spendingCoveredFrom } from '../config/copy';

/** The history notice's second line on /budgettracker: whether the month's spending lacks days, or all of them. */
export const trackerHistoryDetail = (coverage: HistoryCoverage | undefined, range: DateRange, monthName: string) =>
  historyDetail(coverage, range, undefined, {
    period: (coversFrom, history) => {
      if (history === 'not_arrived') return historyNotArrived(monthName);
      return coversFrom === null ? SOME_SPENDING_ON_ITS_WAY : spendingCoveredFrom(formatPlainDate(coversFrom));
    },
  });
