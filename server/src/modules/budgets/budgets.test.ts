import type { components } from '@contract/schema';
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

/*
 * The README's rules for budget lines, written again from the raw rows (every sample row with a
 * category has its detailed one): a spending line is spent (spending less refunds, posted); a
 * loan payment or transfer-out line is the posted money paid out on it.
 */
const inMonth = (r: RawRow, month: string) => r.date.startsWith(month);
const spentCents = (set: RawRow[], line: string, month: string) => set.filter((r) => inMonth(r, month) && r.category_detailed === line).reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
const paidCents = (set: RawRow[], line: string, month: string) => set.filter((r) => inMonth(r, month) && r.category_detailed === line && !r.pending && r.amount_cents > 0).reduce((sum, r) => sum + r.amount_cents, 0);
/** The card payment line: card payments paid out beyond what was spent on the card that month, never below 0. */
const paidDownCents = (set: RawRow[], month: string) =>
  Math.max(0, paidCents(set, CARD_PAYMENT, month) - set.filter((r) => inMonth(r, month) && r.account === 'card').reduce((sum, r) => sum + readmeCounting(r).spentCents, 0));
const allSpentCents = (set: RawRow[], month: string) => set.filter((r) => inMonth(r, month)).reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
const incomeCents = (set: RawRow[], month: string) => set.filter((r) => inMonth(r, month)).reduce((sum, r) => sum + readmeCounting(r).incomeCents, 0);

const COFFEE = 'FOOD_AND_DRINK_COFFEE';
const GROCERIES = 'FOOD_AND_DRINK_GROCERIES';
const CLOTHING = 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES';
const MUSIC = 'ENTERTAINMENT_MUSIC_AND_AUDIO';
/** The sample's transfers out (a savings line) and card payments (a debt payment line). */
const TO_SAVINGS = 'TRANSFER_OUT_ACCOUNT_TRANSFER';
const CARD_PAYMENT = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
const SPENDING_LINES = [COFFEE, GROCERIES, CLOTHING, MUSIC];

type Planner = components['schemas']['Budget'];

async function save(user: TestUser, month: string, body: object) {
  return user.request('PUT', `/api/budgets/${month}`, body);
}
const planned = async (user: TestUser, month: string) => (await okJson(user, `/db_api/budgets?month=${month}`)) as Planner;
const rowOf = <T extends { category: string | null }>(list: T[], category: string) => list.find((r) => r.category === category)!;

