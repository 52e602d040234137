import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { merchantOf, okJson, readmeCounting, subscriberWithLedger, toCents, type RawRow, type SeededLedger } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';
import type { Db } from '../../db/client.ts';
import { startStandIn, type RunningStandIn } from '../../../emulators/openai/test-support.ts';
import { askAssistant } from '../../../test/assistant.ts';
import { createOpenAiModel } from '../../vendors/model.ts';
import { replaceRecurringStreams } from '../accounts/index.ts';
import { createAssistantHandlers } from '../assistant/handlers.ts';
import { runTool } from '../assistant/tools.ts';
import { createForecastHandlers } from './handlers.ts';

/**
 * The cash-flow forecast (README, "Cash-flow forecast") for a fixture with known streams, a card,
 * a budget for May and spending over the last 90 days, checked against the test's own day-by-day
 * walk: each date below is stepped by hand from the stream's last date.
 */
const TODAY = '2024-04-10';
const CHECKING_CENTS = 300_000;
const CARD_OWED_CENTS = 45_000;
const CARD_DUE = '2024-04-25';
const MAY_GROCERIES_CENTS = 60_000;

let n = 0;
const row = (date: string, amount: number, merchant: string, category: string | null, extra: Partial<RawRow> = {}): RawRow => ({
  plaid_transaction_id: `fc-${++n}`,
  account: 'checking',
  amount_cents: amount,
  date,
  name: merchant.toUpperCase(),
  merchant_name: merchant,
  category_primary: category,
  category_detailed: null,
  pending: false,
  ...extra,
});

const ROWS: RawRow[] = [
  row('2024-01-05', 99_999, 'Old Store', 'GENERAL_MERCHANDISE'), // before the 90 days
  row('2024-01-20', 12_345, 'Grocer', 'FOOD_AND_DRINK'),
  row('2024-02-14', 8_760, 'Grocer', 'FOOD_AND_DRINK'),
  row('2024-03-02', 4_321, 'Cafe', 'FOOD_AND_DRINK', { account: 'card' }),
  row('2024-03-09', -1_500, 'Grocer', 'FOOD_AND_DRINK'), // a refund
  row('2024-03-20', 8_417, 'City Power', 'RENT_AND_UTILITIES'),
  row('2024-02-20', 8_417, 'City Power', 'RENT_AND_UTILITIES'),
  row('2024-03-31', 1_599, 'Netflix', 'ENTERTAINMENT', { account: 'card' }),
  row('2024-03-25', 20_000, 'Savings Transfer', 'TRANSFER_OUT'),
  row('2024-04-01', -250_033, 'Acme Corp', 'INCOME'),
  row('2024-04-08', 5_555, 'Grocer', 'FOOD_AND_DRINK', { pending: true }), // pending: not spent yet
  row('2024-04-09', 3_210, 'Hardware', 'HOME_IMPROVEMENT'),
  row('2024-04-10', 777, 'Cafe', 'FOOD_AND_DRINK'), // today: in the balance, not in the 90 days before it
];

interface RawStream {
  id: string;
  merchant: string;
  frequency: string;
  last_date: string;
  amount: number;
  category: string;
  detailed?: string;
  direction?: 'inflow' | 'outflow';
  is_active?: boolean;
}

