import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { MerchantAvatar } from '@/entities/merchant';
import { formatMoney } from '@/shared/lib';
import { DataPanel, amountText, figureLink, mutedText } from '@/shared/ui';
import { EMPTY_PERIOD_TEXT, EMPTY_PERIOD_TITLE, LOADING_MERCHANTS, MERCHANTS_TITLE, visits } from '../config/copy';
import { dataStatus } from '@/shared/api';
import { merchantInsightsHref } from '@/shared/config';
import { usePeriodStats } from '../model/period-stats';

/** The period's merchants with the most spending, each opening its merchant insights. */
export function TopMerchantsPanel() {
  const stats = usePeriodStats();
  const status = dataStatus(stats, (answer) => answer.top_merchants.length === 0);
  return (
    <DataPanel title={MERCHANTS_TITLE} status={status} loadingLabel={LOADING_MERCHANTS} emptyTitle={EMPTY_PERIOD_TITLE} emptyText={EMPTY_PERIOD_TEXT} onRetry={stats.retry}>
      <ol className={css({ display: 'flex', flexDirection: 'column' })}>
        {stats.data?.top_merchants.map((merchant) => (
          <li key={merchant.transaction_id} className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } })}>
            <MerchantAvatar name={merchant.merchant_name} logoUrl={merchant.logo_url} />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
              <Link href={merchantInsightsHref(merchant.transaction_id)} className={`${figureLink} ${css({ fontSize: 'sm', fontWeight: 'medium', truncate: true })}`}>
                {merchant.merchant_name}
              </Link>
              <span className={`${mutedText} ${css({ fontSize: 'xs' })}`}>{visits(merchant.transaction_count)}</span>
            </div>
            <span className={`${amountText} ${css({ fontSize: 'sm', fontWeight: 'semibold' })}`}>{formatMoney(merchant.total_spent)}</span>
          </li>
        ))}
      </ol>
    </DataPanel>
  );
}
