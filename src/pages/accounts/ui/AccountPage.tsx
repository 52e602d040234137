import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { accountKindLabel, BalanceSpanPicker, changeOver, isLiabilityAccount, pointsInHistory, spanQuery, useAccountBalances, useCreditLiabilities, type BalanceSpan } from '@/entities/account';
import { useRefreshBankData } from '@/entities/institution';
import { transactionsHref } from '@/entities/transaction';
import { dataStatus, type Account, type AccountBalanceHistory, type AccountBalancePoint, type Liability } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { documentTitle, formatMoment, formatMoney, formatPlainDate, todayPlainDate } from '@/shared/lib';
import { Button, type ChartView, DataPanel, FailedPanel, notify, numeric, PageHeader, ScrollTable, Skeleton, StatePanel, ViewToggle } from '@/shared/ui';
import {
  AVAILABLE,
  BACK_TO_ACCOUNTS,
  CREDIT_LIMIT,
  CURRENT_BALANCE,
  DETAILS_TITLE,
  HISTORY_BALANCE,
  HISTORY_DATE,
  HISTORY_EMPTY_TEXT,
  HISTORY_EMPTY_TITLE,
  historyNote,
  HISTORY_OWED,
  HISTORY_SPAN,
  HISTORY_TABLE,
  HISTORY_TITLE,
  HISTORY_VIEW,
  ITS_TRANSACTIONS,
  LAST_PAYMENT,
  LAST_SYNCED,
  LOADING_ACCOUNT,
  LOADING_HISTORY,
  LOAD_FAILED_TEXT,
  LOAD_FAILED_TITLE,
  MINIMUM_PAYMENT,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  NOT_REPORTED,
  OWED_HISTORY_TITLE,
  OWED_NOW,
  PAYMENT_DUE,
  STATEMENT_BALANCE,
  STATEMENT_ISSUED,
  accountAt,
  balanceChange,
  BANK_NAME,
  historyChartLabel,
  RENAME,
  RENAMED,
  HIDE,
  HIDE_FAILED,
  HIDDEN_DONE,
  HIDDEN_NOTICE,
  SHOW,
  SHOWN_DONE,
} from '../config/account-copy';
import { setAccountHidden, useRefreshAccountNames } from '../api/rename-account';
import { RenameAccountDialog } from './RenameAccountDialog';
import { aprLabel, formatPercentage } from '../lib/liability-labels';

/** Plaid's code of the rate a card charges on purchases. */
const PURCHASE_APR = 'purchase_apr';

const BalanceChart = lazy(() => import('./BalanceChart').then((module) => ({ default: module.BalanceChart })));

const money = (amount: number | null | undefined, account: Account) => (amount == null ? NOT_REPORTED : formatMoney(amount, account.balances.iso_currency_code));
const day = (date: string | null | undefined) => (date ? formatPlainDate(date) : NOT_REPORTED);

/** Its balances as the bank reports them, and for a card its statement, payments and rate. */
function AccountDetails({ account, liability }: { account: Account; liability: Liability | undefined }) {
  const owes = isLiabilityAccount(account);
  const purchaseApr = liability?.aprs.find((rate) => rate.apr_type === PURCHASE_APR);
  const rows: [string, string][] = [
    ...(account.renamed ? ([[BANK_NAME, account.official_name ?? account.name]] as [string, string][]) : []),
    [owes ? OWED_NOW : CURRENT_BALANCE, money(account.balances.current, account)],
    [AVAILABLE, money(account.balances.available, account)],
    ...(account.type === 'credit' ? ([[CREDIT_LIMIT, money(account.balances.limit, account)]] as [string, string][]) : []),
    ...(liability
      ? ([
          [STATEMENT_BALANCE, money(liability.last_statement_balance, account)],
          [STATEMENT_ISSUED, day(liability.last_statement_issue_date)],
          [MINIMUM_PAYMENT, money(liability.minimum_payment_amount, account)],
          [PAYMENT_DUE, day(liability.next_payment_due_date)],
          [LAST_PAYMENT, liability.last_payment_amount == null ? NOT_REPORTED : `${money(liability.last_payment_amount, account)} on ${day(liability.last_payment_date)}`],
          [aprLabel(PURCHASE_APR), purchaseApr === undefined ? NOT_REPORTED : formatPercentage(purchaseApr.apr_percentage)],
        ] as [string, string][])
      : []),
    [LAST_SYNCED, account.last_synced_at ? formatMoment(account.last_synced_at) : NOT_REPORTED],
  ];
  return (
    <DataPanel title={DETAILS_TITLE} status="ready" loadingLabel="" emptyTitle="" emptyText="" onRetry={() => undefined}>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '4' })}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{term}</dt>
            <dd className={css({ fontSize: 'md', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{value}</dd>
          </div>
        ))}
      </dl>
    </DataPanel>
  );
}

