import type { FastifyInstance } from 'fastify';
import type { PlaidApi } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkThroughWidget, sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { INSTITUTIONS, itemAccessToken, linkInstitution } from '../../../test/banking.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { saveCategoryRule, setTransactionCategory } from '../money/queries.ts';
import { classifiedTransactions } from '../money/rules.ts';
import { syncItem } from './sync.ts';
import { createPlaidBankData } from '../../vendors/plaid.ts';

const DAY_MS = 86_400_000;
let plaid: RunningEmulator;
let app: FastifyInstance;
const clock = new TestClock(new Date(Date.now() - 3 * DAY_MS).toISOString());
const data = tempDataDir();
/** When set, the next sync page request first changes the item's data at Plaid (a mid-pagination mutation). */
let mutateOnce: (() => Promise<void>) | undefined;

beforeAll(async () => {
  plaid = await startEmulator({ dataDir: data.dir, clock });
  let pages = 0;
  const client = new Proxy(plaid.plaid, {
    get(target, property, receiver) {
      if (property !== 'transactionsSync') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<PlaidApi['transactionsSync']>) => {
        if (mutateOnce && ++pages === 2) {
          const mutate = mutateOnce;
          mutateOnce = undefined;
          await mutate();
        }
        return target.transactionsSync(...args);
      };
    },
  });
  app = await createTestApp({ vendors: { plaid: client } });
});
afterAll(async () => {
  await app.close();
  await plaid.close();
  data.remove();
});

async function linkedSubscriber(name: string): Promise<{ user: TestUser; externalId: string; accessToken: string }> {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  const externalId = await linkInstitution(user, plaid.base, INSTITUTIONS.firstPlatypus);
  return { user, externalId, accessToken: await itemAccessToken(externalId) };
}

async function storedIds(userId: string): Promise<string[]> {
  const { db } = await testDatabase();
  return (await db.selectFrom('transactions').select('plaid_transaction_id').where('user_id', '=', userId).execute()).map((r) => r.plaid_transaction_id).sort();
}

/** What Plaid holds for the item right now, read from scratch. */
async function plaidIds(accessToken: string): Promise<string[]> {
  const everything = await syncAll(plaid.plaid, accessToken);
  return everything.added.map((t) => t.transaction_id).sort();
}

