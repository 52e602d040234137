import { css, cx } from 'styled-system/css';
import type { ImportPreviewRow } from '@/shared/api';
import { categoryLabel, formatPlainDate } from '@/shared/lib';
import { Amount, numeric, rowsOnPhone, table } from '@/shared/ui';
import { DUPLICATE_BADGE, ROWS_TITLE, rowsCaption, UNCATEGORISED } from '../config/copy';
import { tableScroller } from './styles';

const badge = css({ display: 'inline-block', ml: '2', px: '1.5', py: '0.5', borderRadius: 'sm', fontSize: 'xs', fontWeight: 'medium', bg: 'warning.subtle', color: 'warning.text', whiteSpace: 'nowrap' });

/**
 * The first rows of the file as they will be stored: date, name, category, amount, and whether each
 * looks like a duplicate. On a phone each row is a block of labelled figures (the roles keep it a table).
 */
export function PreviewRows({ rows, total }: { rows: readonly ImportPreviewRow[]; total: number }) {
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <div className={tableScroller} tabIndex={0} role="region" aria-label={ROWS_TITLE}>
      <table role="table" className={cx(table, rowsOnPhone)}>
        <caption className={css({ textAlign: 'left', pb: '2', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default', mdDown: { display: 'block' } })}>
          {ROWS_TITLE}
          <span className={css({ display: 'block', fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>{rowsCaption(rows.length, total)}</span>
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
              Line
            </th>
            <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
              Date
            </th>
            <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
              Name
            </th>
            <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
              Category
            </th>
            <th scope="col" role="columnheader" className={numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.line} role="row" data-duplicate={row.duplicate || undefined}>
              <td role="cell" data-label="Line" className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>{row.line}</td>
              <td role="cell" data-label="Date" className={css({ whiteSpace: 'nowrap' })}>{formatPlainDate(row.date)}</td>
              <td role="cell" className={css({ mdDown: { fontWeight: 'semibold' } })}>
                {row.name}
                {row.duplicate && <span className={badge}>{DUPLICATE_BADGE}</span>}
              </td>
              <td role="cell" data-label="Category" className={css({ color: 'fg.muted' })}>{row.category_primary ? categoryLabel(row.category_primary) : (row.category_text ?? UNCATEGORISED)}</td>
              <td role="cell" data-label="Amount" className={numeric}>
                <Amount amount={Math.abs(row.amount)} direction={row.amount < 0 ? 'inflow' : 'outflow'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
