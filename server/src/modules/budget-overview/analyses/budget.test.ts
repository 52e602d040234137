import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLabel } from '../../../../../contract/category-label.ts';
import { createTestApp } from '../../../../test/app.ts';
import { testDatabase } from '../../../../test/database.ts';
import { okJson, readmeCounting, toCents } from '../../../../test/ledger.ts';
import { seedOverviewLedger, type SeedRow } from '../../../../test/overview-ledger.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../../test/users.ts';
import { createBudgetsHandlers } from '../../budgets/handlers.ts';
import type { ComputedAnalysis } from '../computed-analysis.ts';
import { computeBudget } from './budget.ts';
import type { BudgetFacts } from './facts.ts';

const TODAY = '2024-04-10';
const MONTHS = ['2024-01', '2024-02', '2024-03', '2024-04'];

const GROCERIES = 'FOOD_AND_DRINK_GROCERIES';
const TV = 'ENTERTAINMENT_TV_AND_MOVIES';
const CLOTHING = 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES';
const GAS = 'TRANSPORTATION_GAS';
const FLIGHTS = 'TRAVEL_FLIGHTS';
const RENT = 'RENT_AND_UTILITIES_RENT';
const HAIR = 'PERSONAL_CARE_HAIR_AND_BEAUTY';
const DOCTOR = 'MEDICAL_PRIMARY_CARE';
const primaryOf = (line: string) => ['FOOD_AND_DRINK', 'ENTERTAINMENT', 'GENERAL_MERCHANDISE', 'TRANSPORTATION', 'TRAVEL', 'RENT_AND_UTILITIES', 'PERSONAL_CARE', 'MEDICAL'].find((p) => line.startsWith(`${p}_`))!;

/** Spent per line in January, February, March and April so far (dollars), as purchases. */
const SPENT: Record<string, [number, number, number, number]> = {
  [GROCERIES]: [150, 130, 80, 40],
  [TV]: [100, 140, 150, 60],
  [CLOTHING]: [120, 50, 90, 0],
  [GAS]: [60, 80, 70, 5],
  [FLIGHTS]: [60, 70, 80, 20],
  [RENT]: [1100, 1100, 1100, 1100],
  [HAIR]: [30, 25, 35, 10],
  [DOCTOR]: [20, 25, 15, 0],
};
/** Planned each month, January to April; flights carry what is left, rent what is left and what was overspent. */
const PLANS: Record<string, number> = { [GROCERIES]: 100, [TV]: 200, [CLOTHING]: 100, [GAS]: 100, [FLIGHTS]: 100, [RENT]: 1000 };
const ROLLOVERS = [
  { category: FLIGHTS, rollover: 'carry_left' },
  { category: RENT, rollover: 'carry_all' },
];

function ledgerRows(): SeedRow[] {
  const row = (id: string, date: string, dollars: number, line: string | null, pending = false): SeedRow => ({ plaid_transaction_id: id, account: 'card', date, amount_cents: Math.round(dollars * 100), name: `ROW ${id}`, merchant_name: null, category_primary: line && primaryOf(line), category_detailed: line, pending });
  const rows = Object.entries(SPENT).flatMap(([line, amounts]) => amounts.flatMap((amount, i) => (amount ? [row(`${line}-${i}`, `${MONTHS[i]}-05`, amount, line)] : [])));
  const plain = (id: string, date: string, dollars: number, primary: string): SeedRow => ({ ...row(id, date, dollars, null), category_primary: primary });
  return [
    ...rows,
    // February's groceries are $130 bought less a $10 refund: $120 spent.
    row('food-refund', '2024-02-06', -10, GROCERIES),
    row('pending-food', '2024-01-20', 500, GROCERIES, true),
    plain('pay-1', '2024-01-15', -3000, 'INCOME'),
    plain('pay-2', '2024-02-15', -3000, 'INCOME'),
    plain('transfer', '2024-03-15', 700, 'TRANSFER_OUT'),
  ];
}

let app: FastifyInstance;
let alice: TestUser;
let fresh: TestUser;
let rows: SeedRow[];
let analysis: ComputedAnalysis;
let facts: BudgetFacts;