function summaryOf(points: readonly AccountBalancePoint[], owed: boolean, account: Account): string {
  const moved = changeOver(points, (point) => point.balance);
  if (!moved) return '';
  return balanceChange(moved.change > 0 ? 'up' : moved.change < 0 ? 'down' : 'same', money(Math.abs(moved.change), account), formatPlainDate(moved.from.date), owed);
}

/** How the points were found, in words (`historyNote`). */
function noteOf(points: readonly AccountBalancePoint[]): string {
  const recorded = points.find((point) => !point.reconstructed);
  return historyNote(recorded ? formatPlainDate(recorded.date) : null, points.length > 0 && !points[0]!.reconstructed);
}

/** The balance (or what is owed) over the chosen span, as a chart or a table, from its first transaction on. */
function BalanceHistory({ account, history, span, onSpan, read }: { account: Account; history: AccountBalanceHistory | undefined; span: BalanceSpan; onSpan: (span: BalanceSpan) => void; read: { failed: boolean; retry: () => void } }) {
  const [view, setView] = useState<ChartView>('chart');
  const owed = isLiabilityAccount(account);
  const points = history ? pointsInHistory(history) : [];
  const status = dataStatus({ data: history, failed: read.failed }, (answer) => pointsInHistory(answer).length === 0);
  const summary = summaryOf(points, owed, account);
  return (
    <DataPanel
      title={owed ? OWED_HISTORY_TITLE : HISTORY_TITLE}
      description={status === 'ready' ? `${summary} ${noteOf(points)}`.trim() : undefined}
      controls={<BalanceSpanPicker label={HISTORY_SPAN} value={span} onValueChange={onSpan} />}
      actions={<ViewToggle label={HISTORY_VIEW} value={view} onValueChange={setView} />}
      status={status}
      loadingLabel={LOADING_HISTORY}
      skeleton={<Skeleton height="260px" />}
      emptyTitle={HISTORY_EMPTY_TITLE}
      emptyText={HISTORY_EMPTY_TEXT}
      onRetry={read.retry}
    >
      {points.length > 0 &&
        (view === 'chart' ? (
          <Suspense fallback={<Skeleton height="260px" />}>
            <BalanceChart points={points} name={owed ? HISTORY_OWED : HISTORY_BALANCE} label={historyChartLabel(formatPlainDate(points[0]!.date), formatPlainDate(points.at(-1)!.date), summary)} />
          </Suspense>
        ) : (
          <ScrollTable label={HISTORY_TABLE} columns={[HISTORY_DATE, owed ? HISTORY_OWED : HISTORY_BALANCE]}>
            {[...points].reverse().map((point) => (
              <tr key={point.date}>
                <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>
                  {formatPlainDate(point.date)}
                </th>
                <td className={numeric}>{money(point.balance, account)}</td>
              </tr>
            ))}
          </ScrollTable>
        ))}
    </DataPanel>
  );
}

