import type { Transaction } from '@/shared/api';

type MerchantFields = Pick<Transaction, 'merchant_name' | 'name' | 'bank_merchant_name' | 'merchant_renamed'>;

/** The merchant as the person named it, else Plaid's name, else the bank's text: what a page shows. */
export const merchantShown = (t: MerchantFields): string => t.merchant_name || t.name;

/**
 * What the transactions page's `merchant` filter takes for a row: Plaid's merchant name (never the
 * person's own name for it), else the bank's text.
 */
export const merchantKeyOf = (t: MerchantFields): string => (t.merchant_renamed ? t.bank_merchant_name : t.merchant_name) || t.name;
