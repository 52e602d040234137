import type { CashForecast, RecurringStream, RecurringStreams } from '@/shared/api';

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

/** "Today" of the sample forecast. */
export const FORECAST_TODAY = '2026-11-27';
const addDay = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthOf = (date: string) => date.slice(0, 7);

/** Sample streams of the forecast: pay twice a month, rent, a subscription, one left out. */
const FORECAST_STREAMS: CashForecast['assumptions']['scheduled'] = [
  { stream_id: 'pay', merchant: 'Helix Health Systems', kind: 'income', direction: 'inflow', amount: 2_450, frequency: 'SEMI_MONTHLY', dates: [1, 16, 31, 46, 61, 76].map((d) => addDay('2026-12-03', d - 1)) },
  { stream_id: 'rent', merchant: 'Maple Street Rentals', kind: 'bill', amount: 1_850, direction: 'outflow', frequency: 'MONTHLY', dates: ['2026-12-01', '2027-01-01', '2027-02-01'] },
  { stream_id: 'tv', merchant: 'Huddle TV', kind: 'subscription', amount: 17.27, direction: 'outflow', frequency: 'MONTHLY', dates: ['2026-12-10', '2027-01-10', '2027-02-10'] },
];
const CARD_DUE = '2026-12-08';
const CARD_OWED = 612.4;
const STARTING = 2_318.55;
const PER_DAY = 48.5;

/**
 * A forecast as the server answers it for `?days&threshold` (the sample's own walk: start, plus
 * income, less payments and everyday spending), with an earlier forecast checked when `checked`.
 */
export function sampleForecast(days: 30 | 60 | 90, threshold: number | null, { checked = false, noCash = false } = {}): CashForecast {
  const end = addDay(FORECAST_TODAY, days);
  const scheduled = FORECAST_STREAMS.map((s) => ({ ...s, dates: s.dates.filter((d) => d <= end) })).filter((s) => s.dates.length > 0);
  let balance = Math.round(STARTING * 100);
  const points = Array.from({ length: days }, (_, i) => {
    const date = addDay(FORECAST_TODAY, i + 1);
    const income = scheduled.filter((s) => s.direction === 'inflow' && s.dates.includes(date)).reduce((sum, s) => sum + Math.round(s.amount * 100), 0);
    const payments = scheduled.filter((s) => s.direction === 'outflow' && s.dates.includes(date)).reduce((sum, s) => sum + Math.round(s.amount * 100), 0) + (date === CARD_DUE ? Math.round(CARD_OWED * 100) : 0);
    const everyday = Math.round(PER_DAY * 100);
    balance += income - payments - everyday;
    return { date, balance: balance / 100, income: income / 100, payments: payments / 100, everyday: everyday / 100 };
  });
  const low = points.reduce((lowest, p) => (p.balance < lowest.balance ? { date: p.date, balance: p.balance } : lowest), { date: FORECAST_TODAY, balance: STARTING });
  const months = [...new Set(points.map((p) => monthOf(p.date)))];
  return {
    as_of: FORECAST_TODAY,
    days,
    starting_balance: noCash ? 0 : STARTING,
    threshold,
    points,
    low_point: low,
    days_below_threshold: threshold === null ? [] : points.filter((p) => p.balance < threshold).map((p) => p.date),
    assumptions: {
      cash_accounts: noCash ? [] : [{ account_id: 'acc-checking', name: 'Platypus Everyday Checking', balance: STARTING }],
      scheduled,
      cards: [{ account_id: 'acc-card', name: 'Rewards Visa', owed: CARD_OWED, due_date: CARD_DUE, counted: true }],
      everyday: months.map((month) => ({ month, source: month === '2026-12' ? 'budget' : 'recent_spending', per_day: PER_DAY, days: points.filter((p) => monthOf(p.date) === month).length, ...(month === '2026-12' && { budget_left: PER_DAY * 31 }) })),
      baseline: { start_date: addDay(FORECAST_TODAY, -90), end_date: addDay(FORECAST_TODAY, -1), spent: 5_112.3, recurring: 747.3, per_day: PER_DAY },
      excluded: [{ stream_id: 'save', merchant: 'Transfer to High-Yield Savings', kind: 'transfer_or_savings', reason: 'Moves money between your own accounts.' }],
    },
    checked: checked
      ? {
          made_on: '2026-10-28',
          points: Array.from({ length: 30 }, (_, i) => {
            const date = addDay('2026-10-28', i + 1);
            return { date, forecast: 2_600 - i * 20, actual: 2_600 - i * 20 + (i % 7 === 3 ? -85.5 : 12.25) };
          }),
        }
      : null,
  };
}
