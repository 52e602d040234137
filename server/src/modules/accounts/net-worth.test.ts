import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnDay, createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import { signedInUser, type TestUser } from '../../../test/users.ts';
import type { ItemSyncs } from '../../jobs/index.ts';
import type { LinkedBankData } from '../../vendors/index.ts';
import { createAccountsHandlers } from './handlers.ts';

/**
 * `GET /db_api/net_worth`: every point is checked against this file's own walk back over the raw
 * rows from today's balances (README, "Net worth over time"), never through the module's code.
 */

const TODAY = '2025-03-20';
const CHECKING_NOW = 512_345;
const CARD_OWED_NOW = 87_650;

const row = (id: string, date: string, cents: number, account: RawRow['account'], pending = false): RawRow => ({
  plaid_transaction_id: id,
  account,
  amount_cents: cents,
  date,
  name: `Row ${id}`,
  merchant_name: null,
  category_primary: 'GENERAL_MERCHANDISE',
  category_detailed: null,
  pending,
});

const ROWS: RawRow[] = [
  row('n1', '2025-01-15', 20_000, 'checking'),
  row('n2', '2025-02-01', -300_000, 'checking'),
  row('n3', '2025-02-03', 4_599, 'card'),
  row('n4', '2025-02-28', 150_000, 'checking'),
  row('n5', '2025-03-01', -2_500, 'card'),
  row('n6', '2025-03-05', 12_345, 'card'),
  row('n7', '2025-03-05', 7_000, 'checking'),
  row('n8', '2025-03-19', 999, 'card'),
  // Pending: in no balance yet, so it moves no point.
  row('n9', '2025-03-18', 40_000, 'checking', true),
  row('n10', '2025-03-20', 1_000, 'checking'),
];

/** Dollars as the API writes them. */
const dollars = (cents: number) => cents / 100;

/** The balances at the end of `day`, walked back here from today's over every posted raw row dated after it. */
function expectedAt(day: string) {
  let checking = CHECKING_NOW;
  let card = CARD_OWED_NOW;
  for (const r of ROWS) {
    if (r.pending || r.date <= day) continue;
    // Money that left checking after the day was still in it; a card charge after the day was not yet owed.
    if (r.account === 'checking') checking += r.amount_cents;
    else card -= r.amount_cents;
  }
  return { assets: dollars(checking), liabilities: dollars(card), net_worth: dollars(checking - card) };
}

let app: FastifyInstance;
let onDay: Awaited<ReturnType<typeof appOnDay>>;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  onDay = await appOnDay(({ db, now }) => {
    const handlers = createAccountsHandlers({ db, now, bankData: {} as LinkedBankData, syncs: {} as ItemSyncs });
    return { getNetWorth: handlers.getNetWorth!, getAccountBalanceHistory: handlers.getAccountBalanceHistory! };
  }, TODAY);
  const { db } = await testDatabase();
  ({ user } = await subscriberWithLedger(app, 'net-worth', ROWS));
  await db.updateTable('accounts').set({ current_cents: CHECKING_NOW }).where('user_id', '=', user.id).where('type', '=', 'depository').execute();
  await db.updateTable('accounts').set({ current_cents: CARD_OWED_NOW }).where('user_id', '=', user.id).where('type', '=', 'credit').execute();
  // Another person's money, on the same days: none of it may show.
  ({ user: other } = await subscriberWithLedger(app, 'net-worth-other', ROWS.map((r) => ({ ...r, amount_cents: r.amount_cents * 3 }))));
  await db.updateTable('accounts').set({ current_cents: 99_999_999 }).where('user_id', '=', other.id).execute();
});

afterAll(async () => {
  await app?.close();
  await onDay?.app.close();
});