async function plan(user: TestUser) {
  for (const month of MONTHS) {
    const saved = await user.request('PUT', `/api/budgets/${month}`, { categories: Object.entries(PLANS).map(([category, amount]) => ({ category, amount, version: 0 })), ...(month === MONTHS[0] ? { rollovers: ROLLOVERS } : {}) });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}

beforeAll(async () => {
  const { db } = await testDatabase();
  app = await createTestApp({ handlers: createBudgetsHandlers({ db, now: () => Date.parse(`${TODAY}T12:00:00Z`) }) });
  rows = ledgerRows();
  alice = await signedInUser(app, 'overview-budget-alice');
  await givenSubscriber(alice);
  await seedOverviewLedger(alice, { banks: [{ name: 'First Test Bank' }], accounts: [{ key: 'card', bank: 'First Test Bank', name: 'Card', type: 'credit', current_cents: 0 }], rows });
  await plan(alice);
  fresh = await signedInUser(app, 'overview-budget-fresh');
  await givenSubscriber(fresh);
  await seedOverviewLedger(fresh, { banks: [{ name: 'First Test Bank' }], accounts: [{ key: 'card', bank: 'First Test Bank', name: 'Card', type: 'credit', current_cents: 0 }], rows });
  analysis = await computeBudget({ db, userId: alice.id, today: TODAY });
  facts = analysis.facts as BudgetFacts;
});
afterAll(async () => {
  await app.close();
});

const money = (cents: number) => `${cents < 0 ? '-' : ''}${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(cents) / 100)}`;
const spentCents = (line: string, month: string) => rows.filter((r) => r.category_detailed === line && r.date.startsWith(month)).reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
const average = (category: string) => Math.round(MONTHS.slice(0, 3).reduce((sum, m) => sum + spentCents(category, m), 0) / 3);
const roundedUp = (cents: number) => Math.ceil(cents / 1_000) * 1_000;
const metricOf = (id: string) => analysis.visualizations.metrics.find((m) => m.id === id)!;
const chartOf = (id: string) => analysis.visualizations.charts.find((c) => c.id === id)!;

/** A category's available per month along its chain, worked out by hand from the plans and the raw rows. */
function expectedAvailable(category: string): number[] {
  const policy = ROLLOVERS.find((r) => r.category === category)?.rollover ?? 'off';
  let carried = 0;
  return MONTHS.map((month) => {
    const available = PLANS[category]! * 100 + carried;
    const left = available - spentCents(category, month);
    carried = policy === 'carry_all' ? left : policy === 'carry_left' ? Math.max(left, 0) : 0;
    return available;
  });
}

describe('budget: plan vs actual', () => {
  it('gives each month\'s available and spent as the tracker does, and as the raw rows and plans give them', async () => {
    for (const [i, month] of MONTHS.entries()) {
      const tracker = await okJson(alice, `/db_api/budgets/tracker?month=${month}`);
      const available = Object.keys(PLANS).reduce((sum, c) => sum + expectedAvailable(c)[i]!, 0);
      const spent = Object.keys(PLANS).reduce((sum, c) => sum + spentCents(c, month), 0);
      expect([toCents(tracker.totals.available), toCents(tracker.totals.spent)]).toEqual([available, spent]);
      expect(facts.months[i]).toMatchObject({ month, available: money(available), spent: money(spent), remaining: money(available - spent), unbudgeted_spent: money(toCents(tracker.totals.unbudgeted_spent)) });
      const over = (tracker.rows as { category: string; over_budget: boolean }[]).filter((r) => r.over_budget).map((r) => lineLabel(r.category));
      expect(facts.months[i]!.over_budget).toEqual(over);
    }
    // In the user's order of groups: Housing, then Food, then Shopping.
    expect(facts.months.map((m) => m.over_budget)).toEqual([['Rent', 'Groceries', 'Clothing and accessories'], ['Rent', 'Groceries'], ['Rent'], ['Rent']]);
    const bars = chartOf('plan_vs_actual_by_month');
    expect(bars.labels).toEqual(MONTHS);
    expect(bars.datasets.map((d) => d.label)).toEqual(['Available', 'Spent and paid']);
    expect(bars.datasets[0]!.values).toEqual(MONTHS.map((_, i) => Object.keys(PLANS).reduce((sum, c) => sum + expectedAvailable(c)[i]!, 0) / 100));
  });

  it('gives the budget month per category with what was carried and where from, and the tracker\'s pace', async () => {
    const flights = facts.categories.find((c) => c.category === 'Flights')!;
    // Flights carry what is left: $40 from January, $70 from February, $90 from March.
    expect(expectedAvailable(FLIGHTS)).toEqual([10_000, 14_000, 17_000, 19_000]);
    expect(flights).toEqual({ category: 'Flights', group: 'Travel', kind: 'spending', planned: '$100.00', carried: '$90.00', carried_from: { from_month: '2024-03', available: '$170.00', spent: '$80.00', left: '$90.00' }, rollover: 'carry_left', available: '$190.00', spent: '$20.00', remaining: '$170.00', over_budget: false, link: '/transactions?start_date=2024-04-01&end_date=2024-04-30&budget_line=TRAVEL_FLIGHTS&counted_as=spending&pending=false' });
    const rent = facts.categories.find((c) => c.category === 'Rent')!;
    expect(rent).toMatchObject({ carried: '-$300.00', available: '$700.00', spent: '$1,100.00', remaining: '-$400.00', over_budget: true });
    expect(facts.categories.find((c) => c.category === 'Groceries')).toMatchObject({ carried: '$0.00', carried_from: null, available: '$100.00', spent: '$40.00' });
    expect(facts.unbudgeted).toEqual([{ category: 'Hair and beauty', kind: 'spending', spent: '$10.00' }]);

    const tracker = await okJson(alice, '/db_api/budgets/tracker?month=2024-04');
    expect(metricOf('projected_month_end')).toMatchObject({ value: tracker.pace.projected_month_end });
    expect(metricOf('available')).toMatchObject({ value: tracker.totals.available });
    expect(metricOf('spent')).toMatchObject({ value: tracker.totals.spent });
    expect(metricOf('remaining')).toMatchObject({ value: tracker.totals.remaining });
    expect(metricOf('over_budget_categories')).toMatchObject({ value: 1, unit: 'count' });
    const bars = chartOf('budget_vs_actual');
    const labels = bars.labels;
    expect(Object.fromEntries(labels.map((l, i) => [l, [bars.datasets[0]!.values[i], bars.datasets[1]!.values[i]]]))).toMatchObject({ Flights: [190, 20], Rent: [700, 1100], Groceries: [100, 40] });
  });
});

describe('budget: suggested changes', () => {
  const suggestion = (line: string) => facts.suggestions.find((s) => s.category === lineLabel(line));

  it('raises a plan over budget in 2 of the 3 months before to the average rounded up to $10, and not one over only once', () => {
    expect(suggestion(GROCERIES)).toMatchObject({ action: 'raise', current_plan: '$100.00', suggested_plan: money(roundedUp(average(GROCERIES))), average_3_months: money(average(GROCERIES)) });
    expect(roundedUp(average(GROCERIES))).toBe(12_000);
    expect(suggestion(CLOTHING)).toBeUndefined();
  });

  it('raises every plan over budget this month to cover what it spent less what it carried, so each category over budget has a change', () => {
    // Rent: $1,100 spent this month against $1,000 planned less $300 of overspending carried.
    expect(facts.categories.filter((c) => c.over_budget).map((c) => c.category)).toEqual(['Rent']);
    expect(suggestion(RENT)).toMatchObject({ action: 'raise', current_plan: '$1,000.00', suggested_plan: money(roundedUp(110_000 + 30_000)), reason: 'Over budget in April 2024: $1,100.00 spent of $700.00 available; its 3-month average is $1,100.00.' });
    expect(metricOf('over_budget_categories').value).toBe(facts.categories.filter((c) => c.over_budget).length);
  });

  it('lowers a plan under by 25 % or more in each of the 3 months, and not one that was under by less once', () => {
    expect(suggestion(TV)).toMatchObject({ action: 'lower', current_plan: '$200.00', suggested_plan: money(roundedUp(average(TV))) });
    // Flights' carried amounts make them further under each month.
    expect(suggestion(FLIGHTS)).toMatchObject({ action: 'lower', current_plan: '$100.00', suggested_plan: '$70.00' });
    expect(suggestion(GAS)).toBeUndefined();
  });

  it('plans an unbudgeted category averaging $25 or more, and not a smaller one', () => {
    expect(average(HAIR)).toBe(3_000);
    expect(suggestion(HAIR)).toMatchObject({ action: 'plan', current_plan: null, suggested_plan: '$30.00', average_3_months: '$30.00' });
    expect(average(DOCTOR)).toBeLessThan(2_500);
    expect(suggestion(DOCTOR)).toBeUndefined();
    // March's $700 transfer out, filed with no detailed category, is on the transfers' "Other" line: money out to plan too.
    expect(suggestion('TRANSFER_OUT_OTHER_TRANSFER_OUT')).toMatchObject({ action: 'plan', current_plan: null, suggested_plan: '$240.00', average_3_months: '$233.33' });
    expect(facts.suggestions).toHaveLength(6);
  });

  it('without any budget, suggests planning the largest categories by average', async () => {
    const { db } = await testDatabase();
    const none = (await computeBudget({ db, userId: fresh.id, today: TODAY })).facts as BudgetFacts;
    const expected = [...Object.keys(SPENT).map((category) => ({ category, average: average(category) })), { category: 'TRANSFER_OUT_OTHER_TRANSFER_OUT', average: Math.round(70_000 / 3) }]
      .sort((a, b) => b.average - a.average || a.category.localeCompare(b.category))
      .slice(0, 5);
    expect(none.has_budget).toBe(false);
    expect(none.suggestions.map((s) => [s.category, s.action, s.suggested_plan])).toEqual(expected.map((e) => [lineLabel(e.category), 'plan', money(roundedUp(e.average))]));
    expect(none.categories).toEqual([]);
  });
});
