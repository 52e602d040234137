import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { okJson, readmeCounting, subscriberWithLedger, toCents, type RawRow } from '../../../test/ledger.ts';
import { sampleRows } from '../../../test/ledger-sample.ts';
import type { TestUser } from '../../../test/users.ts';
import { sendBudgetAlerts } from './alerts.ts';
import { createBudgetsHandlers } from './handlers.ts';

/** "Today" for the tracker's pace: within the sample's March. */
const TODAY = '2024-03-20';

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];

beforeAll(async () => {
  const { db } = await testDatabase();
  app = await createTestApp({ handlers: createBudgetsHandlers({ db, now: () => Date.parse(`${TODAY}T12:00:00Z`) }) });
  rows = sampleRows();
  ({ user: alice } = await subscriberWithLedger(app, 'budget-alice', rows));
  ({ user: bob } = await subscriberWithLedger(app, 'budget-bob', rows.map((r) => ({ ...r, amount_cents: r.amount_cents * 3 }))));
});
afterAll(async () => {
  await app.close();
});

/** Spent in the primary category and month (`YYYY-MM`) by the README's rules, worked out from the raw rows. */
const spentCents = (set: RawRow[], category: string, month: string) =>
  set.filter((r) => r.date.startsWith(month) && r.category_primary === category).reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
const incomeCents = (set: RawRow[], month: string) => set.filter((r) => r.date.startsWith(month)).reduce((sum, r) => sum + readmeCounting(r).incomeCents, 0);
const SAMPLE_CATEGORIES = () => [...new Set(rows.map((r) => r.category_primary).filter((c): c is string => c !== null && readmeCounting({ ...rows[0]!, category_primary: c, amount_cents: 1 }).kind === 'spending'))];

type Plan = { category: string; amount: number | null; version: number };
async function save(user: TestUser, month: string, body: object) {
  return user.request('PUT', `/api/budgets/${month}`, body);
}
async function planned(user: TestUser, month: string) {
  const body = await okJson(user, `/db_api/budgets?month=${month}`);
  return body as { categories: (Plan & { planned: number | null; available: number; carried: number; last_month_actual: number; average_3_months: number; rollover: string; carry: unknown })[]; totals: { planned: number; available: number; income: number; left_to_plan: number }; suggested_income: number; income_version: number; expected_income: number | null };
}
const rowOf = <T extends { category: string }>(list: T[], category: string) => list.find((r) => r.category === category)!;

