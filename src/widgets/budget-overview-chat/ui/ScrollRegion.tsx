import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const scroller = css({
  overflowX: 'auto',
  maxW: 'full',
  borderRadius: 'control',
  outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/**
 * A table that may be wider than its column: it scrolls sideways in its own box, reachable by
 * keyboard, named for it. A group, not a region: a conversation may hold two analyses of a kind.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div tabIndex={0} role="group" aria-label={label} className={scroller}>
      {children}
    </div>
  );
}
