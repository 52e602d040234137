import type { Transaction } from '@/shared/api';

/** Stories and tests only: a posted card purchase, with the fields a case cares about overridden. */
export function sampleTransaction(fields: Partial<Transaction> & Pick<Transaction, 'transaction_id' | 'date' | 'amount'>): Transaction {
  return {
    account_id: 'acc-visa',
    item_external_id: 'item-platypus',
    institution_name: 'First Platypus Bank',
    account_name: 'Platypus Rewards Visa',
    authorized_date: fields.date,
    name: fields.merchant_name ?? 'Card purchase',
    merchant_name: null,
    logo_url: null,
    direction: 'outflow',
    kind: 'spending',
    iso_currency_code: 'USD',
    category_primary: 'GENERAL_MERCHANDISE',
    category_detailed: null,
    category_source: 'plaid',
    payment_channel: 'in store',
    pending: false,
    note: null,
    tags: [],
    hidden: false,
    reviewed: false,
    ...fields,
  };
}
