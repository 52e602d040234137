import { useEffect, useRef } from 'react';
import { useApiQuery, type HistoryCoverage } from '@/shared/api';
import { usePolling } from '@/shared/lib';
import { HISTORY_COVERAGE_POLL_MS, HISTORY_COVERAGE_POLL_WINDOW_MS } from '../config/history';
import { isHistoryArriving } from '../lib/period-history';
import { useRefreshBankData } from './bank-data';

const stageOf = (coverage: HistoryCoverage) => `${coverage.complete}/${coverage.covers_from ?? ''}`;

/**
 * `GET /db_api/history_coverage`: how far the user's bank history goes while it arrives in stages.
 * Call it once per page. While history is arriving it asks again now and then, and when more has
 * arrived (the last 30 days, then the rest) it refreshes every cached view of bank data, which was
 * counted without those rows: the page, its notice and the bell then show what came in.
 */
export function useHistoryCoverage(): HistoryCoverage | undefined {
  const { data: coverage, mutate } = useApiQuery('/db_api/history_coverage');
  const refresh = useRefreshBankData();
  usePolling({ active: isHistoryArriving(coverage), poll: () => mutate(), intervalMs: HISTORY_COVERAGE_POLL_MS, timeoutMs: HISTORY_COVERAGE_POLL_WINDOW_MS });

  const shownStage = useRef<string | undefined>(undefined);
  const stage = coverage && stageOf(coverage);
  useEffect(() => {
    const before = shownStage.current;
    shownStage.current = stage;
    if (before !== undefined && stage !== undefined && stage !== before) void refresh.revalidate();
  }, [stage, refresh]);

  return coverage;
}
