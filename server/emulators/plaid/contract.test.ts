/**
 * Contract test: every flow the product uses, driven through the `plaid` SDK against the emulator,
 * with every answer (200s against their operation's schema, errors against PlaidError) and every
 * webhook body checked against Plaid's published OpenAPI file, trimmed to what we use in
 * contract/plaid-openapi.subset.json. Enums are closed, and a property Plaid does not declare fails.
 * The emulator's own sandbox routes, which Plaid lacks, are listed apart (`x-emulator-only` in the
 * subset) and are the only other paths allowed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as PlaidSdk from 'plaid';
import { CountryCode, PersonalFinanceCategoryVersion, Products, type SandboxItemFireWebhookRequestWebhookCodeEnum } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlaidSubset, plaidContract } from './contract/plaid-contract.ts';
import {
  TestClock,
  institutionId,
  linkThroughWidget,
  linkTokenRequest,
  plaidClient,
  plaidError,
  sandboxCall,
  startEmulator,
  startWebhookReceiver,
  syncAll,
  tempDataDir,
  type RecordedExchange,
  type RunningEmulator,
  type WebhookReceiver,
} from './test-support.ts';

const subset = loadPlaidSubset();
const contract = plaidContract(subset);
const EMULATOR_ONLY = new Set(subset['x-emulator-only']);
/**
 * The subset's version and the SDK's, while they differ (plaid 47.0.0 speaks 1.740.1; the file to
 * hand is 1.697.4), with the optional properties the SDK's version adds to the subset's objects.
 */
const ACKNOWLEDGED_LAG = {
  subset: '2020-09-14_1.697.4',
  sdk: '2020-09-14_1.740.1',
  addedProperties: ['AccountBase.apy', 'LiabilitiesObject.line_of_credit', 'LiabilitiesObject.loan', 'Transaction.merchant_category_code', 'Transaction.running_balance'],
};

const sdkDir = path.dirname(createRequire(import.meta.url).resolve('plaid'));

