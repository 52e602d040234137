import type { RecurringStream, RecurringStreams } from '@/shared/api';

const stream = (over: Partial<RecurringStream> & Pick<RecurringStream, 'id' | 'merchant' | 'kind' | 'amount' | 'frequency'>): RecurringStream => ({
  description: over.merchant.toUpperCase(),
  direction: over.kind === 'income' ? 'inflow' : 'outflow',
  next_date: '2026-12-05',
  status: 'active',
  source: 'plaid',
  corrected: false,
  account_name: 'Everyday Checking',
  institution_name: 'First Platypus Bank',
  monthly_amount: over.amount,
  occurrences: [],
  ...over,
});

export const NETFLIX = stream({
  id: '00000000-0000-4000-8000-000000000001',
  merchant: 'Netflix',
  kind: 'subscription',
  amount: 15.99,
  frequency: 'MONTHLY',
  occurrences: [
    { transaction_id: 'tx-1', date: '2026-11-05', amount: 15.99 },
    { transaction_id: 'tx-2', date: '2026-10-05', amount: 15.99 },
  ],
});
export const GYM = stream({ id: '00000000-0000-4000-8000-000000000002', merchant: 'Gym', kind: 'subscription', amount: 10, frequency: 'WEEKLY', source: 'manual', monthly_amount: 43.33 });
export const POWER = stream({ id: '00000000-0000-4000-8000-000000000003', merchant: 'City Power', kind: 'bill', amount: 84.17, frequency: 'MONTHLY', corrected: true });
export const OLD = stream({ id: '00000000-0000-4000-8000-000000000004', merchant: 'Old Magazine', kind: 'subscription', amount: 5, frequency: 'MONTHLY', status: 'not_recurring', next_date: null });

export const LOADED: RecurringStreams = {
  streams: [POWER, GYM, NETFLIX, OLD],
  totals: [
    { kind: 'subscription', count: 2, monthly_total: 59.32 },
    { kind: 'bill', count: 1, monthly_total: 84.17 },
  ],
};

/** The accounts a payment added by hand can go through. */
export const ACCOUNTS = [
  { account_id: 'acc-checking', name: 'Everyday Checking', mask: '0000', institution_name: 'First Platypus Bank' },
  { account_id: 'acc-card', name: 'Platypus Rewards Card', mask: '3333', institution_name: 'First Platypus Bank' },
];
