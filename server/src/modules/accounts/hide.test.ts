import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { okJson, subscriberWithLedger, toCents, type RawRow, type SeededLedger } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';

/**
 * Hiding an account (issue 25, item 4): it stays listed, marked, and leaves every total; shown
 * again, everything is back. Every figure is checked against this file's own sums of the raw rows.
 */

const START = '2026-10-01';
const END = '2026-10-31';
const CHECKING_NOW = 250_000;
const CARD_OWED_NOW = 80_000;

const row = (id: string, account: RawRow['account'], cents: number, date: string, category: string): RawRow => ({
  plaid_transaction_id: id,
  account,
  amount_cents: cents,
  date,
  name: `Row ${id}`,
  merchant_name: `Merchant ${id}`,
  category_primary: category,
  category_detailed: null,
  pending: false,
});

const ROWS: RawRow[] = [
  row('h1', 'checking', 4_210, '2026-10-03', 'FOOD_AND_DRINK'),
  row('h2', 'checking', 12_000, '2026-10-09', 'GENERAL_MERCHANDISE'),
  row('h3', 'checking', -300_000, '2026-10-15', 'INCOME'),
  row('h4', 'card', 7_777, '2026-10-20', 'FOOD_AND_DRINK'),
  row('h5', 'card', 3_333, '2026-10-27', 'ENTERTAINMENT'),
];

let app: FastifyInstance;
let user: TestUser;
let banks: SeededLedger;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  ({ user, banks } = await subscriberWithLedger(app, 'hide-account', ROWS));
  ({ user: other } = await subscriberWithLedger(app, 'hide-other', []));
  const { db } = await testDatabase();
  await db.updateTable('accounts').set({ current_cents: CHECKING_NOW }).where('plaid_account_id', '=', banks.accounts.checking).execute();
  await db.updateTable('accounts').set({ current_cents: CARD_OWED_NOW }).where('plaid_account_id', '=', banks.accounts.card).execute();
});
afterAll(async () => {
  await app.close();
});

/** Spent and income over the month from the raw rows of the accounts counted. */
function expectedMonth(counted: ReadonlySet<RawRow['account']>) {
  const rows = ROWS.filter((r) => counted.has(r.account));
  return {
    spent: rows.filter((r) => r.category_primary !== 'INCOME').reduce((sum, r) => sum + r.amount_cents, 0),
    income: rows.filter((r) => r.category_primary === 'INCOME').reduce((sum, r) => sum - r.amount_cents, 0),
  };
}

/** The figures the pages show for the month, in cents. */
async function figures() {
  const month = `start_date=${START}&end_date=${END}`;
  const [transactions, stats, summary, accounts] = await Promise.all([
    okJson(user, `/db_api/transactions?${month}&page_size=100`),
    okJson(user, `/db_api/dashboard/spend_stats?${month}`),
    okJson(user, `/db_api/periods/summary?period=${encodeURIComponent('October 2026')}`),
    okJson(user, '/api/accounts'),
  ]);
  const netWorth = await okJson(user, `/db_api/net_worth?start_date=${START}&end_date=${END}&interval=month`);
  return {
    listed: (transactions.transactions as { transaction_id: string; account_id: string; hidden: boolean }[]).map((t) => [t.account_id, t.hidden]),
    pageSpent: toCents(transactions.totals.spent),
    pageIncome: toCents(transactions.totals.income),
    statsSpent: toCents(stats.total_spending),
    statsIncome: toCents(stats.total_income),
    summarySpent: toCents(summary.spending),
    summaryIncome: toCents(summary.income),
    hiddenFlags: Object.fromEntries((accounts.accounts as { account_id: string; hidden: boolean }[]).map((a) => [a.account_id, a.hidden])),
    lastAssets: toCents(netWorth.points.at(-1).assets),
    lastLiabilities: toCents(netWorth.points.at(-1).liabilities),
  };
}

const hide = (who: TestUser, accountId: string, hidden: boolean) => who.request('PATCH', `/api/accounts/${encodeURIComponent(accountId)}`, { hidden });

describe('a hidden account', () => {
  it('stays listed, marked, with its rows marked hidden, and leaves every total; shown again, every total has it back', async () => {
    const all = new Set<RawRow['account']>(['checking', 'card']);
    const before = await figures();
    const whole = expectedMonth(all);
    expect([before.pageSpent, before.statsSpent, before.summarySpent]).toEqual([whole.spent, whole.spent, whole.spent]);
    expect([before.pageIncome, before.statsIncome, before.summaryIncome]).toEqual([whole.income, whole.income, whole.income]);

    const response = await hide(user, banks.accounts.checking, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ account_id: banks.accounts.checking, hidden: true });

    const hidden = await figures();
    const without = expectedMonth(new Set(['card']));
    expect([hidden.pageSpent, hidden.statsSpent, hidden.summarySpent]).toEqual([without.spent, without.spent, without.spent]);
    expect([hidden.pageIncome, hidden.statsIncome, hidden.summaryIncome]).toEqual([without.income, without.income, without.income]);
    // Still listed, marked; its rows listed, marked hidden.
    expect(hidden.hiddenFlags[banks.accounts.checking]).toBe(true);
    expect(hidden.hiddenFlags[banks.accounts.card]).toBe(false);
    const checkingRows = ROWS.filter((r) => r.account === 'checking').length;
    expect(hidden.listed.filter(([account]) => account === banks.accounts.checking)).toEqual(Array(checkingRows).fill([banks.accounts.checking, true]));
    expect(hidden.listed.filter(([account, flag]) => account !== banks.accounts.checking && flag)).toEqual([]);
    // Net worth's assets lose exactly its balance; what is owed stays.
    expect(before.lastAssets - hidden.lastAssets).toBe(CHECKING_NOW);
    expect(hidden.lastLiabilities).toBe(before.lastLiabilities);

    expect((await hide(user, banks.accounts.checking, false)).statusCode).toBe(200);
    expect(await figures()).toEqual(before);
  });

  it("answers 404 for another user's account, and 400 naming hidden for a value that is not a boolean or an empty body", async () => {
    expect((await hide(other, banks.accounts.checking, true)).statusCode).toBe(404);
    expect((await figures()).hiddenFlags[banks.accounts.checking]).toBe(false);
    const bad = await user.request('PATCH', `/api/accounts/${encodeURIComponent(banks.accounts.checking)}`, { hidden: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/hidden/);
    expect((await user.request('PATCH', `/api/accounts/${encodeURIComponent(banks.accounts.checking)}`, {})).statusCode).toBe(400);
  });
});
