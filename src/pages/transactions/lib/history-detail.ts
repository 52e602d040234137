import { historyDetail } from '@/entities/institution';
import type { ComparedTotals, HistoryCoverage } from '@/shared/api';
import { formatPlainDate, type DateRange } from '@/shared/lib';
import { comparisonCoveredFrom, rowsCoveredFrom, SOME_ROWS_ON_THEIR_WAY } from '../config/copy';

/** The history notice's second line on /transactions: which of the period's rows, and of the days compared, have not arrived yet. */
export const transactionsHistoryDetail = (coverage: HistoryCoverage | undefined, range: DateRange, compared: ComparedTotals | null | undefined) =>
  historyDetail(coverage, range, compared?.start_date, {
    period: (coversFrom) => (coversFrom === null ? SOME_ROWS_ON_THEIR_WAY : rowsCoveredFrom(formatPlainDate(coversFrom))),
    compared: (coversFrom) => comparisonCoveredFrom(compared?.label ?? '', formatPlainDate(coversFrom)),
  });