describe('the planner', () => {
  it('has a line per detailed category of spending, loan payments and transfers out, with last month and the 3-month average counted as the README says', async () => {
    const body = await planned(alice, '2024-04');
    const codes = body.categories.map((c) => c.category);
    expect(codes).not.toContain('INCOME_WAGES');
    expect(codes).not.toContain('TRANSFER_IN_ACCOUNT_TRANSFER');
    expect(codes).not.toContain('FOOD_AND_DRINK');
    // Groceries apart from coffee, rent apart from utilities.
    expect(codes).toEqual(expect.arrayContaining([COFFEE, GROCERIES, 'RENT_AND_UTILITIES_RENT', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', CARD_PAYMENT, 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', TO_SAVINGS]));
    const three = ['2024-01', '2024-02', '2024-03'];
    const paidDown = (_set: RawRow[], _line: string, month: string) => paidDownCents(rows, month);
    for (const [line, actual] of [...SPENDING_LINES.map((l) => [l, spentCents] as const), [TO_SAVINGS, paidCents] as const, [CARD_PAYMENT, paidDown] as const]) {
      const row = rowOf(body.categories, line);
      expect(toCents(row.last_month_actual), line).toBe(actual(rows, line, '2024-03'));
      expect(toCents(row.average_3_months), line).toBe(Math.round(three.reduce((sum, m) => sum + actual(rows, line, m), 0) / 3));
      expect(row).toMatchObject({ planned: null, version: 0, carried: 0, available: 0, rollover: 'off', carry: null, bills: [], bills_monthly: 0 });
    }
    expect(paidCents(rows, CARD_PAYMENT, '2024-03')).toBeGreaterThan(0);
    expect(rowOf(body.categories, CARD_PAYMENT)).toMatchObject({ group: 'DEBT_PAYMENTS', kind: 'card_paydown' });
    expect(rowOf(body.categories, TO_SAVINGS)).toMatchObject({ group: 'SAVINGS', kind: 'transfer' });
    expect(rowOf(body.categories, COFFEE)).toMatchObject({ group: 'FOOD_AND_DRINK', kind: 'spending' });
    expect(rowOf(body.categories, 'TRANSFER_OUT_WITHDRAWAL')).toMatchObject({ group: 'OTHER_TRANSFERS', kind: 'transfer' });

    // Each group is its lines added up, in the order the lines come in.
    const food = body.groups.find((g) => g.group === 'FOOD_AND_DRINK')!;
    const foodAverage = [COFFEE, GROCERIES].reduce((sum, l) => sum + Math.round(three.reduce((s, m) => s + spentCents(rows, l, m), 0) / 3), 0);
    expect(toCents(food.average_3_months)).toBe(foodAverage);
    expect(body.groups.map((g) => g.group).slice(0, 2)).toEqual(['DEBT_PAYMENTS', 'SAVINGS']);
    expect(new Set(body.groups.map((g) => g.group))).toEqual(new Set(body.categories.map((c) => c.group)));

    // The lines come in the user's order of category groups and categories, each group of theirs added up.
    const layout = (await alice.request('GET', '/db_api/categories')).json() as { groups: { id: string; name: string; categories: { code: string }[] }[] };
    const inLayout = layout.groups.flatMap((g) => g.categories.map((c) => [c.code, g.id] as const)).filter(([code]) => codes.includes(code));
    expect(body.categories.map((c) => [c.category, c.category_group_id])).toEqual(inLayout);
    expect(body.category_groups.map((g) => g.id)).toEqual([...new Set(inLayout.map(([, id]) => id))]);
    const foodGroup = body.category_groups.find((g) => g.name === 'Food')!;
    expect(toCents(foodGroup.average_3_months)).toBe(foodAverage);
    const housing = body.category_groups.find((g) => g.name === 'Housing')!;
    expect(body.categories.filter((c) => c.category_group_id === housing.id).map((c) => c.category)).toContain('LOAN_PAYMENTS_MORTGAGE_PAYMENT');

    const income = three.reduce((sum, m) => sum + incomeCents(rows, m), 0);
    expect(toCents(body.suggested_income)).toBe(Math.round(income / 3));
    expect(body.expected_income).toBeNull();
    expect(toCents(body.totals.left_to_plan)).toBe(Math.round(income / 3));
  });

  it('saves amounts on every kind of line and the expected income, raising versions; what is left to plan is the income less everything planned', async () => {
    const plans = [
      { category: GROCERIES, amount: 400.5, version: 0 },
      { category: 'TRAVEL_FLIGHTS', amount: 99.99, version: 0 },
      { category: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', amount: 1_250, version: 0 },
      { category: 'TRANSFER_OUT_SAVINGS', amount: 300, version: 0 },
    ];
    const first = await save(alice, '2024-05', { categories: plans, expected_income: { amount: 3000, version: 0 } });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as Planner;
    expect(rowOf(body.categories, GROCERIES)).toMatchObject({ planned: 400.5, version: 1 });
    const everything = plans.reduce((sum, p) => sum + toCents(p.amount), 0);
    expect([toCents(body.totals.planned), toCents(body.totals.income), toCents(body.totals.left_to_plan)]).toEqual([everything, 300_000, 300_000 - everything]);
    expect(body.groups.find((g) => g.group === 'DEBT_PAYMENTS')!.planned).toBe(1_250);
    expect(body.groups.find((g) => g.group === 'SAVINGS')!.planned).toBe(300);
    expect(body.income_version).toBe(1);

    const second = await save(alice, '2024-05', { categories: [{ category: GROCERIES, amount: null, version: 1 }] });
    expect(rowOf((second.json() as Planner).categories, GROCERIES)).toMatchObject({ planned: null, version: 0 });
    expect(toCents((second.json() as Planner).totals.planned)).toBe(everything - 40_050);
  });

  it('refuses a save from a stale tab with 409 naming the line, and keeps nothing of it', async () => {
    expect((await save(alice, '2024-06', { categories: [{ category: 'MEDICAL_DENTAL_CARE', amount: 50, version: 0 }] })).statusCode).toBe(200);
    // Another tab still thinks dental care was never saved; its request also plans flights.
    const stale = await save(alice, '2024-06', { categories: [{ category: 'TRAVEL_FLIGHTS', amount: 10, version: 0 }, { category: 'MEDICAL_DENTAL_CARE', amount: 75, version: 0 }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.error_code).toBe('CONFLICT');
    expect(stale.json().message).toContain('Dental care');
    const body = await planned(alice, '2024-06');
    expect(rowOf(body.categories, 'MEDICAL_DENTAL_CARE')).toMatchObject({ planned: 50, version: 1 });
    expect(rowOf(body.categories, 'TRAVEL_FLIGHTS')).toMatchObject({ planned: null, version: 0 });
    const income = await save(alice, '2024-06', { expected_income: { amount: 10, version: 3 } });
    expect(income.statusCode).toBe(409);
  });

  it('lets exactly one of two saves made at once from the same version through', async () => {
    const answers = await Promise.all([40, 60].map((amount) => save(alice, '2024-07', { categories: [{ category: MUSIC, amount, version: 0 }] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ categories: [{ category: GROCERIES, amount: 12.345, version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: GROCERIES, amount: -1, version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: GROCERIES, amount: 1_000_000.01, version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: GROCERIES, amount: '12', version: 0 }] }, 'categories.0.amount'],
    [{ categories: [{ category: GROCERIES, amount: 12 }] }, 'categories.0.version'],
    // A group is planned through its lines; income and transfers in are no outflow.
    [{ categories: [{ category: 'FOOD_AND_DRINK', amount: 12, version: 0 }] }, 'categories.0.category'],
    [{ categories: [{ category: 'INCOME_WAGES', amount: 12, version: 0 }] }, 'categories.0.category'],
    [{ categories: [{ category: 'TRANSFER_IN_SAVINGS', amount: 12, version: 0 }] }, 'categories.0.category'],
    [{ categories: [{ category: 'BILLS', amount: 12, version: 0 }] }, 'categories.0.category'],
    [{ categories: [{ category: 'TRAVEL_FLIGHTS', amount: 1, version: 0 }, { category: 'TRAVEL_FLIGHTS', amount: 2, version: 0 }] }, 'categories.1.category'],
    [{ rollovers: [{ category: 'TRAVEL_FLIGHTS', rollover: 'sometimes' }] }, 'rollovers.0.rollover'],
    [{ rollovers: [{ category: 'TRANSFER_IN_DEPOSIT', rollover: 'carry_left' }] }, 'rollovers.0.category'],
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

  it("never shows one user another's plan: Bob sees his own empty month", async () => {
    expect((await save(alice, '2024-09', { categories: [{ category: 'TRAVEL_FLIGHTS', amount: 321, version: 0 }] })).statusCode).toBe(200);
    const bobs = await planned(bob, '2024-09');
    expect(bobs.categories.every((c) => c.planned === null && c.version === 0)).toBe(true);
    // A save with the version Alice's row has is Bob's first, on his own row.
    expect((await save(bob, '2024-09', { categories: [{ category: 'TRAVEL_FLIGHTS', amount: 5, version: 1 }] })).statusCode).toBe(409);
    expect(rowOf((await planned(alice, '2024-09')).categories, 'TRAVEL_FLIGHTS').planned).toBe(321);
    const tracker = await okJson(bob, '/db_api/budgets/tracker?month=2024-09');
    expect(tracker).toMatchObject({ has_budget: false, rows: [], groups: [] });
  });
});

type TrackerLine = components['schemas']['BudgetTrackerRow'];

describe('the tracker', () => {
  it('shows available against what went per line — spent, or paid out on debt and savings lines — counted as the README says, carrying with each policy', async () => {
    const plans: Record<string, number> = { [GROCERIES]: 150, [CLOTHING]: 1, [MUSIC]: 500, [CARD_PAYMENT]: 200, [TO_SAVINGS]: 100 };
    for (const month of ['2024-01', '2024-02']) {
      const response = await save(alice, month, { categories: Object.entries(plans).map(([category, amount]) => ({ category, amount, version: 0 })) });
      expect(response.statusCode, response.body).toBe(200);
    }
    await save(alice, '2024-01', { rollovers: [{ category: GROCERIES, rollover: 'carry_all' }, { category: CLOTHING, rollover: 'carry_left' }] });

    const tracker = await okJson(alice, '/db_api/budgets/tracker?month=2024-02');
    expect(tracker.has_budget).toBe(true);
    const actual = (line: string, month: string) => (line === CARD_PAYMENT ? paidDownCents(rows, month) : (line === TO_SAVINGS ? paidCents : spentCents)(rows, line, month));
    for (const [line, amount] of Object.entries(plans)) {
      const policy = line === GROCERIES ? 'carry_all' : line === CLOTHING ? 'carry_left' : 'off';
      const leftInJanuary = amount * 100 - actual(line, '2024-01');
      const carried = policy === 'carry_all' ? leftInJanuary : policy === 'carry_left' ? Math.max(leftInJanuary, 0) : 0;
      const spent = actual(line, '2024-02');
      const row = rowOf<TrackerLine>(tracker.rows, line);
      expect([toCents(row.carried), toCents(row.available), toCents(row.spent), toCents(row.remaining), row.over_budget], line).toEqual([carried, amount * 100 + carried, spent, amount * 100 + carried - spent, spent > amount * 100 + carried]);
      if (policy !== 'off') expect(row.carry).toEqual({ from_month: '2024-01', available: amount, spent: actual(line, '2024-01') / 100, left: leftInJanuary / 100 });
    }
    expect(paidCents(rows, CARD_PAYMENT, '2024-02')).toBeGreaterThan(0);
    expect(rowOf<TrackerLine>(tracker.rows, CARD_PAYMENT)).toMatchObject({ group: 'DEBT_PAYMENTS', kind: 'card_paydown' });
    // The groups' totals, in order: debt payments and savings first.
    expect(tracker.groups.map((g: { group: string }) => g.group)).toEqual(['DEBT_PAYMENTS', 'SAVINGS', 'ENTERTAINMENT', 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE']);

    // Each total names its scope: spent in the budgeted spending lines, paid on the debt and savings lines, all spending of the month.
    const budgetedSpent = [GROCERIES, CLOTHING, MUSIC].reduce((sum, l) => sum + spentCents(rows, l, '2024-02'), 0);
    const paid = paidDownCents(rows, '2024-02') + paidCents(rows, TO_SAVINGS, '2024-02');
    const all = allSpentCents(rows, '2024-02');
    expect([toCents(tracker.totals.spent), toCents(tracker.totals.paid), toCents(tracker.totals.all_spent), toCents(tracker.totals.unbudgeted_spent)]).toEqual([budgetedSpent, paid, all, all - budgetedSpent]);
    expect(toCents(tracker.totals.remaining)).toBe(toCents(tracker.totals.available) - budgetedSpent - paid);
    // Unbudgeted: the coffee line and the uncategorised spending, each exactly.
    expect(tracker.unbudgeted.map((u: { category: string | null; spent: number }) => [u.category, toCents(u.spent)]).sort()).toEqual(
      [[COFFEE, spentCents(rows, COFFEE, '2024-02')], ...(all - budgetedSpent - spentCents(rows, COFFEE, '2024-02') !== 0 ? [[null, all - budgetedSpent - spentCents(rows, COFFEE, '2024-02')]] : [])].sort(),
    );

    // A past month changed afterwards: raising January's groceries plan raises what February carries.
    const before = toCents(rowOf<TrackerLine>(tracker.rows, GROCERIES).available);
    const january = await planned(alice, '2024-01');
    await save(alice, '2024-01', { categories: [{ category: GROCERIES, amount: 175, version: rowOf(january.categories, GROCERIES).version }] });
    const after = await okJson(alice, '/db_api/budgets/tracker?month=2024-02');
    expect(toCents(rowOf<TrackerLine>(after.rows, GROCERIES).available)).toBe(before + 2_500);
  });

  it('says a month has no budget, with all its spending, and never a budgeted spent of $0.00 for it', async () => {
    const { user: dave } = await subscriberWithLedger(app, 'budget-dave', rows);
    const tracker = await okJson(dave, '/db_api/budgets/tracker?month=2024-03');
    expect(tracker).toMatchObject({ has_budget: false, rows: [], groups: [] });
    expect(toCents(tracker.totals.all_spent)).toBe(allSpentCents(rows, '2024-03'));
    expect(allSpentCents(rows, '2024-03')).toBeGreaterThan(0);
  });

  it('gives the pace of the current month from the budgeted spending: expected by today, spent, days left and the projected month end', async () => {
    const { user: carol } = await subscriberWithLedger(app, 'budget-carol', rows);
    await save(carol, '2024-03', { categories: [{ category: GROCERIES, amount: 310, version: 0 }, { category: CARD_PAYMENT, amount: 1_000, version: 0 }] });
    const { pace, totals } = await okJson(carol, '/db_api/budgets/tracker?month=2024-03');
    const spent = spentCents(rows, GROCERIES, '2024-03');
    // The card payment line is planned too, but paid on its own date: the pace is the spending's.
    expect(pace).toMatchObject({ timing: 'current', days_in_month: 31, days_elapsed: 20, days_left: 11, upcoming_bills: 0, available: 310 });
    expect(toCents(pace.expected_by_today)).toBe(Math.round((31_000 * 20) / 31));
    expect(toCents(pace.spent)).toBe(spent);
    expect(toCents(totals.spent)).toBe(toCents(pace.spent));
    expect(toCents(pace.projected_month_end)).toBe(spent + Math.round((spent / 20) * 11));
    const past = await okJson(carol, '/db_api/budgets/tracker?month=2024-02');
    expect(past.pace).toMatchObject({ timing: 'past', days_elapsed: 29, days_left: 0 });
    expect(past.pace.projected_month_end).toBe(past.pace.spent);
  });
});

describe('budget alerts', () => {
  it('fire once per line, threshold and month, 80 % before 100 %, and over budget in words, never as a percentage above 999 %', async () => {
    const { db } = await testDatabase();
    const user = (await subscriberWithLedger(app, 'budget-alerts', rows)).user;
    const groceries = spentCents(rows, GROCERIES, '2024-03');
    const clothing = spentCents(rows, CLOTHING, '2024-03');
    expect(groceries).toBeGreaterThan(0);
    // Groceries at 85 %; clothing planned at a hundredth of what it spent (9,900 % of it).
    const groceriesPlan = Math.ceil(groceries / 0.85);
    const clothingPlan = Math.floor(clothing / 100);
    await save(user, '2024-03', { categories: [{ category: GROCERIES, amount: groceriesPlan / 100, version: 0 }, { category: CLOTHING, amount: clothingPlan / 100, version: 0 }, { category: CARD_PAYMENT, amount: 0.01, version: 0 }] });
    const today = '2024-03-22';
    const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    const first = await sendBudgetAlerts(db, user.id, today);
    expect(first.sort()).toEqual([`Groceries is at ${Math.floor((groceries * 100) / groceriesPlan)} % of its budget with 9 days left.`, `${money(clothing - clothingPlan)} over the ${money(clothingPlan)} planned for Clothing and accessories, with 9 days left.`].sort());
    expect(await sendBudgetAlerts(db, user.id, today)).toEqual([]);

    // Groceries' plan lowered until it is over: the 100 % alert, once, in words.
    const march = await planned(user, '2024-03');
    const lowered = Math.floor(groceries / 2);
    await save(user, '2024-03', { categories: [{ category: GROCERIES, amount: lowered / 100, version: rowOf(march.categories, GROCERIES).version }] });
    expect(await sendBudgetAlerts(db, user.id, today)).toEqual([`${money(groceries - lowered)} over the ${money(lowered)} planned for Groceries, with 9 days left.`]);
    expect(await sendBudgetAlerts(db, user.id, today)).toEqual([]);
    const notes = await db.selectFrom('notifications').select(['title', 'kind', 'message']).where('user_id', '=', user.id).where('kind', '=', 'budget_alert').execute();
    expect(notes.map((n) => n.title).sort()).toEqual(['Budget alert', 'Over budget', 'Over budget']);
    for (const note of notes) for (const percent of note.message.matchAll(/(\d+) %/g)) expect(Number(percent[1])).toBeLessThan(100);
    // Another month has its own alerts; a month without a plan has none.
    expect(await sendBudgetAlerts(db, user.id, '2024-02-10')).toEqual([]);
  });
});
