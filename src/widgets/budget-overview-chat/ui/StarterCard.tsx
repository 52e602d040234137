import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { ANALYSIS_NAMES, ANALYSIS_SCOPES } from '@/entities/analysis';
import type { AnalysisCounts, AnalysisType } from '@/shared/api';
import { LockIcon, PageIcon, Skeleton, type PageIconName } from '@/shared/ui';
import { NO_RUNS_LEFT, resetsOn, runsLeft } from '../config/chat-copy';
import { resetDateText } from '../lib/reset-date';

const ICONS: Record<AnalysisType, PageIconName> = {
  account_detail_analysis: 'accounts',
  income_spend_analysis: 'dashboard',
  budget_analysis: 'budgetTracker',
};

export interface StarterCardProps {
  type: AnalysisType;
  /** `undefined` while the counts load, or when they could not be read (the card stays usable). */
  counts: AnalysisCounts | undefined;
  countsLoading: boolean;
  /** A reply is on its way: nothing starts until it lands. */
  busy: boolean;
  onStart: (type: AnalysisType) => void;
}

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  h: 'full',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'surface',
  boxShadow: 'raised',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: 'fast',
  _hover: { borderColor: 'brand.border', bg: 'brand.subtle' },
  '&:has(button:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[data-unavailable]': { bg: 'bg.muted', boxShadow: 'none', borderColor: 'border.default' },
});

// The whole card answers a click: the button's box is stretched over it, its name stays the title.
const stretchedButton = css({
  fontSize: 'md',
  fontWeight: 'semibold',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'surface' },
  '&[aria-disabled=true]': { cursor: 'not-allowed' },
});

/**
 * One analysis to start: what it looks at and how many runs are left this month. With none left
 * it says why and when they reset, and stays focusable (`aria-disabled`) so the reason can be read.
 * The button is named by the analysis alone; what it looks at and the runs left describe it.
 */
export function StarterCard({ type, counts, countsLoading, busy, onStart }: StarterCardProps) {
  const scopeId = useId();
  const runsId = useId();
  const left = counts ? Math.max(0, counts.limit - counts[type]) : undefined;
  const exhausted = left === 0;
  const unavailable = exhausted || busy;
  return (
    <div className={card} data-unavailable={unavailable || undefined}>
      <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <span aria-hidden className={css({ display: 'inline-flex', p: '1.5', borderRadius: 'control', bg: exhausted ? 'bg.emphasis' : 'brand.subtle', color: exhausted ? 'fg.muted' : 'brand.text' })}>
          <PageIcon name={ICONS[type]} />
        </span>
        <button
          type="button"
          className={stretchedButton}
          aria-describedby={`${scopeId} ${runsId}`}
          aria-disabled={unavailable || undefined}
          onClick={() => {
            if (!unavailable) onStart(type);
          }}
        >
          {ANALYSIS_NAMES[type]}
        </button>
      </span>
      <p id={scopeId} className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'relaxed', flex: '1' })}>
        {ANALYSIS_SCOPES[type]}
      </p>
      <div id={runsId} className={cx(css({ display: 'flex', flexDirection: 'column', gap: '0.5', fontSize: 'xs', fontWeight: 'medium' }), exhausted ? css({ color: 'warning.text' }) : css({ color: 'brand.text' }))}>
        {countsLoading && <Skeleton height="1rem" width="70%" />}
        {left !== undefined && counts && !exhausted && runsLeft(left, counts.limit)}
        {exhausted && counts && (
          <>
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
              <LockIcon size={14} />
              {NO_RUNS_LEFT}
            </span>
            <span className={css({ fontWeight: 'normal', color: 'fg.muted' })}>{resetsOn(resetDateText(counts.resets_at))}</span>
          </>
        )}
      </div>
    </div>
  );
}
