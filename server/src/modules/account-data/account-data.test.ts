import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmulator as startPlaid, tempDataDir as plaidDataDir, type RunningEmulator as RunningPlaid } from '../../../emulators/plaid/test-support.ts';
import { payCheckout, startEmulator as startStripe, tempDataDir as stripeDataDir, type RunningEmulator as RunningStripe } from '../../../emulators/stripe/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { csvRecords } from '../../../test/csv.ts';
import { uploadFile } from '../../../test/import-files.ts';
import { besideAWritingSync, syncedFirst, INSTITUTIONS, itemAccessToken, linkInstitution } from '../../../test/banking.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { categoryLabel } from '../../../../contract/category-label.ts';
import { callPlaid, PlaidApiError } from '../../vendors/plaid.ts';
import { createStripeBilling } from '../../vendors/stripe.ts';
import { saveCategoryRule } from '../money/queries.ts';
import { productCategoryCode } from '../money/index.ts';
import { notify } from '../notifications/queries.ts';
import { saveSubscription } from '../subscription/queries.ts';
import { TABLES_WITHOUT_USER_DATA, USER_TABLES } from './user-tables.ts';

let plaid: RunningPlaid;
let stripe: RunningStripe;
let app: FastifyInstance;
const plaidData = plaidDataDir();
const stripeData = stripeDataDir();

beforeAll(async () => {
  plaid = await startPlaid({ dataDir: plaidData.dir });
  stripe = await startStripe(stripeData.dir);
  app = await createTestApp({ vendors: { plaid: plaid.plaid, stripe: stripe.stripe } });
}, 120_000);
afterAll(async () => {
  await app.close();
  await plaid.close();
  await stripe.close();
  plaidData.remove();
  stripeData.remove();
});

/** The tables of the database that have a `user_id` column, as the database itself lists them. */
async function tablesWithUserId(): Promise<string[]> {
  const { db } = await testDatabase();
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id' order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

async function allTables(): Promise<string[]> {
  const { db } = await testDatabase();
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.table_name);
}

