import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { MerchantAvatar } from '@/entities/merchant';
import { selectedRange } from '@/entities/period';
import type { MerchantDetails } from '@/shared/api';
import { transactionRowKey, transactionsHref } from '@/entities/transaction';
import { categoryLabel, formatMoney, formatPlainDate } from '@/shared/lib';
import { actionLink, Amount, amountText, figureLink, mutedText, numeric, Skeleton, table, ViewToggle, type ChartView } from '@/shared/ui';
import {
  ALL_TIME,
  AVERAGE_TICKET,
  CATEGORY,
  comparedSpent,
  FIRST_VISIT,
  IN_PERIOD,
  LAST_VISIT,
  MONTH,
  NO_VISITS_IN_PERIOD,
  RECENT_TITLE,
  RECURRING,
  SPENT,
  TREND_DESCRIPTION,
  TREND_TITLE,
  TREND_VIEW,
  trendChartLabel,
  viewAllOf,
  visits,
} from '../config/copy';

const MerchantTrendChart = lazy(() => import('./MerchantTrendChart').then((module) => ({ default: module.MerchantTrendChart })));

const monthName = (month: string) => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const sectionTitle = css({ fontSize: 'md', fontWeight: 'semibold' });

function Figure({ label, value, detail, compared }: { label: string; value: string; detail?: string; compared?: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control', px: '4', py: '3' })}>
      <dt className={mutedText}>{label}</dt>
      <dd className={cx(amountText, css({ fontSize: 'lg', fontWeight: 'semibold' }))}>{value}</dd>
      {detail && <dd className={css({ fontSize: 'xs', color: 'fg.muted' })}>{detail}</dd>}
      {compared && <dd className={css({ fontSize: 'xs', color: 'fg.muted' })}>{compared}</dd>}
    </div>
  );
}

/** A merchant's figures (the period's beside the days it is compared with), monthly trend and recent transactions. */
export function MerchantOverview({ merchant }: { merchant: MerchantDetails }) {
  const [view, setView] = useState<ChartView>('chart');
  const range = selectedRange.value;
  // What its links filter by: the bank's key, whatever the person calls the merchant.
  const key = merchant.merchant_key ?? merchant.merchant_name;
  const highest = merchant.monthly_totals.reduce((best, month) => (month.amount > best.amount ? month : best), merchant.monthly_totals[0] ?? { month: '', amount: 0 });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
        <MerchantAvatar name={merchant.merchant_name} logoUrl={merchant.logo_url} size="lg" />
        {/* At least 12rem: on a phone the Recurring badge wraps below rather than squeezing the name letter by letter. */}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1 1 12rem' })}>
          <p className={css({ fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'tight', overflowWrap: 'anywhere' })}>{merchant.merchant_name}</p>
          <p className={mutedText}>
            {CATEGORY}: {categoryLabel(merchant.category)}
            {merchant.website && ` · ${merchant.website}`}
          </p>
        </div>
        {merchant.is_recurring && (
          <span className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'info.text', bg: 'info.subtle', px: '2.5', py: '1', borderRadius: 'full' })}>{RECURRING}</span>
        )}
      </div>

      <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' })}>
        <Figure
          label={`${SPENT}, ${IN_PERIOD.toLowerCase()}`}
          value={formatMoney(merchant.period_spent ?? 0)}
          detail={visits(merchant.period_count ?? 0)}
          compared={merchant.compared_with ? comparedSpent(merchant.compared_with.label, formatMoney(merchant.compared_with.spent), merchant.compared_with.count) : undefined}
        />
        <Figure label={`${SPENT}, ${ALL_TIME.toLowerCase()}`} value={formatMoney(merchant.total_spent)} detail={visits(merchant.transaction_count)} />
        <Figure label={AVERAGE_TICKET} value={formatMoney(merchant.average_amount)} />
        <Figure label={FIRST_VISIT} value={formatPlainDate(merchant.first_transaction_date)} />
        <Figure label={LAST_VISIT} value={formatPlainDate(merchant.last_transaction_date)} />
      </dl>
      {merchant.period_count === 0 && <p className={mutedText}>{NO_VISITS_IN_PERIOD}</p>}
      <Link href={transactionsHref({ merchant: key, start_date: range.start, end_date: range.end })} className={actionLink}>
        {viewAllOf(merchant.merchant_name)}
      </Link>

      <section aria-labelledby="merchant-trend" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
          <div>
            <h2 id="merchant-trend" className={sectionTitle}>
              {TREND_TITLE}
            </h2>
            <p className={mutedText}>{TREND_DESCRIPTION}</p>
          </div>
          <ViewToggle label={TREND_VIEW} value={view} onValueChange={setView} />
        </div>
        {view === 'chart' ? (
          <Suspense fallback={<Skeleton height="220px" />}>
            <MerchantTrendChart months={merchant.monthly_totals} label={trendChartLabel(merchant.merchant_name, highest.month ? monthName(highest.month) : '—')} />
          </Suspense>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th scope="col" className={css({ textAlign: 'left' })}>
                  {MONTH}
                </th>
                <th scope="col" className={numeric}>
                  {SPENT}
                </th>
              </tr>
            </thead>
            <tbody>
              {merchant.monthly_totals.map(({ month, amount }) => (
                <tr key={month}>
                  <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>
                    {monthName(month)}
                  </th>
                  <td className={numeric}>
                    <Link href={transactionsHref({ merchant: key, start_date: `${month}-01`, end_date: lastDayOf(month) })} className={figureLink}>
                      {formatMoney(amount)}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="merchant-recent" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="merchant-recent" className={sectionTitle}>
          {RECENT_TITLE}
        </h2>
        <ol>
          {merchant.recent_transactions.map((transaction) => (
            <li key={transactionRowKey(transaction)} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm' })}>
              <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                <span className={css({ truncate: true })}>{transaction.name}</span>
                <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {formatPlainDate(transaction.date)} · {transaction.account_name}
                </span>
              </span>
              <Link
                href={transactionsHref({ start_date: transaction.date, end_date: transaction.date, merchant: key, min_amount: transaction.amount, max_amount: transaction.amount, direction: transaction.direction })}
                className={cx(figureLink, css({ fontWeight: 'semibold' }))}
              >
                <Amount amount={transaction.amount} direction={transaction.direction} currency={transaction.iso_currency_code} />
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