/**
 * /accounts/{account_id} (issue 25, beyond the spec): one account, its details as the bank reports
 * them, its balance over time and the way to its transactions. Another person's account, or one no
 * longer linked, is "not here" (the server's 404).
 */
export function AccountPage() {
  const { account_id: accountId = '' } = useParams<{ account_id: string }>();
  const [span, setSpan] = useState<BalanceSpan>('1y');
  const read = useAccountBalances(accountId, spanQuery(span, todayPlainDate()));
  const { liabilities } = useCreditLiabilities();
  const [renaming, setRenaming] = useState(false);
  const [hiding, setHiding] = useState(false);
  const refreshNames = useRefreshAccountNames();
  const bankData = useRefreshBankData();
  // The account stays on screen while another span loads.
  const [shown, setShown] = useState<AccountBalanceHistory | undefined>(undefined);
  if (read.data && read.data !== shown) setShown(read.data);
  const account = (read.data ?? shown)?.account;
  const back = (
    <Button asChild variant="outline" tone="neutral">
      <Link href={ROUTES.accounts}>{BACK_TO_ACCOUNTS}</Link>
    </Button>
  );

  if (read.notFound) {
    return (
      <>
        <title>{documentTitle(NOT_FOUND_TITLE)}</title>
        <PageHeader title={NOT_FOUND_TITLE} />
        <StatePanel title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} action={back} />
      </>
    );
  }
  if (!account) {
    return read.failed ? (
      <>
        <PageHeader title={LOAD_FAILED_TITLE} />
        <FailedPanel title={LOAD_FAILED_TITLE} text={LOAD_FAILED_TEXT} onRetry={read.retry} />
      </>
    ) : (
      <div role="status" aria-busy="true">
        <span className={css({ srOnly: true })}>{LOADING_ACCOUNT}</span>
        <Skeleton height="2.5rem" width="40%" />
        <Skeleton height="220px" className={css({ mt: '6' })} />
      </div>
    );
  }

  const toggleHidden = async () => {
    setHiding(true);
    try {
      const changed = await setAccountHidden(account.account_id, !account.hidden);
      void notify.success(changed.hidden ? HIDDEN_DONE(changed.account_name) : SHOWN_DONE(changed.account_name));
      await Promise.all([refreshNames(), bankData.revalidate()]);
    } catch {
      void notify.error(HIDE_FAILED);
    } finally {
      setHiding(false);
    }
  };

  return (
    <>
      <title>{documentTitle(account.account_name)}</title>
      <PageHeader
        title={account.account_name}
        description={accountAt(accountKindLabel(account), account.institution_name, account.mask)}
        actions={
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            {back}
            <Button variant="outline" tone="neutral" onClick={() => setRenaming(true)}>
              {RENAME}
            </Button>
            <Button variant="outline" tone="neutral" onClick={() => void toggleHidden()} disabled={hiding} aria-pressed={account.hidden === true}>
              {account.hidden ? SHOW : HIDE}
            </Button>
            <Button asChild>
              <Link href={transactionsHref({ account: account.account_id })}>{ITS_TRANSACTIONS}</Link>
            </Button>
          </div>
        }
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        {account.hidden && (
          <p role="status" className={css({ fontSize: 'sm', px: '4', py: '3', borderRadius: 'md', bg: 'bg.muted', color: 'fg.default' })}>
            {HIDDEN_NOTICE}
          </p>
        )}
        <AccountDetails account={account} liability={liabilities?.find((liability) => liability.account_id === account.account_id)} />
        <BalanceHistory account={account} history={read.data} span={span} onSpan={setSpan} read={read} />
      </div>
      {renaming && (
        <RenameAccountDialog
          account={account}
          onClose={() => setRenaming(false)}
          onSaved={(renamed) => {
            setRenaming(false);
            void notify.success(RENAMED(renamed.account_name));
            void refreshNames();
          }}
        />
      )}
    </>
  );
}
