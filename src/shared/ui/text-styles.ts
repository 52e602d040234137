import { css } from 'styled-system/css';

/** Text styles the data pages share (dashboard, merchant insights). */

export const mutedText = css({ fontSize: 'sm', color: 'fg.muted' });
export const amountText = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
/** A link inside a figure or a row: the text's colour, underlined on hover and focus. */
export const figureLink = css({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
export const actionLink = css({
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'brand.text',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.solidHover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
/** A compact table inside a card (the charts' table views, lists). */
export const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', '& th, & td': { py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border.default' }, '& thead th': { fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' } });
export const numeric = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
