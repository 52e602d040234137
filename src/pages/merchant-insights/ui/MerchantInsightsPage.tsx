import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { chooseMerchantTransaction, merchantTransactionId, MERCHANT_LIST_LIMIT, useMerchantDetails, useMerchants, useRecentTransactionId, warmMerchantCategories } from '@/entities/merchant';
import { PeriodPicker, selectedRange } from '@/entities/period';
import { dataStatus } from '@/shared/api';
import { MERCHANT_TRANSACTION_PARAM } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { DataPanel, PageHeader, Skeleton } from '@/shared/ui';
import {
  EMPTY_TOP_TEXT,
  EMPTY_TOP_TITLE,
  LOADING_MERCHANT,
  LOADING_TOP,
  MERCHANT_TITLE,
  NO_TRANSACTIONS_TEXT,
  NO_TRANSACTIONS_TITLE,
  PAGE_DESCRIPTION,
  PAGE_TITLE,
  TOP_TITLE,
} from '../config/copy';
import { MerchantList } from './MerchantList';
import { MerchantOverview } from './MerchantOverview';
import { MerchantSearch } from './MerchantSearch';

const OVERVIEW_SKELETON = (
  <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
    <Skeleton height="2.75rem" width="50%" />
    <Skeleton height="5rem" />
    <Skeleton height="220px" />
  </div>
);

/**
 * /merchantinsights: the merchant of the transaction in the merchant context (`?transaction=`, a
 * merchant picked here or elsewhere), else of the most recent transaction; the period's top
 * merchants and a search to switch to another.
 */
export function MerchantInsightsPage() {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(MERCHANT_TRANSACTION_PARAM);
  const range = selectedRange.value;

  useEffect(() => {
    if (linked) chooseMerchantTransaction(linked);
  }, [linked]);
  useEffect(() => warmMerchantCategories(), []);

  const recent = useRecentTransactionId();
  const transactionId = linked ?? merchantTransactionId.value;
  const details = useMerchantDetails(transactionId, range);
  const top = useMerchants(range);

  // Without a chosen transaction the merchant waits for the most recent id; none means no transactions.
  const read = transactionId ? details : { data: recent.data === null ? null : undefined, failed: recent.failed };
  const status = dataStatus(read, (answer) => answer === null);
  const retry = transactionId ? details.retry : recent.retry;

  return (
    <>
      <title>{documentTitle(details.data ? `${details.data.merchant_name} · ${PAGE_TITLE}` : PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <PeriodPicker />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: '6', alignItems: 'start' })}>
          <DataPanel
            title={MERCHANT_TITLE}
            status={status}
            loadingLabel={LOADING_MERCHANT}
            skeleton={OVERVIEW_SKELETON}
            emptyTitle={NO_TRANSACTIONS_TITLE}
            emptyText={NO_TRANSACTIONS_TEXT}
            onRetry={retry}
          >
            {details.data && <MerchantOverview merchant={details.data} />}
          </DataPanel>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <div className={card({ padding: 'md' })}>
              <MerchantSearch currentTransactionId={transactionId} />
            </div>
            <DataPanel
              title={TOP_TITLE}
              status={dataStatus(top, (merchants) => merchants.length === 0)}
              loadingLabel={LOADING_TOP}
              emptyTitle={EMPTY_TOP_TITLE}
              emptyText={EMPTY_TOP_TEXT}
              onRetry={top.retry}
            >
              {top.data && <MerchantList merchants={top.data.slice(0, MERCHANT_LIST_LIMIT)} currentTransactionId={transactionId} currentMerchantName={details.data?.merchant_name} />}
            </DataPanel>
          </div>
        </div>
      </div>
    </>
  );
}
