import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { numeric, table } from './text-styles';

export interface ScrollTableProps {
  /** Names the scrolling region (a tab stop of its own, so the keyboard scrolls it). */
  label: string;
  /** The column headers, the first one the rows' own header (left), the rest figures (right). */
  columns: readonly string[];
  /** The `<tr>`s. */
  children: ReactNode;
  maxHeight?: string;
}

/** A chart's table view: a header row and figures, scrolling within a box the keyboard can reach. */
export function ScrollTable({ label, columns, children, maxHeight = '320px' }: ScrollTableProps) {
  return (
    <div className={css({ overflowY: 'auto' })} style={{ maxHeight }} tabIndex={0} role="region" aria-label={label}>
      <table className={table}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={i === 0 ? css({ textAlign: 'left' }) : numeric}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
