import type { CategoryGroup, ComparedTotals, Transaction, TransactionPage, TransactionTotals } from '@/shared/api';

/** A slice of Plaid's taxonomy, enough for the stories' choices. */
export const SAMPLE_TAXONOMY: CategoryGroup[] = [
  { primary: 'FOOD_AND_DRINK', detailed: ['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK_GROCERIES', 'FOOD_AND_DRINK_RESTAURANT'] },
  { primary: 'GENERAL_MERCHANDISE', detailed: ['GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS'] },
  { primary: 'INCOME', detailed: ['INCOME_WAGES'] },
  { primary: 'LOAN_PAYMENTS', detailed: ['LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'] },
  { primary: 'TRANSPORTATION', detailed: ['TRANSPORTATION_PUBLIC_TRANSIT'] },
];

const base = {
  item_external_id: 'item-platypus',
  institution_name: 'First Platypus Bank',
  authorized_date: null,
  logo_url: null,
  iso_currency_code: 'USD',
  payment_channel: 'in store',
  pending: false,
  category_source: 'plaid',
  note: null,
  tags: [] as string[],
  hidden: false,
  reviewed: false,
} as const;

/** A fortnight of one person's transactions: purchases, a refund, pay, a card payment and a pending coffee. */
export const SAMPLE_TRANSACTIONS: Transaction[] = [
  { ...base, transaction_id: 'tx-coffee-pending', account_id: 'acc-visa', account_name: 'Platypus Rewards Visa', date: '2026-11-24', name: 'COPPER KETTLE #12', merchant_name: 'Copper Kettle Coffee', amount: 4.75, direction: 'outflow', kind: 'spending', category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_COFFEE', pending: true },
  { ...base, transaction_id: 'tx-pay', account_id: 'acc-checking', account_name: 'Platypus Everyday Checking', date: '2026-11-20', name: 'ACME CORP PAYROLL', merchant_name: null, amount: 3250, direction: 'inflow', kind: 'income', category_primary: 'INCOME', category_detailed: 'INCOME_WAGES', payment_channel: 'other' },
  { ...base, transaction_id: 'tx-groceries', account_id: 'acc-visa', account_name: 'Platypus Rewards Visa', date: '2026-11-18', name: 'CORNER MART 0042', merchant_name: 'Corner Mart', amount: 86.4, direction: 'outflow', kind: 'spending', category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_GROCERIES', category_source: 'user' },
  { ...base, transaction_id: 'tx-card-payment', account_id: 'acc-checking', account_name: 'Platypus Everyday Checking', date: '2026-11-15', name: 'PAYMENT TO VISA', merchant_name: null, amount: 512.3, direction: 'outflow', kind: 'card_payment', category_primary: 'LOAN_PAYMENTS', category_detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', payment_channel: 'other' },
  { ...base, transaction_id: 'tx-refund', account_id: 'acc-visa', account_name: 'Platypus Rewards Visa', date: '2026-11-12', name: 'PARCELWISE REFUND', merchant_name: 'Parcelwise', amount: 24.99, direction: 'inflow', kind: 'refund', category_primary: 'GENERAL_MERCHANDISE', category_detailed: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', payment_channel: 'online', category_source: 'rule' },
  { ...base, transaction_id: 'tx-transit', account_id: 'acc-visa', account_name: 'Platypus Rewards Visa', date: '2026-11-10', name: 'METRO TRANSIT', merchant_name: 'Metro Transit', amount: 2.75, direction: 'outflow', kind: 'spending', category_primary: 'TRANSPORTATION', category_detailed: 'TRANSPORTATION_PUBLIC_TRANSIT' },
];

const cents = (amount: number) => Math.round(amount * 100);

/** Totals of a set as the server adds them: posted rows only, hidden ones left out; spent and income by the money rules (README). */
export function sampleTotals(transactions: Transaction[]): TransactionTotals {
  const posted = transactions.filter((t) => !t.pending && !t.hidden);
  const sum = (rows: Transaction[], signed: (t: Transaction) => number) => rows.reduce((total, t) => total + signed(t), 0) / 100;
  const outward = (t: Transaction) => (t.direction === 'outflow' ? cents(t.amount) : -cents(t.amount));
  return {
    count: posted.length,
    outflow: sum(posted.filter((t) => t.direction === 'outflow'), (t) => cents(t.amount)),
    inflow: sum(posted.filter((t) => t.direction === 'inflow'), (t) => cents(t.amount)),
    spent: sum(posted.filter((t) => t.kind === 'spending' || t.kind === 'refund'), outward),
    income: sum(posted.filter((t) => t.kind === 'income'), (t) => -outward(t)),
  };
}

/** The days of October 2026 the sample fortnight of November is compared with, and its totals there. */
export const SAMPLE_COMPARED_TOTALS: ComparedTotals = {
  start_date: '2026-10-01',
  end_date: '2026-10-24',
  days: 24,
  label: 'Oct 1–24',
  totals: { count: 41, outflow: 1874.2, inflow: 3310.5, spent: 1190.35, income: 3250 },
};

/** One page holding the sample transactions, with their totals as the server adds them (posted rows only); `compared` as the server answers a comparison. */
export function samplePage(transactions: Transaction[] = SAMPLE_TRANSACTIONS, { page = 1, pageSize = 50, total = transactions.length, compared = null as ComparedTotals | null } = {}): TransactionPage {
  return {
    transactions,
    page,
    page_size: pageSize,
    total,
    hidden: transactions.filter((t) => t.hidden).length,
    totals: sampleTotals(transactions),
    as_of: '2026-11-25T08:00:00.000000Z',
    compared_with: compared,
    // Opaque to the app, which pages by number; present while rows remain, as the server answers.
    next_cursor: page * pageSize < total ? `sample-page-${page + 1}` : null,
  };
}
