import { css, cx } from 'styled-system/css';
import type { IncomeSpendPoint } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { numeric, rowsOnPhone, table } from '@/shared/ui';
import { INCOME, MONTH, MONTHS_TABLE, NET, NO_FIGURE, SAVINGS_RATE, SPENDING } from '../config/chat-copy';
import { formatFigure, labelText } from '../lib/figures';
import { ScrollRegion } from './ScrollRegion';

/** The income and spending series: each month's income, spending, net and savings rate (on a phone, each month a block of labelled figures). */
export function IncomeSpendTable({ points }: { points: IncomeSpendPoint[] }) {
  return (
    <ScrollRegion label={MONTHS_TABLE}>
      <table role="table" className={cx(table, rowsOnPhone)}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
              {MONTH}
            </th>
            {[INCOME, SPENDING, NET, SAVINGS_RATE].map((heading) => (
              <th key={heading} scope="col" role="columnheader" className={numeric}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {points.map((point) => (
            <tr key={point.month} role="row">
              <th scope="row" role="rowheader" className={css({ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' })}>
                {labelText(point.month)}
              </th>
              <td role="cell" data-label={INCOME} className={numeric}>
                {formatMoney(point.income)}
              </td>
              <td role="cell" data-label={SPENDING} className={numeric}>
                {formatMoney(point.spending)}
              </td>
              <td role="cell" data-label={NET} className={cx(numeric, point.net < 0 && css({ color: 'danger.text' }))}>
                {formatMoney(point.net)}
              </td>
              <td role="cell" data-label={SAVINGS_RATE} className={numeric}>
                {point.savings_rate === null ? NO_FIGURE : formatFigure(point.savings_rate, 'percent')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