/** The properties of the SDK's interface `name` (its declarations flatten allOf), each with whether it is required. */
function sdkProperties(declarations: string, name: string): Map<string, boolean> | undefined {
  const body = new RegExp(`^export interface ${name} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(declarations)?.[1];
  if (body === undefined) return undefined;
  return new Map([...body.matchAll(/^ {4}'?(\w+)'?(\??): /gm)].map((match) => [match[1]!, match[2] !== '?']));
}

/** The properties a subset schema declares and requires, its allOf parts included. */
function subsetProperties(schema: Record<string, unknown>): { declared: Set<string>; required: Set<string> } {
  const parts = (schema.allOf as Record<string, unknown>[] | undefined) ?? [schema];
  const resolved = parts.map((part) => (typeof part.$ref === 'string' ? subset.components.schemas[part.$ref.split('/').pop()!]! : part));
  return {
    declared: new Set(resolved.flatMap((part) => Object.keys((part.properties as object | undefined) ?? {}))),
    required: new Set([...resolved, ...parts].flatMap((part) => (part.required as string[] | undefined) ?? [])),
  };
}

const data = tempDataDir();
const clock = new TestClock();
const exchanges: RecordedExchange[] = [];
let emu: RunningEmulator;
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  emu = await startEmulator({ dataDir: data.dir, clock, onResponse: (exchange) => exchanges.push(exchange) });
});

afterAll(async () => {
  await emu?.close();
  await hooks?.close();
  data.remove();
});

const bankId = (name: string) => institutionId(emu, name);
const linkRequest = (overrides: Record<string, unknown> = {}) => linkTokenRequest({ webhook: hooks.url, ...overrides });

/** Links an item through Link (the widget's session endpoints) and exchanges its public token, as the product does. */
async function linkItem(institution: string, login: { username?: string } = {}) {
  const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest())).data;
  const linked = await linkThroughWidget(emu.base, link_token, { institutionId: bankId(institution), ...login });
  return (await emu.plaid.itemPublicTokenExchange({ public_token: linked.public_token })).data;
}

/** An item without Link (Plaid's sandbox helper). */
async function sandboxItem(institution: string, products: Products[] = [Products.Transactions]) {
  const { public_token } = (
    await emu.plaid.sandboxPublicTokenCreate({ institution_id: bankId(institution), initial_products: products, options: { webhook: hooks.url } })
  ).data;
  return (await emu.plaid.itemPublicTokenExchange({ public_token })).data;
}

/** Every answer recorded since `from`, each with what the contract finds wrong in it. */
function contractViolations(from: number): { exchange: string; problems: string[] }[] {
  return exchanges
    .slice(from)
    .map((exchange) => ({ exchange: `${exchange.path} ${exchange.status}`, problems: violations(exchange) }))
    .filter((result) => result.problems.length > 0);
}

/** The emulator's own routes answer errors in Plaid's shape too; their successes are ours to define. */
function violations({ path: route, status, body }: RecordedExchange): string[] {
  if (contract.paths.includes(route)) return contract.checkResponse(route, status, JSON.parse(body));
  if (EMULATOR_ONLY.has(route)) return status === 200 ? [] : contract.checkError(JSON.parse(body));
  return [`${route} is neither Plaid's nor one of the emulator's listed routes`];
}

const pathsSince = (from: number) => new Set(exchanges.slice(from).map((e) => e.path));

describe('Plaid contract (emulator vs Plaid\'s published OpenAPI)', () => {
  it('link, exchange, item, institution, accounts, sync (paginated, mutated mid-way, staged), recurring, liabilities, item errors, webhook update, key and remove answer Plaid\'s schemas', async () => {
    const from = exchanges.length;

    // Link (with a code after the password) and exchange; the item, its institution and accounts.
    const item = await linkItem('First Platypus Bank', { username: 'user_mfa' });
    await emu.plaid.itemGet({ access_token: item.access_token });
    await emu.plaid.institutionsGetById({ institution_id: bankId('First Platypus Bank'), country_codes: [CountryCode.Us] });
    await emu.plaid.accountsGet({ access_token: item.access_token });

    // A full sync in pages, then a mutation during pagination, then modified and removed changes.
    const full = await syncAll(emu.plaid, item.access_token, undefined, 500);
    expect(full.pages).toBeGreaterThan(1);
    const firstPage = (await emu.plaid.transactionsSync({ access_token: item.access_token, count: 100 })).data;
    expect(firstPage.has_more).toBe(true);
    const added = await sandboxCall(emu.base, '/sandbox/transactions/mutate', { access_token: item.access_token });
    expect(await plaidError(emu.plaid.transactionsSync({ access_token: item.access_token, cursor: firstPage.next_cursor, count: 100 }))).toMatchObject({
      error_code: 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
    });
    const addedId = (added.body.mutation as { transaction_id: string }).transaction_id;
    await sandboxCall(emu.base, '/sandbox/transactions/mutate', { access_token: item.access_token, change: 'modified', transaction_id: addedId, amount: 9.99 });
    await sandboxCall(emu.base, '/sandbox/transactions/mutate', { access_token: item.access_token, change: 'removed' });
    const changes = await syncAll(emu.plaid, item.access_token, full.cursor);
    expect(changes.added.length + changes.modified.length).toBeGreaterThan(0);
    expect(changes.removed.length).toBeGreaterThan(0);
    // A new day brings new transactions (and the cursor from before reads them).
    await sandboxCall(emu.base, '/sandbox/clock/advance', { days: 1 });
    expect((await syncAll(emu.plaid, item.access_token, changes.cursor)).added.length).toBeGreaterThan(0);

    // The same item's rows and streams in the v2 taxonomy, as the product asks for them.
    const v2 = { personal_finance_category_version: PersonalFinanceCategoryVersion.V2 };
    const v2Rows = (await emu.plaid.transactionsSync({ access_token: item.access_token, count: 500, options: v2 })).data.added;
    expect(new Set(v2Rows.map((t) => t.personal_finance_category?.version))).toEqual(new Set(['v2']));
    const v2Streams = (await emu.plaid.transactionsRecurringGet({ access_token: item.access_token, options: v2 })).data;
    expect(v2Streams.outflow_streams.length).toBeGreaterThan(0);

    // Recurring streams; liabilities with a card and a mortgage, and a student loan elsewhere.
    const recurring = (await emu.plaid.transactionsRecurringGet({ access_token: item.access_token })).data;
    expect(recurring.outflow_streams.length).toBeGreaterThan(0);
    const liabilities = (await emu.plaid.liabilitiesGet({ access_token: item.access_token })).data.liabilities;
    expect(liabilities.credit?.length).toBeGreaterThan(0);
    expect(liabilities.mortgage?.length).toBeGreaterThan(0);
    const student = await sandboxItem('Gingham National', [Products.Transactions, Products.Liabilities]);
    expect((await emu.plaid.liabilitiesGet({ access_token: student.access_token })).data.liabilities.student?.length).toBeGreaterThan(0);

    // A staged item: not ready, then its first 30 days, then the rest.
    const staged = await sandboxItem('Paisley Financial');
    for (const stage of [undefined, 'initial', 'historical']) {
      if (stage) await sandboxCall(emu.base, '/sandbox/item/advance_history', { access_token: staged.access_token, stage });
      await syncAll(emu.plaid, staged.access_token);
    }

    // Accounts the bank adds and closes.
    const opened = await sandboxCall(emu.base, '/sandbox/item/add_account', { access_token: item.access_token, type: 'depository', subtype: 'savings' });
    await sandboxCall(emu.base, '/sandbox/item/remove_account', { access_token: item.access_token, account_id: (opened.body.account as { account_id: string }).account_id });
    await syncAll(emu.plaid, item.access_token);

    // Item errors: a broken login on every product call, shown on the item, repaired in update mode.
    await emu.plaid.sandboxItemResetLogin({ access_token: item.access_token });
    for (const call of [
      emu.plaid.accountsGet({ access_token: item.access_token }),
      emu.plaid.transactionsSync({ access_token: item.access_token }),
      emu.plaid.transactionsRecurringGet({ access_token: item.access_token }),
      emu.plaid.liabilitiesGet({ access_token: item.access_token }),
    ]) {
      expect(await plaidError(call)).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' });
    }
    expect((await emu.plaid.itemGet({ access_token: item.access_token })).data.item.error).toMatchObject({ error_code: 'ITEM_LOGIN_REQUIRED' });
    const update = (await emu.plaid.linkTokenCreate(linkRequest({ products: undefined, access_token: item.access_token }))).data;
    await linkThroughWidget(emu.base, update.link_token);
    const [firstAccount] = (await emu.plaid.accountsGet({ access_token: item.access_token })).data.accounts;
    await sandboxCall(emu.base, '/sandbox/account/reset_login', { account_id: firstAccount!.account_id });

    // Request errors: wrong keys, and every Plaid path called without its fields.
    expect(await plaidError(plaidClient(emu.base, 'wrong-secret').itemGet({ access_token: item.access_token }))).toMatchObject({ error_code: 'INVALID_API_KEYS' });
    for (const route of [...contract.paths, ...EMULATOR_ONLY].filter((p) => !p.startsWith('/link/session/'))) {
      const answer = await sandboxCall(emu.base, route, {});
      expect(answer.status, `${route} without its fields`).toBe(400);
    }

    // Webhook URL, verification key, removal.
    await emu.plaid.itemWebhookUpdate({ access_token: item.access_token, webhook: hooks.url });
    const kid = emu.emulator.webhookKeyId;
    await emu.plaid.webhookVerificationKeyGet({ key_id: kid });
    await emu.plaid.itemRemove({ access_token: item.access_token });
    expect(await plaidError(emu.plaid.itemGet({ access_token: item.access_token }))).toMatchObject({ error_code: 'INVALID_ACCESS_TOKEN' });

    expect(contractViolations(from)).toEqual([]);
    // Every Plaid operation in the subset answered, and nothing else but the emulator's listed routes.
    const seen = pathsSince(from);
    expect(contract.paths.filter((p) => !seen.has(p))).toEqual([]);
    expect([...seen].filter((p) => !contract.paths.includes(p) && !EMULATOR_ONLY.has(p))).toEqual([]);
    expect([...EMULATOR_ONLY].filter((p) => !seen.has(p))).toEqual([]);
  });

  it('sends every webhook code it knows with a body of its Plaid schema', async () => {
    const from = hooks.received.length;
    const item = await linkItem('Tartan Credit Union');
    const codes: SandboxItemFireWebhookRequestWebhookCodeEnum[] = [
      'SYNC_UPDATES_AVAILABLE', 'DEFAULT_UPDATE', 'RECURRING_TRANSACTIONS_UPDATE', 'NEW_ACCOUNTS_AVAILABLE', 'ERROR', 'LOGIN_REPAIRED',
      'PENDING_EXPIRATION', 'PENDING_DISCONNECT', 'USER_PERMISSION_REVOKED',
    ] as SandboxItemFireWebhookRequestWebhookCodeEnum[];
    for (const webhook_code of codes) await emu.plaid.sandboxItemFireWebhook({ access_token: item.access_token, webhook_code });
    // The ones sent by what happens to an item, not by fire_webhook.
    await emu.plaid.itemWebhookUpdate({ access_token: item.access_token, webhook: hooks.url });
    await sandboxCall(emu.base, '/sandbox/item/add_account', { access_token: item.access_token, type: 'depository', subtype: 'savings', shared: false });
    await emu.plaid.sandboxItemResetLogin({ access_token: item.access_token });
    const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest({ products: undefined, access_token: item.access_token }))).data;
    await linkThroughWidget(emu.base, link_token);
    const staged = await sandboxItem('Paisley Financial');
    await sandboxCall(emu.base, '/sandbox/item/advance_history', { access_token: staged.access_token, stage: 'initial' });
    await emu.emulator.whenWebhooksIdle();

    const received = hooks.received.slice(from).map((hook) => hook.body);
    const sent = new Set(received.map((body) => `${String(body.webhook_type)}:${String(body.webhook_code)}`));
    expect([...sent].sort()).toEqual([...contract.webhookCodes].sort());
    expect(received.map((body) => ({ code: `${String(body.webhook_type)}:${String(body.webhook_code)}`, problems: contract.checkWebhook(body) })).filter((r) => r.problems.length > 0)).toEqual([]);
    // Both staged flag combinations were among them.
    expect(received.some((body) => body.webhook_code === 'SYNC_UPDATES_AVAILABLE' && body.historical_update_complete === false)).toBe(true);
  });

  it('catches what Plaid would not send: an unknown enum value, a missing field, an undeclared property, a wrong error shape', async () => {
    const item = await sandboxItem('Houndstooth Savings');
    const page = (await emu.plaid.transactionsSync({ access_token: item.access_token, count: 1 })).data;
    const [transaction] = page.added;
    const withTransaction = (changed: object) => ({ ...page, added: [changed] });
    expect(contract.checkResponse('/transactions/sync', 200, page)).toEqual([]);
    expect(contract.checkResponse('/transactions/sync', 200, withTransaction({ ...transaction, payment_channel: 'teleport' }))).toEqual([
      expect.stringMatching(/^\/added\/0\/payment_channel must be equal to one of the allowed values/),
    ]);
    const { payment_channel: _left, ...withoutChannel } = transaction!;
    expect(contract.checkResponse('/transactions/sync', 200, withTransaction(withoutChannel))).toEqual(["/added/0 must have required property 'payment_channel'"]);
    expect(contract.checkResponse('/transactions/sync', 200, withTransaction({ ...transaction, mood: 'happy' }))).toEqual(['/added/0 must NOT have unevaluated properties: mood is not declared by Plaid']);
    expect(contract.checkResponse('/transactions/sync', 200, { ...page, has_more: 'no' })).toEqual(['/has_more must be boolean']);
    expect(contract.checkResponse('/transactions/sync', 200, { ...page, total: 1 })).toEqual(['(body) must NOT have unevaluated properties: total is not declared by Plaid']);
    const [account] = page.accounts;
    expect(contract.checkResponse('/transactions/sync', 200, { ...page, accounts: [{ ...account, balances: { ...account!.balances, pending: 0 } }] })).toEqual([
      '/accounts/0/balances must NOT have unevaluated properties: pending is not declared by Plaid',
    ]);
    // An undeclared property on an object Plaid composes with allOf (the item: Item and its consent fields).
    const { item: itemObject } = (await emu.plaid.itemGet({ access_token: item.access_token })).data;
    expect(contract.checkResponse('/item/get', 200, { item: { ...itemObject, nickname: 'x' }, request_id: 'r' })).toEqual([
      '/item must NOT have unevaluated properties: nickname is not declared by Plaid',
    ]);
    expect(contract.checkResponse('/item/get', 400, { error: 'nope' })).not.toEqual([]);
    expect(contract.checkWebhook({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: 'i', environment: 'moon' })).toEqual([
      expect.stringMatching(/^\/environment must be equal to one of the allowed values/),
    ]);
  });

  it('pins the version of Plaid\'s file the SDK was generated from', () => {
    const sdkVersion = /The version of the OpenAPI document: (\S+)/.exec(readFileSync(path.join(sdkDir, 'api.js'), 'utf8'))?.[1];
    expect(sdkVersion).toMatch(/^2020-09-14_1\.\d+\.\d+$/);
    if (contract.version === sdkVersion) return;
    // The newest published copy of Plaid's file to hand is older than the SDK's; this pair, and only
    // this pair, is accepted until the subset is regenerated from the SDK's version (see the README).
    expect({ subset: contract.version, sdk: sdkVersion }).toEqual({ subset: ACKNOWLEDGED_LAG.subset, sdk: ACKNOWLEDGED_LAG.sdk });
  });

  it('differs from the SDK\'s objects only by the acknowledged added properties: none removed, none newly required', () => {
    const declarations = readFileSync(path.join(sdkDir, 'api.d.ts'), 'utf8');
    const differences = Object.entries(subset.components.schemas).flatMap(([name, schema]) => {
      const ours = subsetProperties(schema);
      const sdk = sdkProperties(declarations, name);
      if (ours.declared.size === 0 || !sdk) return [];
      return [
        ...[...sdk.keys()].filter((property) => !ours.declared.has(property)).map((property) => `${name}.${property}`),
        ...[...ours.declared].filter((property) => !sdk.has(property)).map((property) => `${name}.${property} (removed)`),
        ...[...sdk].filter(([property, required]) => required && !ours.required.has(property)).map(([property]) => `${name}.${property} (now required)`),
      ];
    });
    const expected = contract.version === ACKNOWLEDGED_LAG.subset ? ACKNOWLEDGED_LAG.addedProperties : [];
    expect(differences.sort()).toEqual(expected);
  });

  it('is no looser than the SDK\'s enums: every value the subset allows, the SDK allows too', () => {
    const sdkEnums = PlaidSdk as unknown as Record<string, unknown>;
    const looser = Object.entries(subset.components.schemas).flatMap(([name, schema]) => {
      const sdkEnum = sdkEnums[name];
      if (!Array.isArray(schema.enum) || typeof sdkEnum !== 'object' || sdkEnum === null) return [];
      const allowed = new Set(Object.values(sdkEnum));
      return schema.enum.filter((value) => value !== null && !allowed.has(value)).map((value) => `${name}: ${String(value)}`);
    });
    expect(looser).toEqual([]);
  });
});
