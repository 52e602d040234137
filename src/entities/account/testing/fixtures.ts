import { Temporal } from 'temporal-polyfill';
import type { Account, AccountBalanceHistory, Liability, NetWorthSeries } from '@/shared/api';

const SYNCED = '2026-11-23T08:15:00.000Z';

const account = (
  item: { external_id: string; institution_name: string },
  fields: Pick<Account, 'account_id' | 'name' | 'mask' | 'type' | 'subtype'> & Partial<Pick<Account, 'last_synced_at'>>,
  balances: Partial<Account['balances']>,
): Account => ({
  item_external_id: item.external_id,
  institution_name: item.institution_name,
  account_name: fields.name,
  official_name: null,
  last_synced_at: SYNCED,
  ...fields,
  balances: { current: null, available: null, limit: null, iso_currency_code: 'USD', ...balances },
});

const PLATYPUS = { external_id: 'item-platypus', institution_name: 'First Platypus Bank' };
const TARTAN = { external_id: 'item-tartan', institution_name: 'Tartan Credit Union' };

/** Stories and tests only: a household's accounts at two banks (the item ids of `SAMPLE_INSTITUTIONS`). */
export const SAMPLE_BALANCES: Account[] = [
  account(PLATYPUS, { account_id: 'acc-checking', name: 'Platypus Everyday Checking', mask: '0001', type: 'depository', subtype: 'checking' }, { current: 4286.17, available: 4136.17 }),
  account(PLATYPUS, { account_id: 'acc-savings', name: 'Platypus High-Yield Savings', mask: '0002', type: 'depository', subtype: 'savings' }, { current: 18250.4, available: 18250.4 }),
  account(PLATYPUS, { account_id: 'acc-visa', name: 'Platypus Rewards Visa', mask: '0003', type: 'credit', subtype: 'credit card' }, { current: 1432.88, available: 6567.12, limit: 8000 }),
  account(PLATYPUS, { account_id: 'acc-mortgage', name: 'Platypus Home Mortgage', mask: '0004', type: 'loan', subtype: 'mortgage' }, { current: 241_903.55 }),
  account(TARTAN, { account_id: 'acc-share', name: 'Tartan Share Checking', mask: '1001', type: 'depository', subtype: 'checking', last_synced_at: '2026-11-22T19:40:00.000Z' }, { current: 912.3, available: 912.3 }),
  account(TARTAN, { account_id: 'acc-tartan-card', name: 'Tartan Cashback Mastercard', mask: '1003', type: 'credit', subtype: 'credit card', last_synced_at: '2026-11-22T19:40:00.000Z' }, { current: 2745.1, available: 254.9, limit: 3000 }),
];

/** Stories and tests only: the two cards' liabilities; Tartan's payment is overdue. */
export const SAMPLE_LIABILITIES: Liability[] = [
  {
    account_id: 'acc-visa',
    aprs: [
      { apr_type: 'purchase_apr', apr_percentage: 22.49 },
      { apr_type: 'cash_apr', apr_percentage: 28.99 },
    ],
    is_overdue: false,
    last_payment_amount: 650,
    last_payment_date: '2026-11-02',
    last_statement_balance: 1287.44,
    last_statement_issue_date: '2026-11-08',
    minimum_payment_amount: 35,
    next_payment_due_date: '2026-12-05',
  },
  {
    account_id: 'acc-tartan-card',
    aprs: [{ apr_type: 'purchase_apr', apr_percentage: 26.24 }],
    is_overdue: true,
    last_payment_amount: 40,
    last_payment_date: '2026-09-28',
    last_statement_balance: 2690.12,
    last_statement_issue_date: '2026-10-25',
    minimum_payment_amount: 81,
    next_payment_due_date: '2026-11-19',
  },
];

/** The day the sample history starts: a year and a half before the stories' today. */
export const SAMPLE_HISTORY_STARTS = '2025-06-14';

/**
 * Stories only: a net worth series as `GET /db_api/net_worth` answers one for a query, with points
 * at the end of each day, week (Sunday) or month, the last at the range's end; a home bought on
 * the first day keeps assets above what the mortgage and cards owe.
 */
export function sampleNetWorth(url: URL): NetWorthSeries {
  const start = Temporal.PlainDate.from(url.searchParams.get('start_date') ?? SAMPLE_HISTORY_STARTS);
  const end = Temporal.PlainDate.from(url.searchParams.get('end_date') ?? '2026-11-28');
  const interval = (url.searchParams.get('interval') ?? 'month') as NetWorthSeries['interval'];
  const days: Temporal.PlainDate[] = [];
  for (let day = start; Temporal.PlainDate.compare(day, end) <= 0; day = day.add({ days: 1 })) {
    const last = Temporal.PlainDate.compare(day, end) === 0;
    if (last || interval === 'day' || (interval === 'week' && day.dayOfWeek === 7) || (interval === 'month' && day.day === day.daysInMonth)) days.push(day);
  }
  const points = days.map((day) => {
    const t = day.since(Temporal.PlainDate.from(SAMPLE_HISTORY_STARTS)).days;
    const assets = Math.round((512_400 + t * 38.5 + Math.sin(t / 9) * 1_850) * 100) / 100;
    const liabilities = Math.round((398_200 - t * 31.2 + Math.cos(t / 13) * 640) * 100) / 100;
    return { date: day.toString(), assets, liabilities, net_worth: Math.round((assets - liabilities) * 100) / 100, reconstructed: Temporal.PlainDate.compare(day, end) < 0 };
  });
  return { interval, as_of: end.toString(), history_starts: SAMPLE_HISTORY_STARTS, points };
}

/**
 * Stories only: one account's balance history as `GET /db_api/accounts/{account_id}/balances`
 * answers it, the last point its current balance, each earlier one a little apart from it.
 */
export function sampleAccountHistory(account: Account, url: URL): AccountBalanceHistory {
  const series = sampleNetWorth(url);
  const current = account.balances.current ?? 0;
  const last = series.points.length - 1;
  const points = series.points.map((point, i) => ({
    date: point.date,
    balance: i === last ? current : Math.round((current + Math.sin(i / 3) * 180 - (last - i) * 12.5) * 100) / 100,
    reconstructed: point.reconstructed,
  }));
  return { account, interval: series.interval, as_of: series.as_of, history_starts: series.history_starts, points };
}
