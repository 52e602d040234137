import { css } from 'styled-system/css';

/**
 * The plan's table: a table from `md` up; below, each category is a card of labelled figures
 * (the cells' captions show, the column headers hide). The elements carry their table roles
 * explicitly, so the restyled cards are still read as rows and cells.
 */
export const planTable = css({ display: { base: 'block', md: 'table' }, w: 'full', borderCollapse: 'collapse', fontSize: 'sm' });
export const planHead = css({
  display: { base: 'none', md: 'table-header-group' },
  '& th': { py: '2', px: '2', textAlign: 'left', fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', borderBottomWidth: '1px', borderColor: 'border.default' },
});
/** One group's rows; on phones a column of cards, with room before the next group. */
export const planBody = css({ display: { base: 'flex', md: 'table-row-group' }, flexDirection: 'column', gap: '3', '& + &': { mt: { base: '6', md: '0' } } });
export const planRow = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '3',
  p: { base: '3', md: '0' },
  borderWidth: { base: '1px', md: '0' },
  borderColor: 'border.default',
  borderRadius: { base: 'surface', md: '0' },
});
export const planCell = css({ display: { base: 'block', md: 'table-cell' }, py: { md: '2' }, px: { md: '2' }, verticalAlign: 'top', borderBottomWidth: { md: '1px' }, borderColor: 'border.default' });
export const wideCell = css({ gridColumn: '1 / -1' });
export const figureCell = css({ textAlign: { md: 'right' }, fontVariantNumeric: 'tabular-nums', whiteSpace: { md: 'nowrap' } });
/** A cell's column name, shown on the cards only (the input inside has its own name). */
export const cellCaption = css({ display: { base: 'block', md: 'none' }, fontSize: 'xs', color: 'fg.muted', mb: '1' });
/** A group's own row: its name and totals, set apart above its lines. */
export const groupRow = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '2',
  bg: { md: 'bg.muted' },
  '& > *': { pt: { md: '3' } },
});