describe('transaction sync', () => {
  it('stores two years of history once, however often initialize runs', async () => {
    const { user, accessToken } = await linkedSubscriber('historian');
    expect((await user.request('GET', '/api/initialize_metadata')).json()).toEqual({ status: 'success' });
    const first = await storedIds(user.id);
    expect(first.length).toBeGreaterThan(3_000);
    expect(first).toEqual(await plaidIds(accessToken));

    await user.request('GET', '/api/initialize_metadata');
    await user.request('GET', '/api/update_metadata');
    expect(await storedIds(user.id)).toEqual(first);

    const { db } = await testDatabase();
    const span = await db
      .selectFrom('transactions')
      .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const months = (Date.parse(String(span.last)) - Date.parse(String(span.first))) / (30.4 * DAY_MS);
    expect(months).toBeGreaterThanOrEqual(24);
  });

  it('does not duplicate anything when initialize calls run at the same time', async () => {
    const { user, accessToken } = await linkedSubscriber('concurrent');
    const answers = await Promise.all([1, 2, 3].map(() => user.request('GET', '/api/initialize_metadata')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await storedIds(user.id)).toEqual(await plaidIds(accessToken));
  });

  it('applies new, modified, removed and posted-from-pending transactions as days go by', async () => {
    const { user, accessToken } = await linkedSubscriber('daily');
    await user.request('GET', '/api/initialize_metadata');
    const { db } = await testDatabase();
    const pendingBefore = await db.selectFrom('transactions').select('plaid_transaction_id').where('user_id', '=', user.id).where('pending', '=', true).execute();
    expect(pendingBefore.length).toBeGreaterThan(0);

    clock.advance(4 * DAY_MS);
    await user.request('GET', '/api/update_metadata');
    expect(await storedIds(user.id)).toEqual(await plaidIds(accessToken));
    const stillPending = await db
      .selectFrom('transactions')
      .select('plaid_transaction_id')
      .where('plaid_transaction_id', 'in', pendingBefore.map((p) => p.plaid_transaction_id))
      .where('user_id', '=', user.id)
      .execute();
    expect(stillPending).toEqual([]);
    const posted = await db.selectFrom('transactions').select('pending_transaction_id').where('user_id', '=', user.id).where('pending_transaction_id', 'in', pendingBefore.map((p) => p.plaid_transaction_id)).execute();
    expect(posted.length).toBeGreaterThan(0);
  });

  it('starts over cleanly when the data changes in the middle of paginating', async () => {
    const { user, accessToken } = await linkedSubscriber('mutation');
    mutateOnce = async () => {
      const mutated = await sandboxCall(plaid.base, '/sandbox/transactions/mutate', { access_token: accessToken, change: 'added' });
      expect(mutated.status).toBe(200);
    };
    expect((await user.request('GET', '/api/initialize_metadata')).statusCode).toBe(200);
    expect(mutateOnce).toBeUndefined();
    expect(await storedIds(user.id)).toEqual(await plaidIds(accessToken));
  });

  it('marks an item that needs the user to sign in again, tells them, and answers Plaid\'s error beside the accounts as last synced', async () => {
    const { user, accessToken } = await linkedSubscriber('reauth');
    await user.request('GET', '/api/initialize_metadata');
    const synced = (await user.request('GET', '/api/accounts')).json().accounts;
    await plaid.plaid.sandboxItemResetLogin({ access_token: accessToken });
    expect((await user.request('GET', '/api/update_metadata')).statusCode).toBe(200);
    const items = (await user.request('GET', '/db_api/items/active')).json().items;
    expect(items[0].needs_reauth).toBe(true);
    const answer = (await user.request('GET', '/api/accounts')).json();
    expect(answer.error).toEqual({ error_code: 'ITEM_LOGIN_REQUIRED', error_message: expect.any(String) });
    expect(answer.accounts).toEqual(synced);
    expect(answer.accounts.every((a: { last_synced_at: string | null }) => a.last_synced_at !== null)).toBe(true);
    const { db } = await testDatabase();
    const notices = await db.selectFrom('notifications').select('kind').where('user_id', '=', user.id).where('kind', '=', 'item_login_required').execute();
    expect(notices).toHaveLength(1);
  });

  it('settles "Reconnect your bank" and says "Reconnected" once the user signs in again', async () => {
    const { user, accessToken } = await linkedSubscriber('repair');
    await user.request('GET', '/api/initialize_metadata');
    await plaid.plaid.sandboxItemResetLogin({ access_token: accessToken });
    await user.request('GET', '/api/update_metadata');
    const unread = async () => (await user.request('GET', '/db_api/notifications')).json().results.filter((n: { is_read: boolean }) => !n.is_read).map((n: { title: string }) => n.title);
    expect(await unread()).toContain('Reconnect your bank');

    // Update mode through Link, as the SPA's Update dialog runs it, then the refresh of the item's accounts.
    const [item] = (await user.request('GET', '/db_api/items/active')).json().items;
    const update = await user.request('POST', '/api/update_link_token', { id: item.external_id });
    await linkThroughWidget(plaid.base, update.json().link_token);
    expect((await user.request('POST', '/api/accounts', { id: item.external_id })).statusCode).toBe(200);

    const after = await unread();
    expect(after).not.toContain('Reconnect your bank');
    expect(after).toContain('Reconnected');
    // Repaired once: a second refresh or sync adds no second "Reconnected".
    await user.request('POST', '/api/accounts', { id: item.external_id });
    await user.request('GET', '/api/update_metadata');
    const titles = (await user.request('GET', '/db_api/notifications')).json().results.map((n: { title: string }) => n.title);
    expect(titles.filter((t: string) => t === 'Reconnected')).toHaveLength(1);
    expect((await user.request('GET', '/db_api/items/active')).json().items[0].needs_reauth).toBe(false);
  });
});

describe('reads after a sync', () => {
  it('lists accounts with balances, credit liabilities, merchants and the latest transaction', async () => {
    const { user } = await linkedSubscriber('reader');
    await user.request('GET', '/api/initialize_metadata');
    const accounts = (await user.request('GET', '/api/accounts')).json().accounts;
    expect(accounts.map((a: { type: string }) => a.type).sort()).toEqual(expect.arrayContaining(['credit', 'depository', 'depository']));
    expect(accounts[0]).toMatchObject({ institution_name: 'First Platypus Bank', balances: { iso_currency_code: 'USD' }, last_synced_at: expect.any(String) });

    const credit = (await user.request('GET', '/api/liabilities/credit')).json().credit;
    const card = accounts.find((a: { type: string }) => a.type === 'credit');
    expect(credit).toEqual([expect.objectContaining({ account_id: card.account_id, aprs: expect.arrayContaining([expect.objectContaining({ apr_type: 'purchase_apr' })]) })]);

    const merchants = (await user.request('GET', '/db_api/transactions/merchant_categories')).json().merchants;
    expect(merchants.length).toBeGreaterThan(10);
    expect(merchants.every((m: { transaction_count: number }) => m.transaction_count > 0)).toBe(true);

    const recent = (await user.request('GET', '/db_api/get_recent_id')).json();
    const { db } = await testDatabase();
    const newest = await db.selectFrom('transactions').select(['plaid_transaction_id', 'date']).where('user_id', '=', user.id).orderBy('date', 'desc').executeTakeFirstOrThrow();
    const chosen = await db.selectFrom('transactions').select('date').where('plaid_transaction_id', '=', recent.id).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(chosen.date).toBe(newest.date);
  });

  it('matches transfers between the user\'s accounts as it syncs, and a full re-sync keeps them and the user\'s categories', async () => {
    const { user } = await linkedSubscriber('counter');
    await user.request('GET', '/api/initialize_metadata');
    const { db } = await testDatabase();
    const pairs = async () =>
      Object.fromEntries(
        (await db.selectFrom('transactions').select(['plaid_transaction_id', 'matched_transfer_id']).where('user_id', '=', user.id).where('matched_transfer_id', 'is not', null).execute()).map((r) => [r.plaid_transaction_id, r.matched_transfer_id]),
      );
    const matched = await pairs();
    expect(Object.keys(matched).length).toBeGreaterThan(10);
    const rows = await db.selectFrom('transactions').select(['id', 'matched_transfer_id', 'category_primary', 'account_id']).where('user_id', '=', user.id).where('matched_transfer_id', 'is not', null).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) {
      const partner = byId.get(row.matched_transfer_id!)!;
      expect(partner.matched_transfer_id).toBe(row.id);
      expect(partner.account_id).not.toBe(row.account_id);
    }

    const coffee = await db.selectFrom('transactions').select(['id', 'merchant_name']).where('user_id', '=', user.id).where('pending', '=', false).where('category_primary', '=', 'FOOD_AND_DRINK').where('merchant_name', 'is not', null).executeTakeFirstOrThrow();
    const other = await db.selectFrom('transactions').select('id').where('user_id', '=', user.id).where('pending', '=', false).where('category_primary', '=', 'GENERAL_MERCHANDISE').executeTakeFirstOrThrow();
    await setTransactionCategory(db, user.id, other.id, { primary: 'PERSONAL_CARE', detailed: null });
    await saveCategoryRule(db, user.id, coffee.merchant_name!, { primary: 'ENTERTAINMENT', detailed: null });
    const before = await db.selectFrom(classifiedTransactions(user.id).as('t')).select(['t.id', 't.category_primary', 't.category_source', 't.kind']).where('t.id', 'in', [coffee.id, other.id]).orderBy('t.id').execute();

    // A full re-sync: Plaid sends every transaction again as added, and the sync upserts each.
    await db.updateTable('items').set({ transactions_cursor: null }).where('user_id', '=', user.id).execute();
    expect((await user.request('GET', '/api/update_metadata')).statusCode).toBe(200);
    const { transactions_cursor } = await db.selectFrom('items').select('transactions_cursor').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(transactions_cursor).not.toBeNull();
    const after = await db.selectFrom(classifiedTransactions(user.id).as('t')).select(['t.id', 't.category_primary', 't.category_source', 't.kind']).where('t.id', 'in', [coffee.id, other.id]).orderBy('t.id').execute();
    expect(after).toEqual(before);
    expect(after.map((r) => r.category_source).sort()).toEqual(['rule', 'user']);
    expect(await pairs()).toEqual(matched);
  });

  it('sends a budget alert when its new spending crosses a threshold, once, and viewing the budget sends none', async () => {
    const { user, externalId, accessToken } = await linkedSubscriber('alerted');
    await user.request('GET', '/api/initialize_metadata');
    const { db } = await testDatabase();
    // "Today" is the newest posted purchase's day: its month has spending in that category.
    const newest = await db
      .selectFrom(classifiedTransactions(user.id).as('t'))
      .select(['t.date', 't.category_detailed'])
      .where('t.kind', '=', 'spending')
      .where('t.counts_in_totals', '=', true)
      .where('t.category_primary', 'not in', ['BANK_FEES'])
      .orderBy('t.date', 'desc')
      .executeTakeFirstOrThrow();
    const month = newest.date.slice(0, 7);
    expect((await user.request('PUT', `/api/budgets/${month}`, { categories: [{ category: newest.category_detailed, amount: 0.01, version: 0 }] })).statusCode).toBe(200);
    const alerts = () => db.selectFrom('notifications').select(['title', 'message']).where('user_id', '=', user.id).where('kind', '=', 'budget_alert').execute();
    expect((await user.request('GET', `/db_api/budgets/tracker?month=${month}`)).statusCode).toBe(200);
    expect(await alerts()).toEqual([]);

    const item = await db.selectFrom('items').selectAll().where('external_id', '=', externalId).executeTakeFirstOrThrow();
    const today = () => Date.parse(`${newest.date}T12:00:00Z`);
    await syncItem(db, createPlaidBankData(plaid.plaid), item, accessToken, today);
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe('Over budget');
    // In words: the amount over the $0.01 planned, never a percentage of it.
    expect(sent[0]!.message).toMatch(/^\$[\d,]+\.\d\d over the \$0\.01 planned for [A-Z][^,]*, (with \d+ days? left|on the last day of the month)\.$/);
    expect(sent[0]!.message).not.toMatch(/%/);
    await syncItem(db, createPlaidBankData(plaid.plaid), await db.selectFrom('items').selectAll().where('external_id', '=', externalId).executeTakeFirstOrThrow(), accessToken, today);
    expect(await alerts()).toHaveLength(1);
  });
});
