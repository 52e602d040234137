import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnDay, createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { okJson, subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import { signedInUser, type TestUser } from '../../../test/users.ts';
import type { ItemSyncs } from '../../jobs/index.ts';
import type { LinkedBankData } from '../../vendors/index.ts';
import { createAccountsHandlers } from './handlers.ts';

/**
 * Assets and liabilities valued by hand (issue 25, item 2): a home and a debt to a relative hold
 * no transactions, only dated values. Net worth over time counts the value in force each day,
 * worked out here from the values this file posts and the raw rows; no spending figure moves.
 */

const TODAY = '2025-03-20';
const CHECKING_NOW = 250_000;

const ROWS: RawRow[] = [
  { plaid_transaction_id: 'v1', account: 'checking', amount_cents: 12_000, date: '2025-02-20', name: 'Grocer', merchant_name: 'Grocer', category_primary: 'FOOD_AND_DRINK', category_detailed: null, pending: false },
  { plaid_transaction_id: 'v2', account: 'checking', amount_cents: -80_000, date: '2025-03-01', name: 'Payroll', merchant_name: null, category_primary: 'INCOME', category_detailed: null, pending: false },
  { plaid_transaction_id: 'v3', account: 'checking', amount_cents: 3_000, date: '2025-03-10', name: 'Cafe', merchant_name: 'Cafe', category_primary: 'FOOD_AND_DRINK', category_detailed: null, pending: false },
];

/** The home's values and the debt's, as this file posts them: [as_of, cents]. */
const HOME: [string, number][] = [
  ['2024-06-01', 40_000_000],
  ['2025-02-15', 42_000_000],
  ['2025-03-05', 42_150_000],
];
const DEBT: [string, number][] = [['2025-03-01', 500_000]];

/** The value in force at the end of `day`: the latest on or before it, none before the first. */
const valueAt = (values: [string, number][], day: string) => values.filter(([asOf]) => asOf <= day).at(-1)?.[1] ?? 0;

/** Checking walked back from today over the raw rows after `day`, plus the home, less the debt. */
function expectedAt(day: string) {
  let checking = CHECKING_NOW;
  for (const r of ROWS) if (r.date > day) checking += r.amount_cents;
  const assets = checking + valueAt(HOME, day);
  const liabilities = valueAt(DEBT, day);
  return { assets: assets / 100, liabilities: liabilities / 100, net_worth: (assets - liabilities) / 100 };
}

let app: FastifyInstance;
let onDay: Awaited<ReturnType<typeof appOnDay>>;
let user: TestUser;
let other: TestUser;
let homeId: string;
let debtId: string;

const post = (who: TestUser, url: string, body: object) => who.request('POST', url, body);

beforeAll(async () => {
  app = await createTestApp();
  onDay = await appOnDay(({ db, now }) => ({ getNetWorth: createAccountsHandlers({ db, now, bankData: {} as LinkedBankData, syncs: {} as ItemSyncs }).getNetWorth! }), TODAY);
  const { db } = await testDatabase();
  ({ user } = await subscriberWithLedger(app, 'valued', ROWS));
  await db.updateTable('accounts').set({ current_cents: CHECKING_NOW }).where('user_id', '=', user.id).where('type', '=', 'depository').execute();
  // The seeded card owes nothing, so only the debt below is a liability.
  await db.updateTable('accounts').set({ current_cents: 0 }).where('user_id', '=', user.id).where('type', '=', 'credit').execute();
  ({ user: other } = await subscriberWithLedger(app, 'valued-other', []));
});

afterAll(async () => {
  await app?.close();
  await onDay?.app.close();
});

describe('assets and liabilities valued by hand', () => {
  it('are made with a first value, take later ones (the same day again replaces it) and list every value', async () => {
    const before = {
      spend: await okJson(user, '/db_api/dashboard/spend_stats?start_date=2024-01-01&end_date=2025-03-31'),
      rows: await okJson(user, '/db_api/transactions?page=1'),
    };
    const [firstAsOf, firstCents] = HOME[0]!;
    const home = await post(user, '/api/manual_accounts', { name: 'Maple Street house', type: 'home', opening_balance: firstCents / 100, opening_date: firstAsOf });
    expect(home.statusCode, home.body).toBe(200);
    homeId = home.json().account_id;
    // A value given twice for one day: the second stands.
    expect((await post(user, `/api/manual_accounts/${homeId}/values`, { value: 1, as_of: HOME[1]![0] })).statusCode).toBe(200);
    for (const [asOf, cents] of HOME.slice(1)) expect((await post(user, `/api/manual_accounts/${homeId}/values`, { value: cents / 100, as_of: asOf })).statusCode).toBe(200);
    const debt = await post(user, '/api/manual_accounts', { name: 'Loan from Dad', type: 'other_liability', opening_balance: DEBT[0]![1] / 100, opening_date: DEBT[0]![0] });
    debtId = debt.json().account_id;

    const { accounts } = await okJson(user, '/db_api/manual_accounts');
    expect(accounts.find((a: { account_id: string }) => a.account_id === homeId)).toMatchObject({
      type: 'home',
      balance: HOME.at(-1)![1] / 100,
      values: HOME.map(([as_of, cents]) => ({ as_of, value: cents / 100 })),
    });
    // On the accounts page: a home is Plaid's `other`, the debt a loan owed.
    const listed = (await okJson(user, '/api/accounts')).accounts as { account_id: string; type: string; subtype: string; balances: { current: number } }[];
    expect(listed.find((a) => a.account_id === homeId)).toMatchObject({ type: 'other', subtype: 'home', balances: { current: HOME.at(-1)![1] / 100 } });
    expect(listed.find((a) => a.account_id === debtId)).toMatchObject({ type: 'loan', balances: { current: DEBT[0]![1] / 100 } });

    // Holding no transactions, they move no spending figure and add no row.
    expect(await okJson(user, '/db_api/dashboard/spend_stats?start_date=2024-01-01&end_date=2025-03-31')).toEqual(before.spend);
    const { as_of: _asOf, ...rowsAfter } = await okJson(user, '/db_api/transactions?page=1');
    const { as_of: _asOfBefore, ...rowsBefore } = before.rows;
    expect(rowsAfter).toEqual(rowsBefore);
  });

  it('count in net worth over time at the value in force each day, and not before their first', async () => {
    const response = await onDay.get(user, '/db_api/net_worth?start_date=2025-02-10&end_date=2025-03-20&interval=day');
    expect(response.statusCode, response.body).toBe(200);
    const { points, history_starts } = response.json() as { points: { date: string }[]; history_starts: string };
    expect(points).toHaveLength(39);
    // The home's first value is older than the first transaction: all time starts with it.
    expect(history_starts).toBe([...ROWS.map((r) => r.date), ...HOME.map(([asOf]) => asOf), ...DEBT.map(([asOf]) => asOf)].sort()[0]);
    for (const point of points) expect(point, point.date).toMatchObject(expectedAt(point.date));
    const monthly = (await onDay.get(user, '/db_api/net_worth?start_date=2024-01-01&end_date=2025-03-20&interval=month')).json() as { points: { date: string }[] };
    // Before the home's first value (June 2024) it counts nothing.
    for (const point of monthly.points) expect(point, point.date).toMatchObject(expectedAt(point.date));
    expect(monthly.points[0]).toMatchObject({ date: '2024-01-31', assets: expectedAt('2024-01-31').assets });
  });

  it("refuse another user's account (404), values below zero or after today, and a value for an account of transactions (400 naming the field)", async () => {
    expect((await post(other, `/api/manual_accounts/${homeId}/values`, { value: 5, as_of: '2025-01-01' })).statusCode).toBe(404);
    const negative = await post(user, `/api/manual_accounts/${homeId}/values`, { value: -5, as_of: '2025-01-01' });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('value');
    const future = await post(user, `/api/manual_accounts/${homeId}/values`, { value: 5, as_of: '2100-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.error_message).toMatch(/^as_of: /);
    const wallet = (await post(user, '/api/manual_accounts', { name: 'Wallet', type: 'cash', opening_balance: 20, opening_date: '2025-01-01' })).json();
    const notValued = await post(user, `/api/manual_accounts/${wallet.account_id}/values`, { value: 5, as_of: '2025-01-01' });
    expect(notValued.statusCode).toBe(400);
    expect(notValued.json().error.error_message).toMatch(/^account_id: /);
    const reopened = await user.request('PATCH', `/api/manual_accounts/${homeId}`, { opening_balance: 1 });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().error.error_message).toMatch(/^opening_balance: /);
    const negativeHome = await post(user, '/api/manual_accounts', { name: 'Boat', type: 'other_asset', opening_balance: -1, opening_date: '2025-01-01' });
    expect(negativeHome.statusCode).toBe(400);
    expect(negativeHome.json().error.error_message).toMatch(/^opening_balance: /);
    // Nothing of those refusals was stored.
    expect((await okJson(user, '/db_api/manual_accounts')).accounts.find((a: { account_id: string }) => a.account_id === homeId).values).toHaveLength(HOME.length);
  });

  it('are for subscribers only', async () => {
    const visitor = await signedInUser(app, 'valued-visitor');
    expect((await post(visitor, `/api/manual_accounts/${homeId}/values`, { value: 5, as_of: '2025-01-01' })).statusCode).toBe(403);
  });
});
