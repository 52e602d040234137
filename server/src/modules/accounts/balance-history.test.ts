import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../../emulators/plaid/test-support.ts';
import { appOnDay, createTestApp } from '../../../test/app.ts';
import { INSTITUTIONS, itemAccessToken, linkInstitution } from '../../../test/banking.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import type { ItemSyncs } from '../../jobs/index.ts';
import { createPlaidBankData } from '../../vendors/plaid.ts';
import type { LinkedBankData } from '../../vendors/index.ts';
import { createAccountsHandlers } from './handlers.ts';
import { syncItem } from './sync.ts';

/**
 * Balance history recorded at each sync (issue 25, item 1). Every balance is checked against this
 * file's own walk back over the bank's raw rows, read through the Plaid SDK from the emulator, from
 * the balance the bank gives today; never through the module's code.
 */

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = iso(Date.now());
const TOMORROW = iso(Date.now() + DAY_MS);
const addDays = (day: string, n: number) => iso(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
const OWED = new Set(['credit', 'loan']);

let plaid: RunningEmulator;
let app: FastifyInstance;
const data = tempDataDir();

beforeAll(async () => {
  plaid = await startEmulator({ dataDir: data.dir, clock: new TestClock(new Date(Date.now() - 2 * DAY_MS).toISOString()) });
  app = await createTestApp({ vendors: { plaid: plaid.plaid } });
});
afterAll(async () => {
  await app.close();
  await plaid.close();
  data.remove();
});

interface BankAccount {
  id: string;
  type: string;
  currentCents: number;
}

/** What the bank says: each account's current balance and every posted row, in cents, Plaid's sign. */
async function bankState(accessToken: string) {
  const accounts = (await plaid.plaid.accountsGet({ access_token: accessToken })).data.accounts
    .filter((a) => a.balances.current !== null && a.balances.current !== undefined)
    .map((a): BankAccount => ({ id: a.account_id, type: a.type, currentCents: Math.round(a.balances.current! * 100) }));
  const rows = (await syncAll(plaid.plaid, accessToken)).added.filter((t) => !t.pending).map((t) => ({ accountId: t.account_id, date: t.date, cents: Math.round(t.amount * 100) }));
  return { accounts, rows };
}

/** The account's balance at the end of `day`: today's, with every posted row dated after the day undone. */
function walkedBack(bank: Awaited<ReturnType<typeof bankState>>, account: BankAccount, day: string): number {
  let since = 0;
  for (const row of bank.rows) if (row.accountId === account.id && row.date > day) since += row.cents;
  return OWED.has(account.type) ? account.currentCents - since : account.currentCents + since;
}

async function dailyPoints(get: (user: TestUser, url: string) => Promise<LightMyRequestResponse>, user: TestUser, accountId: string, start: string, end: string) {
  const response = await get(user, `/db_api/accounts/${accountId}/balances?start_date=${start}&end_date=${end}&interval=day`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { points: { date: string; balance: number | null; reconstructed: boolean }[] }).points.map((p) => ({ ...p, cents: p.balance === null ? null : Math.round(p.balance * 100) }));
}

async function storedRows(accountPlaidId: string) {
  const { db } = await testDatabase();
  const rows = await db
    .selectFrom('balance_history as h')
    .innerJoin('accounts as a', 'a.id', 'h.account_id')
    .select(['h.day', 'h.balance_cents'])
    .where('a.plaid_account_id', '=', accountPlaidId)
    .orderBy('h.day')
    .execute();
  return rows.map((r) => ({ day: String(r.day), cents: Number(r.balance_cents) }));
}

describe('balance history', () => {
  it('is recorded at the first sync, every day before it reconstructed and equal to a walk back over the raw rows, one row per day with a change; a later sync rewrites only the days its rows touch', async () => {
    const user = await signedInUser(app, 'balance-history');
    await givenSubscriber(user);
    const externalId = await linkInstitution(user, plaid.base, INSTITUTIONS.firstPlatypus);
    const accessToken = await itemAccessToken(externalId);
    expect((await user.request('GET', '/api/initialize_metadata')).statusCode).toBe(200);

    const bank = await bankState(accessToken);
    const checking = bank.accounts.find((a) => a.type === 'depository')!;
    const card = bank.accounts.find((a) => a.type === 'credit')!;
    expect(checking && card).toBeTruthy();
    const start = addDays(TODAY, -120);
    const get = (who: TestUser, url: string) => who.request('GET', url);

    for (const account of [checking, card]) {
      const points = await dailyPoints(get, user, account.id, start, TODAY);
      expect(points.map((p) => p.date).at(-1)).toBe(TODAY);
      expect(points.map((p) => [p.date, p.cents])).toEqual(points.map((p) => [p.date, walkedBack(bank, account, p.date)]));
      // Recorded from today, the day of the first sync: every day before it is walked back.
      expect(points.map((p) => [p.date, p.reconstructed])).toEqual(points.map((p) => [p.date, p.date < TODAY]));

      // Compact: a row only where the balance changed, so at most one per day with posted money, and the one before them.
      const rows = await storedRows(account.id);
      const postedDays = new Set(bank.rows.filter((r) => r.accountId === account.id).map((r) => r.date));
      expect(rows.length).toBeLessThanOrEqual(postedDays.size + 1);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.cents, rows[i]!.day).not.toBe(rows[i - 1]!.cents);
      expect(rows.at(-1)!.cents).toBe(walkedBack(bank, account, TODAY));
    }

    // Tomorrow the bank has a new charge on the checking account, dated its today (two days back here).
    const before = await dailyPoints(get, user, checking.id, start, TODAY);
    const added = await sandboxCall(plaid.base, '/sandbox/transactions/mutate', { access_token: accessToken, change: 'added', account_id: checking.id, amount: 42.5, fire_webhook: false });
    expect(added.status).toBe(200);
    const { db } = await testDatabase();
    const item = await db.selectFrom('items').selectAll().where('external_id', '=', externalId).executeTakeFirstOrThrow();
    await syncItem(db, createPlaidBankData(plaid.plaid), item, accessToken, () => Date.parse(`${TOMORROW}T12:00:00Z`));

    const after = await bankState(accessToken);
    const newRow = after.rows.find((r) => !bank.rows.some((old) => old.accountId === r.accountId && old.date === r.date && old.cents === r.cents) && r.cents === 4_250)!;
    expect(newRow).toBeTruthy();
    const checkingNow = after.accounts.find((a) => a.id === checking.id)!;
    const onTomorrow = await appOnDay(({ db: handlersDb, now }) => {
      const handlers = createAccountsHandlers({ db: handlersDb, now, bankData: {} as LinkedBankData, syncs: {} as ItemSyncs });
      return { getAccountBalanceHistory: handlers.getAccountBalanceHistory! };
    }, TOMORROW);
    try {
      const points = await dailyPoints(onTomorrow.get, user, checking.id, start, TOMORROW);
      // The days before the new row's keep the balances recorded then; from its day on, the walk back from the bank's balance now.
      const expected = points.map((p) => (p.date < newRow.date ? before.find((b) => b.date === p.date)!.cents : walkedBack(after, checkingNow, p.date)));
      expect(points.map((p) => [p.date, p.cents])).toEqual(points.map((p, i) => [p.date, expected[i]]));
      expect(points.map((p) => [p.date, p.reconstructed])).toEqual(points.map((p) => [p.date, p.date < TODAY]));
    } finally {
      await onTomorrow.app.close();
    }
  });
});
