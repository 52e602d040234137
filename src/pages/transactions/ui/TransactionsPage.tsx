import { Link } from 'wouter';
import { ROUTES } from '@/shared/config';
import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { HistoryArrivingNotice, periodHistory, useHistoryCoverage } from '@/entities/institution';
import { comparison, PeriodPicker, PeriodStepper, selectedPeriod } from '@/entities/period';
import { clearNarrowingFilters, DEFAULT_PAGE_SIZE, DEFAULT_SORT, hasNarrowingFilters, useTransactionPage } from '@/entities/transaction';
import type { Transaction } from '@/shared/api';
import { documentTitle, periodLabel } from '@/shared/lib';
import { actionLink, Button, FailedPanel, PageHeader, StatePanel } from '@/shared/ui';
import {
  RECURRING_LINK,
  CLEAR_FILTERS,
  EMPTY_FILTERED_TEXT,
  EMPTY_PERIOD_TEXT,
  EMPTY_TITLE,
  HISTORY_NOT_ARRIVED_TITLE,
  historyNotArrivedText,
  LOAD_FAILED_TEXT,
  LOAD_FAILED_TITLE,
  PAGE_DESCRIPTION,
  PAGE_TITLE,
  TRY_AGAIN,
} from '../config/copy';
import { transactionsHistoryDetail } from '../lib/history-detail';
import { usePeriodInUrl } from '../model/use-period-in-url';
import { useUrlFilters } from '../model/use-url-filters';
import { ExportCsvButton } from './ExportCsvButton';
import { Pagination } from './Pagination';
import { RecategorizeDialog } from './RecategorizeDialog';
import { TransactionsFilters } from './TransactionsFilters';
import { TransactionsSkeleton } from './TransactionsSkeleton';
import { TransactionsSummary } from './TransactionsSummary';
import { TransactionDetails } from './TransactionDetails';
import { detailsButtonOf, TransactionsTable, type TransactionsTableHandle } from './TransactionsTable';
import { ToReviewNotice } from './ToReviewNotice';

/**
 * /transactions: the selected period's transactions, filtered and searched, with the totals of
 * the filtered set, one server page at a time. The filters live in the URL; the period is the one
 * the dashboard and merchant pages show.
 */
export function TransactionsPage() {
  const url = useUrlFilters();
  usePeriodInUrl(url);
  const { filters, update, show } = url;
  const range = filters.start_date !== undefined && filters.end_date !== undefined ? { start: filters.start_date, end: filters.end_date } : undefined;
  const datesReady = range !== undefined;
  const { page, isLoading, isUpdating, failed, retry } = useTransactionPage(datesReady ? filters : { ...filters, page: undefined }, comparison.value);
  const [recategorizing, setRecategorizing] = useState<Transaction | null>(null);
  const [detailed, setDetailed] = useState<Transaction | null>(null);
  const narrowed = hasNarrowingFilters(filters);
  const historyCoverage = useHistoryCoverage();
  const historyNotArrived = range !== undefined && periodHistory(historyCoverage, range) === 'not_arrived';
  const clear = () => show(clearNarrowingFilters(filters));

  // After Previous or Next page, focus goes to the new page's first row once it is shown (the button pressed may be gone off screen).
  const table = useRef<TransactionsTableHandle>(null);
  const pagedTo = useRef<number | null>(null);
  const shownPage = isUpdating ? undefined : page?.page;
  useEffect(() => {
    if (pagedTo.current === null || shownPage !== pagedTo.current) return;
    pagedTo.current = null;
    table.current?.focusFirstRow();
  }, [shownPage]);

  let content;
  if (failed && !page) {
    content = (
      <FailedPanel title={LOAD_FAILED_TITLE} text={LOAD_FAILED_TEXT} onRetry={retry} />
    );
  } else if (isLoading || !page || !datesReady) {
    content = <TransactionsSkeleton />;
  } else if (page.total === 0 && historyNotArrived && !narrowed) {
    // Not "no transactions": the bank has not sent this period yet (issue 29).
    content = <StatePanel role="status" title={HISTORY_NOT_ARRIVED_TITLE} text={historyNotArrivedText(periodLabel(selectedPeriod.value))} />;
  } else if (page.total === 0) {
    content = (
      <StatePanel
        role="status"
        title={EMPTY_TITLE}
        text={narrowed ? EMPTY_FILTERED_TEXT : EMPTY_PERIOD_TEXT}
        action={
          narrowed ? (
            <Button variant="outline" tone="neutral" onClick={clear}>
              {CLEAR_FILTERS}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <>
        <TransactionsSummary page={page} />
        <div className={cx(card({ padding: 'none' }), css({ overflow: 'hidden', position: 'relative' }))}>
          {/* The next rows are on their way: a thin bar, the current rows staying readable meanwhile. */}
          {isUpdating && <div aria-hidden className={css({ position: 'absolute', insetX: '0', top: '0', h: '0.5', bg: 'brand.solid', animation: 'pulse 1.2s ease-in-out infinite', _motionReduce: { animation: 'none' } })} />}
          <TransactionsTable
            ref={table}
            transactions={page.transactions}
            sort={filters.sort ?? DEFAULT_SORT}
            onSortChange={(sort) => update({ sort })}
            onRecategorize={setRecategorizing}
            onOpenDetails={setDetailed}
            busy={isUpdating}
          />
        </div>
        <Pagination
          page={page.page}
          pageSize={filters.page_size ?? DEFAULT_PAGE_SIZE}
          total={page.total}
          onPageChange={(next) => {
            pagedTo.current = next;
            update({ page: next });
          }}
          onPageSizeChange={(size) => update({ page_size: size })}
        />
      </>
    );
  }

  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      {/* A phone keeps the title, the export, the period and search above the first rows: the description, the period's kind and comparison give way. */}
      <PageHeader
        title={PAGE_TITLE}
        description={<span className={css({ hideBelow: 'sm' })}>{PAGE_DESCRIPTION}</span>}
        actions={
          <>
            {/* Wide screens only: on a phone the first rows must show without scrolling (recurring is a tap away on the dashboard). */}
            <Link href={ROUTES.recurring} className={cx(actionLink, css({ display: { base: 'none', md: 'inline-flex' } }))}>
              {RECURRING_LINK}
            </Link>
            <ExportCsvButton filters={filters} disabled={!page || page.total === 0} />
          </>
        }
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <div className={css({ hideBelow: 'md' })}>
          <PeriodPicker />
        </div>
        <div className={css({ hideFrom: 'md' })}>
          <PeriodStepper />
        </div>
        <TransactionsFilters filters={filters} onChange={update} onClear={clear} phonePeriodChoices={<PeriodPicker stepper={false} />} />
        {failed && page && (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {LOAD_FAILED_TITLE}.{' '}
            <Button variant="ghost" tone="neutral" size="sm" onClick={retry}>
              {TRY_AGAIN}
            </Button>
          </p>
        )}
        <ToReviewNotice filters={filters} />
        <HistoryArrivingNotice coverage={historyCoverage} detail={range && transactionsHistoryDetail(historyCoverage, range, page?.compared_with)} />
        {content}
      </div>
      <RecategorizeDialog transaction={recategorizing} onClose={() => setRecategorizing(null)} />
      <TransactionDetails
        transaction={detailed}
        onClose={() => setDetailed(null)}
        onRecategorize={(transaction) => {
          setDetailed(null);
          setRecategorizing(transaction);
        }}
        returnFocusTo={() => (detailed ? detailsButtonOf(detailed) : null)}
      />
    </>
  );
}
