import { css } from 'styled-system/css';
import { ANALYSIS_NAMES } from '@/entities/analysis';
import type { AnalysisType } from '@/shared/api';
import { formatMoment } from '@/shared/lib';
import { analysisTitle } from '../config/chat-copy';

/** Where an analysis's session begins in the conversation: its name and when it ran. A restore moves focus here. */
export function SessionDivider({ type, timestamp }: { type: AnalysisType; timestamp: string }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted', _before: { content: '""', flex: '1', h: '1px', bg: 'border.default' }, _after: { content: '""', flex: '1', h: '1px', bg: 'border.default' } })}>
      <h3 tabIndex={-1} data-session-start className={css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', textAlign: 'center', scrollMarginTop: '4', borderRadius: 'sm' })}>
        {analysisTitle(ANALYSIS_NAMES[type])}{' '}
        {/* On a phone the time goes on a line of its own, without the dot. */}
        <span className={css({ display: { base: 'block', md: 'inline' }, fontWeight: 'normal', textTransform: 'none', letterSpacing: 'normal' })}>
          <span className={css({ hideBelow: 'md' })}>·</span>{' '}
          <time dateTime={timestamp}>{formatMoment(timestamp)}</time>
        </span>
      </h3>
    </div>
  );
}