async function series(query: string, who: TestUser = user) {
  const response = await onDay.get(who, `/db_api/net_worth?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { interval: string; as_of: string; history_starts: string | null; points: { date: string; assets: number; liabilities: number; net_worth: number; reconstructed: boolean }[] };
}

describe('net worth over time', () => {
  it('gives every day its balances walked back from today over the posted rows after it, pending ones left out', async () => {
    const body = await series('start_date=2025-02-25&end_date=2025-03-20&interval=day');
    expect(body.as_of).toBe(TODAY);
    // Where a chart of all time starts: the first raw row (pending ones count: they are rows of the history).
    expect(body.history_starts).toBe(ROWS.map((r) => r.date).sort()[0]);
    expect(body.points.map((p) => p.date)).toHaveLength(24);
    for (const point of body.points) expect(point, point.date).toEqual({ date: point.date, ...expectedAt(point.date), reconstructed: point.date < TODAY });
    // Today's point is the accounts' own balances.
    expect(body.points.at(-1)).toMatchObject({ date: TODAY, assets: dollars(CHECKING_NOW), liabilities: dollars(CARD_OWED_NOW), reconstructed: false });
  });

  it('ends each month (and each week, Monday to Sunday) on its last day, the last point on the range end and never after today', async () => {
    const monthly = await series('start_date=2025-01-01&end_date=2025-06-30');
    expect(monthly.interval).toBe('month');
    expect(monthly.points.map((p) => p.date)).toEqual(['2025-01-31', '2025-02-28', TODAY]);
    for (const point of monthly.points) expect(point).toMatchObject(expectedAt(point.date));

    const weekly = await series('start_date=2025-03-01&end_date=2025-03-16&interval=week');
    expect(weekly.points.map((p) => p.date)).toEqual(['2025-03-02', '2025-03-09', '2025-03-16']);
    for (const point of weekly.points) expect(point).toMatchObject(expectedAt(point.date));
  });

  it("counts only the caller's own accounts", async () => {
    const mine = await series('start_date=2025-03-01&end_date=2025-03-20&interval=week');
    for (const point of mine.points) expect(point).toMatchObject(expectedAt(point.date));
    const theirs = await series('start_date=2025-03-20&end_date=2025-03-20&interval=day', other);
    expect(theirs.points).toEqual([{ date: TODAY, assets: 999_999.99, liabilities: 999_999.99, net_worth: 0, reconstructed: false }]);
  });

  it('answers no points for a range after today, and 400 naming interval past 400 points', async () => {
    expect((await series('start_date=2025-04-01&end_date=2025-04-30&interval=day')).points).toEqual([]);
    const tooMany = await onDay.get(user, '/db_api/net_worth?start_date=2023-01-01&end_date=2025-03-20&interval=day');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.error_message).toMatch(/^interval: /);
    const badInterval = await onDay.get(user, '/db_api/net_worth?start_date=2025-01-01&end_date=2025-03-20&interval=year');
    expect(badInterval.statusCode).toBe(400);
    expect(badInterval.body).toContain('interval');
  });

  it('is for subscribers, as every money page is', async () => {
    const visitor = await signedInUser(app, 'net-worth-visitor');
    expect((await onDay.get(visitor, '/db_api/net_worth?start_date=2025-03-01&end_date=2025-03-20')).statusCode).toBe(403);
  });
});

/** The account id the accounts page shows for the user's account of a type. */
async function accountIdOf(who: TestUser, type: 'depository' | 'credit') {
  const { db } = await testDatabase();
  return (await db.selectFrom('accounts').select('plaid_account_id').where('user_id', '=', who.id).where('type', '=', type).executeTakeFirstOrThrow()).plaid_account_id;
}

describe("one account's balance over time", () => {
  type History = { account: { account_id: string; type: string }; history_starts: string | null; points: { date: string; balance: number | null; reconstructed: boolean }[] };
  const history = async (accountId: string, query: string, who: TestUser = user) => onDay.get(who, `/db_api/accounts/${accountId}/balances?${query}`);

  it("walks each account back over its own posted rows: checking what it held, the card what it owed", async () => {
    for (const [type, key] of [['depository', 'assets'], ['credit', 'liabilities']] as const) {
      const id = await accountIdOf(user, type);
      const response = await history(id, 'start_date=2025-01-01&end_date=2025-03-20&interval=week');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as History;
      expect(body.account).toMatchObject({ account_id: id, type });
      expect(body.history_starts).toBe(ROWS.filter((r) => r.account === (type === 'depository' ? 'checking' : 'card')).map((r) => r.date).sort()[0]);
      expect(body.points.length).toBeGreaterThan(10);
      for (const point of body.points) expect(point, `${type} ${point.date}`).toEqual({ date: point.date, balance: expectedAt(point.date)[key], reconstructed: point.date < TODAY });
    }
  });

  it("answers 404 for another user's account and an unknown one, 400 naming account_id for a malformed one", async () => {
    const theirs = await accountIdOf(other, 'depository');
    for (const id of [theirs, 'no-such-account']) {
      const response = await history(id, 'start_date=2025-03-01&end_date=2025-03-20');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('999,999');
    }
    expect((await history(theirs, 'start_date=2025-03-01&end_date=2025-03-20', other)).statusCode).toBe(200);
    const malformed = await history('bad%20id', 'start_date=2025-03-01&end_date=2025-03-20');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('account_id');
  });
});