async function rowsOf(table: string, userId: string): Promise<Record<string, unknown>[]> {
  const { db } = await testDatabase();
  const owner = table === 'users' ? 'id' : 'user_id';
  return (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(owner)} = ${userId}`.execute(db)).rows;
}

/**
 * A user with rows in every table: a subscription paid at the Stripe stand-in's checkout, a
 * linked and synced bank, and the rows later features write (budgets, chat, analyses).
 */
async function customerWithEverything(name: string): Promise<TestUser> {
  const user = await signedInUser(app, name);
  const { url } = (await user.request('POST', '/api/subscription/checkout')).json();
  const paid = await payCheckout(stripe, url, { billingName: name });
  expect(paid.status).toBeLessThan(400);
  const { db } = await testDatabase();
  const { stripe_customer_id } = await db.selectFrom('users').select('stripe_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow();
  const [subscription] = (await stripe.stripe.subscriptions.list({ customer: stripe_customer_id! })).data;
  // As the webhook would store it (the webhook path has its own tests).
  await saveSubscription(db, user.id, await createStripeBilling(stripe.stripe, { webhookSecret: '' }).subscription(subscription!.id), Date.now(), 'Ledgerline Premium');

  await linkInstitution(user, plaid.base, INSTITUTIONS.firstPlatypus);
  expect((await user.request('GET', '/api/initialize_metadata')).statusCode).toBe(200);
  await notify(db, user.id, 'account_added', 'Account added', `=HYPERLINK("http://evil.example") at ${name}`);
  await db.insertInto('budgets').values({ user_id: user.id, month: '2026-01', category: 'FOOD_AND_DRINK', amount_cents: 40_000 }).execute();
  await db.insertInto('budget_months').values({ user_id: user.id, month: '2026-01', expected_income_cents: 500_000 }).execute();
  await db.insertInto('budget_rollovers').values({ user_id: user.id, category: 'FOOD_AND_DRINK', policy: 'carry_all' }).execute();
  await db.insertInto('budget_alerts').values({ user_id: user.id, month: '2026-01', category: 'FOOD_AND_DRINK', threshold: 80 }).execute();
  const { merchant_name: merchant } = await db.selectFrom('transactions').select('merchant_name').where('user_id', '=', user.id).where('merchant_name', 'is not', null).orderBy('merchant_name').limit(1).executeTakeFirstOrThrow();
  await saveCategoryRule(db, user.id, merchant!, { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' });
  await db.insertInto('chat_messages').values({ user_id: user.id, event_id: `e-${user.id}`, pair_id: `p-${user.id}`, is_user_input: true, message: '+1 how much on coffee?' }).execute();
  await db.insertInto('monthly_usage').values({ user_id: user.id, month: '2026-01', scope: 'assistant_asks', used: 3 }).execute();
  await db.insertInto('ai_clients').values({ user_id: user.id, client_id: `client-${user.id}`, client_name: 'Claude', calls_month: '2026-01', calls_this_month: 4 }).execute();
  expect((await user.request('PUT', '/api/alert_settings', { large_purchase: true, large_purchase_amount: 750, low_balance: false, low_balance_amount: 100, bill_due: true, bill_due_days: 5, new_recurring: true, unusual_charge: false })).statusCode).toBe(200);
  await db.insertInto('alert_events').values({ user_id: user.id, rule: 'low_balance', event_key: `account-${user.id}` }).execute();
  await db.insertInto('forecasts').values({ user_id: user.id, made_on: '2026-01-15', starting_cents: 120_000, balances_cents: JSON.stringify([119_000, 118_000]) }).execute();
  await db.insertInto('merchant_names').values({ user_id: user.id, merchant_key: 'CORNER MART 0042', name: 'The corner shop' }).execute();
  // The default categories, laid out by the first read, and one of the user's own.
  const food = (await user.request('GET', '/db_api/categories')).json().groups.find((g: { name: string }) => g.name === 'Food');
  expect((await user.request('POST', '/api/categories', { name: 'Brunch', group_id: food.id })).statusCode).toBe(200);
  expect((await user.request('PUT', '/api/category_primaries/FOOD_AND_DRINK', { name: 'Eating out and in' })).statusCode).toBe(200);
  expect((await user.request('POST', '/api/rules', { conditions: { text: 'kiosk' }, actions: { tags: ['cash'] } })).statusCode).toBe(200);
  await db.insertInto('chat_asks').values({ user_id: user.id, pair_id: `p${user.id.slice(0, 8)}`, month: '2026-01', question: '+1 how much on coffee?' }).execute();
  await db.insertInto('analyses').values({ user_id: user.id, session_id: crypto.randomUUID(), type: 'budget_analysis', query: 'q', text_response: 'a', visualizations: '{}' }).execute();
  await db.updateTable('transactions').set({ user_category_primary: 'ENTERTAINMENT', user_category_detailed: 'ENTERTAINMENT_MUSIC_AND_AUDIO' }).where('user_id', '=', user.id).where('id', '=', db.selectFrom('transactions').select('id').where('user_id', '=', user.id).where('merchant_name', 'is', null).limit(1)).execute();
  // A manual account with a file imported into it.
  const wallet = (await user.request('POST', '/api/manual_accounts', { name: 'Wallet', type: 'cash', opening_balance: 20, opening_date: '2026-01-01' })).json();
  const preview = (await uploadFile(user, { name: 'wallet.csv', bytes: new TextEncoder().encode('Date,Description,Amount\n2026-01-03,Kiosk,-2.50\n') })).json();
  expect((await user.request('POST', `/api/imports/${preview.import_id}/commit`, { account_id: wallet.account_id })).statusCode).toBe(200);
  // A home valued by hand, with a second value.
  const home = (await user.request('POST', '/api/manual_accounts', { name: 'Home', type: 'home', opening_balance: 410_000, opening_date: '2025-06-01' })).json();
  expect((await user.request('POST', `/api/manual_accounts/${home.account_id}/values`, { value: 425_000, as_of: '2026-01-01' })).statusCode).toBe(200);
  // The person's marks on a transaction: a note, two tags, hidden; and a visit to the transactions page.
  const { plaid_transaction_id: marked } = await db.selectFrom('transactions').select('plaid_transaction_id').where('user_id', '=', user.id).orderBy('date', 'desc').limit(1).executeTakeFirstOrThrow();
  expect((await user.request('PATCH', `/api/transactions/${marked}/marks`, { note: `=cmd| ${name}'s note`, tags: ['Travel', 'work'], hidden: true, reviewed: true })).statusCode).toBe(200);
  expect((await user.request('POST', '/api/transactions/visits')).statusCode).toBe(200);
  await db.updateTable('transactions').set({ name: '@SUM(A1:A9) refund' }).where('user_id', '=', user.id).where('id', '=', db.selectFrom('transactions').select('id').where('user_id', '=', user.id).limit(1)).execute();
  return user;
}

