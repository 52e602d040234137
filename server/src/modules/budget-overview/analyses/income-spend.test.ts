import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryLabel } from '../../../../../contract/category-label.ts';
import { createTestApp } from '../../../../test/app.ts';
import { testDatabase } from '../../../../test/database.ts';
import { readmeCounting } from '../../../../test/ledger.ts';
import { seedOverviewLedger, type SeedAccount, type SeedRow, type SeedStream } from '../../../../test/overview-ledger.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../../test/users.ts';
import { createBudgetsHandlers } from '../../budgets/handlers.ts';
import type { ComputedAnalysis } from '../computed-analysis.ts';
import type { IncomeSpendFacts } from './facts.ts';
import { computeIncomeSpend } from './income-spend.ts';

const TODAY = '2024-04-10';
const MONTHS = ['2023-04', '2023-05', '2023-06', '2023-07', '2023-08', '2023-09', '2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03'];
const BANK = 'First Test Bank';
const ACCOUNTS: SeedAccount[] = [
  { key: 'checking', bank: BANK, name: 'Checking', type: 'depository', current_cents: 300_000, available_cents: 300_000 },
  { key: 'savings', bank: BANK, name: 'Savings', type: 'depository', current_cents: 50_000, available_cents: 50_000 },
  { key: 'card', bank: BANK, name: 'Card', type: 'credit', current_cents: 40_000, limit_cents: 500_000 },
];

/** Spending per category and month: a start and a monthly step, so some grow and some shrink. */
const SPENDING = [
  { category: 'FOOD_AND_DRINK', day: 5, start: 30_000, step: 1_000 },
  { category: 'TRAVEL', day: 12, start: 10_000, step: 3_000 },
  { category: 'ENTERTAINMENT', day: 15, start: 5_000, step: 500 },
  { category: 'MEDICAL', day: 18, start: 2_000, step: 100 },
  { category: 'GENERAL_MERCHANDISE', day: 8, start: 60_000, step: -2_500 },
  { category: 'PERSONAL_CARE', day: 20, start: 20_000, step: -800 },
  { category: 'TRANSPORTATION', day: 22, start: 9_000, step: -200 },
  { category: 'HOME_IMPROVEMENT', day: 24, start: 5_000, step: -50 },
  { category: 'RENT_AND_UTILITIES', day: 1, start: 150_000, step: 0 },
];

function ledgerRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  const add = (id: string, account: string, date: string, amount_cents: number, category: string | null, pending = false) =>
    date <= TODAY && rows.push({ plaid_transaction_id: id, account, date, amount_cents, name: `ROW ${id}`, merchant_name: null, category_primary: category, category_detailed: null, pending });
  for (let idx = 0; idx < 15; idx++) {
    const month = new Date(Date.UTC(2023, 1 + idx, 1)).toISOString().slice(0, 7);
    const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
    for (const s of SPENDING) add(`${s.category}-${month}`, s.category === 'RENT_AND_UTILITIES' ? 'checking' : 'card', day(s.day), s.start + idx * s.step, s.category);
    // No pay in July 2023: that month has no savings rate.
    if (month !== '2023-07') for (const d of [5, 19]) add(`pay-${month}-${d}`, 'checking', day(d), -210_000 - idx * 100, 'INCOME');
    add(`transfer-${month}`, 'checking', day(25), 50_000, 'TRANSFER_OUT');
    add(`card-payment-${month}`, 'checking', day(26), 90_000, 'LOAN_PAYMENTS');
    if (idx % 3 === 0) add(`refund-${month}`, 'card', day(9), -1_500, 'GENERAL_MERCHANDISE');
    add(`pending-${month}`, 'card', day(27), 99_999, 'FOOD_AND_DRINK', true);
    add(`uncategorised-${month}`, 'card', day(28), 1_234 + idx, null);
    add(`inflow-${month}`, 'checking', day(3), -5_000, null);
  }
  return rows;
}

