import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { TransactionPage } from '@/shared/api';
import { formatMoney } from '@/shared/lib';

const figure = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
const label = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });
const value = css({ fontSize: 'lg', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

/**
 * The filtered set's totals, every page of it: posted transactions and money out and in, as a bank
 * statement adds them (transfers included; the dashboard's spent and income follow the money rules).
 */
export function TransactionsSummary({ page }: { page: TransactionPage }) {
  const pending = page.total - page.totals.count;
  return (
    <section aria-label="Totals of the filtered transactions" className={cx(card({ padding: 'md' }), css({ display: 'flex', flexWrap: 'wrap', columnGap: '8', rowGap: '3' }))}>
      <div className={figure}>
        <span className={label}>Transactions</span>
        <span className={value} data-testid="totals-count">
          {page.totals.count.toLocaleString()}
        </span>
      </div>
      <div className={figure}>
        <span className={label}>Money out</span>
        <span className={value} data-testid="totals-outflow">
          {formatMoney(page.totals.outflow)}
        </span>
      </div>
      <div className={figure}>
        <span className={label}>Money in</span>
        <span className={cx(value, css({ color: 'success.text' }))} data-testid="totals-inflow">
          {formatMoney(page.totals.inflow)}
        </span>
      </div>
      {pending > 0 && (
        <p className={css({ alignSelf: 'flex-end', fontSize: 'sm', color: 'fg.muted' })}>
          {pending.toLocaleString()} pending {pending === 1 ? 'transaction is' : 'transactions are'} listed but not counted until {pending === 1 ? 'it posts' : 'they post'}.
        </p>
      )}
    </section>
  );
}
