import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { currentAnalysisId, isReplying, restoreAnalysis, restoreFailedId, restoringAnalysisId, savedAnalyses, useAnalysisList, withSavedAnalyses } from '@/entities/analysis';
import { Button, Skeleton } from '@/shared/ui';
import { LOADING_MORE, MORE_FAILED, PREVIOUS_EMPTY_TEXT, PREVIOUS_EMPTY_TITLE, PREVIOUS_FAILED, PREVIOUS_LOADING, PREVIOUS_TITLE, SHOW_MORE } from '../config/chat-copy';
import { PreviousAnalysisItem } from './PreviousAnalysisItem';
import { RetryNotice } from './RetryNotice';

/** Shows a restored analysis from its start: focus moves to its session's heading, which scrolls into view. */
function focusRestoredAnalysis(): void {
  requestAnimationFrame(() => {
    const start = document.querySelector<HTMLElement>('[data-session-start]');
    start?.focus({ preventScroll: true });
    start?.scrollIntoView({ block: 'start' });
  });
}

async function open(analysisId: string): Promise<void> {
  if (await restoreAnalysis(analysisId)) focusRestoredAnalysis();
}

/** Every saved analysis, newest first, a page at a time; any of them can be shown again with its follow-ups. */
export function PreviousAnalyses() {
  const titleId = useId();
  const list = useAnalysisList();
  const analyses = list.analyses && withSavedAnalyses(savedAnalyses.value, list.analyses);
  const shownId = currentAnalysisId.value;
  const openingId = restoringAnalysisId.value;
  const failedId = restoreFailedId.value;
  const busy = isReplying.value;

  return (
    <section aria-labelledby={titleId} aria-busy={list.isLoading || undefined} className={cx(card({ padding: 'none', elevation: 'flat' }), css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', minW: '0' }))}>
      <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold', px: '3', pt: '1' })}>
        {PREVIOUS_TITLE}
      </h2>
      {list.isLoading && (
        <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '2', px: '3' })}>
          <span className={css({ srOnly: true })}>{PREVIOUS_LOADING}</span>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      )}
      {list.failed && <RetryNotice text={PREVIOUS_FAILED} onRetry={list.retry} className={css({ px: '3' })} />}
      {analyses?.length === 0 && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', px: '3', pb: '1', fontSize: 'sm' })}>
          <p className={css({ fontWeight: 'medium' })}>{PREVIOUS_EMPTY_TITLE}</p>
          <p className={css({ color: 'fg.muted' })}>{PREVIOUS_EMPTY_TEXT}</p>
        </div>
      )}
      {analyses && analyses.length > 0 && (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          {analyses.map((analysis) => (
            <PreviousAnalysisItem
              key={analysis.analysis_id}
              analysis={analysis}
              isShown={analysis.analysis_id === shownId}
              isOpening={analysis.analysis_id === openingId}
              openFailed={analysis.analysis_id === failedId}
              disabled={busy}
              onOpen={(analysisId) => void open(analysisId)}
            />
          ))}
        </ul>
      )}
      {list.loadMoreFailed && <RetryNotice text={MORE_FAILED} onRetry={list.retry} className={css({ px: '3' })} />}
      {list.hasMore && !list.loadMoreFailed && (
        <Button variant="ghost" tone="neutral" size="sm" disabled={list.isLoadingMore} onClick={list.loadMore} className={css({ alignSelf: 'flex-start' })}>
          {list.isLoadingMore ? LOADING_MORE : SHOW_MORE}
        </Button>
      )}
    </section>
  );
}
