import { useId, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { table } from './text-styles';
import { useScrollEdges } from './use-scroll-edges';

const scrollArea = css({ position: 'relative' });

const scrollBox = css({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  maxW: 'full',
  outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
});

// A shade over each edge that hides columns: it says "more this way" without covering what it shades.
const edgeShade = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  w: '5',
  pointerEvents: 'none',
  opacity: '0',
  transition: 'opacity 150ms',
  '&[data-shown]': { opacity: '1' },
  '&[data-edge=start]': { left: '0', background: 'linear-gradient(to right, color-mix(in srgb, var(--colors-fg-default) 24%, transparent), transparent)' },
  '&[data-edge=end]': { right: '0', background: 'linear-gradient(to left, color-mix(in srgb, var(--colors-fg-default) 24%, transparent), transparent)' },
});

const scrollHint = css({ mt: '1', fontSize: 'xs', color: 'fg.muted', textAlign: 'end' });

/**
 * A table of the assistant's markdown in a box that scrolls sideways when the table is wider than
 * its column: a shade marks each edge with more beyond it and a line under it says which way to
 * scroll. The box is focusable (arrow keys scroll it) and named for what it is.
 */
export function MarkdownTable({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { overflows, moreAtStart, moreAtEnd } = useScrollEdges(boxRef);
  return (
    <div>
      <div className={scrollArea}>
        <div
          ref={boxRef}
          tabIndex={0}
          role="group"
          aria-label={overflows ? 'Table, scrolls sideways' : 'Table'}
          aria-describedby={overflows ? hintId : undefined}
          data-overflows={overflows || undefined}
          className={scrollBox}
        >
          <table className={table}>{children}</table>
        </div>
        <span aria-hidden data-edge="start" data-shown={moreAtStart || undefined} className={edgeShade} />
        <span aria-hidden data-edge="end" data-shown={moreAtEnd || undefined} className={edgeShade} />
      </div>
      {overflows && (
        <p id={hintId} className={scrollHint}>
          {moreAtEnd ? (
            <>
              Scroll for more <span aria-hidden>→</span>
            </>
          ) : (
            <>
              <span aria-hidden>←</span> Scroll back for the first columns
            </>
          )}
        </p>
      )}
    </div>
  );
}
