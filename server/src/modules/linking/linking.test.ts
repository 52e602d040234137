import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkThroughWidget, startEmulator, tempDataDir, type RunningEmulator } from '../../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { besideAWritingSync, itemAccessToken, linkInstitution, syncedFirst } from '../../../test/banking.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';

let plaid: RunningEmulator;
let app: FastifyInstance;
const data = tempDataDir();

beforeAll(async () => {
  plaid = await startEmulator({ dataDir: data.dir });
  app = await createTestApp({ vendors: { plaid: plaid.plaid } });
});
afterAll(async () => {
  await app.close();
  await plaid.close();
  data.remove();
});

const FIRST_PLATYPUS = 'ins_120686';
const TARTAN = 'ins_104650';

async function subscriber(name: string): Promise<TestUser> {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  return user;
}

const form = (publicToken: string) => [`public_token=${encodeURIComponent(publicToken)}`, { 'content-type': 'application/x-www-form-urlencoded' }] as const;

const link = (user: TestUser, institutionId: string) => linkInstitution(user, plaid.base, institutionId);

const accessTokenOf = itemAccessToken;

describe('linking an institution', () => {
  it('needs an active subscription', async () => {
    const user = await signedInUser(app, 'unsubscribed');
    const response = await user.request('POST', '/api/create_link_token');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.error_code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('exchanges the public token, keeps Plaid ids out of the answer and lists the item and its accounts', async () => {
    const user = await subscriber('linker');
    const externalId = await link(user, FIRST_PLATYPUS);
    expect(externalId).toMatch(/^item_[0-9a-f]{24}$/);

    const active = (await user.request('GET', '/db_api/items/active')).json();
    expect(active.items).toEqual([{ external_id: externalId, name: 'First Platypus Bank', institution_id: FIRST_PLATYPUS, institution_name: 'First Platypus Bank', needs_reauth: false }]);
    const names = (await user.request('POST', '/db_api/accounts/names', { id: externalId })).json();
    expect(names.accounts.length).toBeGreaterThanOrEqual(3);
    expect((await user.request('GET', '/api/link')).json()).toEqual({ status: 'success' });
    expect((await user.request('POST', '/db_api/institution/name', { id: FIRST_PLATYPUS })).json()).toEqual({ item: { institution_name: 'First Platypus Bank' } });
    expect((await user.request('POST', '/db_api/institution/name', { id: TARTAN })).json()).toEqual({ item: null });
  });

  it('answers "item already exists" when the same item comes back through update mode', async () => {
    const user = await subscriber('relinker');
    const externalId = await link(user, TARTAN);
    const update = await user.request('POST', '/api/update_link_token', { id: externalId });
    const { public_token } = await linkThroughWidget(plaid.base, update.json().link_token);
    const again = await user.request('POST', '/api/set_access_token', ...form(public_token));
    expect(again.json()).toEqual({ status: 'item already exists', external_id: externalId });
  });

  it.each([
    ['missing', '', /^public_token .*required/],
    ['malformed', 'public_token=hello', /^public_token /],
  ])('refuses a %s public_token with 400 naming it', async (_case, body, message) => {
    const user = await subscriber('badinput');
    const response = await user.request('POST', '/api/set_access_token', body, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('reports a public token Plaid does not know as a 400 with Plaid\'s code', async () => {
    const user = await subscriber('unknowntoken');
    const response = await user.request('POST', '/api/set_access_token', ...form('public-sandbox-00000000-0000-4000-8000-000000000000'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_code).toBe('INVALID_PUBLIC_TOKEN');
  });
});

describe('another user\'s item', () => {
  it('is a 404 on every operation that takes an item id', async () => {
    const owner = await subscriber('owner');
    const externalId = await link(owner, FIRST_PLATYPUS);
    const intruder = await subscriber('intruder');
    const attempts = [
      intruder.request('POST', '/api/update_link_token', { id: externalId }),
      intruder.request('POST', '/db_api/accounts/names', { id: externalId }),
      intruder.request('POST', '/api/accounts', { id: externalId }),
      intruder.request('POST', '/api/items', { external_id: externalId }),
      intruder.request('POST', '/api/remove_duplicate_items', { external_id: externalId, institution_id: FIRST_PLATYPUS }),
      intruder.request('DELETE', `/api/items/${externalId}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await owner.request('GET', '/db_api/items/active')).json().items).toHaveLength(1);
  });
});

describe('duplicates and removal', () => {
  // Three links, each followed by its first full sync in the background on PGlite's one connection: seconds each on a busy machine.
  it('keeps the newest item of an institution and removes the others at Plaid and here', async () => {
    const user = await subscriber('duplicator');
    const older = await link(user, TARTAN);
    const olderToken = await accessTokenOf(older);
    const newer = await link(user, TARTAN);
    const other = await link(user, FIRST_PLATYPUS);

    const items = (await user.request('POST', '/api/items', { external_id: newer })).json().results;
    expect(items.map((i: { external_id: string }) => i.external_id).sort()).toEqual([older, newer, other].sort());

    const removal = await user.request('POST', '/api/remove_duplicate_items', { external_id: newer, institution_id: TARTAN });
    expect(removal.json()).toEqual({ status: 'success', removed: [older] });
    const left = (await user.request('GET', '/db_api/items/active')).json().items.map((i: { external_id: string }) => i.external_id);
    expect(left.sort()).toEqual([newer, other].sort());
    await expect(plaid.plaid.accountsGet({ access_token: olderToken })).rejects.toMatchObject({ response: { data: { error_code: 'INVALID_ACCESS_TOKEN' } } });
  }, 60_000);

  // PGlite runs one transaction at a time, so nothing writes beside the removal there.
  it.skipIf(inject('testDatabaseUrl') === 'pglite')('waits for a sync of another of the user\'s items that is writing, then removes the item', async () => {
    const user = await subscriber('mid-sync-remover');
    const removed = await link(user, FIRST_PLATYPUS);
    const syncing = await link(user, TARTAN);
    await syncedFirst(removed, syncing);
    const { db } = await testDatabase();
    const item = await db.selectFrom('items').select(['id', 'user_id']).where('external_id', '=', syncing).executeTakeFirstOrThrow();

    const removal = await besideAWritingSync(item, () => user.request('DELETE', `/api/items/${removed}`));
    expect(removal.json()).toEqual({ status: 'success' });
    const left = (await user.request('GET', '/db_api/items/active')).json().items.map((i: { external_id: string }) => i.external_id);
    expect(left).toEqual([syncing]);
    expect(await db.selectFrom('transactions as t').innerJoin('items as i', 'i.id', 't.item_id').select('t.id').where('i.external_id', '=', removed).execute()).toEqual([]);
  });

  it('removes an institution with its accounts', async () => {
    const user = await subscriber('remover');
    const externalId = await link(user, FIRST_PLATYPUS);
    expect((await user.request('DELETE', `/api/items/${externalId}`)).json()).toEqual({ status: 'success' });
    const { db } = await testDatabase();
    const accounts = await db.selectFrom('accounts').select('id').where('user_id', '=', user.id).execute();
    expect(accounts).toEqual([]);
    expect((await user.request('GET', '/api/link')).json()).toEqual({ status: 'not_linked' });
  });
});

describe('refreshing an item\'s accounts after update mode', () => {
  it('announces added and removed accounts by name', async () => {
    const user = await subscriber('refresher');
    const externalId = await link(user, FIRST_PLATYPUS);
    const token = await accessTokenOf(externalId);
    const added = await fetch(`${plaid.base}/sandbox/item/add_account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'PLAID-CLIENT-ID': 'ledgerline-local', 'PLAID-SECRET': 'local-plaid-secret' },
      body: JSON.stringify({ access_token: token, type: 'depository', subtype: 'savings', name: 'Platypus Holiday Fund' }),
    });
    expect(added.status).toBe(200);

    const first = await user.request('POST', '/api/accounts', { id: externalId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ added: [{ name: 'Platypus Holiday Fund' }], removed: [] });

    const { db } = await testDatabase();
    const checking = await db.selectFrom('accounts').select(['plaid_account_id', 'name']).where('user_id', '=', user.id).where('type', '=', 'depository').where('subtype', '=', 'checking').executeTakeFirstOrThrow();
    await fetch(`${plaid.base}/sandbox/item/remove_account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'PLAID-CLIENT-ID': 'ledgerline-local', 'PLAID-SECRET': 'local-plaid-secret' },
      body: JSON.stringify({ access_token: token, account_id: checking.plaid_account_id }),
    });
    const second = await user.request('POST', '/api/accounts', { id: externalId });
    expect(second.json()).toEqual({ added: [], removed: [{ name: checking.name }] });
    // After the link's own "{n} accounts added" (its first sync's "transactions ready" may land at any time).
    const notices = await db.selectFrom('notifications').select(['kind', 'title']).where('user_id', '=', user.id).where('kind', 'in', ['account_added', 'account_removed']).orderBy('created_date').execute();
    expect(notices).toEqual([
      { kind: 'account_added', title: expect.stringMatching(/^\d+ accounts added$/) },
      { kind: 'account_added', title: 'Account added' },
      { kind: 'account_removed', title: 'Account removed' },
    ]);
  });
});

describe('access tokens at rest', () => {
  it('never appear in plaintext anywhere in the database', async () => {
    const user = await subscriber('secretive');
    const externalId = await link(user, TARTAN);
    const token = await accessTokenOf(externalId);
    expect(token).toMatch(/^access-/);
    const { db } = await testDatabase();
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(db);
    for (const { table_name } of tables.rows) {
      const dump = await sql<{ row: string }>`select t::text as row from ${sql.table(table_name)} t`.execute(db);
      for (const { row } of dump.rows) expect(row).not.toContain(token);
    }
  });

  it('fails closed when the stored ciphertext was tampered with', async () => {
    const user = await subscriber('tampered');
    const externalId = await link(user, TARTAN);
    const { db } = await testDatabase();
    const { access_token_ciphertext } = await db.selectFrom('items').select('access_token_ciphertext').where('external_id', '=', externalId).executeTakeFirstOrThrow();
    const parts = access_token_ciphertext.split('.');
    parts[3] = `A${parts[3]!.slice(1)}` === parts[3] ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    await db.updateTable('items').set({ access_token_ciphertext: parts.join('.') }).where('external_id', '=', externalId).execute();
    const response = await user.request('POST', '/api/update_link_token', { id: externalId });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/access-/);
  });
});
