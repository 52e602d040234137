import type { ComparedMerchantFigures, MerchantDetails, MerchantSummary } from '@/shared/api';
import { sampleTransaction } from '@/shared/test-kit';

/** Stories and tests only: the most recent transaction, at a coffee shop. */
export const SAMPLE_RECENT_TRANSACTION_ID = 'tx-coffee-1029';

const coffee = (transaction_id: string, date: string, amount: number) =>
  sampleTransaction({ transaction_id, date, amount, name: 'BLUE BOTTLE COFFEE #12', merchant_name: 'Blue Bottle Coffee', category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_COFFEE' });

const LATEST_COFFEE = coffee('tx-coffee-1029', '2026-10-29', 7.25);
const RECENT_COFFEE = [
  LATEST_COFFEE,
  coffee('tx-coffee-1027', '2026-10-27', 12.5),
  coffee('tx-coffee-1022', '2026-10-22', 6.75),
  coffee('tx-coffee-1016', '2026-10-16', 9),
  coffee('tx-coffee-1009', '2026-10-09', 6.75),
];

/** Blue Bottle Coffee, with October 2026 as the period: period and all-time figures agree with the monthly totals. */
export const SAMPLE_MERCHANT: MerchantDetails = {
  merchant_name: 'Blue Bottle Coffee',
  logo_url: null,
  website: 'bluebottlecoffee.com',
  category: 'FOOD_AND_DRINK',
  transaction: LATEST_COFFEE,
  transaction_count: 212,
  total_spent: 1698.4,
  average_amount: 8.01,
  first_transaction_date: '2024-03-04',
  last_transaction_date: '2026-10-29',
  monthly_totals: [
    ['2025-11', 141.2],
    ['2025-12', 162.75],
    ['2026-01', 120.5],
    ['2026-02', 98.25],
    ['2026-03', 131],
    ['2026-04', 144.5],
    ['2026-05', 0],
    ['2026-06', 152.25],
    ['2026-07', 170.8],
    ['2026-08', 166],
    ['2026-09', 158.4],
    ['2026-10', 186.5],
  ].map(([month, amount]) => ({ month: month as string, amount: amount as number })),
  recent_transactions: RECENT_COFFEE,
  period_spent: 186.5,
  period_count: 23,
  is_recurring: false,
  compared_with: null,
};

/** Blue Bottle Coffee over the days October 2026 is compared with (the whole of September, October having ended). */
export const SAMPLE_MERCHANT_COMPARED: ComparedMerchantFigures = { start_date: '2026-09-01', end_date: '2026-09-30', days: 30, label: 'September 2026', spent: 158.4, count: 20 };

const RENT = sampleTransaction({ transaction_id: 'tx-rent-oct', date: '2026-10-01', amount: 1650, name: 'HARBOR VIEW APTS RENT', merchant_name: 'Harbor View Apartments', category_primary: 'RENT_AND_UTILITIES', payment_channel: 'other' });

/** The period's top merchant: the rent, once a month. */
export const SAMPLE_TOP_MERCHANT: MerchantDetails = {
  ...SAMPLE_MERCHANT,
  merchant_name: 'Harbor View Apartments',
  website: null,
  category: 'RENT_AND_UTILITIES',
  transaction: RENT,
  transaction_count: 32,
  total_spent: 52800,
  average_amount: 1650,
  first_transaction_date: '2024-03-01',
  last_transaction_date: '2026-10-01',
  monthly_totals: SAMPLE_MERCHANT.monthly_totals.map(({ month }) => ({ month, amount: 1650 })),
  recent_transactions: [RENT],
  period_spent: 1650,
  period_count: 1,
  is_recurring: true,
};

/** A subscription: recurring, one visit a month, no visit in the period shown. */
export const SAMPLE_RECURRING_MERCHANT: MerchantDetails = {
  ...SAMPLE_MERCHANT,
  merchant_name: 'Netflix',
  website: 'netflix.com',
  category: 'ENTERTAINMENT',
  transaction: sampleTransaction({ transaction_id: 'tx-netflix-0914', date: '2026-09-14', amount: 15.49, merchant_name: 'Netflix', category_primary: 'ENTERTAINMENT', payment_channel: 'online' }),
  transaction_count: 26,
  total_spent: 402.74,
  average_amount: 15.49,
  first_transaction_date: '2024-08-14',
  last_transaction_date: '2026-09-14',
  monthly_totals: SAMPLE_MERCHANT.monthly_totals.map(({ month }) => ({ month, amount: month === '2026-10' ? 0 : 15.49 })),
  recent_transactions: [sampleTransaction({ transaction_id: 'tx-netflix-0914', date: '2026-09-14', amount: 15.49, merchant_name: 'Netflix', category_primary: 'ENTERTAINMENT', payment_channel: 'online' })],
  period_spent: 0,
  period_count: 0,
  is_recurring: true,
};

/** October 2026's merchants by spending, largest first: 14 of them, more than a page. */
export const SAMPLE_TOP_MERCHANTS: MerchantSummary[] = [
  { merchant_name: 'Harbor View Apartments', logo_url: null, transaction_id: 'tx-rent-oct', total_spent: 1650, transaction_count: 1 },
  { merchant_name: 'Whole Foods Market', logo_url: null, transaction_id: 'tx-grocery-1024', total_spent: 412.3, transaction_count: 6 },
  { merchant_name: 'Blue Bottle Coffee', logo_url: null, transaction_id: 'tx-coffee-1029', total_spent: 186.5, transaction_count: 23 },
  { merchant_name: 'Shell', logo_url: null, transaction_id: 'tx-fuel-1020', total_spent: 168.4, transaction_count: 4 },
  { merchant_name: 'Runner’s Corner', logo_url: null, transaction_id: 'tx-shoes-1019', total_spent: 149.99, transaction_count: 1 },
  { merchant_name: 'Ticketmaster', logo_url: null, transaction_id: 'tx-concert-1021', total_spent: 120, transaction_count: 1 },
  { merchant_name: 'Verizon', logo_url: null, transaction_id: 'tx-phone-1028', total_spent: 85.4, transaction_count: 1 },
  { merchant_name: 'Metro Transit', logo_url: null, transaction_id: 'tx-transit-1030', total_spent: 66, transaction_count: 24 },
  { merchant_name: 'Corner Mart', logo_url: null, transaction_id: 'tx-mart-1026', total_spent: 58.75, transaction_count: 5 },
  { merchant_name: 'Peak Fitness Club', logo_url: null, transaction_id: 'tx-gym-1005', total_spent: 39.99, transaction_count: 1 },
  { merchant_name: 'Bookshop', logo_url: null, transaction_id: 'tx-books-1012', total_spent: 32.5, transaction_count: 2 },
  { merchant_name: 'Copper Kettle Coffee', logo_url: null, transaction_id: 'tx-kettle-1025', total_spent: 21.25, transaction_count: 4 },
  { merchant_name: 'Spotify', logo_url: null, transaction_id: 'tx-music-1003', total_spent: 16.99, transaction_count: 1 },
  { merchant_name: 'Netflix', logo_url: null, transaction_id: 'tx-netflix-0914', total_spent: 15.49, transaction_count: 1 },
];

/** What a search for "net" finds, all time. */
export const SAMPLE_SEARCH_RESULTS: MerchantSummary[] = [{ merchant_name: 'Netflix', logo_url: null, transaction_id: 'tx-netflix-0914', total_spent: 402.74, transaction_count: 26 }];
