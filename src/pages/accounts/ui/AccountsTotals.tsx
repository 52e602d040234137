import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { AccountTotals } from '@/entities/account';
import { formatMoney } from '@/shared/lib';
import { hiddenLeftOut, TOTAL_CASH, TOTAL_CREDIT_OWED, TOTAL_INVESTMENTS, TOTAL_LOANS, TOTAL_NET, TOTAL_OTHER_ASSETS, TOTALS_LABEL } from '../config/copy';
import { amountText } from './text-styles';

/** Cash, investments and other assets (when any), credit owed, loans (when any) and net worth. */
export function AccountsTotals({ totals }: { totals: AccountTotals }) {
  const tiles = [
    { label: TOTAL_CASH, amount: totals.cash },
    ...(totals.investments !== 0 ? [{ label: TOTAL_INVESTMENTS, amount: totals.investments }] : []),
    ...(totals.otherAssets !== 0 ? [{ label: TOTAL_OTHER_ASSETS, amount: totals.otherAssets }] : []),
    { label: TOTAL_CREDIT_OWED, amount: totals.creditOwed },
    ...(totals.loans !== 0 ? [{ label: TOTAL_LOANS, amount: totals.loans }] : []),
    { label: TOTAL_NET, amount: totals.net, emphasis: true },
  ];
  return (
    <section aria-label={TOTALS_LABEL}>
    <dl
      className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(auto-fit, minmax(10rem, 1fr))' }, gap: { base: '3', md: '4' } })}
    >
      {tiles.map(({ label, amount, emphasis }) => (
        <div key={label} className={cx(card({ padding: 'sm' }), css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' }))}>
          <dd
            className={`${amountText} ${css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold', color: emphasis && amount < 0 ? 'danger.text' : 'fg.default' })}`}
          >
            {formatMoney(amount, totals.currency)}
          </dd>
          <dt className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: emphasis ? 'semibold' : 'normal' })}>{label}</dt>
        </div>
      ))}
    </dl>
    {totals.hiddenAccounts > 0 && <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>{hiddenLeftOut(totals.hiddenAccounts)}</p>}
    </section>
  );
}
