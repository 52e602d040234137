import type { LineChartPoint, SpendStats, TimeSeries, Transaction, UpcomingBill } from '@/shared/api';
import type { DateRange } from '@/shared/lib';
import { sampleTransaction } from '@/shared/test-kit';

/** Stories and tests only: the month the samples describe, and the one it is compared with. */
export const SAMPLE_PERIOD = 'October 2026';
export const SAMPLE_RANGE: DateRange = { start: '2026-10-01', end: '2026-10-31' };
export const SAMPLE_COMPARED_RANGE: DateRange = { start: '2026-09-01', end: '2026-09-30' };

/** October 2026: spending, income, net and savings rate agree with each other. */
export const SAMPLE_SPEND_STATS: SpendStats = {
  start_date: SAMPLE_RANGE.start,
  end_date: SAMPLE_RANGE.end,
  total_spending: 3482.17,
  total_income: 6200,
  net: 2717.83,
  savings_rate: 0.4384,
  average_daily_spending: 112.33,
  transaction_count: 64,
  by_category: [
    { category: 'RENT_AND_UTILITIES', amount: 1650 },
    { category: 'FOOD_AND_DRINK', amount: 742.35 },
    { category: 'TRANSPORTATION', amount: 388.12 },
    { category: 'GENERAL_MERCHANDISE', amount: 361.9 },
    { category: 'ENTERTAINMENT', amount: 214.8 },
    { category: null, amount: 125 },
  ],
  top_merchants: [
    { merchant_name: 'Harbor View Apartments', logo_url: null, transaction_id: 'tx-rent-oct', total_spent: 1650, transaction_count: 1 },
    { merchant_name: 'Blue Bottle Coffee', logo_url: null, transaction_id: 'tx-coffee-1029', total_spent: 186.5, transaction_count: 23 },
    { merchant_name: 'Whole Foods Market', logo_url: null, transaction_id: 'tx-grocery-1024', total_spent: 412.3, transaction_count: 6 },
    { merchant_name: 'Shell', logo_url: null, transaction_id: 'tx-fuel-1020', total_spent: 168.4, transaction_count: 4 },
  ],
};

/** September 2026, the compared month: spent less, same income. */
export const SAMPLE_COMPARED_SPEND_STATS: SpendStats = {
  ...SAMPLE_SPEND_STATS,
  start_date: SAMPLE_COMPARED_RANGE.start,
  end_date: SAMPLE_COMPARED_RANGE.end,
  total_spending: 3120.5,
  net: 3079.5,
  savings_rate: 0.4967,
  average_daily_spending: 104.02,
  transaction_count: 58,
};

/** A month with no transactions at all. */
export const EMPTY_SPEND_STATS: SpendStats = {
  ...SAMPLE_SPEND_STATS,
  total_spending: 0,
  total_income: 0,
  net: 0,
  savings_rate: null,
  average_daily_spending: 0,
  transaction_count: 0,
  by_category: [],
  top_merchants: [],
};

const DAY_MS = 86_400_000;

/**
 * One point per day of a range with a running total, as `GET /db_api/dashboard/line_chart`
 * answers: a repeating weekly pattern scaled by `scale`, so two ranges differ believably.
 */
export function sampleLineChart(range: DateRange, scale = 1): LineChartPoint[] {
  const first = Date.parse(`${range.start}T00:00:00Z`);
  const last = Date.parse(`${range.end}T00:00:00Z`);
  const pattern = [42.5, 18.2, 96.4, 12.75, 230.1, 61.3, 8.9];
  const points: LineChartPoint[] = [];
  let totalCents = 0;
  for (let at = first, index = 0; at <= last; at += DAY_MS, index += 1) {
    const cents = Math.round((pattern[index % pattern.length] ?? 0) * scale * 100);
    totalCents += cents;
    points.push({ date: new Date(at).toISOString().slice(0, 10), spending: cents / 100, cumulative_spending: totalCents / 100 });
  }
  return points;
}



