import { api, useRevalidatePaths, type Account } from '@/shared/api';

/** `PATCH /api/accounts/{account_id}`: the name every page shows; `null` gives back the bank's. */
export async function renameAccount(accountId: string, name: string | null): Promise<Account> {
  const { data } = await api.PATCH('/api/accounts/{account_id}', { params: { path: { account_id: accountId } }, body: { name } });
  return data!;
}

/** `PATCH /api/accounts/{account_id}` `{ hidden }`: out of every total, or back in. */
export async function setAccountHidden(accountId: string, hidden: boolean): Promise<Account> {
  const { data } = await api.PATCH('/api/accounts/{account_id}', { params: { path: { account_id: accountId } }, body: { hidden } });
  return data!;
}

/** What shows an account's name, asked again after a rename. */
const READERS = ['/api/accounts', '/db_api/accounts/{account_id}/balances', '/db_api/transactions', '/db_api/forecast'] as const;

export const useRefreshAccountNames = (): (() => Promise<void>) => useRevalidatePaths(READERS);
