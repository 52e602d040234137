import type { HistoryCoverage } from '@/shared/api';
import type { DateRange } from '@/shared/lib';

/**
 * How much of a period's bank history is in: all of it, part of it (the period starts before the
 * days every bank has sent), or none (it ends before them).
 */
export type PeriodHistory = 'whole' | 'partial' | 'not_arrived';

/** Some linked bank's older history is still on its way. */
export const isHistoryArriving = (coverage: HistoryCoverage | undefined): coverage is HistoryCoverage => coverage !== undefined && !coverage.complete;

/** Whether days from `start` on may still lack rows (a period's, a comparison's, an average's). */
export function startsBeforeCoverage(coverage: HistoryCoverage | undefined, start: string): coverage is HistoryCoverage {
  // A bank that has sent nothing yet (`covers_from` null) may owe rows to any day.
  return isHistoryArriving(coverage) && (coverage.covers_from === null || start < coverage.covers_from);
}

export function periodHistory(coverage: HistoryCoverage | undefined, range: DateRange): PeriodHistory {
  if (!startsBeforeCoverage(coverage, range.start)) return 'whole';
  return coverage.covers_from !== null && range.end < coverage.covers_from ? 'not_arrived' : 'partial';
}

/** What a page says about the arriving history, in its own words. */
export interface HistoryDetailWords {
  /** The shown period lacks rows: `coversFrom` is the first whole day (null while a bank has sent nothing). */
  period: (coversFrom: string | null, history: Exclude<PeriodHistory, 'whole'>) => string;
  /** The days the period is compared with (or averaged over) start before `coversFrom`. */
  compared?: (coversFrom: string) => string;
}

/**
 * The history notice's second line on a page showing `range`, set beside days from `comparedFrom`
 * (a comparison's or an average's first day): what has not arrived yet; nothing when all is whole.
 */
export function historyDetail(coverage: HistoryCoverage | undefined, range: DateRange | undefined, comparedFrom: string | undefined, words: HistoryDetailWords): string | undefined {
  const lines: string[] = [];
  const coversFrom = coverage?.covers_from ?? null;
  const history = range ? periodHistory(coverage, range) : 'whole';
  if (history !== 'whole') lines.push(words.period(coversFrom, history));
  if (words.compared && comparedFrom !== undefined && coversFrom !== null && startsBeforeCoverage(coverage, comparedFrom)) lines.push(words.compared(coversFrom));
  return lines.length > 0 ? lines.join(' ') : undefined;
}