const STREAMS: SeedStream[] = [
  { account: 'checking', direction: 'inflow', description: 'ACME PAYROLL', merchant_name: 'Acme Payroll', category_primary: 'INCOME', frequency: 'BIWEEKLY', last_amount_cents: -210_000, last_date: '2024-04-05' },
  { account: 'checking', direction: 'inflow', description: 'OLD JOB', merchant_name: 'Old Job', category_primary: 'INCOME', frequency: 'MONTHLY', last_amount_cents: -99_000, last_date: '2024-04-01', is_active: false },
  { account: 'checking', direction: 'inflow', description: 'SIDE GIG', merchant_name: null, category_primary: 'INCOME', frequency: 'UNKNOWN', last_amount_cents: -7_700, last_date: '2024-04-02' },
  { account: 'checking', direction: 'outflow', description: 'RENT', merchant_name: 'Landlord', category_primary: 'RENT_AND_UTILITIES', frequency: 'MONTHLY', last_amount_cents: 150_000, last_date: '2024-04-01' },
  { account: 'card', direction: 'outflow', description: 'NETFLIX', merchant_name: 'Netflix', category_primary: 'ENTERTAINMENT', frequency: 'MONTHLY', last_amount_cents: 1_599, last_date: '2024-03-15' },
  { account: 'card', direction: 'outflow', description: 'GYM', merchant_name: 'Gym', category_primary: 'PERSONAL_CARE', frequency: 'WEEKLY', last_amount_cents: 2_000, last_date: '2024-04-08' },
  { account: 'card', direction: 'outflow', description: 'INSURANCE', merchant_name: 'Insurer', category_primary: 'GENERAL_SERVICES', frequency: 'ANNUALLY', last_amount_cents: 60_000, last_date: '2023-04-20' },
  { account: 'card', direction: 'outflow', description: 'CLEANER', merchant_name: 'Cleaner', category_primary: 'GENERAL_SERVICES', frequency: 'SEMI_MONTHLY', last_amount_cents: 5_000, last_date: '2024-03-27' },
  // Moves cash but is not spending (the card's purchases are): due in the window, never in the bills' monthly equivalent.
  { account: 'checking', direction: 'outflow', description: 'CARD PAYMENT', merchant_name: null, category_primary: 'LOAN_PAYMENTS', frequency: 'MONTHLY', last_amount_cents: 80_000, last_date: '2024-03-25' },
];

/** The window's expected dates, read off the streams by hand (today 2024-04-10; the window is 04-11 to 05-10). */
const EXPECTED_INFLOWS = [
  ['2024-04-19', 210_000],
  ['2024-05-03', 210_000],
] as const;
const EXPECTED_BILLS = [
  ['2024-04-11', 5_000],
  ['2024-04-15', 2_000],
  ['2024-04-15', 1_599],
  ['2024-04-20', 60_000],
  ['2024-04-22', 2_000],
  ['2024-04-25', 80_000],
  ['2024-04-26', 5_000],
  ['2024-04-29', 2_000],
  ['2024-05-01', 150_000],
  ['2024-05-06', 2_000],
] as const;
/** The spending bills' monthly equivalent: rent, Netflix, the gym 52 times a year, insurance once, the cleaner twice a month (not the card payment). */
const BILLS_PER_MONTH = Math.round(150_000 + 1_599 + (2_000 * 52) / 12 + 60_000 / 12 + 5_000 * 2);

let app: FastifyInstance;
let alice: TestUser;
let budgeted: TestUser;
let rows: SeedRow[];
let analysis: ComputedAnalysis;
let facts: IncomeSpendFacts;

beforeAll(async () => {
  const { db } = await testDatabase();
  app = await createTestApp({ handlers: createBudgetsHandlers({ db, now: () => Date.parse(`${TODAY}T12:00:00Z`) }) });
  rows = ledgerRows();
  alice = await signedInUser(app, 'overview-income-alice');
  await seedOverviewLedger(alice, { banks: [{ name: BANK }], accounts: ACCOUNTS, rows, streams: STREAMS });
  budgeted = await signedInUser(app, 'overview-income-budgeted');
  await givenSubscriber(budgeted);
  await seedOverviewLedger(budgeted, { banks: [{ name: BANK }], accounts: ACCOUNTS, rows, streams: STREAMS });
  analysis = await computeIncomeSpend({ db, userId: alice.id, today: TODAY });
  facts = analysis.facts as IncomeSpendFacts;
});
afterAll(async () => {
  await app.close();
});

const money = (cents: number) => `${cents < 0 ? '-' : ''}${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(cents) / 100)}`;
const rate = (net: number, income: number) => (income > 0 ? Math.round((net / income) * 1000) / 10 : null);
const inMonth = (month: string) => rows.filter((r) => r.date.startsWith(month));
const spentOf = (list: SeedRow[]) => list.reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
const incomeOf = (list: SeedRow[]) => list.reduce((sum, r) => sum + readmeCounting(r).incomeCents, 0);
const metricOf = (id: string) => analysis.visualizations.metrics.find((m) => m.id === id)!;
const chartOf = (id: string) => analysis.visualizations.charts.find((c) => c.id === id)!;

