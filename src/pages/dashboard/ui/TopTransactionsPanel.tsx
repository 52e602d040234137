import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useTopTransactions } from '@/entities/dashboard';
import { MerchantAvatar } from '@/entities/merchant';
import { transactionRowKey } from '@/entities/transaction';
import { selectedRange } from '@/entities/period';
import { categoryLabel, formatPlainDate } from '@/shared/lib';
import { Amount, DataPanel, figureLink, mutedText } from '@/shared/ui';
import { EMPTY_PERIOD_TEXT, EMPTY_PERIOD_TITLE, LOADING_TOP_TRANSACTIONS, TOP_TRANSACTIONS_TITLE } from '../config/copy';
import { transactionHref } from '../lib/figure-links';
import { dataStatus } from '@/shared/api';
import { merchantInsightsHref } from '@/shared/config';

/** The period's largest outflows: merchant (to its insights), date, category, and the amount (to the transaction). */
export function TopTransactionsPanel() {
  const top = useTopTransactions(selectedRange.value);
  const status = dataStatus(top, (transactions) => transactions.length === 0);
  return (
    <DataPanel title={TOP_TRANSACTIONS_TITLE} status={status} loadingLabel={LOADING_TOP_TRANSACTIONS} emptyTitle={EMPTY_PERIOD_TITLE} emptyText={EMPTY_PERIOD_TEXT} onRetry={top.retry}>
      <ol className={css({ display: 'flex', flexDirection: 'column' })}>
        {top.data?.map((transaction) => {
          const merchant = transaction.merchant_name ?? transaction.name;
          return (
            <li key={transactionRowKey(transaction)} className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } })}>
              <MerchantAvatar name={merchant} logoUrl={transaction.logo_url} />
              <div className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
                <Link href={merchantInsightsHref(transaction.transaction_id)} className={`${figureLink} ${css({ fontSize: 'sm', fontWeight: 'medium', truncate: true })}`}>
                  {merchant}
                </Link>
                <span className={`${mutedText} ${css({ fontSize: 'xs', truncate: true })}`}>
                  {formatPlainDate(transaction.date)} · {categoryLabel(transaction.category_primary)}
                </span>
              </div>
              <Link href={transactionHref(transaction)} className={`${figureLink} ${css({ fontSize: 'sm', fontWeight: 'semibold' })}`}>
                <Amount amount={transaction.amount} direction={transaction.direction} currency={transaction.iso_currency_code} />
              </Link>
            </li>
          );
        })}
      </ol>
    </DataPanel>
  );
}