describe('the planner', () => {
  it('has a row per spending category with last month\'s actual and the 3-month average, counted as the README says', async () => {
    const body = await planned(alice, '2024-04');
    expect(body.categories.map((c) => c.category)).not.toContain('INCOME');
    expect(body.categories.map((c) => c.category)).not.toContain('TRANSFER_OUT');
    for (const category of SAMPLE_CATEGORIES()) {
      const row = rowOf(body.categories, category);
      expect(toCents(row.last_month_actual)).toBe(spentCents(rows, category, '2024-03'));
      const three = ['2024-01', '2024-02', '2024-03'].reduce((sum, m) => sum + spentCents(rows, category, m), 0);
      expect(toCents(row.average_3_months)).toBe(Math.round(three / 3));
      expect(row).toMatchObject({ planned: null, version: 0, carried: 0, available: 0, rollover: 'off', carry: null });
    }
    const income = ['2024-01', '2024-02', '2024-03'].reduce((sum, m) => sum + incomeCents(rows, m), 0);
    expect(toCents(body.suggested_income)).toBe(Math.round(income / 3));
    expect(body.expected_income).toBeNull();
    expect(toCents(body.totals.left_to_plan)).toBe(Math.round(income / 3));
  });

  it('saves amounts and the expected income, raising versions, and totals what is left to plan', async () => {
    const first = await save(alice, '2024-05', { categories: [{ category: 'FOOD_AND_DRINK', amount: 400.5, version: 0 }, { category: 'TRAVEL', amount: 99.99, version: 0 }], expected_income: { amount: 3000, version: 0 } });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(rowOf<Plan & { planned: number }>(body.categories, 'FOOD_AND_DRINK')).toMatchObject({ planned: 400.5, version: 1 });
    expect(body.totals).toMatchObject({ planned: 500.49, income: 3000, left_to_plan: 2499.51 });
    expect(body.income_version).toBe(1);

    const second = await save(alice, '2024-05', { categories: [{ category: 'FOOD_AND_DRINK', amount: null, version: 1 }] });
    expect(rowOf<Plan & { planned: number | null }>(second.json().categories, 'FOOD_AND_DRINK')).toMatchObject({ planned: null, version: 0 });
    expect(second.json().totals.planned).toBe(99.99);
  });

  it('refuses a save from a stale tab with 409 naming the row, and keeps nothing of it', async () => {
    expect((await save(alice, '2024-06', { categories: [{ category: 'MEDICAL', amount: 50, version: 0 }] })).statusCode).toBe(200);
    // Another tab still thinks MEDICAL was never saved; its request also plans TRAVEL.
    const stale = await save(alice, '2024-06', { categories: [{ category: 'TRAVEL', amount: 10, version: 0 }, { category: 'MEDICAL', amount: 75, version: 0 }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.error_code).toBe('CONFLICT');
    expect(stale.json().message).toContain('Medical');
    const body = await planned(alice, '2024-06');
    expect(rowOf(body.categories, 'MEDICAL')).toMatchObject({ planned: 50, version: 1 });
    expect(rowOf(body.categories, 'TRAVEL')).toMatchObject({ planned: null, version: 0 });
    const income = await save(alice, '2024-06', { expected_income: { amount: 10, version: 3 } });
    expect(income.statusCode).toBe(409);
  });

  it('lets exactly one of two saves made at once from the same version through', async () => {
    const answers = await Promise.all([40, 60].map((amount) => save(alice, '2024-07', { categories: [{ category: 'ENTERTAINMENT', amount, version: 0 }] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ categories: [{ category: 'FOOD_AND_DRINK', amount: 12.345, version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: 'FOOD_AND_DRINK', amount: -1, version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: 'FOOD_AND_DRINK', amount: 1_000_000.01, version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: 'FOOD_AND_DRINK', amount: '12', version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: 'FOOD_AND_DRINK', amount: 12 }] }, 'categories.0.version'],
    [{ categories: [{ category: 'INCOME', amount: 12, version: 0 }] }, 'categories.0.category'],
    [{ categories: [{ category: 'FOOD_AND_DRINK_COFFEE', amount: 12, version: 0 }] }, 'categories.0.category'],
    [{ categories: [{ category: 'TRAVEL', amount: 1, version: 0 }, { category: 'TRAVEL', amount: 2, version: 0 }] }, 'categories.1.category'],
    [{ rollovers: [{ category: 'TRAVEL', rollover: 'sometimes' }] }, 'rollovers.0.rollover'],
    [{ rollovers: [{ category: 'TRANSFER_OUT', rollover: 'carry_left' }] }, 'rollovers.0.category'],
    [{ expected_income: { amount: 0.001, version: 0 } }, 'expected_income.amount'],
    [{ expected_income: { amount: 10 } }, 'expected_income.version'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await save(alice, '2024-08', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(field);
    expect((await planned(alice, '2024-08')).totals.planned).toBe(0);
  });

  it('answers 400 for a month that is not YYYY-MM', async () => {
    expect((await save(alice, '2024-13', { categories: [] })).statusCode).toBe(400);
    expect((await alice.request('GET', '/db_api/budgets?month=March%202024')).statusCode).toBe(400);
  });

  it('never shows one user another\'s plan: Bob sees his own empty month', async () => {
    expect((await save(alice, '2024-09', { categories: [{ category: 'TRAVEL', amount: 321, version: 0 }] })).statusCode).toBe(200);
    const bobs = await planned(bob, '2024-09');
    expect(bobs.categories.every((c) => c.planned === null && c.version === 0)).toBe(true);
    // A save with the version Alice's row has is Bob's first, on his own row.
    expect((await save(bob, '2024-09', { categories: [{ category: 'TRAVEL', amount: 5, version: 1 }] })).statusCode).toBe(409);
    expect(rowOf((await planned(alice, '2024-09')).categories, 'TRAVEL').planned).toBe(321);
    expect((await okJson(bob, '/db_api/budgets/tracker?month=2024-09')).rows).toEqual([]);
  });
});

describe('the tracker', () => {
  it('shows available against spent per category, counted as the README says, carrying with each policy', async () => {
    const plans = { FOOD_AND_DRINK: 150, GENERAL_MERCHANDISE: 1, ENTERTAINMENT: 500 };
    for (const month of ['2024-01', '2024-02']) {
      const response = await save(alice, month, { categories: Object.entries(plans).map(([category, amount]) => ({ category, amount, version: 0 })) });
      expect(response.statusCode, response.body).toBe(200);
    }
    await save(alice, '2024-01', { rollovers: [{ category: 'FOOD_AND_DRINK', rollover: 'carry_all' }, { category: 'GENERAL_MERCHANDISE', rollover: 'carry_left' }] });

    const tracker = await okJson(alice, '/db_api/budgets/tracker?month=2024-02');
    for (const [category, amount] of Object.entries(plans)) {
      const policy = category === 'FOOD_AND_DRINK' ? 'carry_all' : category === 'GENERAL_MERCHANDISE' ? 'carry_left' : 'off';
      const leftInJanuary = amount * 100 - spentCents(rows, category, '2024-01');
      const carried = policy === 'carry_all' ? leftInJanuary : policy === 'carry_left' ? Math.max(leftInJanuary, 0) : 0;
      const spent = spentCents(rows, category, '2024-02');
      const row = rowOf<{ category: string; available: number; carried: number; spent: number; remaining: number; over_budget: boolean; carry: unknown }>(tracker.rows, category);
      expect([toCents(row.carried), toCents(row.available), toCents(row.spent), toCents(row.remaining), row.over_budget]).toEqual([carried, amount * 100 + carried, spent, amount * 100 + carried - spent, spent > amount * 100 + carried]);
      if (policy !== 'off') expect(row.carry).toEqual({ from_month: '2024-01', available: amount, spent: spentCents(rows, category, '2024-01') / 100, left: leftInJanuary / 100 });
    }
    // January's food overspending, carried whole, leaves February's food over budget; general
    // merchandise's is dropped (carry what is left), so only February's $1 plan is available.
    expect(rowOf<{ category: string; over_budget: boolean }>(tracker.rows, 'FOOD_AND_DRINK').over_budget).toBe(true);
    expect(toCents(rowOf<{ category: string; available: number }>(tracker.rows, 'GENERAL_MERCHANDISE').available)).toBe(100);
    const unbudgeted = SAMPLE_CATEGORIES().filter((c) => !(c in plans) && spentCents(rows, c, '2024-02') > 0);
    expect(tracker.unbudgeted.map((u: { category: string }) => u.category).filter((c: string | null) => c !== null).sort()).toEqual(unbudgeted.sort());

    // A past month changed afterwards: raising January's food plan raises what February carries.
    const before = toCents(rowOf<{ category: string; available: number }>(tracker.rows, 'FOOD_AND_DRINK').available);
    const january = await planned(alice, '2024-01');
    await save(alice, '2024-01', { categories: [{ category: 'FOOD_AND_DRINK', amount: 175, version: rowOf(january.categories, 'FOOD_AND_DRINK').version }] });
    const after = await okJson(alice, '/db_api/budgets/tracker?month=2024-02');
    expect(toCents(rowOf<{ category: string; available: number }>(after.rows, 'FOOD_AND_DRINK').available)).toBe(before + 2_500);
  });

  it('gives the pace of the current month: expected by today, spent, days left and the projected month end', async () => {
    const { user: carol } = await subscriberWithLedger(app, 'budget-carol', rows);
    await save(carol, '2024-03', { categories: [{ category: 'FOOD_AND_DRINK', amount: 310, version: 0 }] });
    const { pace, totals } = await okJson(carol, '/db_api/budgets/tracker?month=2024-03');
    const spent = spentCents(rows, 'FOOD_AND_DRINK', '2024-03');
    expect(pace).toMatchObject({ timing: 'current', days_in_month: 31, days_elapsed: 20, days_left: 11, upcoming_bills: 0 });
    expect(toCents(pace.expected_by_today)).toBe(Math.round((31_000 * 20) / 31));
    expect(toCents(pace.spent)).toBe(spent);
    expect(toCents(totals.spent)).toBe(toCents(pace.spent));
    // The pace so far (the month's spent over the 20 days gone), for the 11 days left.
    expect(toCents(pace.projected_month_end)).toBe(spent + Math.round((spent / 20) * 11));
    const past = await okJson(carol, '/db_api/budgets/tracker?month=2024-02');
    expect(past.pace).toMatchObject({ timing: 'past', days_elapsed: 29, days_left: 0 });
    expect(past.pace.projected_month_end).toBe(past.pace.spent);
  });
});

describe('budget alerts', () => {
  it('fire once per category, threshold and month, 80 % before 100 %', async () => {
    const { db } = await testDatabase();
    const user = (await subscriberWithLedger(app, 'budget-alerts', rows)).user;
    const food = spentCents(rows, 'FOOD_AND_DRINK', '2024-03');
    const travel = spentCents(rows, 'GENERAL_MERCHANDISE', '2024-03');
    expect(food).toBeGreaterThan(0);
    // Food at 85 %, general merchandise over its budget.
    const foodPlan = Math.ceil(food / 0.85) / 100;
    await save(user, '2024-03', { categories: [{ category: 'FOOD_AND_DRINK', amount: foodPlan, version: 0 }, { category: 'GENERAL_MERCHANDISE', amount: Math.floor(travel / 2) / 100, version: 0 }] });
    const today = '2024-03-22';
    const first = await sendBudgetAlerts(db, user.id, today);
    expect(first.sort()).toEqual([`Food and drink is at ${Math.floor((food * 100) / Math.round(foodPlan * 100))} % of its budget with 9 days left.`, `General merchandise is at ${Math.floor((travel * 100) / Math.floor(travel / 2))} % of its budget with 9 days left.`].sort());
    expect(await sendBudgetAlerts(db, user.id, today)).toEqual([]);

    // Food's plan lowered until it is over: the 100 % alert, once.
    const march = await planned(user, '2024-03');
    await save(user, '2024-03', { categories: [{ category: 'FOOD_AND_DRINK', amount: Math.floor(food / 2) / 100, version: rowOf(march.categories, 'FOOD_AND_DRINK').version }] });
    expect(await sendBudgetAlerts(db, user.id, today)).toHaveLength(1);
    expect(await sendBudgetAlerts(db, user.id, today)).toEqual([]);
    const notes = await db.selectFrom('notifications').select(['title', 'kind']).where('user_id', '=', user.id).where('kind', '=', 'budget_alert').execute();
    expect(notes.map((n) => n.title).sort()).toEqual(['Budget alert', 'Over budget', 'Over budget']);
    // Another month has its own alerts; a month without a plan has none.
    expect(await sendBudgetAlerts(db, user.id, '2024-02-10')).toEqual([]);
  });
});
