import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { okJson, subscriberWithLedger, type RawRow, type SeededLedger } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';
import type { Db } from '../../db/client.ts';
import type { ItemSyncs } from '../../jobs/index.ts';
import type { LinkedBankData } from '../../vendors/index.ts';
import { upsertAccounts } from '../items/index.ts';
import { createTransactionsHandlers } from '../transactions/handlers.ts';
import { createAccountsHandlers } from './handlers.ts';

/**
 * Renaming an account (issue 25, item 4): the name every page shows is the user's, a sync keeps it
 * while the bank's own stays visible beside it, and `null` gives the bank's back.
 */

const ROWS: RawRow[] = [
  { plaid_transaction_id: 'r-1', account: 'checking', amount_cents: 1_234, date: '2026-11-02', name: 'GROCER', merchant_name: 'Grocer', category_primary: 'FOOD_AND_DRINK', category_detailed: null, pending: false },
];

let app: FastifyInstance;
let db: Db;
let alice: TestUser;
let bob: TestUser;
let banks: SeededLedger;

interface ApiAccount {
  account_id: string;
  name: string;
  account_name: string;
  official_name: string | null;
  renamed: boolean;
}

const accountOf = async (user: TestUser, accountId: string): Promise<ApiAccount> => (await okJson(user, '/api/accounts')).accounts.find((a: ApiAccount) => a.account_id === accountId);
const rename = (user: TestUser, accountId: string, body: unknown) => user.request('PATCH', `/api/accounts/${encodeURIComponent(accountId)}`, body);

/** A sync writing the bank's account as the bank now names it. */
async function syncNamed(name: string, officialName: string | null) {
  const row = await db.selectFrom('accounts').selectAll().where('plaid_account_id', '=', banks.accounts.checking).executeTakeFirstOrThrow();
  await upsertAccounts(db, alice.id, row.item_id, [
    { accountId: row.plaid_account_id, name, officialName, mask: '0001', type: 'depository', subtype: 'checking', currentCents: 50_000, availableCents: 50_000, limitCents: null, isoCurrencyCode: 'USD' },
  ]);
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  app = await createTestApp({ handlers: { ...createAccountsHandlers({ db, bankData: {} as LinkedBankData, syncs: {} as ItemSyncs }), ...createTransactionsHandlers({ db }) } });
  ({ user: alice, banks } = await subscriberWithLedger(app, 'rename-alice', ROWS));
  ({ user: bob } = await subscriberWithLedger(app, 'rename-bob', []));
  await syncNamed('Checking', 'Platypus Everyday Checking');
});
afterAll(async () => {
  await app.close();
});

describe('PATCH /api/accounts/{account_id}', () => {
  it("shows the user's name everywhere, keeps the bank's beside it, and a sync keeps the user's", async () => {
    const response = await rename(alice, banks.accounts.checking, { name: '  Bills account ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ account_name: 'Bills account', name: 'Checking', official_name: 'Platypus Everyday Checking', renamed: true });
    expect(await accountOf(alice, banks.accounts.checking)).toMatchObject({ account_name: 'Bills account', name: 'Checking', renamed: true });
    const { transactions } = await okJson(alice, '/db_api/transactions?start_date=2026-11-01&end_date=2026-11-30');
    expect(transactions.map((t: { account_name: string }) => t.account_name)).toEqual(['Bills account']);

    // The bank renames it: the user's name stays, the bank's new one is shown as the bank's.
    await syncNamed('Checking', 'Platypus Premier Checking');
    expect(await accountOf(alice, banks.accounts.checking)).toMatchObject({ account_name: 'Bills account', official_name: 'Platypus Premier Checking', renamed: true });
  });

  it("gives the bank's name back with null", async () => {
    const response = await rename(alice, banks.accounts.checking, { name: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ account_name: 'Platypus Premier Checking', name: 'Checking', official_name: 'Platypus Premier Checking', renamed: false });
    await syncNamed('Checking', 'Platypus Everyday Checking');
    expect(await accountOf(alice, banks.accounts.checking)).toMatchObject({ account_name: 'Platypus Everyday Checking', renamed: false });
  });

  it("answers 404 for another user's account or an unknown one, and leaves it as it was", async () => {
    expect((await rename(bob, banks.accounts.checking, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await rename(alice, 'acc-unknown', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await accountOf(alice, banks.accounts.checking)).account_name).toBe('Platypus Everyday Checking');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(61) }, 'name'],
    [{}, 'body'],
    [{ name: 'Ok', colour: 'red' }, 'colour'],
    [{ hidden: 'yes' }, 'hidden'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await rename(alice, banks.accounts.checking, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });
});
