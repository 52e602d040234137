import { css } from 'styled-system/css';
import type { TransactionSplitInfo } from '@/shared/api';
import { REMAINDER, REMAINDER_HINT, splitMarker } from '../config/copy';

const badge = css({ display: 'inline-flex', alignItems: 'center', px: '1.5', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'medium' });

/**
 * A row that is a part of a split transaction: "Split · 1 of 2" (unless `numbered` is false, in a
 * list of the parts), the part's note, and for the bank's later change of the amount "Bank changed
 * the amount", so the person knows to review it.
 */
export function SplitMarker({ split, numbered = true }: { split: TransactionSplitInfo; numbered?: boolean }) {
  return (
    <span className={css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', minW: '0' })}>
      {numbered && <span className={`${badge} ${css({ bg: 'brand.subtle', color: 'brand.text', whiteSpace: 'nowrap' })}`}>{splitMarker(split.part, split.parts)}</span>}
      {split.remainder && (
        <span title={REMAINDER_HINT} className={`${badge} ${css({ bg: 'warning.subtle', color: 'warning.text' })}`}>
          {REMAINDER}
        </span>
      )}
      {split.note && <span className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>{split.note}</span>}
    </span>
  );
}
