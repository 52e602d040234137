import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { chooseMerchantTransaction, currentTransactionId, MERCHANT_PAGE_SIZE, useMerchantDetails, useMerchants, useRecentTransactionId, warmMerchantCategories } from '@/entities/merchant';
import { comparison, PeriodPicker, selectedRange } from '@/entities/period';
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
  TOP_DESCRIPTION,
  TOP_TITLE,
} from '../config/copy';
import { MerchantList } from './MerchantList';
import { MerchantOverview } from './MerchantOverview';
import { MerchantPager } from './MerchantPager';
import { MerchantSearch } from './MerchantSearch';

const OVERVIEW_SKELETON = (
  <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
    <Skeleton height="2.75rem" width="50%" />
    <Skeleton height="5rem" />
    <Skeleton height="220px" />
  </div>
);

/** The page of the period's merchant list on show; back to the first when the period changes. */
function usePeriodPage(periodKey: string) {
  const [shown, setShown] = useState({ periodKey, page: 1 });
  return [shown.periodKey === periodKey ? shown.page : 1, (page: number) => setShown({ periodKey, page })] as const;
}

/**
 * /merchantinsights: the merchant of the transaction in the merchant context (`?transaction=`, a
 * merchant picked here or elsewhere), else the period's top merchant (the most recent
 * transaction's when the period has none); every merchant of the period, a page at a time, and a
 * search to switch to another. On a phone the picker comes first, above the merchant.
 */
export function MerchantInsightsPage() {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(MERCHANT_TRANSACTION_PARAM);
  const range = selectedRange.value;
  const [page, setPage] = usePeriodPage(`${range.start}/${range.end}`);

  useEffect(() => {
    if (linked) chooseMerchantTransaction(linked);
  }, [linked]);
  useEffect(() => warmMerchantCategories(), []);

  const recent = useRecentTransactionId();
  const top = useMerchants(range);
  const listed = useMerchants(range, { page });
  const chosen = linked ?? currentTransactionId.value;
  // Nothing chosen: the period's top merchant once the period's merchants are known; without one, the most recent transaction's.
  const periodKnown = top.data !== undefined || top.failed;
  const transactionId = chosen ?? top.data?.merchants[0]?.transaction_id ?? (periodKnown ? recent.data ?? null : null);
  const details = useMerchantDetails(transactionId, range, comparison.value);

  // Without a transaction the merchant waits for the period's merchants, then for the most recent id; none means no transactions.
  const read = transactionId ? details : periodKnown ? { data: recent.data === null ? null : undefined, failed: recent.failed } : { data: undefined, failed: false };
  const status = dataStatus(read, (answer) => answer === null);
  const retry = transactionId ? details.retry : periodKnown ? recent.retry : top.retry;

  return (
    <>
      <title>{documentTitle(details.data ? `${details.data.merchant_name} · ${PAGE_TITLE}` : PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <PeriodPicker />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: '6', alignItems: 'start' })}>
          {/* The picker first, so a phone shows it above the merchant; beside it, on the right, from lg. */}
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', gridColumn: { lg: '2' }, gridRow: { lg: '1' } })}>
            <div className={card({ padding: 'md' })}>
              <MerchantSearch currentTransactionId={transactionId} />
            </div>
            <DataPanel
              title={TOP_TITLE}
              description={TOP_DESCRIPTION}
              status={dataStatus(listed, (list) => list.total === 0)}
              loadingLabel={LOADING_TOP}
              emptyTitle={EMPTY_TOP_TITLE}
              emptyText={EMPTY_TOP_TEXT}
              onRetry={listed.retry}
            >
              {listed.data && (
                <>
                  <MerchantList merchants={listed.data.merchants} currentTransactionId={transactionId} currentMerchantName={details.data?.merchant_name} />
                  <MerchantPager page={page} pageSize={MERCHANT_PAGE_SIZE} total={listed.data.total} onPageChange={setPage} />
                </>
              )}
            </DataPanel>
          </div>
          <DataPanel
            title={MERCHANT_TITLE}
            status={status}
            loadingLabel={LOADING_MERCHANT}
            skeleton={OVERVIEW_SKELETON}
            emptyTitle={NO_TRANSACTIONS_TITLE}
            emptyText={NO_TRANSACTIONS_TEXT}
            onRetry={retry}
            className={css({ gridColumn: { lg: '1' }, gridRow: { lg: '1' } })}
          >
            {details.data && <MerchantOverview merchant={details.data} />}
          </DataPanel>
        </div>
      </div>
    </>
  );
}