/** The archive's files, each table's parsed (the transactions' CSV as records of its header's names). */
function readExport(body: Buffer): { names: string[]; tables: Record<string, Record<string, unknown>[]> } {
  const files = unzipSync(new Uint8Array(body));
  const tables = Object.fromEntries(
    USER_TABLES.flatMap(({ table, file, format }) => {
      if (file === undefined) return [];
      const text = strFromU8(files[file]!);
      if (format === 'transactions_csv') return [[table, csvRecords(text)]];
      const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[] | null;
      return [[table, Array.isArray(parsed) ? parsed : parsed ? [parsed] : []]];
    }),
  );
  return { names: Object.keys(files).sort(), tables };
}

/**
 * The user's transactions as the export should write them, worked out here from the stored rows
 * with the README's rules: the category you chose, else your merchant rule's, else the bank's;
 * Plaid's sign turned into a direction (zero is money out) and a positive amount in dollars.
 */
async function expectedTransactionRows(userId: string): Promise<Record<string, string>[]> {
  const { db } = await testDatabase();
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .innerJoin('items as i', 'i.id', 't.item_id')
    .select(['t.id', 't.note', 't.hidden', 't.reviewed', 't.plaid_transaction_id', 't.date', 't.name', 't.merchant_name', 't.amount_cents', 't.iso_currency_code', 't.pending', 't.category_primary', 't.category_detailed', 't.user_category_primary', 't.user_category_detailed', 'a.official_name', 'a.name as account', 'i.institution_name'])
    .where('t.user_id', '=', userId)
    .execute();
  const rules = new Map((await db.selectFrom('category_rules').selectAll().where('user_id', '=', userId).execute()).map((r) => [r.merchant_key, r]));
  const tagRows = await db.selectFrom('transaction_tags as tt').innerJoin('tags as g', 'g.id', 'tt.tag_id').select(['tt.transaction_id', 'g.name']).where('tt.user_id', '=', userId).execute();
  // The user's names of categories and their groups, as stored (the first read laid them out).
  const categories = await db.selectFrom('categories as c').innerJoin('category_groups as g', 'g.id', 'c.group_id').select(['c.code', 'c.name', 'g.name as group']).where('c.user_id', '=', userId).execute();
  const nameOf = new Map(categories.map((c) => [c.code, c.name]));
  const groupOf = new Map(categories.map((c) => [c.code, c.group]));
  const tagsOf = (id: string) => tagRows.filter((t) => t.transaction_id === id).map((t) => t.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())).join('; ');
  return rows.map((r) => {
    const rule = rules.get(r.merchant_name ?? r.name);
    const [primary, detailed, source] = r.user_category_primary
      ? [r.user_category_primary, r.user_category_detailed, 'your choice']
      : rule
        ? [rule.category_primary, rule.category_detailed, 'your rule']
        : [r.category_primary, r.category_detailed, 'bank'];
    const cents = Number(r.amount_cents);
    return {
      Date: r.date,
      Name: /^[=+\-@]/.test(r.name) ? `'${r.name}` : r.name,
      Merchant: r.merchant_name ?? '',
      Category: detailed ? (nameOf.get(detailed) ?? categoryLabel(detailed, primary)) : categoryLabel(primary),
      'Category group': (detailed && (groupOf.get(detailed) ?? groupOf.get(productCategoryCode(detailed) ?? ''))) || categoryLabel(primary),
      'Category source': source!,
      Account: r.official_name ?? r.account,
      Institution: r.institution_name ?? '',
      Direction: cents >= 0 ? 'outflow' : 'inflow',
      Amount: (Math.abs(cents) / 100).toFixed(2),
      Currency: r.iso_currency_code ?? '',
      Pending: String(r.pending),
      'Transaction ID': r.plaid_transaction_id,
      Note: r.note && /^[=+\-@]/.test(r.note) ? `'${r.note}` : (r.note ?? ''),
      Tags: tagsOf(r.id),
      Hidden: String(r.hidden),
      Reviewed: String(r.reviewed),
      // None of the seeded rows is split (splits.test.ts exports split ones).
      Split: '',
      'Split note': '',
    };
  });
}