describe('income vs spend: the 12 complete months', () => {
  it('gives each month\'s income, spending, net and savings rate by the README\'s rules', () => {
    const expected = MONTHS.map((month) => {
      const income = incomeOf(inMonth(month));
      const spending = spentOf(inMonth(month));
      return { month, income: income / 100, spending: spending / 100, net: (income - spending) / 100, savings_rate: rate(income - spending, income) };
    });
    expect(analysis.visualizations.income_spend_data).toEqual(expected);
    expect(expected.find((p) => p.month === '2023-07')!.savings_rate).toBeNull();
    expect(facts.period).toEqual({ start_date: '2023-04-01', end_date: '2024-03-31' });
    expect(facts.months[0]).toEqual({ month: '2023-04', income: money(incomeOf(inMonth('2023-04'))), spending: money(spentOf(inMonth('2023-04'))), net: money(incomeOf(inMonth('2023-04')) - spentOf(inMonth('2023-04'))), savings_rate: `${expected[0]!.savings_rate!.toFixed(1)}%` });
    const bars = chartOf('income_vs_spending');
    expect(bars).toMatchObject({ type: 'bar', unit: 'currency', labels: MONTHS });
    expect(bars.datasets).toEqual([
      { label: 'Income', values: expected.map((p) => p.income) },
      { label: 'Spending', values: expected.map((p) => p.spending) },
      { label: 'Net', type: 'line', values: expected.map((p) => p.net) },
    ]);
    expect(chartOf('savings_rate').datasets[0]!.values).toEqual(expected.map((p) => p.savings_rate));
  });

  it('averages income and spending over the 12 months, with the savings rate of their totals and last month\'s net', () => {
    const period = rows.filter((r) => r.date >= '2023-04-01' && r.date <= '2024-03-31');
    const [income, spent] = [incomeOf(period), spentOf(period)];
    expect(metricOf('average_income')).toEqual({ id: 'average_income', label: 'Average monthly income', unit: 'currency', value: Math.round(income / 12) / 100, change: null, better_when: null, link: '/transactions?start_date=2023-04-01&end_date=2024-03-31&counted_as=income&pending=false' });
    expect(metricOf('average_spending')).toMatchObject({ value: Math.round(spent / 12) / 100, link: '/transactions?start_date=2023-04-01&end_date=2024-03-31&counted_as=spending&pending=false' });
    expect(metricOf('savings_rate')).toMatchObject({ value: rate(income - spent, income), unit: 'percent' });
    const net = (month: string) => incomeOf(inMonth(month)) - spentOf(inMonth(month));
    expect(metricOf('last_month_net')).toMatchObject({ label: 'Net in March 2024', value: net('2024-03') / 100, change: (net('2024-03') - net('2024-02')) / 100, better_when: 'up' });
    expect(facts.totals).toMatchObject({ income: money(income), spending: money(spent), net: money(income - spent), average_income: money(Math.round(income / 12)) });
  });
});

describe('income vs spend: categories growing and shrinking', () => {
  it('names the 3 largest increases and decreases of the last 3 months against the 3 before, from the raw rows', () => {
    const spentIn = (months: string[], category: string) => spentOf(rows.filter((r) => months.some((m) => r.date.startsWith(m)) && r.category_primary === category));
    const categories = [...new Set(rows.map((r) => r.category_primary).filter((c): c is string => c !== null && readmeCounting({ category_primary: c, amount_cents: 1, pending: false }).kind === 'spending'))];
    const changes = categories.map((c) => ({ c, earlier: spentIn(['2023-10', '2023-11', '2023-12'], c), recent: spentIn(['2024-01', '2024-02', '2024-03'], c) })).map((x) => ({ ...x, change: x.recent - x.earlier }));
    const growing = changes.filter((x) => x.change > 0).sort((a, b) => b.change - a.change).slice(0, 3);
    const shrinking = changes.filter((x) => x.change < 0).sort((a, b) => a.change - b.change).slice(0, 3);
    expect(growing.map((x) => x.c)).toEqual(['TRAVEL', 'FOOD_AND_DRINK', 'ENTERTAINMENT']);
    expect(shrinking.map((x) => x.c)).toEqual(['GENERAL_MERCHANDISE', 'PERSONAL_CARE', 'TRANSPORTATION']);
    const asFacts = (x: (typeof changes)[number]) => ({
      category: categoryLabel(x.c),
      earlier: money(x.earlier),
      recent: money(x.recent),
      change: money(x.change),
      link: `/transactions?start_date=2024-01-01&end_date=2024-03-31&category=${x.c}&counted_as=spending&pending=false`,
      earlier_link: `/transactions?start_date=2023-10-01&end_date=2023-12-31&category=${x.c}&counted_as=spending&pending=false`,
    });
    expect(facts.category_changes).toEqual({ recent: { start_date: '2024-01-01', end_date: '2024-03-31' }, earlier: { start_date: '2023-10-01', end_date: '2023-12-31' }, growing: growing.map(asFacts), shrinking: shrinking.map(asFacts) });
    const bars = chartOf('category_changes');
    expect(bars.labels).toEqual([...growing, ...shrinking].map((x) => categoryLabel(x.c)));
    expect(bars.datasets.map((d) => d.values)).toEqual([[...growing, ...shrinking].map((x) => x.earlier / 100), [...growing, ...shrinking].map((x) => x.recent / 100)]);
  });
});

