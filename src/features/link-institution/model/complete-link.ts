import type { PlaidInstitution } from 'react-plaid-link';
import { api, type Item } from '@/shared/api';

/** How a successful session in the widget ended for us. */
export type LinkOutcome =
  /** A new item: the user goes on to their accounts. */
  | { kind: 'linked'; externalId: string; institutionName: string }
  /** The user already has an item at this institution: nothing was exchanged. */
  | { kind: 'already-linked'; institutionName: string }
  /** The exchange found this very item already linked. */
  | { kind: 'item-exists'; externalId: string };

const formEncoded = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;

/** Other items at the same institution as the new one. */
export const duplicatesOf = (linked: Item, items: readonly Item[]): Item[] =>
  items.filter((item) => item.external_id !== linked.external_id && item.institution.institution_id === linked.institution.institution_id);

/**
 * Spec section 4, Linking, after the widget's success: is the institution already linked? If not,
 * exchange the public token, fetch the items and remove duplicates of the new one.
 */
export async function completeLink(publicToken: string, institution: PlaidInstitution | null): Promise<LinkOutcome> {
  if (institution) {
    const { data: existing } = await api.POST('/db_api/institution/name', { body: { id: institution.institution_id } });
    if (existing?.item) return { kind: 'already-linked', institutionName: existing.item.institution_name };
  }

  const { data: exchange } = await api.POST('/api/set_access_token', {
    body: { public_token: publicToken },
    bodySerializer: (body) => new URLSearchParams(body).toString(),
    headers: formEncoded,
  });
  if (!exchange) throw new Error('POST /api/set_access_token answered without a body.');
  if (exchange.status === 'item already exists') return { kind: 'item-exists', externalId: exchange.external_id };

  const { data: items } = await api.POST('/api/items', { body: { external_id: exchange.external_id } });
  const linked = items?.results.find((item) => item.external_id === exchange.external_id);
  if (linked && duplicatesOf(linked, items?.results ?? []).length > 0) {
    await api.POST('/api/remove_duplicate_items', {
      body: { external_id: linked.external_id, institution_id: linked.institution.institution_id },
    });
  }
  return {
    kind: 'linked',
    externalId: exchange.external_id,
    institutionName: linked?.name ?? institution?.name ?? 'your bank',
  };
}
