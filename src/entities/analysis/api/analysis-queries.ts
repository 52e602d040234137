import { useCallback } from 'react';
import { ApiError, toLoadable, useApiInfinite, useApiMutate, useApiQuery, type Analysis, type AnalysisCounts, type AnalysisSummary, type Loadable } from '@/shared/api';
import { ANALYSES_PAGE_SIZE } from '../config/analysis-limits';

/** The analyses run this month per type, the limits, and when they reset. */
export function useAnalysisCounts(): Loadable<AnalysisCounts> {
  return toLoadable(useApiQuery('/api/budget_overview/analysis_counts'));
}

/** Reads the counts again (after a run): the cache keeps them otherwise (spec section 9). */
export function useRefreshAnalysisCounts(): () => void {
  const mutate = useApiMutate();
  return useCallback(() => void mutate(['/api/budget_overview/analysis_counts']).catch(() => undefined), [mutate]);
}

/** The latest saved analysis; `null` when there is none (the server's 404). */
export function useLatestAnalysis(): Loadable<Analysis | null> {
  const read = useApiQuery('/api/budget_overview/latest_analysis');
  const isNone = read.error instanceof ApiError && read.error.status === 404;
  const loadable = toLoadable(read);
  return isNone ? { ...loadable, data: null, failed: false } : loadable;
}

export interface AnalysisListRead {
  /** The pages read so far, newest first. */
  analyses: AnalysisSummary[] | undefined;
  isLoading: boolean;
  /** The first page failed. */
  failed: boolean;
  /** Older analyses exist beyond those read. */
  hasMore: boolean;
  /** "Show more" is reading the next page. */
  isLoadingMore: boolean;
  /** The last "Show more" failed. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The saved analyses, newest first, a page at a time ("Show more" reads the page `before` the last one). */
export function useAnalysisList(): AnalysisListRead {
  const { data: pages, error, size, setSize, isLoading, mutate } = useApiInfinite(
    '/api/budget_overview/analyses',
    (_index, previous) => {
      if (previous && !previous.has_more) return null;
      const before = previous?.analyses.at(-1)?.analysis_id;
      return { params: { query: before ? { limit: ANALYSES_PAGE_SIZE, before } : { limit: ANALYSES_PAGE_SIZE } } };
    },
    { revalidateFirstPage: false },
  );
  const read = pages?.length ?? 0;
  const failed = error !== undefined;
  return {
    analyses: pages?.flatMap((page) => page.analyses),
    isLoading,
    failed: failed && read === 0,
    hasMore: pages?.at(-1)?.has_more ?? false,
    isLoadingMore: size > read && !failed,
    loadMoreFailed: failed && read > 0,
    loadMore: () => void setSize(read + 1),
    retry: () => void mutate().catch(() => undefined),
  };
}
