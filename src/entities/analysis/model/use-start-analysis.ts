import { useCallback } from 'react';
import type { AnalysisType } from '@/shared/api';
import { useRefreshAnalysisCounts } from '../api/analysis-queries';
import { startAnalysis } from './budget-chat';

/** Starts an analysis, then reads the counts again so the runs left are right. */
export function useStartAnalysis(): (type: AnalysisType) => Promise<void> {
  const refreshCounts = useRefreshAnalysisCounts();
  return useCallback(
    async (type: AnalysisType) => {
      await startAnalysis(type);
      refreshCounts();
    },
    [refreshCounts],
  );
}
