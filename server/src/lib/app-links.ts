/**
 * Links into the SPA that the server writes (the assistant's figures, alerts' notifications): one
 * place for the pages' paths and parameters as the SPA reads them.
 */

/** A relative link to the transactions page filtered to exactly these rows. */
export function transactionsLink(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return `/transactions?${query.toString()}`;
}

/** One account's page (`/accounts/{account_id}`), by the account id the accounts page shows. */
export const accountLink = (accountId: string): string => `/accounts/${encodeURIComponent(accountId)}`;

/** The recurring payments page. */
export const RECURRING_LINK = '/recurring';
