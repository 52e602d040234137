import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { accountTotals, groupByInstitution, isFixableByUpdate, useAccounts, useCreditLiabilities } from '@/entities/account';
import { HistoryArrivingNotice, useActiveInstitutions, useHistoryCoverage } from '@/entities/institution';
import { AddInstitutionButton } from '@/features/link-institution';
import { UpdateInstitutionButton } from '@/features/update-institution';
import { ROUTES } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { Button, FailedPanel, PageHeader, StatePanel } from '@/shared/ui';
import {
  ADD_ASSET,
  AUTH_PROBLEM_TEXT,
  AUTH_PROBLEM_TITLE,
  EMPTY_TEXT,
  EMPTY_TITLE,
  IMPORT_FILE,
  LOAD_FAILED_TEXT,
  LOAD_FAILED_TITLE,
  PAGE_DESCRIPTION,
  PAGE_TITLE,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
} from '../config/copy';
import { headerLastSync } from '../lib/header-sync';
import { AccountsSkeleton } from './AccountsSkeleton';
import { AccountsTotals } from './AccountsTotals';
import { CreditCards } from './CreditCards';
import { InstitutionAccountsCard } from './InstitutionAccountsCard';
import { NetWorthPanel } from './NetWorthPanel';
import { ReauthNotice } from './ReauthNotice';
import { SyncStatus } from './SyncStatus';

/**
 * /accounts: totals, each institution's accounts and balances, the credit cards' liabilities, when
 * the banks last synced, and a notice for each institution that needs the person to sign in again.
 */
export function AccountsPage() {
  const { accounts, itemError, failed, isLoading, retry } = useAccounts();
  const { liabilities } = useCreditLiabilities();
  const { institutions } = useActiveInstitutions();
  const historyCoverage = useHistoryCoverage();
  const needingSignIn = institutions?.filter((institution) => institution.needs_reauth) ?? [];
  const needsSignIn = new Set(needingSignIn.map((institution) => institution.external_id));

  let content;
  if (isLoading) content = <AccountsSkeleton />;
  else if (failed) {
    content = (
      <FailedPanel title={LOAD_FAILED_TITLE} text={LOAD_FAILED_TEXT} onRetry={retry} />
    );
  } else if (itemError && !accounts?.length) {
    // Plaid's error object and nothing synced before: the notices above name the ones to fix.
    content =
      needingSignIn.length > 0 ? null : isFixableByUpdate(itemError.error_code) ? (
        <StatePanel title={AUTH_PROBLEM_TITLE} text={AUTH_PROBLEM_TEXT} action={<UpdateInstitutionButton size="md" />} />
      ) : (
        <StatePanel title={UNAVAILABLE_TITLE} text={UNAVAILABLE_TEXT} />
      );
  } else if (!accounts || accounts.length === 0) {
    content = (
      <StatePanel
        title={EMPTY_TITLE}
        text={EMPTY_TEXT}
        action={
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
            <UpdateInstitutionButton size="md" />
            <AddInstitutionButton size="md" />
          </div>
        }
      />
    );
  } else {
    content = (
      <>
        {itemError && needingSignIn.length === 0 && <StatePanel title={AUTH_PROBLEM_TITLE} text={AUTH_PROBLEM_TEXT} action={<UpdateInstitutionButton size="md" />} />}
        <AccountsTotals totals={accountTotals(accounts)} />
        {/* Beyond the spec (issue 25): what a person owns besides bank accounts, in net worth. */}
        <p className={css({ mt: '-3', fontSize: 'sm' })}>
          <Link href={ROUTES.importFile} className={css({ color: 'brand.text', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '2px' })}>
            {ADD_ASSET}
          </Link>
        </p>
        <NetWorthPanel />
        {groupByInstitution(accounts).map((group) => (
          <InstitutionAccountsCard key={group.itemExternalId} group={group} needsSignIn={needsSignIn.has(group.itemExternalId)} />
        ))}
        {liabilities && <CreditCards liabilities={liabilities} accounts={accounts} />}
      </>
    );
  }

  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} actions={
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
            <SyncStatus lastSyncedAt={headerLastSync(accounts, needsSignIn)} />
            {/* Beyond the spec's header (issue 23): history from a file, into a manual account. */}
            <Button asChild variant="outline" tone="neutral">
              <Link href={ROUTES.importFile}>{IMPORT_FILE}</Link>
            </Button>
          </div>
        }
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        {needingSignIn.map((institution) => (
          <ReauthNotice key={institution.external_id} institution={institution} />
        ))}
        <HistoryArrivingNotice coverage={historyCoverage} />
        {content}
      </div>
    </>
  );
}
