import { historyDetail } from '@/entities/institution';
import type { HistoryCoverage } from '@/shared/api';
import { formatPlainDate, type DateRange } from '@/shared/lib';
import { comparisonsCoveredFrom, figuresCoveredFrom, historyNotArrived, SOME_FIGURES_ON_THEIR_WAY } from '../config/copy';

/**
 * The history notice's second line on /dashboard: whether the period's figures lack days (or all
 * of them), and how far back its comparisons with earlier periods are whole.
 */
export const dashboardHistoryDetail = (coverage: HistoryCoverage | undefined, range: DateRange, periodLabel: string, comparedFrom: string | undefined) =>
  historyDetail(coverage, range, comparedFrom, {
    period: (coversFrom, history) => {
      if (history === 'not_arrived') return historyNotArrived(periodLabel);
      return coversFrom === null ? SOME_FIGURES_ON_THEIR_WAY : figuresCoveredFrom(formatPlainDate(coversFrom));
    },
    compared: (coversFrom) => comparisonsCoveredFrom(formatPlainDate(coversFrom)),
  });
