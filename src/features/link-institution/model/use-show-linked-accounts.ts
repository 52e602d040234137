import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useRefreshBankData } from '@/entities/institution';
import { rememberHasItem } from '@/entities/session';
import { ACCOUNTS_REFRESH_AFTER_LINK_MS, ROUTES } from '@/shared/config';

const isAccountsPage = (path: string) => path.replace(/\/+$/, '') === ROUTES.accounts;

/**
 * After a link (spec section 2, Bank dialogs, 3): the user now has a bank; caches are refreshed
 * and the user goes to /accounts, or, already there, the page refreshes in place. Either way the
 * accounts page refreshes once more 2 s later (spec section 9), when the bank's first sync has
 * usually landed.
 */
export function useShowLinkedAccounts(): () => void {
  const [location, navigate] = useLocation();
  const refresh = useRefreshBankData();
  return useCallback(() => {
    rememberHasItem(true);
    void refresh.reload();
    setTimeout(() => void refresh.revalidate(), ACCOUNTS_REFRESH_AFTER_LINK_MS);
    if (!isAccountsPage(location)) navigate(ROUTES.accounts);
  }, [location, navigate, refresh]);
}
