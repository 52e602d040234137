import type { Account, ActiveItem } from '@/shared/api';

/** Stories and tests only: two linked institutions, one needing a new sign-in. */
export const SAMPLE_INSTITUTIONS: ActiveItem[] = [
  { external_id: 'item-platypus', name: 'First Platypus Bank', institution_id: 'ins_120686', institution_name: 'First Platypus Bank', needs_reauth: false },
  { external_id: 'item-tartan', name: 'Tartan Credit Union', institution_id: 'ins_104650', institution_name: 'Tartan Credit Union', needs_reauth: true },
];

const account = (item: ActiveItem, name: string, type: Account['type'], mask: string): Account => ({
  account_id: `${item.external_id}-${mask}`,
  item_external_id: item.external_id,
  institution_name: item.institution_name,
  name,
  account_name: name,
  official_name: null,
  mask,
  type,
  subtype: null,
  balances: { current: 1000, available: 1000, limit: null, iso_currency_code: 'USD' },
  last_synced_at: null,
});

/** Stories and tests only: the accounts of `SAMPLE_INSTITUTIONS`. */
export const SAMPLE_ACCOUNTS: Account[] = [
  account(SAMPLE_INSTITUTIONS[0]!, 'Platypus Everyday Checking', 'depository', '0001'),
  account(SAMPLE_INSTITUTIONS[0]!, 'Platypus High-Yield Savings', 'depository', '0002'),
  account(SAMPLE_INSTITUTIONS[0]!, 'Platypus Rewards Card', 'credit', '0003'),
  account(SAMPLE_INSTITUTIONS[1]!, 'Tartan Share Checking', 'depository', '1001'),
];
