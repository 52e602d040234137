import type { TagSpending, ComparedSpendStats, LineChart, LineChartPoint, PeriodCoverage, SpendStats, TimeSeries, Transaction, UpcomingBill } from '@/shared/api';
import type { DateRange } from '@/shared/lib';
import { sampleTransaction } from '@/shared/test-kit';

/** Stories and tests only: the month the samples describe, and the one it is compared with. */
export const SAMPLE_PERIOD = 'October 2026';
export const SAMPLE_RANGE: DateRange = { start: '2026-10-01', end: '2026-10-31' };
export const SAMPLE_COMPARED_RANGE: DateRange = { start: '2026-09-01', end: '2026-09-30' };
/** The day "today" is in the stories of October 2026 still in progress. */
export const SAMPLE_TODAY_IN_PROGRESS = '2026-10-27';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const coverage = (range: DateRange, label: string): PeriodCoverage => ({ start_date: range.start, end_date: range.end, days: (msOf(range.end) - msOf(range.start)) / DAY_MS + 1, label });

/** September 2026 as the server compares it with the whole of October: spent less, same income. */
const SEPTEMBER: ComparedSpendStats = {
  ...coverage(SAMPLE_COMPARED_RANGE, 'September 2026'),
  total_spending: 3120.5,
  total_income: 6200,
  net: 3079.5,
  savings_rate: 0.4967,
  average_daily_spending: 104.02,
  transaction_count: 58,
};

/** October 2026, ended, against all of September: spending, income, net and savings rate agree with each other. */
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
  days_elapsed: 31,
  covered: coverage(SAMPLE_RANGE, 'October 2026'),
  compared_with: SEPTEMBER,
};

/**
 * October 2026 on its 27th day, against September 1–27 (README, "Periods compared"): the daily
 * averages over 27 days each, and spent the running totals of the sample line chart on that day.
 */
export const SAMPLE_SPEND_STATS_IN_PROGRESS: SpendStats = {
  ...SAMPLE_SPEND_STATS,
  total_spending: 1871.7,
  net: 4328.3,
  savings_rate: 0.6981,
  average_daily_spending: 69.32,
  transaction_count: 48,
  days_elapsed: 27,
  covered: coverage({ start: SAMPLE_RANGE.start, end: SAMPLE_TODAY_IN_PROGRESS }, 'Oct 1–27'),
  compared_with: {
    ...coverage({ start: SAMPLE_COMPARED_RANGE.start, end: '2026-09-27' }, 'Sep 1–27'),
    total_spending: 1684.55,
    total_income: 6200,
    net: 4515.45,
    savings_rate: 0.7283,
    average_daily_spending: 62.39,
    transaction_count: 44,
  },
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
  compared_with: { ...SEPTEMBER, total_spending: 0, total_income: 0, net: 0, savings_rate: null, average_daily_spending: 0, transaction_count: 0 },
};

/** Each day of a range with its spending and running total: a repeating weekly pattern scaled by `scale`, so two ranges differ believably. */
function sampleDays(range: DateRange, scale: number): { date: string; spending: number; cumulative: number }[] {
  const pattern = [42.5, 18.2, 96.4, 12.75, 230.1, 61.3, 8.9];
  const days = [];
  let totalCents = 0;
  for (let at = msOf(range.start), index = 0; at <= msOf(range.end); at += DAY_MS, index += 1) {
    const cents = Math.round((pattern[index % pattern.length] ?? 0) * scale * 100);
    totalCents += cents;
    days.push({ date: dayOf(at), spending: cents / 100, cumulative: totalCents / 100 });
  }
  return days;
}

/** How a sample line chart names its days (the server's labels; the sample month's by default). */
export interface SampleChartLabels {
  covered: string;
  compared: string;
  comparedPeriod: string;
}

const OCTOBER_LABELS: SampleChartLabels = { covered: 'October 2026', compared: 'September 2026', comparedPeriod: 'September 2026' };
const OCTOBER_TO_DATE_LABELS: SampleChartLabels = { covered: 'Oct 1–27', compared: 'Sep 1–27', comparedPeriod: 'September 2026' };

/**
 * `GET /db_api/dashboard/line_chart` for a range against `compared` at nine tenths of its pace,
 * lined up as the server does (README, "Periods compared"): day by day while the range runs
 * (`through` is today), by how far through each range once it has ended. `scale` 0 spends nothing.
 */
export function sampleLineChart(
  range: DateRange = SAMPLE_RANGE,
  { scale = 1, through, compared = SAMPLE_COMPARED_RANGE, labels = through ? OCTOBER_TO_DATE_LABELS : OCTOBER_LABELS }: { scale?: number; through?: string; compared?: DateRange | null; labels?: SampleChartLabels } = {},
): LineChart {
  const days = sampleDays(range, scale);
  const comparedDays = compared ? sampleDays(compared, scale * 0.9) : [];
  const comparedIndex = (index: number) => (through ? Math.min(index, comparedDays.length - 1) : Math.max(0, Math.round(((index + 1) * comparedDays.length) / days.length) - 1));
  const points: LineChartPoint[] = days.map((day, index) => {
    const beside = compared ? comparedDays[comparedIndex(index)] : undefined;
    return { date: day.date, spending: day.spending, cumulative_spending: day.cumulative, compared_date: beside?.date ?? null, compared_cumulative_spending: beside?.cumulative ?? null };
  });
  const end = through ?? range.end;
  const comparedEnd = points.find((point) => point.date === end)?.compared_date ?? null;
  return {
    points,
    covered: coverage({ start: range.start, end }, labels.covered),
    compared_with: compared && comparedEnd ? coverage({ start: compared.start, end: comparedEnd }, labels.compared) : null,
    compared_period: compared ? coverage(compared, labels.comparedPeriod) : null,
  };
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

/** October 2026's spending by tag: a trip, work expenses to claim back, gifts. */
export const SAMPLE_TAG_SPENDING: TagSpending['tags'] = [
  { name: 'Lisbon trip', spent: 842.6, transactions: 9 },
  { name: 'Work expenses', spent: 213.4, transactions: 4 },
  { name: 'Gifts', spent: 64.99, transactions: 2 },
];
