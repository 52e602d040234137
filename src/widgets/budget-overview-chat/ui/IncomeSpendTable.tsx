import { css, cx } from 'styled-system/css';
import type { IncomeSpendPoint } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { numeric, table } from '@/shared/ui';
import { INCOME, MONTH, MONTHS_TABLE, NET, NO_FIGURE, SAVINGS_RATE, SPENDING } from '../config/chat-copy';
import { formatFigure, labelText } from '../lib/figures';
import { ScrollRegion } from './ScrollRegion';

/** The income and spending series: each month's income, spending, net and savings rate. */
export function IncomeSpendTable({ points }: { points: IncomeSpendPoint[] }) {
  return (
    <ScrollRegion label={MONTHS_TABLE}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={css({ textAlign: 'left' })}>
              {MONTH}
            </th>
            {[INCOME, SPENDING, NET, SAVINGS_RATE].map((heading) => (
              <th key={heading} scope="col" className={numeric}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' })}>
                {labelText(point.month)}
              </th>
              <td className={numeric}>{formatMoney(point.income)}</td>
              <td className={numeric}>{formatMoney(point.spending)}</td>
              <td className={cx(numeric, point.net < 0 && css({ color: 'danger.text' }))}>
                {formatMoney(point.net)}
              </td>
              <td className={numeric}>{point.savings_rate === null ? NO_FIGURE : formatFigure(point.savings_rate, 'percent')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
