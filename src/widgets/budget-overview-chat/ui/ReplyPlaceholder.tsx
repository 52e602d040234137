import { css } from 'styled-system/css';
import type { AnalysisType } from '@/shared/api';
import { Skeleton } from '@/shared/ui';
import { WORKING_ON } from '../config/chat-copy';

/** Stands in for a reply on its way: what is being done, and the rough shape of what will come. */
export function ReplyPlaceholder({ analysisType }: { analysisType: AnalysisType | null }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', w: 'full' })}>
      <p role="status" className={css({ fontSize: 'sm', fontStyle: 'italic', color: 'fg.muted' })}>
        {WORKING_ON[analysisType ?? 'follow_up']}
      </p>
      <Skeleton height="0.9rem" width="92%" />
      <Skeleton height="0.9rem" width="70%" />
      {analysisType && (
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2' })}>
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      )}
    </div>
  );
}
