import type { RawRow } from './ledger.ts';

const KINDS: { primary: string | null; detailed: string | null; inflow?: boolean }[] = [
  { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
  { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
  { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES' },
  { primary: 'ENTERTAINMENT', detailed: 'ENTERTAINMENT_MUSIC_AND_AUDIO' },
  { primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER' },
  { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' },
  { primary: 'TRANSFER_IN', detailed: 'TRANSFER_IN_ACCOUNT_TRANSFER', inflow: true },
  { primary: null, detailed: null, inflow: true },
];
export const SAMPLE_MERCHANTS = ['Starbucks', 'Corner Deli', 'Netflix', null] as const;
const NEWEST = 116;
export const SAMPLE_RANGE = { start: '2024-01-01', end: '2024-03-31' };

/**
 * 120 rows over January to March 2024 of every kind the README counts: purchases, refunds, pay,
 * transfers in and out, card payments, uncategorised inflows, pending ones. Amounts all differ; a
 * merchant never has two rows on one day; one row is the newest; the last days of March have none.
 */
export function sampleRows(): RawRow[] {
  return Array.from({ length: 120 }, (_, i) => {
    // Rows i and i + 85 share a day; the newest row (a Starbucks one) has its day to itself.
    const date = i === NEWEST ? '2024-03-27' : new Date(Date.UTC(2024, 0, 1 + ((i * 3) % 85))).toISOString().slice(0, 10);
    const merchant = SAMPLE_MERCHANTS[i % SAMPLE_MERCHANTS.length]!;
    const pay = i % 12 === 0;
    const kind = pay ? { primary: 'INCOME', detailed: 'INCOME_WAGES', inflow: true } : KINDS[i % KINDS.length]!;
    const refund = !kind.inflow && kind.primary !== null && i % 7 === 0;
    const cents = 100 * (i + 1) + i + (pay ? 300_000 : 0);
    return {
      plaid_transaction_id: `tx-${i}`,
      account: i % 3 === 0 ? 'checking' : 'card',
      amount_cents: kind.inflow || refund ? -cents : cents,
      date,
      name: merchant ? `${merchant.toUpperCase()} #${i}` : `PAYMENT ${i}`,
      merchant_name: merchant,
      category_primary: kind.primary,
      category_detailed: kind.detailed,
      pending: i % 11 === 5,
      logo_url: merchant === 'Starbucks' && i % 8 === 0 ? `https://logos.example/starbucks-${i}.png` : null,
      website: merchant === 'Starbucks' && i % 8 === 4 ? `starbucks-${i}.example` : null,
    };
  });
}
