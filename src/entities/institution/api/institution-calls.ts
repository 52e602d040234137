import { api, type AccountName, type AccountRefreshResult, type ActiveItem } from '@/shared/api';

/** The response body, or an error when there is none (the client already throws on non-OK answers). */
function bodyOf<T>(data: T | undefined, call: string): T {
  if (data === undefined) throw new Error(`${call} answered without a body.`);
  return data;
}

/** `POST /api/create_link_token`: a token to open the widget and link a new institution. */
export async function createLinkToken(): Promise<string> {
  const { data } = await api.POST('/api/create_link_token');
  return bodyOf(data, 'POST /api/create_link_token').link_token;
}

/** `POST /api/update_link_token`: a token to open the widget in update mode for one of the user's items. */
export async function createUpdateLinkToken(externalId: string): Promise<string> {
  const { data } = await api.POST('/api/update_link_token', { body: { id: externalId } });
  return bodyOf(data, 'POST /api/update_link_token').link_token;
}

/** `POST /db_api/accounts/names`: the connected accounts of one item. */
export async function fetchAccountNames(externalId: string): Promise<AccountName[]> {
  const { data } = await api.POST('/db_api/accounts/names', { body: { id: externalId } });
  return bodyOf(data, 'POST /db_api/accounts/names').accounts;
}

/** `POST /api/accounts`: re-reads an item's accounts from Plaid, answering which were added and removed. */
export async function refreshInstitutionAccounts(externalId: string): Promise<AccountRefreshResult> {
  const { data } = await api.POST('/api/accounts', { body: { id: externalId } });
  return bodyOf(data, 'POST /api/accounts');
}

/** `DELETE /api/items/{external_id}`: unlinks an item at Plaid and deletes its data. */
export async function removeInstitution(item: Pick<ActiveItem, 'external_id'>): Promise<void> {
  await api.DELETE('/api/items/{external_id}', { params: { path: { external_id: item.external_id } } });
}