const STREAMS: RawStream[] = [
  { id: 'salary', merchant: 'Acme Corp', frequency: 'SEMI_MONTHLY', last_date: '2024-04-01', amount: -250_033, category: 'INCOME', direction: 'inflow' },
  // A few dollars of interest falls before pay: payday is still the salary's next date.
  { id: 'interest', merchant: 'Savings Interest', frequency: 'MONTHLY', last_date: '2024-03-11', amount: -1_085, category: 'INCOME', direction: 'inflow' },
  { id: 'power', merchant: 'City Power', frequency: 'MONTHLY', last_date: '2024-03-20', amount: 8_417, category: 'RENT_AND_UTILITIES' },
  { id: 'netflix', merchant: 'Netflix', frequency: 'MONTHLY', last_date: '2024-03-31', amount: 1_599, category: 'ENTERTAINMENT' },
  { id: 'card', merchant: 'Card Payment', frequency: 'MONTHLY', last_date: '2024-03-25', amount: 30_000, category: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' },
  { id: 'savings', merchant: 'Savings Transfer', frequency: 'MONTHLY', last_date: '2024-03-25', amount: 20_000, category: 'TRANSFER_OUT' },
  { id: 'gym', merchant: 'Old Gym', frequency: 'MONTHLY', last_date: '2023-01-01', amount: 2_000, category: 'PERSONAL_CARE', is_active: false },
];

/** The dates each counted stream falls on in the 90 days after today, stepped by hand from its last date. */
const DATES: Record<string, string[]> = {
  // Every 15 days from April 1st.
  salary: ['2024-04-16', '2024-05-01', '2024-05-16', '2024-05-31', '2024-06-15', '2024-06-30'],
  // The 11th of each month.
  interest: ['2024-04-11', '2024-05-11', '2024-06-11'],
  // The 20th of each month.
  power: ['2024-04-20', '2024-05-20', '2024-06-20'],
  // Monthly from March 31st: the month's last day.
  netflix: ['2024-04-30', '2024-05-31', '2024-06-30'],
};

let app: FastifyInstance;
let standIn: RunningStandIn;
let db: Db;
let alice: TestUser;
let bob: TestUser;
let aliceBanks: SeededLedger;

const addDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function seed(user: TestUser, banks: SeededLedger, streams: RawStream[]) {
  const checking = await db.selectFrom('accounts').select(['id', 'item_id', 'plaid_account_id']).where('plaid_account_id', '=', banks.accounts.checking).executeTakeFirstOrThrow();
  const card = await db.selectFrom('accounts').select(['id']).where('plaid_account_id', '=', banks.accounts.card).executeTakeFirstOrThrow();
  await db.updateTable('accounts').set({ current_cents: CHECKING_CENTS }).where('id', '=', checking.id).execute();
  await db.updateTable('accounts').set({ current_cents: CARD_OWED_CENTS }).where('id', '=', card.id).execute();
  await db.insertInto('credit_liabilities').values({ account_id: card.id, user_id: user.id, aprs: JSON.stringify([]), next_payment_due_date: CARD_DUE } as never).execute();
  const rows = streams.map((s) => ({
    user_id: user.id,
    item_id: checking.item_id,
    stream_id: `${user.id}-${s.id}`,
    account_plaid_id: checking.plaid_account_id,
    direction: s.direction ?? ('outflow' as const),
    description: s.merchant.toUpperCase(),
    merchant_name: s.merchant,
    category_primary: s.category,
    category_detailed: s.detailed ?? null,
    frequency: s.frequency,
    average_amount_cents: s.amount,
    last_amount_cents: s.amount,
    last_date: s.last_date,
    is_active: s.is_active ?? true,
  }));
  await db.transaction().execute((trx) => replaceRecurringStreams(trx, checking.item_id, rows));
}

/** The test's own walk: each day's balance from today's cash, the streams' dates, the card's due date and each month's everyday rate. */
function expectedBalances(): number[] {
  const baselineStart = addDay(TODAY, -90);
  const counted = new Set(['netflix', 'city power']);
  const inWindow = ROWS.filter((r) => r.date >= baselineStart && r.date < TODAY);
  const spent = inWindow.reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
  const atStreams = inWindow.filter((r) => counted.has(merchantOf(r).toLowerCase())).reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
  const baseline = Math.max(0, Math.round((spent - atStreams) / 90));
  const perDay = (month: string) => (month === '2024-05' ? Math.round(MAY_GROCERIES_CENTS / 31) : baseline);
  const amount: Record<string, number> = { salary: 250_033, interest: 1_085, power: -8_417, netflix: -1_599 };
  let balance = CHECKING_CENTS;
  return Array.from({ length: 90 }, (_, i) => {
    const date = addDay(TODAY, i + 1);
    for (const [id, dates] of Object.entries(DATES)) if (dates.includes(date)) balance += amount[id]!;
    if (date === CARD_DUE) balance -= CARD_OWED_CENTS;
    balance -= perDay(date.slice(0, 7));
    return balance;
  });
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  const now = () => Date.parse(`${TODAY}T12:00:00Z`);
  standIn = await startStandIn();
  app = await createTestApp({ handlers: { ...createForecastHandlers({ db, now }), ...createAssistantHandlers({ db, model: createOpenAiModel(standIn.openai), modelName: 'gpt-4o-mini', now, timeBudgetMs: 60_000 }) } });
  ({ user: alice, banks: aliceBanks } = await subscriberWithLedger(app, 'fc-alice', ROWS));
  await seed(alice, aliceBanks, STREAMS);
  await db.insertInto('budgets').values({ user_id: alice.id, month: '2024-05', category: 'FOOD_AND_DRINK_GROCERIES', amount_cents: MAY_GROCERIES_CENTS }).execute();
  const bobs = await subscriberWithLedger(app, 'fc-bob', []);
  bob = bobs.user;
  await seed(bob, bobs.banks, []);
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

type Point = { date: string; balance: number; income: number; payments: number; everyday: number };

describe('GET /db_api/forecast', () => {
  it("equals the test's own day-by-day walk for 90 days", async () => {
    const body = await okJson(alice, '/db_api/forecast?days=90');
    const expected = expectedBalances();
    expect(body.as_of).toBe(TODAY);
    expect(toCents(body.starting_balance)).toBe(CHECKING_CENTS);
    expect(body.points.map((p: Point) => p.date)).toEqual(expected.map((_, i) => addDay(TODAY, i + 1)));
    expect(body.points.map((p: Point) => toCents(p.balance))).toEqual(expected);
    const low = Math.min(CHECKING_CENTS, ...expected);
    expect(toCents(body.low_point.balance)).toBe(low);
    expect(body.low_point.date).toBe(low === CHECKING_CENTS ? TODAY : addDay(TODAY, expected.indexOf(low) + 1));
  });

  it('lists exactly what it assumed: the streams counted and their dates, the card, each month’s rate, and what it left out', async () => {
    const { assumptions } = await okJson(alice, '/db_api/forecast?days=90');
    expect(assumptions.cash_accounts.map((a: { balance: number }) => toCents(a.balance))).toEqual([CHECKING_CENTS]);
    expect(assumptions.scheduled.map((s: { merchant: string; dates: string[]; amount: number; direction: string }) => [s.merchant, s.direction, toCents(s.amount), s.dates]).sort()).toEqual(
      [
        ['Acme Corp', 'inflow', 250_033, DATES.salary],
        ['Savings Interest', 'inflow', 1_085, DATES.interest],
        ['City Power', 'outflow', 8_417, DATES.power],
        ['Netflix', 'outflow', 1_599, DATES.netflix],
      ].sort(),
    );
    expect(assumptions.excluded.map((e: { merchant: string; kind: string }) => [e.merchant, e.kind]).sort()).toEqual([
      ['Card Payment', 'card_payment'],
      ['Savings Transfer', 'transfer_or_savings'],
    ]);
    expect(assumptions.cards.map((c: { owed: number; due_date: string; counted: boolean }) => [toCents(c.owed), c.due_date, c.counted])).toEqual([[CARD_OWED_CENTS, CARD_DUE, true]]);
    expect(assumptions.everyday.map((m: { month: string; source: string; days: number }) => [m.month, m.source, m.days])).toEqual([
      ['2024-04', 'recent_spending', 20],
      ['2024-05', 'budget', 31],
      ['2024-06', 'recent_spending', 30],
      ['2024-07', 'recent_spending', 9],
    ]);
    expect(toCents(assumptions.everyday[1].budget_left)).toBe(MAY_GROCERIES_CENTS);
    expect(assumptions.baseline).toMatchObject({ start_date: '2024-01-11', end_date: '2024-04-09' });
  });

  it('answers the first 30 days by default, and the days under a threshold', async () => {
    const expected = expectedBalances().slice(0, 30);
    const body = await okJson(alice, '/db_api/forecast?threshold=5000');
    expect(body.days).toBe(30);
    expect(body.points.map((p: Point) => toCents(p.balance))).toEqual(expected);
    expect(body.days_below_threshold).toEqual(expected.flatMap((cents, i) => (cents < 500_000 ? [addDay(TODAY, i + 1)] : [])));
    expect(body.days_below_threshold.length).toBeGreaterThan(0);
    // Only the dates of the 30 days are listed.
    expect(body.assumptions.scheduled.flatMap((s: { dates: string[] }) => s.dates).every((d: string) => d <= addDay(TODAY, 30))).toBe(true);
  });

  it("keeps the day's first forecast, and checks the one made nearest 30 days ago against the cash balances since", async () => {
    const made = await db.selectFrom('forecasts').select(['made_on', 'balances_cents']).where('user_id', '=', alice.id).execute();
    expect(made).toHaveLength(1);
    expect((made[0]!.balances_cents as unknown as number[]).map(Number)).toEqual(expectedBalances());

    const earlier = Array.from({ length: 90 }, (_, i) => 310_000 - i * 1_000);
    for (const madeOn of ['2024-01-01', '2024-03-11', '2024-04-01']) {
      await db.insertInto('forecasts').values({ user_id: alice.id, made_on: madeOn, starting_cents: 310_000, balances_cents: JSON.stringify(madeOn === '2024-03-11' ? earlier : [1, 2, 3]) }).execute();
    }
    const { checked } = await okJson(alice, '/db_api/forecast');
    expect(checked.made_on).toBe('2024-03-11');
    // The checking account's balance each day: today's with the posted rows dated after that day undone.
    const actual = (day: string) => CHECKING_CENTS + ROWS.filter((r) => r.account === 'checking' && !r.pending && r.date > day).reduce((sum, r) => sum + r.amount_cents, 0);
    const days = Array.from({ length: 30 }, (_, i) => addDay('2024-03-11', i + 1));
    expect(checked.points.map((p: { date: string; forecast: number; actual: number }) => [p.date, toCents(p.forecast), toCents(p.actual)])).toEqual(days.map((d, i) => [d, earlier[i], actual(d)]));
  });

  it("counts none of another user's accounts, streams or budget", async () => {
    const body = await okJson(bob, '/db_api/forecast?days=60');
    expect(body.assumptions.scheduled).toEqual([]);
    expect(body.assumptions.excluded).toEqual([]);
    expect(body.assumptions.everyday.every((m: { source: string }) => m.source === 'recent_spending')).toBe(true);
    expect(body.points.map((p: Point) => toCents(p.balance))).toEqual(Array.from({ length: 60 }, (_, i) => (addDay(TODAY, i + 1) >= CARD_DUE ? CHECKING_CENTS - CARD_OWED_CENTS : CHECKING_CENTS)));
    expect(body.checked).toBeNull();
  });

  it.each([
    ['days=45', 'days'],
    ['threshold=-1', 'threshold'],
    ['days=ninety', 'days'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await alice.request('GET', `/db_api/forecast?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });
});

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('the assistant on the forecast', () => {
  it("answers the tool with the forecast's own figures: the low point, the last day, payday and the lowest before it", async () => {
    const expected = expectedBalances().slice(0, 30);
    const result = (await runTool('cash_forecast', JSON.stringify({ days: 30 }), { db, userId: alice.id, today: TODAY, merchants: [] })) as Record<string, unknown>;
    const low = Math.min(CHECKING_CENTS, ...expected);
    expect(result.lowest).toEqual({ date: low === CHECKING_CENTS ? TODAY : addDay(TODAY, expected.indexOf(low) + 1), balance: usd(low) });
    expect(result.at_end).toEqual({ date: addDay(TODAY, 30), balance: usd(expected.at(-1)!) });
    expect(result.next_payday).toEqual({ date: DATES.salary![0], merchant: 'Acme Corp', amount: usd(250_033) });
    const before = expected.slice(0, 5); // April 11th to 15th: the days before payday
    expect(result.lowest_before_payday).toMatchObject({ balance: usd(Math.min(...before)) });
    expect(result.runs_short_before_payday).toBe(false);
    expect(await runTool('cash_forecast', JSON.stringify({ days: 45 }), { db, userId: alice.id, today: TODAY, merchants: [] })).toEqual({ error: 'days must be one of: 30, 60, 90.' });
  });

  it('"Will I run short before payday?" is answered from the forecast, as a projection, with the way to it', async () => {
    const expected = expectedBalances();
    const before = expected.slice(0, 5);
    const answer = await askAssistant(alice, 'Will I run short before payday?', Date.parse(`${TODAY}T12:00:00Z`));
    expect(answer).toContain('not projected to run short');
    expect(answer).toContain(`Acme Corp, ${usd(250_033)} on ${DATES.salary![0]}`);
    expect(answer).toContain(usd(Math.min(...before)));
    expect(answer).toContain('projection, not a certainty');
    expect(answer).toContain('](/forecast)');
  });
});
