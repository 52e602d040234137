import type { InstitutionProfile } from './banks.ts';
import { itemLoginRequired } from './errors.ts';
import type { AccountRecord, ItemRecord } from './store.ts';

/** Plaid's object shapes, rendered from the emulator's records. */

export function renderAccount(account: AccountRecord) {
  return {
    account_id: account.account_id,
    balances: {
      available: account.balances.available,
      current: account.balances.current,
      limit: account.balances.limit,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
    },
    mask: account.mask,
    name: account.name,
    official_name: account.official_name,
    type: account.type,
    subtype: account.subtype,
    holder_category: 'personal',
  };
}

/** `item` as /accounts/get returns it; /item/get adds `created_at` (`withConsentFields`). */
export function renderItem(item: ItemRecord, institution: InstitutionProfile | undefined, requestId: string, withConsentFields = false) {
  const billed = [...item.products];
  return {
    item_id: item.item_id,
    institution_id: item.institution_id,
    institution_name: institution?.name ?? null,
    webhook: item.webhook,
    auth_method: null,
    error: item.login_required ? itemLoginRequired().body(requestId) : null,
    available_products: (institution?.products ?? []).filter((p) => !billed.includes(p)),
    billed_products: billed,
    products: billed,
    consented_products: billed,
    consent_expiration_time: null,
    update_type: 'background' as const,
    ...(withConsentFields ? { created_at: item.created_at } : {}),
  };
}

export function renderItemStatus(item: ItemRecord) {
  return {
    investments: null,
    transactions: { last_successful_update: item.last_successful_update, last_failed_update: item.last_failed_update },
    last_webhook: item.last_webhook ?? null,
  };
}

export function renderInstitution(institution: InstitutionProfile) {
  return {
    institution_id: institution.institution_id,
    name: institution.name,
    products: [...institution.products],
    country_codes: [...institution.country_codes],
    url: institution.url,
    primary_color: institution.primary_color,
    logo: null,
    routing_numbers: [...institution.routing_numbers],
    oauth: false,
  };
}

/** An account as Link's `onSuccess` metadata lists it. */
export function linkMetadataAccount(account: AccountRecord) {
  return {
    id: account.account_id,
    name: account.name,
    mask: account.mask,
    type: account.type,
    subtype: account.subtype,
    verification_status: null,
    class_type: null,
  };
}
