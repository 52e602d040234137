import { useId } from 'react';
import { css } from 'styled-system/css';
import { ANALYSIS_TYPES, isReplying, useStartAnalysis } from '@/entities/analysis';
import type { AnalysisCounts, Loadable } from '@/shared/api';
import { COUNTS_FAILED, COUNTS_LOADING, STARTERS_TEXT, STARTERS_TITLE } from '../config/chat-copy';
import { RetryNotice } from './RetryNotice';
import { StarterCard } from './StarterCard';

/** The three analyses to start, each with the runs left this month. */
export function AnalysisStarters({ counts }: { counts: Loadable<AnalysisCounts> }) {
  const titleId = useId();
  const start = useStartAnalysis();
  const busy = isReplying.value;
  return (
    <section aria-labelledby={titleId} aria-busy={counts.isLoading || undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
          {STARTERS_TITLE}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{STARTERS_TEXT}</p>
      </div>
      {counts.isLoading && <span className={css({ srOnly: true })}>{COUNTS_LOADING}</span>}
      {counts.failed && <RetryNotice text={COUNTS_FAILED} onRetry={counts.retry} />}
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' })}>
        {ANALYSIS_TYPES.map((type) => (
          <li key={type}>
            <StarterCard type={type} counts={counts.data} countsLoading={counts.isLoading} busy={busy} onStart={(chosen) => void start(chosen)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