/** October 2026 per week (weeks start on Monday, the first on 28 September). */
export const SAMPLE_TIME_SERIES: TimeSeries = {
  interval: 'week',
  points: [
    ['2026-09-28', [['RENT_AND_UTILITIES', 1650], ['FOOD_AND_DRINK', 120.4], ['TRANSPORTATION', 60]]],
    ['2026-10-05', [['FOOD_AND_DRINK', 190.25], ['GENERAL_MERCHANDISE', 161.9], ['ENTERTAINMENT', 64.8]]],
    ['2026-10-12', [['FOOD_AND_DRINK', 150.7], ['TRANSPORTATION', 168.12], [null, 125]]],
    ['2026-10-19', [['FOOD_AND_DRINK', 171], ['GENERAL_MERCHANDISE', 200], ['ENTERTAINMENT', 150]]],
    ['2026-10-26', [['FOOD_AND_DRINK', 110], ['TRANSPORTATION', 160]]],
  ].map(([period_start, categories]) => {
    const byCategory = (categories as [string | null, number][]).map(([category, amount]) => ({ category, amount }));
    const spending = byCategory.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100;
    return { period_start: period_start as string, income: 0, spending, net: -spending, by_category: byCategory };
  }),
};

export const EMPTY_TIME_SERIES: TimeSeries = { interval: 'week', points: SAMPLE_TIME_SERIES.points.map((point) => ({ ...point, spending: 0, net: 0, by_category: [] })) };

/** October 2026's largest outflows, largest first. */
export const SAMPLE_TOP_TRANSACTIONS: Transaction[] = [
  sampleTransaction({ transaction_id: 'tx-rent-oct', date: '2026-10-01', amount: 1650, name: 'HARBOR VIEW APTS RENT', merchant_name: 'Harbor View Apartments', category_primary: 'RENT_AND_UTILITIES', account_name: 'Platypus Everyday Checking', payment_channel: 'other' }),
  sampleTransaction({ transaction_id: 'tx-grocery-1024', date: '2026-10-24', amount: 182.44, merchant_name: 'Whole Foods Market', category_primary: 'FOOD_AND_DRINK' }),
  sampleTransaction({ transaction_id: 'tx-shoes-1019', date: '2026-10-19', amount: 149.99, merchant_name: 'Runner’s Corner', category_primary: 'GENERAL_MERCHANDISE', payment_channel: 'online' }),
  sampleTransaction({ transaction_id: 'tx-concert-1021', date: '2026-10-21', amount: 120, merchant_name: 'Ticketmaster', category_primary: 'ENTERTAINMENT', payment_channel: 'online' }),
  sampleTransaction({ transaction_id: 'tx-fuel-1020', date: '2026-10-20', amount: 58.1, merchant_name: 'Shell', category_primary: 'TRANSPORTATION' }),
];

/** Recurring bills expected in the next 30 days, soonest first. */
export const SAMPLE_UPCOMING_BILLS: UpcomingBill[] = [
  { stream_id: 'stream-phone', description: 'VERIZON WIRELESS', merchant_name: 'Verizon', category: 'RENT_AND_UTILITIES', amount: 85.4, next_date: '2026-11-28', frequency: 'MONTHLY', account_name: 'Platypus Rewards Visa', institution_name: 'First Platypus Bank' },
  { stream_id: 'stream-rent', description: 'HARBOR VIEW APTS RENT', merchant_name: 'Harbor View Apartments', category: 'RENT_AND_UTILITIES', amount: 1650, next_date: '2026-12-01', frequency: 'MONTHLY', account_name: 'Platypus Everyday Checking', institution_name: 'First Platypus Bank' },
  { stream_id: 'stream-gym', description: 'PEAK FITNESS CLUB', merchant_name: null, category: 'PERSONAL_CARE', amount: 39.99, next_date: '2026-12-05', frequency: 'MONTHLY', account_name: 'Tartan Cashback Mastercard', institution_name: 'Tartan Credit Union' },
  { stream_id: 'stream-streaming', description: 'NETFLIX.COM', merchant_name: 'Netflix', category: 'ENTERTAINMENT', amount: 15.49, next_date: '2026-12-14', frequency: 'MONTHLY', account_name: 'Platypus Rewards Visa', institution_name: 'First Platypus Bank' },
];
