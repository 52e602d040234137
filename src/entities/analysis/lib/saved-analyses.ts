import type { AnalysisSummary } from '@/shared/api';

/** The analyses saved since the list was read, then the list, newest first, each once. */
export function withSavedAnalyses(saved: readonly AnalysisSummary[], listed: readonly AnalysisSummary[]): AnalysisSummary[] {
  const seen = new Set<string>();
  return [...saved, ...listed].filter((analysis) => {
    if (seen.has(analysis.analysis_id)) return false;
    seen.add(analysis.analysis_id);
    return true;
  });
}
