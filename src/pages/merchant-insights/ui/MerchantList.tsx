import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { MerchantAvatar } from '@/entities/merchant';
import type { MerchantSummary } from '@/shared/api';
import { merchantInsightsHref } from '@/shared/config';
import { formatMoney } from '@/shared/lib';
import { amountText, figureLink } from '@/shared/ui';
import { visits } from '../config/copy';

export interface MerchantListProps {
  merchants: MerchantSummary[];
  /** The transaction whose merchant is shown, marked as the current one. */
  currentTransactionId: string | null;
  currentMerchantName?: string;
}

/** Merchants to switch to: each opens its insights (`?transaction=`), the one shown is marked. */
export function MerchantList({ merchants, currentTransactionId, currentMerchantName }: MerchantListProps) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column' })}>
      {merchants.map((merchant) => {
        const current = merchant.transaction_id === currentTransactionId || merchant.merchant_name === currentMerchantName;
        return (
          <li key={merchant.transaction_id} className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } })}>
            <MerchantAvatar name={merchant.merchant_name} logoUrl={merchant.logo_url} size="sm" />
            <span className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
              <Link
                href={merchantInsightsHref(merchant.transaction_id)}
                aria-current={current ? 'page' : undefined}
                className={cx(figureLink, css({ fontSize: 'sm', fontWeight: current ? 'bold' : 'medium', truncate: true }))}
              >
                {merchant.merchant_name}
              </Link>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{visits(merchant.transaction_count)}</span>
            </span>
            <span className={cx(amountText, css({ fontSize: 'sm', fontWeight: 'semibold' }))}>{formatMoney(merchant.total_spent)}</span>
          </li>
        );
      })}
    </ul>
  );
}
