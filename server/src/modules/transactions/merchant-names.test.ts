import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { idOf, okJson, seedLedger, subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';
import { toolContextFor } from '../assistant/index.ts';
import { runTool } from '../assistant/tools.ts';

/**
 * A merchant by the user's name (issue 24, item 4): renamed once, every row of it, past and
 * future, shows the name; the bank's text and Plaid's name stay visible; filters, search and
 * rules still work by the bank's key; another user's rows and transactions are untouched.
 */

const RAW = 'PLATYPUS HOME MORTGAGE PMT 4091';
const row = (id: string, date: string, cents: number, merchant: string | null, name: string): RawRow => ({
  plaid_transaction_id: id,
  account: 'checking',
  amount_cents: cents,
  date,
  name,
  merchant_name: merchant,
  category_primary: 'LOAN_PAYMENTS',
  category_detailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
  pending: false,
});
const ROWS: RawRow[] = [
  row('m-1', '2026-09-01', 262_440, null, RAW),
  row('m-2', '2026-10-01', 262_440, null, RAW),
  { ...row('s-1', '2026-10-03', 575, 'Starbucks', 'STARBUCKS 0231'), category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_COFFEE' },
];
const RANGE = 'start_date=2026-08-01&end_date=2026-12-31';

let app: FastifyInstance;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  ({ user } = await subscriberWithLedger(app, 'merchant-names', ROWS));
  ({ user: other } = await subscriberWithLedger(app, 'merchant-names-other', ROWS));
});
afterAll(async () => {
  await app.close();
});

const rename = (who: TestUser, id: string, name: unknown) => who.request('PUT', `/api/transactions/${encodeURIComponent(id)}/merchant_name`, { name });
const listed = async (who: TestUser, query = '') => (await okJson(who, `/db_api/transactions?${RANGE}${query}`)).transactions as { transaction_id: string; merchant_name: string | null; bank_merchant_name: string | null; merchant_renamed: boolean; name: string }[];
const ofKey = (rows: Awaited<ReturnType<typeof listed>>) => rows.filter((t) => t.name === RAW);

describe('PUT /api/transactions/{transaction_id}/merchant_name', () => {
  it("shows the user's name on every row of the merchant, past and future, and the bank's beside it; filters and search still find them", async () => {
    const response = await rename(user, idOf(user, ROWS[1]!), '  Home loan ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ merchant_name: 'Home loan', bank_merchant_name: null, merchant_renamed: true, name: RAW });

    expect(ofKey(await listed(user)).map((t) => [t.merchant_name, t.merchant_renamed])).toEqual([
      ['Home loan', true],
      ['Home loan', true],
    ]);
    expect((await listed(user)).find((t) => t.name === 'STARBUCKS 0231')).toMatchObject({ merchant_name: 'Starbucks', merchant_renamed: false });
    // By the bank's key, as the pages' links filter, and by its text in a search.
    expect(ofKey(await listed(user, `&merchant=${encodeURIComponent(RAW)}`))).toHaveLength(2);
    expect(ofKey(await listed(user, '&search=platypus'))).toHaveLength(2);
    // And by the name the rows show, as the transactions page's search box is used.
    expect((await listed(user, `&search=${encodeURIComponent('home LOAN')}`)).map((t) => t.name)).toEqual([RAW, RAW]);
    expect(await listed(other, `&search=${encodeURIComponent('home loan')}`)).toEqual([]);

    // A row of it that arrives later is named so too.
    await seedLedger(user, [row('m-3', '2026-11-01', 262_440, null, RAW)]);
    expect(ofKey(await listed(user)).map((t) => t.merchant_name)).toEqual(['Home loan', 'Home loan', 'Home loan']);

    // Merchant insights: the list, and one merchant's page with the key its links filter by.
    // (A mortgage is no spending: the list finds it by a search, by the user's name or the bank's.)
    for (const search of ['home loan', 'platypus']) {
      const merchants = (await okJson(user, `/db_api/merchants?${RANGE}&search=${encodeURIComponent(search)}`)).merchants as { merchant_name: string }[];
      expect(merchants.map((m) => m.merchant_name), search).toEqual(['Home loan']);
    }
    expect(await okJson(user, `/db_api/merchants/${encodeURIComponent(idOf(user, ROWS[0]!))}`)).toMatchObject({ merchant_name: 'Home loan', merchant_key: RAW });

    // Another user's rows of the same bank text keep the bank's name.
    expect(ofKey(await listed(other)).map((t) => [t.merchant_name, t.merchant_renamed])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it("lets the assistant find the merchant by the user's name", async () => {
    const { db } = await testDatabase();
    const context = await toolContextFor({ db, now: () => Date.parse('2026-11-20T12:00:00Z') }, user.id);
    expect(context.merchants).toContain('Home loan');
    const result = (await runTool('search_transactions', JSON.stringify({ start_date: '2026-08-01', end_date: '2026-11-20', merchants: ['Home loan'] }), context)) as { count: number; transactions: { merchant: string }[] };
    expect(result.count).toBe(3);
    expect(result.transactions.map((t) => t.merchant)).toEqual(['Home loan', 'Home loan', 'Home loan']);
  });

  it("names a recurring payment of the merchant by the user's name", async () => {
    const stream = { merchant: RAW, amount: 2624.4, kind: 'loan_or_mortgage', frequency: 'MONTHLY', next_date: '2027-01-01' };
    for (const who of [user, other]) expect((await who.request('POST', '/api/recurring', stream)).statusCode).toBe(200);
    const merchantsOf = async (who: TestUser) => ((await okJson(who, '/db_api/recurring')).streams as { merchant: string; description: string }[]).filter((s) => s.description === RAW).map((s) => s.merchant);
    expect(await merchantsOf(user)).toEqual(['Home loan']);
    expect(await merchantsOf(other)).toEqual([RAW]);
  });

  it("gives the bank's name back with null", async () => {
    expect((await rename(user, idOf(user, ROWS[0]!), null)).json()).toMatchObject({ merchant_name: null, merchant_renamed: false });
    expect(ofKey(await listed(user)).every((t) => t.merchant_name === null && !t.merchant_renamed)).toBe(true);
  });

  it("answers 404 for another user's transaction and 400 naming name for an empty or overlong one", async () => {
    expect((await rename(other, idOf(user, ROWS[0]!), 'Mine')).statusCode).toBe(404);
    expect(ofKey(await listed(user)).every((t) => t.merchant_name === null)).toBe(true);
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const bad = await rename(user, idOf(user, ROWS[0]!), name);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toMatch(/name/);
    }
  });
});
