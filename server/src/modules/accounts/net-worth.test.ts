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
  onDay = await appOnDay(({ db, now }) => ({ getNetWorth: createAccountsHandlers({ db, now, bankData: {} as LinkedBankData, syncs: {} as ItemSyncs }).getNetWorth! }), TODAY);
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
