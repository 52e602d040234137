import { css } from 'styled-system/css';
import { ANALYSIS_NAMES } from '@/entities/analysis';
import type { AnalysisSummary } from '@/shared/api';
import { formatMoment } from '@/shared/lib';
import { OPENING, RESTORE_FAILED, SHOWN } from '../config/chat-copy';

export interface PreviousAnalysisItemProps {
  analysis: AnalysisSummary;
  /** The conversation shows this one. */
  isShown: boolean;
  isOpening: boolean;
  openFailed: boolean;
  /** Nothing can be opened now (a reply is on its way). */
  disabled: boolean;
  onOpen: (analysisId: string) => void;
}

const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  w: 'full',
  textAlign: 'left',
  px: '3',
  py: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  '&[aria-current=true]': { bg: 'brand.subtle' },
  '&[aria-disabled=true]': { cursor: 'not-allowed', color: 'fg.muted' },
});

/** One saved analysis, by type and date: a click shows it (and its follow-ups) in place of the conversation. */
export function PreviousAnalysisItem({ analysis, isShown, isOpening, openFailed, disabled, onOpen }: PreviousAnalysisItemProps) {
  return (
    <li>
      <button
        type="button"
        className={item}
        aria-current={isShown || undefined}
        aria-disabled={disabled || undefined}
        aria-busy={isOpening || undefined}
        onClick={() => {
          if (!disabled && !isOpening) onOpen(analysis.analysis_id);
        }}
      >
        <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
          <span className={css({ fontWeight: 'medium' })}>{ANALYSIS_NAMES[analysis.type]}</span>
          <time dateTime={analysis.timestamp} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {formatMoment(analysis.timestamp)}
          </time>
        </span>
        {(isOpening || isShown) && <span className={css({ flexShrink: '0', fontSize: 'xs', fontWeight: 'medium', color: 'brand.text' })}>{isOpening ? OPENING : SHOWN}</span>}
      </button>
      {openFailed && (
        <p role="alert" className={css({ px: '3', pb: '2', fontSize: 'xs', color: 'danger.text' })}>
          {RESTORE_FAILED}
        </p>
      )}
    </li>
  );
}
