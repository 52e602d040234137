import type { components } from '@contract/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { okJson, readmeCounting, subscriberWithLedger, toCents, type RawRow } from '../../../test/ledger.ts';
import { sampleRows } from '../../../test/ledger-sample.ts';
import { seedOverviewLedger, type SeedRow, type SeedStream } from '../../../test/overview-ledger.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { carryGroupPlansOver, shareOut } from '../../db/migrations/0014-budget-lines.ts';
import { createDashboardHandlers } from '../dashboard/handlers.ts';
import { createBudgetsHandlers } from './handlers.ts';

/** "Today": the bills below are due in the 90 days after it. */
const TODAY = '2024-04-10';

let app: FastifyInstance;

beforeAll(async () => {
  const { db } = await testDatabase();
  const now = () => Date.parse(`${TODAY}T12:00:00Z`);
  app = await createTestApp({ handlers: { ...createBudgetsHandlers({ db, now }), ...createDashboardHandlers({ db, now }) } });
});
afterAll(async () => {
  await app.close();
});

/** Plaid's frequencies as occurrences a month, written again here (README, "The budget overview"'s forecast). */
const TIMES_A_MONTH: Record<string, number> = { WEEKLY: 52 / 12, BIWEEKLY: 26 / 12, SEMI_MONTHLY: 2, MONTHLY: 1, ANNUALLY: 1 / 12 };

const stream = (description: string, category_primary: string | null, category_detailed: string | null, frequency: string, dollars: number, last_date: string, extra: Partial<SeedStream> = {}): SeedStream => ({
  account: 'checking',
  direction: 'outflow',
  description,
  merchant_name: description,
  category_primary,
  category_detailed,
  frequency,
  last_amount_cents: Math.round(dollars * 100),
  last_date,
  ...extra,
});

