import { useCallback } from 'react';
import { ApiError, toLoadable, useApiImmutable, useApiQuery, type Account, type AccountBalanceHistory, type AccountsResult, type ApiErrorDetail, type Liability, type Loadable, type NetWorthSeries } from '@/shared/api';
import type { BalanceSeriesQuery } from '../lib/balance-span';
import { notify } from '@/shared/ui';
import { itemErrorAnnouncement, isReauthentication } from '../lib/item-error';
import { claimReauthAnnouncement } from '../lib/reauth-announcements';

export interface AccountsQuery {
  /** The accounts (those of an item needing sign-in as last synced); `undefined` while loading or after a failure. */
  accounts: Account[] | undefined;
  /** Plaid's item error, when the server could read no institution (e.g. `ITEM_LOGIN_REQUIRED`); the accounts come beside it. */
  itemError: ApiErrorDetail | null;
  /** The call failed (429 or any non-OK answer): no data, silently (spec section 8). */
  failed: boolean;
  isLoading: boolean;
  /** Asks again (the page's "Try again"). */
  retry: () => void;
}

/**
 * Spec section 8: an answer that is Plaid's error object gets its toast, or none. The
 * re-authentication toast shows once per item per session, not on every reload or Sync now.
 */
function announceItemError(result: AccountsResult): void {
  if (!result.error) return;
  const announcement = itemErrorAnnouncement(result.error.error_code);
  if (!announcement) return;
  if (isReauthentication(result.error.error_code)) {
    const itemIds = [...new Set(result.accounts.map((account) => account.item_external_id))];
    if (!claimReauthAnnouncement(itemIds)) return;
  }
  notify[announcement.type](announcement.text);
}

/**
 * `GET /api/accounts`: cached indefinitely, never retried, refetched only when invalidated (spec
 * sections 4 and 9). SWR runs `onSuccess` once per fetch, so a shared answer toasts once.
 */
export function useAccounts(): AccountsQuery {
  const { data, error, isLoading, mutate } = useApiImmutable('/api/accounts', undefined, { onSuccess: announceItemError });
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    accounts: data?.accounts,
    itemError: data?.error ?? null,
    failed: error !== undefined && data === undefined,
    isLoading,
    retry,
  };
}

export interface CreditLiabilitiesQuery {
  /** Each credit card's liability; `undefined` while loading or after a failure (no data, silently). */
  liabilities: Liability[] | undefined;
}

/** `GET /api/liabilities/credit`, with the same cache policy as the accounts. */
export function useCreditLiabilities(): CreditLiabilitiesQuery {
  const { data } = useApiImmutable('/api/liabilities/credit');
  return { liabilities: data?.credit };
}

/** `GET /db_api/net_worth`: assets, liabilities and net worth at the end of each day, week or month of the range. */
export function useNetWorth(query: BalanceSeriesQuery): Loadable<NetWorthSeries> {
  return toLoadable(useApiQuery('/db_api/net_worth', { params: { query } }));
}

/** One account's balance history, or `notFound` when the server has no such account of the caller's (404). */
export function useAccountBalances(accountId: string, query: BalanceSeriesQuery): Loadable<AccountBalanceHistory> & { notFound: boolean } {
  const read = useApiQuery('/db_api/accounts/{account_id}/balances', { params: { path: { account_id: accountId }, query } });
  const notFound = read.error instanceof ApiError && (read.error.status === 404 || read.error.status === 400);
  return { ...toLoadable(read), notFound };
}