/** The forecast worked out from the accounts, the hand-read stream dates and the everyday spending. */
function expectedForecast(everyday: number) {
  const start = 300_000 + 50_000;
  const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2024, 3, 11 + i)).toISOString().slice(0, 10));
  const upTo = (list: readonly (readonly [string, number])[], day: string) => list.filter(([d]) => d <= day).reduce((sum, [, c]) => sum + c, 0);
  const balances = days.map((day, i) => start + upTo(EXPECTED_INFLOWS, day) - upTo(EXPECTED_BILLS, day) - Math.round((everyday * (i + 1)) / 30));
  const lowest = Math.min(...balances);
  return { start, days, balances, end: balances.at(-1)!, lowest, lowestDay: days[balances.indexOf(lowest)]! };
}

describe('income vs spend: the 30-day cash-flow forecast', () => {
  it('starts from cash, adds the pay and takes the bills due in the window, and spreads everyday spending (the last 3 months\' average less the bills) evenly', () => {
    const average = Math.round(spentOf(rows.filter((r) => r.date >= '2024-01-01' && r.date <= '2024-03-31')) / 3);
    const everyday = average - BILLS_PER_MONTH;
    expect(everyday).toBeGreaterThan(0);
    const expected = expectedForecast(everyday);
    const line = chartOf('cash_forecast');
    expect(line.labels).toEqual(expected.days);
    expect(line.datasets[0]!.values).toEqual(expected.balances.map((b) => b / 100));
    expect(metricOf('forecast_end_balance')).toMatchObject({ value: expected.end / 100, change: (expected.end - expected.start) / 100, link: null });
    expect(facts.forecast).toMatchObject({
      period: { start_date: '2024-04-11', end_date: '2024-05-10' },
      starting_cash: money(expected.start),
      inflows: { total: money(420_000), items: [{ date: '2024-04-19', description: 'Acme Payroll', amount: '$2,100.00' }, { date: '2024-05-03', description: 'Acme Payroll', amount: '$2,100.00' }] },
      bills: { total: money(EXPECTED_BILLS.reduce((sum, [, c]) => sum + c, 0)) },
      everyday_spending: { total: money(everyday), monthly_basis: money(average), bills_per_month: money(BILLS_PER_MONTH), basis: 'the average spent of the last 3 complete months' },
      projected_end_balance: money(expected.end),
      lowest: { date: expected.lowestDay, balance: money(expected.lowest) },
    });
    expect(facts.forecast.bills.items.map((b) => [b.date, b.amount])).toEqual(EXPECTED_BILLS.map(([d, c]) => [d, money(c)]));
    expect(expected.end).toBe(expected.start + 420_000 - EXPECTED_BILLS.reduce((sum, [, c]) => sum + c, 0) - everyday);
  });

  it('takes the month\'s budget of spending as the monthly basis when there is one, not its debt payment lines', async () => {
    const { db } = await testDatabase();
    // The card payment line is planned too: a bill with its own dates, not everyday spending.
    const saved = await budgeted.request('PUT', '/api/budgets/2024-04', {
      categories: [
        { category: 'FOOD_AND_DRINK_GROCERIES', amount: 500, version: 0 },
        { category: 'RENT_AND_UTILITIES_RENT', amount: 1500, version: 0 },
        { category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', amount: 400, version: 0 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withBudget = (await computeIncomeSpend({ db, userId: budgeted.id, today: TODAY })).facts as IncomeSpendFacts;
    const everyday = 200_000 - BILLS_PER_MONTH;
    const expected = expectedForecast(everyday);
    expect(withBudget.forecast.everyday_spending).toMatchObject({ total: money(everyday), monthly_basis: '$2,000.00', basis: 'the budget for April 2024' });
    expect(withBudget.forecast.projected_end_balance).toBe(money(expected.end));
  });
});
