import type { BankTransaction } from '../src/vendors/index.ts';

/** A long history for the memory test (`sync-memory-probe.ts`): its rows, handed over in pages. */
export const ROWS = 20_000;
export const PAGE = 500;
const MERCHANTS = ['Corner Grocer', 'Sunny Side Bakery', 'Metro Transit', 'City Power & Light', 'Bookworm Books', 'Green Leaf Pharmacy'];

/** The bank's i-th row: dated over the two years before 2026-11-20, of one of a few merchants, a purchase of 1.00 to 400.00. */
export function bankRow(i: number): BankTransaction {
  const merchant = MERCHANTS[i % MERCHANTS.length]!;
  const day = new Date(Date.UTC(2026, 10, 20) - (i % 730) * 86_400_000).toISOString().slice(0, 10);
  return {
    transactionId: `memory-${i}`, accountId: 'checking', pendingTransactionId: null, amountCents: 100 + ((i * 7_919) % 39_900), isoCurrencyCode: 'USD', date: day, authorizedDate: day,
    name: `${merchant.toUpperCase()} POS PURCHASE ${i}`, merchantName: merchant, merchantEntityId: `entity-${i % MERCHANTS.length}`, logoUrl: null, website: null,
    category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', version: 'v2' }, paymentChannel: 'in store', pending: false,
  };
}