const byId = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => String(a['Transaction ID']).localeCompare(String(b['Transaction ID'])));

let alice: TestUser;
let bob: TestUser;

describe('export and deletion', () => {
  beforeAll(async () => {
    alice = await customerWithEverything('alice');
    bob = await customerWithEverything('bob');
  }, 180_000);

  it('cover every table of the database that holds user data', async () => {
    const listed = USER_TABLES.map((t) => t.table);
    expect([...(await tablesWithUserId()), 'users'].sort()).toEqual([...listed].sort());
    const unaccounted = (await allTables()).filter((t) => !listed.includes(t as never) && !TABLES_WITHOUT_USER_DATA.includes(t));
    expect(unaccounted).toEqual([]);
  });

  it('exports every row of each table for the caller, no one else\'s, no access token, no internal tables, and formulas defused', async () => {
    const response = await alice.request('GET', '/api/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ledgerline-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { names, tables: exported } = readExport(response.rawPayload);

    // The user's own data and the guide; nothing that only summarises it (the money rollups, the search texts).
    expect(names).toEqual(
      [
        'README.txt', 'account_values.json', 'accounts.json', 'ai_clients.json', 'alert_events.json', 'alert_settings.json', 'analyses.json', 'balance_history.json', 'budget_alerts.json', 'budget_months.json', 'budget_rollovers.json', 'budgets.json', 'categories.json', 'category_groups.json', 'category_primary_names.json', 'category_rules.json',
        'chat_asks.json', 'chat_messages.json', 'credit_liabilities.json', 'forecasts.json', 'imports.json', 'institutions.json', 'manual_accounts.json', 'merchant_names.json', 'monthly_usage.json', 'notifications.json', 'profile.json',
        'recurring_streams.json', 'rules.json', 'subscriptions.json', 'tags.json', 'transaction_changes.json', 'transaction_tags.json', 'transaction_visits.json', 'transactions.csv',
      ].sort(),
    );
    for (const internal of ['money_daily', 'money_monthly', 'transaction_search_texts']) expect((await rowsOf(internal, alice.id)).length, internal).toBeGreaterThan(0);

    for (const { table, owner, format } of USER_TABLES) {
      if (format !== 'json') continue;
      const stored = await rowsOf(table, alice.id);
      expect(stored.length, table).toBeGreaterThan(0);
      const ids = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify([r.id ?? null, r.account_id ?? null, r.month ?? null, r.category ?? null, r.scope ?? null, r.transaction_id ?? null, r.tag_id ?? null])).sort();
      expect(ids(exported[table]!), table).toEqual(ids(stored));
      expect(exported[table]!.every((row) => row[owner] === alice.id), table).toBe(true);
    }
    expect(JSON.stringify(exported)).not.toContain(bob.id);
    expect(exported.items!.every((item) => !('access_token_ciphertext' in item))).toBe(true);
    expect(strFromU8(unzipSync(new Uint8Array(response.rawPayload))['institutions.json']!)).not.toMatch(/access-sandbox|access_token/);

    // The transactions as the page's CSV writes them: dollars with a direction, categories by name.
    const transactions = exported.transactions!;
    expect(byId(transactions)).toEqual(byId(await expectedTransactionRows(alice.id)));
    expect(transactions.map((t) => t.Name)).toContain("'@SUM(A1:A9) refund");
    expect(transactions.some((t) => String(t.Name).startsWith('@'))).toBe(false);
    const { merchant_key: ruled } = await (await testDatabase()).db.selectFrom('category_rules').select('merchant_key').where('user_id', '=', alice.id).executeTakeFirstOrThrow();
    const ofRule = transactions.filter((t) => t.Merchant === ruled);
    expect(ofRule.length).toBeGreaterThan(0);
    expect(ofRule.every((t) => t.Category === 'Coffee' && t['Category group'] === 'Food' && t['Category source'] === 'your rule')).toBe(true);
    expect(transactions.filter((t) => t['Category source'] === 'your choice').map((t) => [t.Category, t['Category group']])).toEqual([['Music and audio', 'Entertainment']]);
    expect(transactions.some((t) => /^[A-Z_]+_[A-Z_]+$/.test(String(t.Category)))).toBe(false);
  });

  it('is open to a user whose subscription has ended, and needs a bearer token', async () => {
    const lapsed = await signedInUser(app, 'lapsed');
    expect((await lapsed.request('GET', '/api/export')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/account', payload: { email: 'x@example.com' } })).statusCode).toBe(401);
  });

  it('refuses to delete unless the typed email is the caller\'s own', async () => {
    const response = await alice.request('DELETE', '/api/account', { email: 'someone-else@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_code).toBe('CONFIRMATION_MISMATCH');
    expect((await rowsOf('users', alice.id)).length).toBe(1);
  });

  it('deletes every row of the caller, removes their items at Plaid and cancels their subscription, and leaves others alone', async () => {
    const { db } = await testDatabase();
    const [aliceItem] = await db.selectFrom('items').select('external_id').where('user_id', '=', alice.id).execute();
    const aliceToken = await itemAccessToken(aliceItem!.external_id);
    const [bobItem] = await db.selectFrom('items').select('external_id').where('user_id', '=', bob.id).execute();
    const { stripe_subscription_id } = await db.selectFrom('subscriptions').select('stripe_subscription_id').where('user_id', '=', alice.id).executeTakeFirstOrThrow();
    const bobBefore = Object.fromEntries(await Promise.all(USER_TABLES.map(async ({ table }) => [table, (await rowsOf(table, bob.id)).length])));
    const { email } = await db.selectFrom('users').select('email').where('id', '=', alice.id).executeTakeFirstOrThrow();

    const response = await alice.request('DELETE', '/api/account', { email: ` ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });

    for (const table of [...(await tablesWithUserId()), 'users']) expect(await rowsOf(table, alice.id), table).toEqual([]);
    const gone = await callPlaid(() => plaid.plaid.itemGet({ access_token: aliceToken })).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(PlaidApiError);
    expect(['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN']).toContain((gone as PlaidApiError).errorCode);
    expect((await stripe.stripe.subscriptions.retrieve(stripe_subscription_id)).status).toBe('canceled');

    const bobAfter = Object.fromEntries(await Promise.all(USER_TABLES.map(async ({ table }) => [table, (await rowsOf(table, bob.id)).length])));
    expect(bobAfter).toEqual(bobBefore);
    const bobToken = await itemAccessToken(bobItem!.external_id);
    expect((await callPlaid(() => plaid.plaid.itemGet({ access_token: bobToken }))).item.item_id).toBeTruthy();
    expect((await bob.request('GET', '/api/subscription/status')).json().subscription.status).toMatch(/^(active|trialing)$/);

    // Signing in again (same identity) starts over as a new user without a subscription.
    expect((await alice.request('GET', '/auth/@me')).statusCode).toBe(404);
    const again = await alice.request('POST', '/auth/signin', { sub: alice.sub, email });
    expect(again.statusCode).toBe(200);
    expect(again.json().has_item).toBe(false);
    expect((await alice.request('GET', '/api/subscription/status')).json().subscription).toBeNull();
  });
});

// PGlite runs one transaction at a time, so nothing writes beside the deletion there.
describe.skipIf(inject('testDatabaseUrl') === 'pglite')('deleting an account while a sync of its bank is writing', () => {
  it('waits for the sync, then deletes every row', async () => {
    const user = await signedInUser(app, 'mid-sync-leaver');
    await givenSubscriber(user);
    const externalId = await linkInstitution(user, plaid.base, INSTITUTIONS.tartan);
    await syncedFirst(externalId);
    const { db } = await testDatabase();
    const item = await db.selectFrom('items').select(['id', 'user_id']).where('external_id', '=', externalId).executeTakeFirstOrThrow();
    const { email } = await db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();

    const deletion = await besideAWritingSync(item, () => user.request('DELETE', '/api/account', { email }));
    expect(deletion.json()).toEqual({ status: 'success' });
    for (const table of [...(await tablesWithUserId()), 'users']) expect(await rowsOf(table, user.id), table).toEqual([]);
  });
});
