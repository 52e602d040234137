import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useRefreshBankData } from '@/entities/institution';
import { rememberHasItem } from '@/entities/session';
import { ACCOUNTS_REFRESH_AFTER_LINK_MS, ROUTES } from '@/shared/config';

const isAccountsPage = (path: string) => path.replace(/\/+$/, '') === ROUTES.accounts;

/**
 * After a link (spec section 2, Bank dialogs, 3): the user now has a bank; caches are refreshed
 * and the user goes to /accounts, or, already there, the page refreshes in place and once more 2 s later.
 */
export function useShowLinkedAccounts(): () => void {
  const [location, navigate] = useLocation();
  const refresh = useRefreshBankData();
  return useCallback(() => {
    rememberHasItem(true);
    void refresh.reload();
    if (isAccountsPage(location)) setTimeout(() => void refresh.revalidate(), ACCOUNTS_REFRESH_AFTER_LINK_MS);
    else navigate(ROUTES.accounts);
  }, [location, navigate, refresh]);
}
