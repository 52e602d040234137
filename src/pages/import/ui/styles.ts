import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

/** The import page's blocks: a card with a heading and its content stacked. */
export const section = cx(card({ padding: 'lg' }), css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }));
export const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
export const subTitle = css({ fontSize: 'md', fontWeight: 'semibold' });
export const muted = css({ fontSize: 'sm', color: 'fg.muted' });
export const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
/** A table that scrolls sideways inside its card on a narrow screen instead of widening the page. */
export const tableScroller = css({
  position: 'relative',
  overflowX: 'auto',
  maxW: 'full',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
