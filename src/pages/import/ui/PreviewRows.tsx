import { css } from 'styled-system/css';
import type { ImportPreviewRow } from '@/shared/api';
import { categoryLabel, formatPlainDate } from '@/shared/lib';
import { Amount, numeric, table } from '@/shared/ui';
import { DUPLICATE_BADGE, ROWS_TITLE, rowsCaption, UNCATEGORISED } from '../config/copy';
import { tableScroller } from './styles';

const badge = css({ display: 'inline-block', ml: '2', px: '1.5', py: '0.5', borderRadius: 'sm', fontSize: 'xs', fontWeight: 'medium', bg: 'warning.subtle', color: 'warning.text', whiteSpace: 'nowrap' });

/** The first rows of the file as they will be stored: date, name, category, amount, and whether each looks like a duplicate. */
export function PreviewRows({ rows, total }: { rows: readonly ImportPreviewRow[]; total: number }) {
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <div className={tableScroller} tabIndex={0} role="region" aria-label={ROWS_TITLE}>
      <table className={table}>
        <caption className={css({ textAlign: 'left', pb: '2', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' })}>
          {ROWS_TITLE}
          <span className={css({ display: 'block', fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>{rowsCaption(rows.length, total)}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css({ textAlign: 'left' })}>
              Line
            </th>
            <th scope="col" className={css({ textAlign: 'left' })}>
              Date
            </th>
            <th scope="col" className={css({ textAlign: 'left' })}>
              Name
            </th>
            <th scope="col" className={css({ textAlign: 'left' })}>
              Category
            </th>
            <th scope="col" className={numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} data-duplicate={row.duplicate || undefined}>
              <td className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>{row.line}</td>
              <td className={css({ whiteSpace: 'nowrap' })}>{formatPlainDate(row.date)}</td>
              <td>
                {row.name}
                {row.duplicate && <span className={badge}>{DUPLICATE_BADGE}</span>}
              </td>
              <td className={css({ color: 'fg.muted' })}>{row.category_primary ? categoryLabel(row.category_primary) : (row.category_text ?? UNCATEGORISED)}</td>
              <td className={numeric}>
                <Amount amount={Math.abs(row.amount)} direction={row.amount < 0 ? 'inflow' : 'outflow'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