/** The bills: what the dashboard's upcoming bills list, and so the budget's Bills, Debt payments and Savings lines. */
const BILLS: SeedStream[] = [
  stream('Oakwood Rent', 'RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT', 'MONTHLY', 1_450, '2024-04-01'),
  stream('StreamFlix', 'ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES', 'MONTHLY', 15.49, '2024-03-28'),
  stream('Parcelwise Plus', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'ANNUALLY', 119, '2023-06-15'),
  stream('Iron Gym', 'PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', 'WEEKLY', 12, '2024-04-08'),
  // Stored before Plaid's detailed category was kept: its group's "Other" line.
  stream('City Utilities', 'RENT_AND_UTILITIES', null, 'BIWEEKLY', 41.3, '2024-04-02'),
  stream('Home Mortgage', 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'MONTHLY', 1_800, '2024-04-01'),
  stream('Card Payment', 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'MONTHLY', 640, '2024-03-25'),
  stream('Transfer to Savings', 'TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER', 'SEMI_MONTHLY', 150, '2024-04-01'),
];
/** Not bills: ended, with no date to tell, and pay coming in. */
const NOT_BILLS: SeedStream[] = [
  stream('Old Gym', 'PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', 'MONTHLY', 30, '2023-01-05', { is_active: false }),
  stream('Sometimes Shop', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES', 'UNKNOWN', 80, '2024-04-02'),
  stream('Employer Pay', 'INCOME', 'INCOME_WAGES', 'BIWEEKLY', -2_400, '2024-04-05', { direction: 'inflow' }),
];
const lineOfBill = (s: SeedStream) => s.category_detailed ?? 'RENT_AND_UTILITIES_OTHER_UTILITIES';
const monthlyOf = (s: SeedStream) => Math.round(Math.abs(s.last_amount_cents) * TIMES_A_MONTH[s.frequency]!);

const row = (id: string, date: string, dollars: number, primary: string, detailed: string, account = 'checking'): SeedRow => ({
  plaid_transaction_id: id,
  account,
  date,
  amount_cents: Math.round(dollars * 100),
  name: id.toUpperCase(),
  merchant_name: null,
  category_primary: primary,
  category_detailed: detailed,
  pending: false,
});
/** January to March: online shopping, far more than the yearly membership's share of it. April so far: a mortgage payment, a card payment (both halves), a transfer to savings (both halves), groceries and pay. */
const APRIL: SeedRow[] = [
  ...['2024-01-09', '2024-02-09', '2024-03-09'].map((date, i) => row(`shop-${i}`, date, 200, 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'card')),
  row('mortgage', '2024-04-01', 1_800, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'),
  row('card-out', '2024-04-02', 612.4, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
  row('card-in', '2024-04-03', -612.4, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'card'),
  row('to-savings', '2024-04-01', 150, 'TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER'),
  row('into-savings', '2024-04-01', -150, 'TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER', 'savings'),
  row('groceries', '2024-04-04', 86.15, 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES', 'card'),
  row('pay', '2024-04-05', -2_400, 'INCOME', 'INCOME_WAGES'),
];

/** A line of the planner as the contract gives it. */
type Line = components['schemas']['BudgetRow'];

async function billPayer(name: string): Promise<TestUser> {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  await seedOverviewLedger(user, {
    banks: [{ name: 'First Test Bank' }],
    accounts: [
      { key: 'checking', bank: 'First Test Bank', name: 'Checking', type: 'depository', current_cents: 500_000 },
      { key: 'savings', bank: 'First Test Bank', name: 'Savings', type: 'depository', current_cents: 900_000 },
      { key: 'card', bank: 'First Test Bank', name: 'Card', type: 'credit', current_cents: 61_240 },
    ],
    rows: APRIL,
    streams: [...BILLS, ...NOT_BILLS],
  });
  return user;
}

describe('bills, debt payments and savings as lines of the budget', () => {
  let user: TestUser;
  let lines: Line[];
  let groups: { group: string; bills_monthly: number; planned: number }[];
  beforeAll(async () => {
    user = await billPayer('lines-bills');
    ({ categories: lines, groups } = await okJson(user, '/db_api/budgets?month=2024-04'));
  });
  const lineOf = (code: string) => lines.find((l) => l.category === code)!;

  it('puts each bill on its line, with its amount a month, and the spending lines holding a bill in "Bills"', () => {
    for (const bill of BILLS) {
      const line = lineOf(lineOfBill(bill));
      expect(line.bills, bill.description).toContainEqual({ description: bill.description, merchant_name: bill.description, amount: Math.abs(bill.last_amount_cents) / 100, frequency: bill.frequency, monthly: monthlyOf(bill) / 100 });
    }
    // A spending line is one of "Bills" when its bills come to half its spending or more: not the shop with a yearly membership.
    const expectedGroup = (s: SeedStream) =>
      s.category_primary === 'LOAN_PAYMENTS' ? 'DEBT_PAYMENTS' : s.category_primary === 'TRANSFER_OUT' ? 'SAVINGS' : s.description === 'Parcelwise Plus' ? 'GENERAL_MERCHANDISE' : 'BILLS';
    for (const bill of BILLS) expect(lineOf(lineOfBill(bill)).group, bill.description).toBe(expectedGroup(bill));
    expect(lineOf('GENERAL_MERCHANDISE_ONLINE_MARKETPLACES').average_3_months).toBe(200);
    // Each group's bills a month are its lines' bills added up — the card payment's aside: it pays for purchases planned as spending.
    const plannable = (b: SeedStream) => (b.category_detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' ? 0 : monthlyOf(b));
    for (const group of ['BILLS', 'DEBT_PAYMENTS', 'SAVINGS']) {
      const total = BILLS.filter((b) => expectedGroup(b) === group).reduce((sum, b) => sum + plannable(b), 0);
      expect(toCents(groups.find((g) => g.group === group)!.bills_monthly), group).toBe(total);
    }
    expect(lineOf('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')).toMatchObject({ kind: 'card_paydown', bills_monthly: 0 });
    expect(groups.slice(0, 3).map((g) => g.group)).toEqual(['BILLS', 'DEBT_PAYMENTS', 'SAVINGS']);
    // Lines without a bill stay in their own group; the streams that are no bills are on no line.
    expect(lineOf('GENERAL_MERCHANDISE_SUPERSTORES')).toMatchObject({ group: 'GENERAL_MERCHANDISE', bills: [] });
    expect(lines.flatMap((l) => l.bills.map((b) => b.description))).not.toEqual(expect.arrayContaining(['Old Gym']));
  });

  it("agrees with the dashboard's upcoming bills on what a bill is", async () => {
    const upcoming = await okJson(user, '/db_api/dashboard/upcoming_bills?days=90');
    const onLines = lines.flatMap((l) => l.bills.map((b) => b.description)).sort();
    expect(onLines).toEqual(upcoming.bills.map((b: { description: string }) => b.description).sort());
    expect(onLines).toEqual(BILLS.map((b) => b.description).sort());
  });

  it('plans the bills, debt payments and savings, and what is left to plan is the income less all of it', async () => {
    const plans = BILLS.map(lineOfBill).filter((code, i, all) => all.indexOf(code) === i).map((code) => ({ category: code, amount: lineOf(code).bills_monthly, version: 0 }));
    const saved = await user.request('PUT', '/api/budgets/2024-04', { categories: [...plans, { category: 'FOOD_AND_DRINK_GROCERIES', amount: 400, version: 0 }], expected_income: { amount: 6_000, version: 0 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const everything = BILLS.reduce((sum, b) => sum + (b.category_detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' ? 0 : monthlyOf(b)), 0) + 40_000;
    expect(toCents(saved.json().totals.planned)).toBe(everything);
    expect(toCents(saved.json().totals.left_to_plan)).toBe(600_000 - everything);
  });

  it('tracks a debt payment or savings line against the posted money paid out on it, not the other half of the payment, and leaves it out of spending', async () => {
    const tracker = await okJson(user, '/db_api/budgets/tracker?month=2024-04');
    const tracked = (code: string) => tracker.rows.find((r: { category: string }) => r.category === code);
    const april = APRIL.filter((r) => r.date.startsWith('2024-04'));
    const paidOut = (detailed: string) => april.filter((r) => r.category_detailed === detailed && r.amount_cents > 0).reduce((sum, r) => sum + r.amount_cents, 0);
    // The card payment line: paid beyond the month's purchases on the card (those are groceries, planned as spending).
    const spentOnCard = april.filter((r) => r.account === 'card').reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
    const paidDown = Math.max(0, paidOut('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT') - spentOnCard);
    expect([spentOnCard, paidDown]).toEqual([8_615, 61_240 - 8_615]);
    expect(toCents(tracked('LOAN_PAYMENTS_MORTGAGE_PAYMENT').spent)).toBe(paidOut('LOAN_PAYMENTS_MORTGAGE_PAYMENT'));
    expect(toCents(tracked('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT').spent)).toBe(paidDown);
    expect(toCents(tracked('TRANSFER_OUT_ACCOUNT_TRANSFER').spent)).toBe(paidOut('TRANSFER_OUT_ACCOUNT_TRANSFER'));
    expect(toCents(tracker.totals.paid)).toBe(paidOut('LOAN_PAYMENTS_MORTGAGE_PAYMENT') + paidDown + paidOut('TRANSFER_OUT_ACCOUNT_TRANSFER'));
    const spent = april.reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
    expect(toCents(tracker.totals.all_spent)).toBe(spent);
    expect(toCents(tracker.totals.spent)).toBe(spent);
    expect(tracker.groups.slice(0, 3).map((g: { group: string }) => g.group)).toEqual(['BILLS', 'DEBT_PAYMENTS', 'SAVINGS']);
  });
});

describe('plans made per group before lines (migration 0014)', () => {
  let carol: TestUser;
  let rows: RawRow[];
  const GROCERIES = 'FOOD_AND_DRINK_GROCERIES';
  const COFFEE = 'FOOD_AND_DRINK_COFFEE';
  const spent = (line: string) => rows.filter((r) => r.category_detailed === line && r.date >= '2024-01-01' && r.date <= '2024-03-31').reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);

  beforeAll(async () => {
    rows = sampleRows();
    ({ user: carol } = await subscriberWithLedger(app, 'lines-carried', rows));
    const { db } = await testDatabase();
    await db
      .insertInto('budgets')
      .values([
        { user_id: carol.id, month: '2024-04', category: 'FOOD_AND_DRINK', amount_cents: 30_001 },
        { user_id: carol.id, month: '2024-04', category: 'MEDICAL', amount_cents: 5_000 },
      ])
      .execute();
    await db.insertInto('budget_rollovers').values({ user_id: carol.id, category: 'FOOD_AND_DRINK', policy: 'carry_all' }).execute();
    // The migration's own step, as it ran over the plans made before it (the test database is migrated already).
    await carryGroupPlansOver(db as unknown as Kysely<unknown>);
  });

  it("shares a group's plan over its lines in proportion to what each spent in the 3 months before, to the cent, keeping the group's total", async () => {
    const { categories, groups } = await okJson(carol, '/db_api/budgets?month=2024-04');
    const plannedOf = (code: string) => toCents(categories.find((l: Line) => l.category === code).planned ?? 0);
    expect(spent(GROCERIES)).toBeGreaterThan(0);
    expect(spent(COFFEE)).toBeGreaterThan(0);
    const total = spent(GROCERIES) + spent(COFFEE);
    for (const line of [GROCERIES, COFFEE]) expect(Math.abs(plannedOf(line) - (30_001 * spent(line)) / total), line).toBeLessThan(1);
    expect(plannedOf(GROCERIES) + plannedOf(COFFEE)).toBe(30_001);
    expect(toCents(groups.find((g: { group: string }) => g.group === 'FOOD_AND_DRINK').planned)).toBe(30_001);
    // Nothing spent on medical lines: the whole plan on its "Other" line.
    expect(plannedOf('MEDICAL_OTHER_MEDICAL')).toBe(5_000);
    expect(categories.find((l: Line) => l.category === GROCERIES)).toMatchObject({ version: 1, rollover: 'carry_all' });
    expect(categories.find((l: Line) => l.category === 'FOOD_AND_DRINK_RESTAURANT')).toMatchObject({ planned: null, rollover: 'carry_all' });
    const { db } = await testDatabase();
    expect(await db.selectFrom('budgets').select('category').where('user_id', '=', carol.id).where('category', 'in', ['FOOD_AND_DRINK', 'MEDICAL']).execute()).toEqual([]);
  });

  it('shares by largest remainder: every cent is kept, a zero or negative weight gets nothing, and large figures stay exact', () => {
    expect(shareOut(100, new Map([['A', 1], ['B', 1], ['C', 1]]), 'O')).toEqual(new Map([['A', 34], ['B', 33], ['C', 33]]));
    expect(shareOut(1_000, new Map([['A', 3], ['B', 0], ['C', -5]]), 'O')).toEqual(new Map([['A', 1_000]]));
    expect(shareOut(700, new Map(), 'O')).toEqual(new Map([['O', 700]]));
    expect(shareOut(0, new Map([['A', 5], ['B', 9]]), 'O')).toEqual(new Map([['B', 0]]));
    const big = shareOut(100_000_000, new Map([['A', 999_999_999_999], ['B', 1]]), 'O');
    expect([...big.values()].reduce((a, b) => a + b, 0)).toBe(100_000_000);
    expect(big.get('A')).toBe(100_000_000);
  });
});
