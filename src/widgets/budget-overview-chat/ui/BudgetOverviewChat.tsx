import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { showLatestAnalysis, useAnalysisCounts, useLatestAnalysis } from '@/entities/analysis';
import { AnalysisStarters } from './AnalysisStarters';
import { FollowUpBox } from './FollowUpBox';
import { MessageList } from './MessageList';
import { PreviousAnalyses } from './PreviousAnalyses';
import { WelcomeMessage } from './WelcomeMessage';

/**
 * The budget overview chat: the welcome, the three analyses to start (with the runs left), the
 * conversation (on opening, the latest analysis restored) and the follow-up box; beside it on a
 * wide screen, below it on a phone, the saved analyses to return to.
 */
export function BudgetOverviewChat() {
  const latest = useLatestAnalysis();
  const counts = useAnalysisCounts();

  useEffect(() => {
    if (latest.data !== undefined) showLatestAnalysis(latest.data);
  }, [latest.data]);

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 17rem' }, gap: { base: '6', lg: '8' }, alignItems: 'start' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
        <WelcomeMessage />
        <AnalysisStarters counts={counts} />
        <MessageList latest={latest} />
        <FollowUpBox followUpLimit={counts.data?.follow_up_limit} />
      </div>
      <aside className={css({ position: { lg: 'sticky' }, top: '6', minW: '0' })}>
        <PreviousAnalyses />
      </aside>
    </div>
  );
}
