/** A place in the transactions grid: a row (`HEADER_ROW` for the column headers, then 0…) and one of its interactive cells. */
export interface GridCell {
  row: number;
  col: number;
}

/** The column headers' row: its interactive cells are the sort buttons. */
export const HEADER_ROW = -1;

/** Page Up and Page Down move this many rows (the ARIA grid pattern leaves the number to the page). */
export const PAGE_ROWS = 10;

/**
 * Where a key moves focus in the grid of `rows` body rows with `cols` interactive cells each (the
 * header row has as many): Up and Down a row (Up from the first row to the headers), Page Up and
 * Page Down ten rows, Home and End to the first and last row, Left and Right between a row's
 * interactive cells. Stays put at an edge; `undefined` for any other key.
 */
export function cellAfterKey(key: string, from: GridCell, { rows, cols }: { rows: number; cols: number }): GridCell | undefined {
  const last = rows - 1;
  const inRow = (col: number) => ({ row: from.row, col: Math.min(Math.max(col, 0), cols - 1) });
  const inColumn = (row: number) => ({ row: Math.min(Math.max(row, HEADER_ROW), last), col: from.col });
  switch (key) {
    case 'ArrowDown':
      return inColumn(from.row + 1);
    case 'ArrowUp':
      return inColumn(from.row - 1);
    case 'PageDown':
      return inColumn(Math.max(from.row, 0) + PAGE_ROWS);
    case 'PageUp':
      return inColumn(from.row <= 0 ? from.row : Math.max(from.row - PAGE_ROWS, 0));
    case 'Home':
      return inColumn(0);
    case 'End':
      return inColumn(last);
    case 'ArrowRight':
      return inRow(from.col + 1);
    case 'ArrowLeft':
      return inRow(from.col - 1);
    default:
      return undefined;
  }
}
