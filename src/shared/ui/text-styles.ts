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
/**
 * With {@link table}: below 768 px each body row becomes a block of label–value lines instead of a
 * row wider than a phone, its row header on top and each cell's value beside its column's name
 * (the cell's `data-label`, drawn by CSS with empty alternative text, so a screen reader hears the
 * column header once). The column headers stay for screen readers only. Give the elements their
 * table roles explicitly (`role="table"`, "rowgroup", "row", "columnheader", "rowheader", "cell"):
 * restyled, they are still read as a table. From 768 px up it is the plain table.
 */
export const rowsOnPhone = css({
  mdDown: {
    display: 'block',
    '& thead': { position: 'absolute', w: '1px', h: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': { py: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
    '& tbody th, & tbody td': { display: 'block', px: '0', py: '0.5', borderBottomWidth: '0' },
    '& tbody th': { fontWeight: 'semibold', whiteSpace: 'normal' },
    '& tbody td[data-label]': { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'baseline', columnGap: '2', textAlign: 'right' },
    '& tbody td[data-label]::before': { content: 'attr(data-label) / ""', mr: 'auto', color: 'fg.muted', textAlign: 'left', whiteSpace: 'normal' },
  },
});
