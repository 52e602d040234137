import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { Configuration, CountryCode, PlaidApi, Products, type AccountBase } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_LOGIN_REQUIRED_MESSAGE } from './errors.ts';
import { plaidEmulatorOptionsFromEnv, registerPlaidEmulator } from './index.ts';
import {
  APP_ORIGIN,
  CLIENT_ID,
  SECRET,
  TestClock,
  linkThroughWidget,
  linkTokenRequest,
  plaidClient,
  plaidError,
  session,
  startEmulator,
  tempDataDir,
  type RunningEmulator,
} from './test-support.ts';

const data = tempDataDir();
const clock = new TestClock();
let emu: RunningEmulator;

const HOUR = 60 * 60 * 1000;
const ERROR_KEYS = ['error_type', 'error_code', 'error_message', 'display_message', 'request_id'];

beforeAll(async () => {
  emu = await startEmulator({ dataDir: data.dir, clock });
});

afterAll(async () => {
  await emu?.close();
  data.remove();
});

/** A POST to the emulator with our keys in the body, outside the SDK (for the emulator's own sandbox paths). */
const postWithKeys = (p: string, body: object) =>
  fetch(`${emu.base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: CLIENT_ID, secret: SECRET, ...body }) });

const linkRequest = linkTokenRequest;

function institutionNamed(name: string): string {
  const found = emu.emulator.institutions.find((i) => i.name === name);
  if (!found) throw new Error(`no institution ${name}`);
  return found.institution_id;
}

/** Links an item through the widget's session endpoints and exchanges its public token. */
async function linkItem(institutionName: string, options: Parameters<typeof linkThroughWidget>[2] = {}) {
  const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest())).data;
  const linked = await linkThroughWidget(emu.base, link_token, { institutionId: institutionNamed(institutionName), ...options });
  const exchanged = (await emu.plaid.itemPublicTokenExchange({ public_token: linked.public_token })).data;
  return { ...linked, ...exchanged };
}

describe('/link/token/create', () => {
  it("returns a sandbox link token that expires after 4 hours, like Plaid's", async () => {
    const response = await emu.plaid.linkTokenCreate(linkRequest({ webhook: 'http://localhost:3000/api/webhooks/plaid' }));
    expect(response.status).toBe(200);
    expect(response.data.link_token).toMatch(/^link-sandbox-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(response.data.expiration).toBe(new Date(clock.now().getTime() + 4 * HOUR).toISOString());
    expect(response.data.request_id).toMatch(/^[A-Za-z0-9]{15}$/);
  });

  it("rejects bad requests with Plaid's error shape, naming the field", async () => {
    const noUser = await plaidError(emu.plaid.linkTokenCreate(linkRequest({ user: {} })));
    expect(noUser).toMatchObject({
      http_status: 400,
      error_type: 'INVALID_REQUEST',
      error_code: 'INVALID_FIELD',
      error_message: 'user.client_user_id must be a non-empty string',
      display_message: null,
    });
    expect(Object.keys(noUser)).toEqual(expect.arrayContaining(ERROR_KEYS));

    const missing = await plaidError(emu.plaid.linkTokenCreate(linkRequest({ client_name: undefined, user: undefined })));
    expect(missing).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'MISSING_FIELDS', error_message: 'the following required fields are missing: client_name, user' });

    const badCountry = await plaidError(emu.plaid.linkTokenCreate(linkRequest({ country_codes: ['XX'] })));
    expect(badCountry).toMatchObject({ error_code: 'INVALID_FIELD', error_message: expect.stringContaining('country_codes') });

    const balance = await plaidError(emu.plaid.linkTokenCreate(linkRequest({ products: ['balance'] })));
    expect(balance).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_PRODUCT' });

    const badAccess = await plaidError(emu.plaid.linkTokenCreate(linkRequest({ access_token: 'access-sandbox-nope' })));
    expect(badAccess).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_ACCESS_TOKEN', error_message: 'could not find matching access token' });
  });

  it('checks the API keys from headers or body', async () => {
    const wrong = await plaidError(plaidClient(emu.base, 'not-the-secret').linkTokenCreate(linkRequest()));
    expect(wrong).toEqual({
      http_status: 400,
      error_type: 'INVALID_INPUT',
      error_code: 'INVALID_API_KEYS',
      error_code_reason: null,
      error_message: 'invalid client_id or secret provided',
      display_message: null,
      request_id: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
      causes: [],
      status: 400,
      documentation_url: expect.stringContaining('plaid.com/docs'),
      suggested_action: null,
    });

    const bare = new PlaidApi(new Configuration({ basePath: emu.base, baseOptions: { adapter: 'http' } }));
    const inBody = await bare.linkTokenCreate({ ...linkRequest(), client_id: CLIENT_ID, secret: SECRET } as never);
    expect(inBody.data.link_token).toMatch(/^link-sandbox-/);
    const none = await plaidError(bare.linkTokenCreate(linkRequest() as never));
    expect(none).toMatchObject({ error_code: 'MISSING_FIELDS', error_message: 'the following required fields are missing: client_id, secret' });
    const wrongInBody = await plaidError(bare.linkTokenCreate({ ...linkRequest(), client_id: CLIENT_ID, secret: 'nope' } as never));
    expect(wrongInBody).toMatchObject({ error_code: 'INVALID_API_KEYS' });
  });
});

describe('Link sessions, exchange and the item', () => {
  it('links user_good / pass_good; a wrong password is INVALID_CREDENTIALS; only selected accounts join the item', async () => {
    const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest())).data;
    const institution_id = institutionNamed('First Platypus Bank');
    const started = await session(emu.base, 'start', { link_token });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ mode: 'create', client_name: 'Ledgerline', institution: null, account_selection_enabled: false });
    expect((started.body.institutions as unknown[]).length).toBeGreaterThanOrEqual(6);
    const link_session_id = started.body.link_session_id;

    const wrong = await session(emu.base, 'credentials', { link_token, link_session_id, institution_id, username: 'user_good', password: 'pass_bad' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_CREDENTIALS',
      error_message: 'the provided credentials were not correct',
      display_message: 'The provided credentials were not correct. Please try again.',
    });

    const good = await session(emu.base, 'credentials', { link_token, link_session_id, institution_id, username: 'user_good', password: 'pass_good' });
    expect(good.status).toBe(200);
    const choices = good.body.accounts as { id: string; name: string; type: string; subtype: string; selected: boolean }[];
    expect(choices.map((c) => c.subtype)).toEqual(['checking', 'savings', 'credit card', 'mortgage']);
    expect(choices.every((c) => c.selected)).toBe(true);

    const savings = choices.find((c) => c.subtype === 'savings')!;
    const done = await session(emu.base, 'complete', { link_token, link_session_id, account_ids: choices.filter((c) => c !== savings).map((c) => c.id) });
    expect(done.status).toBe(200);
    const publicToken = done.body.public_token as string;
    expect(publicToken).toMatch(/^public-sandbox-[0-9a-f-]{36}$/);
    const metadata = done.body.metadata as { institution: unknown; accounts: { id: string; name: string }[]; link_session_id: string };
    expect(metadata).toMatchObject({
      institution: { name: 'First Platypus Bank', institution_id },
      link_session_id,
      transfer_status: null,
      public_token: publicToken,
    });
    expect(metadata.accounts).toHaveLength(3);
    expect(metadata.accounts[0]).toEqual({
      id: expect.any(String),
      name: 'Platypus Everyday Checking',
      mask: expect.stringMatching(/^\d{4}$/),
      type: 'depository',
      subtype: 'checking',
      verification_status: null,
      class_type: null,
    });

    // The link token served its session.
    expect((await session(emu.base, 'start', { link_token })).body).toMatchObject({ error_code: 'INVALID_LINK_TOKEN', error_message: 'invalid link_token provided' });

    const exchanged = (await emu.plaid.itemPublicTokenExchange({ public_token: publicToken })).data;
    expect(exchanged.access_token).toMatch(/^access-sandbox-[0-9a-f-]{36}$/);
    expect(exchanged.item_id).toMatch(/^[A-Za-z0-9]{37}$/);
    const again = await plaidError(emu.plaid.itemPublicTokenExchange({ public_token: publicToken }));
    expect(again).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_PUBLIC_TOKEN', error_message: 'could not find matching public token' });

    const accounts = (await emu.plaid.accountsGet({ access_token: exchanged.access_token })).data;
    expect(accounts.accounts.map((a) => a.account_id)).toEqual(metadata.accounts.map((a) => a.id));
    expect(accounts.accounts.map((a) => a.name)).not.toContain(savings.name);
    expect(accounts.item).toMatchObject({ item_id: exchanged.item_id, institution_id, error: null, billed_products: ['transactions'] });

    const item = (await emu.plaid.itemGet({ access_token: exchanged.access_token })).data;
    expect(item.item).toMatchObject({
      item_id: exchanged.item_id,
      institution_id,
      institution_name: 'First Platypus Bank',
      webhook: null,
      error: null,
      billed_products: ['transactions'],
      products: ['transactions'],
      consented_products: ['transactions'],
      update_type: 'background',
      consent_expiration_time: null,
      created_at: clock.now().toISOString(),
    });
    expect(item.item.available_products).toEqual(expect.arrayContaining(['balance', 'liabilities']));
    expect(item.status?.transactions?.last_successful_update).toBe(clock.now().toISOString());
  });

  it('asks user_mfa for a code: 1234 passes, another code is INVALID_MFA', async () => {
    const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest())).data;
    const { link_session_id } = (await session(emu.base, 'start', { link_token })).body;
    const institution_id = institutionNamed('Tartan Credit Union');
    const mfa = await session(emu.base, 'credentials', { link_token, link_session_id, institution_id, username: 'user_mfa', password: 'pass_good' });
    expect(mfa.body).toMatchObject({ status: 'mfa_required', mfa_type: 'code' });
    const wrong = await session(emu.base, 'mfa', { link_token, link_session_id, code: '0000' });
    expect(wrong.body).toMatchObject({
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_MFA',
      error_message: 'the provided MFA response(s) were not correct',
      display_message: 'The provided MFA responses were not correct. Please try again.',
    });
    const right = await session(emu.base, 'mfa', { link_token, link_session_id, code: '1234' });
    expect(right.body).toMatchObject({ status: 'select_accounts' });
    expect((right.body.accounts as { subtype: string }[]).map((a) => a.subtype)).toEqual(['checking', 'savings', 'credit card', 'auto']);
  });

  it('bills optional products the institution supports', async () => {
    const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest({ optional_products: [Products.Liabilities] }))).data;
    const { public_token } = await linkThroughWidget(emu.base, link_token, { institutionId: institutionNamed('Paisley Financial') });
    const { access_token } = (await emu.plaid.itemPublicTokenExchange({ public_token })).data;
    const { item } = (await emu.plaid.itemGet({ access_token })).data;
    expect(item.billed_products).toEqual(['transactions', 'liabilities']);
    expect(item.available_products).not.toContain('liabilities');
  });

  it('describes institutions, with loans at some and a credit limit on cards', async () => {
    const institution_id = institutionNamed('Gingham National');
    const { institution } = (await emu.plaid.institutionsGetById({ institution_id, country_codes: [CountryCode.Us] })).data;
    expect(institution).toEqual({
      institution_id,
      name: 'Gingham National',
      products: expect.arrayContaining(['transactions', 'liabilities']),
      country_codes: ['US'],
      url: expect.stringMatching(/^https:\/\//),
      primary_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      logo: null,
      routing_numbers: [expect.stringMatching(/^\d{9}$/), expect.stringMatching(/^\d{9}$/)],
      oauth: false,
    });
    const unknown = await plaidError(emu.plaid.institutionsGetById({ institution_id: 'ins_1', country_codes: [CountryCode.Us] }));
    expect(unknown).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_INSTITUTION', error_message: 'invalid institution_id provided' });

    const { access_token } = await linkItem('Gingham National');
    const accounts = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    const card = accounts.find((a) => a.type === 'credit')!;
    expect(card.subtype).toBe('credit card');
    expect(card.balances.limit).toBeGreaterThan(0);
    expect(card.balances.available).toBeCloseTo(card.balances.limit! - card.balances.current!, 2);
    const loan = accounts.find((a) => a.type === 'loan')!;
    expect(loan).toMatchObject({ subtype: 'student', balances: { available: null, limit: null, iso_currency_code: 'USD', unofficial_currency_code: null } });
  });

  it('forces ITEM_LOGIN_REQUIRED with reset_login; update mode in Link repairs the item and re-selects accounts', async () => {
    const { access_token, item_id, choices } = await linkItem('Argyle Bank & Trust', { select: (c) => c.filter((a) => a.name !== 'Argyle Savings').map((a) => a.id) });
    expect(choices).toHaveLength(5);
    expect((await emu.plaid.sandboxItemResetLogin({ access_token })).data).toMatchObject({ reset_login: true });

    const failed = await plaidError(emu.plaid.accountsGet({ access_token }));
    expect(failed).toMatchObject({
      http_status: 400,
      error_type: 'ITEM_ERROR',
      error_code: 'ITEM_LOGIN_REQUIRED',
      error_message: ITEM_LOGIN_REQUIRED_MESSAGE,
      display_message: null,
    });
    expect(Object.keys(failed)).toEqual(expect.arrayContaining(ERROR_KEYS));
    const broken = (await emu.plaid.itemGet({ access_token })).data.item;
    expect(broken.error).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' });

    const { link_token } = (
      await emu.plaid.linkTokenCreate(linkRequest({ products: undefined, access_token, update: { account_selection_enabled: true } }))
    ).data;
    const started = await session(emu.base, 'start', { link_token });
    expect(started.body).toMatchObject({ mode: 'update', account_selection_enabled: true, institution: { name: 'Argyle Bank & Trust' }, institutions: [] });

    const update = await linkThroughWidget(emu.base, link_token, {
      // Keep everything shared, add the savings account not shared before, drop the auto loan.
      select: (c) => c.filter((a) => a.name !== 'Argyle Auto Loan').map((a) => a.id),
    });
    const offered = update.choices.find((c) => c.name === 'Argyle Savings')!;
    expect(offered).toMatchObject({ selected: false, new: true });
    expect(update.choices.filter((c) => c.selected)).toHaveLength(4);

    const repaired = (await emu.plaid.accountsGet({ access_token })).data;
    expect(repaired.item.error).toBeNull();
    expect(repaired.accounts.map((a) => a.name)).toEqual(['Argyle Premier Checking', 'Argyle Savings', 'Argyle Preferred Card', 'Argyle Home Loan']);

    // Update mode's public token exchanges to the same item and access token.
    const exchanged = (await emu.plaid.itemPublicTokenExchange({ public_token: update.public_token })).data;
    expect(exchanged).toMatchObject({ item_id, access_token });
  });

  it('resets the login of the item holding an account, for callers without its access token', async () => {
    const { access_token, item_id } = await linkItem('Paisley Financial');
    const [account] = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    const reset = await postWithKeys('/sandbox/account/reset_login', { account_id: account!.account_id });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ reset_login: true, item_id });
    expect(await plaidError(emu.plaid.accountsGet({ access_token }))).toMatchObject({ error_code: 'ITEM_LOGIN_REQUIRED' });

    const unknown = await postWithKeys('/sandbox/account/reset_login', { account_id: 'no-such-account' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error_code: 'INVALID_ACCOUNT_ID' });
  });

  it('update mode without account selection keeps the accounts and clears the error', async () => {
    const { access_token } = await linkItem('Paisley Financial', { username: 'user_mfa' });
    await emu.plaid.sandboxItemResetLogin({ access_token });
    const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest({ products: undefined, access_token }))).data;
    const update = await linkThroughWidget(emu.base, link_token, { username: 'user_mfa', code: '1234' });
    expect(update.choices.every((c) => c.selected && !c.new)).toBe(true);
    expect((await emu.plaid.accountsGet({ access_token })).data.accounts).toHaveLength(3);
  });

  it('adds and removes accounts with the sandbox helpers', async () => {
    const { access_token } = await linkItem('Houndstooth Savings');
    const before = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    const post = postWithKeys;

    const added = await post('/sandbox/item/add_account', { access_token, type: 'loan', subtype: 'auto', name: 'Houndstooth Car Loan' });
    expect(added.status).toBe(200);
    const { account } = (await added.json()) as { account: AccountBase };
    expect(account).toMatchObject({ name: 'Houndstooth Car Loan', type: 'loan', subtype: 'auto', balances: { limit: null } });
    const after = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    expect(after.map((a) => a.account_id)).toEqual([...before.map((a) => a.account_id), account.account_id]);

    const offered = await post('/sandbox/item/add_account', { access_token, type: 'depository', subtype: 'savings', shared: false });
    expect(((await offered.json()) as { account: AccountBase }).account.name).toBe('Additional Savings');
    expect((await emu.plaid.accountsGet({ access_token })).data.accounts).toHaveLength(after.length);

    const checking = before.find((a) => a.subtype === 'checking')!;
    const removed = await post('/sandbox/item/remove_account', { access_token, account_id: checking.account_id });
    expect(await removed.json()).toMatchObject({ removed: true, account_id: checking.account_id });
    const remaining = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    expect(remaining.map((a) => a.account_id)).not.toContain(checking.account_id);

    const again = await post('/sandbox/item/remove_account', { access_token, account_id: checking.account_id });
    expect(await again.json()).toMatchObject({ error_code: 'INVALID_ACCOUNT_ID' });
    const badType = await post('/sandbox/item/add_account', { access_token, type: 'investment' });
    expect(await badType.json()).toMatchObject({ error_code: 'INVALID_FIELD' });
    const noKeys = await fetch(`${emu.base}/sandbox/item/reset_login`, { method: 'POST', body: JSON.stringify({ access_token, secret: 'x', client_id: CLIENT_ID }) });
    expect(await noKeys.json()).toMatchObject({ error_code: 'INVALID_API_KEYS' });
  });

  it('item/remove invalidates the access token', async () => {
    const { access_token } = await linkItem('Paisley Financial');
    expect((await emu.plaid.itemRemove({ access_token })).data.request_id).toMatch(/^[A-Za-z0-9]{15}$/);
    for (const call of [emu.plaid.accountsGet({ access_token }), emu.plaid.itemGet({ access_token }), emu.plaid.itemRemove({ access_token })]) {
      expect(await plaidError(call)).toMatchObject({ error_code: 'INVALID_ACCESS_TOKEN', error_message: 'could not find matching access token' });
    }
  });

  it('creates items without Link with /sandbox/public_token/create', async () => {
    const institution_id = institutionNamed('Tartan Credit Union');
    const { public_token } = (await emu.plaid.sandboxPublicTokenCreate({ institution_id, initial_products: [Products.Transactions] })).data;
    const { access_token } = (await emu.plaid.itemPublicTokenExchange({ public_token })).data;
    expect((await emu.plaid.accountsGet({ access_token })).data.accounts).toHaveLength(4);
  });
});

describe('expiry', () => {
  it('rejects a link token after 4 hours and a public token after 30 minutes', async () => {
    const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest())).data;
    const { link_token: later } = (await emu.plaid.linkTokenCreate(linkRequest())).data;
    const linked = await linkThroughWidget(emu.base, later, { institutionId: institutionNamed('Paisley Financial') });

    clock.advance(30 * 60 * 1000 + 1);
    expect(await plaidError(emu.plaid.itemPublicTokenExchange({ public_token: linked.public_token }))).toMatchObject({ error_code: 'INVALID_PUBLIC_TOKEN' });
    expect((await session(emu.base, 'start', { link_token })).status).toBe(200);

    clock.advance(4 * HOUR);
    const expired = await session(emu.base, 'start', { link_token });
    expect(expired).toMatchObject({ status: 400, body: { error_type: 'INVALID_INPUT', error_code: 'INVALID_LINK_TOKEN', display_message: null } });
  });
});

describe('determinism and persistence', () => {
  it('gives the same banks and balances for the same seed, other ones for another seed', async () => {
    const balancesOf = async (seed: number) => {
      const dir = tempDataDir();
      const other = await startEmulator({ dataDir: dir.dir, seed });
      try {
        const institution = other.emulator.institutions.find((i) => i.name === 'Tartan Credit Union')!;
        const { public_token } = (await other.plaid.sandboxPublicTokenCreate({ institution_id: institution.institution_id, initial_products: [Products.Transactions] })).data;
        const { access_token } = (await other.plaid.itemPublicTokenExchange({ public_token })).data;
        const accounts = (await other.plaid.accountsGet({ access_token })).data.accounts;
        return { ids: other.emulator.institutions.map((i) => i.institution_id), accounts: accounts.map((a) => ({ name: a.name, mask: a.mask, balances: a.balances })), accountIds: accounts.map((a) => a.account_id) };
      } finally {
        await other.close();
        dir.remove();
      }
    };
    const a = await balancesOf(7);
    const b = await balancesOf(7);
    const c = await balancesOf(8);
    expect(b.ids).toEqual(a.ids);
    expect(new Set(a.ids).size).toBe(a.ids.length);
    expect(b.accounts).toEqual(a.accounts);
    expect(b.accountIds).not.toEqual(a.accountIds);
    expect(c.accounts).not.toEqual(a.accounts);
  });

  it('keeps items, tokens and account changes across a restart', async () => {
    const { access_token, item_id } = await linkItem('First Platypus Bank');
    const accounts = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    const post = (p: string, body: object) => postWithKeys(p, { access_token, ...body });
    await post('/sandbox/item/add_account', { type: 'depository', subtype: 'savings', name: 'Platypus Kids Savings' });
    await post('/sandbox/item/remove_account', { account_id: accounts[0]!.account_id });
    const before = (await emu.plaid.accountsGet({ access_token })).data.accounts;
    expect(before.map((a) => a.name)).toEqual([...accounts.slice(1).map((a) => a.name), 'Platypus Kids Savings']);

    const institution_id = institutionNamed('Tartan Credit Union');
    const { public_token } = (await emu.plaid.sandboxPublicTokenCreate({ institution_id, initial_products: [Products.Transactions] })).data;
    const broken = (await emu.plaid.itemPublicTokenExchange({ public_token })).data.access_token;
    await emu.plaid.sandboxItemResetLogin({ access_token: broken });
    const { link_token } = (await emu.plaid.linkTokenCreate(linkRequest())).data;
    const state = JSON.parse(readFileSync(path.join(data.dir, 'state.json'), 'utf8')) as { items: Record<string, unknown> };
    expect(state.items[item_id]).toBeDefined();

    await emu.close();
    emu = await startEmulator({ dataDir: data.dir, clock });

    expect((await emu.plaid.accountsGet({ access_token })).data.accounts).toEqual(before);
    expect((await emu.plaid.itemGet({ access_token })).data.item.item_id).toBe(item_id);
    expect(await plaidError(emu.plaid.accountsGet({ access_token: broken }))).toMatchObject({ error_code: 'ITEM_LOGIN_REQUIRED' });
    expect((await session(emu.base, 'start', { link_token })).status).toBe(200);
  });
});

describe('HTTP details', () => {
  it("answers malformed bodies and unknown paths with Plaid's errors", async () => {
    const malformed = await fetch(`${emu.base}/accounts/get`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"access_token":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'INVALID_BODY', error_message: 'body could not be parsed as JSON' });
    const unknown = await fetch(`${emu.base}/transactions/nothing`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });

  it('serves the widget script and lets local origins drive Link sessions', async () => {
    const script = await fetch(`${emu.base}/link/link-initialize.js`);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    const source = await script.text();
    expect(source).toContain(`{"origin":"http://127.0.0.1:${emu.port}"}`);
    expect(source).not.toContain('__PLAID_EMULATOR_CONFIG__');

    const preflight = await fetch(`${emu.base}/link/session/start`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3210', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3210');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const local = await session(emu.base, 'start', { link_token: 'link-sandbox-unknown' });
    expect(local.body).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
    const foreign = await fetch(`${emu.base}/link/session/start`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const fromApp = await fetch(`${emu.base}/link/session/start`, { method: 'POST', headers: { origin: APP_ORIGIN }, body: '{}' });
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });
});

describe('mounting', () => {
  it('keeps its body parsing to /plaid and reads its options from the environment', async () => {
    const dir = tempDataDir();
    const app = Fastify({ logger: false });
    app.post('/echo', async (request) => request.body);
    registerPlaidEmulator(app, { dataDir: dir.dir, clientId: CLIENT_ID, secret: SECRET, publicOrigin: 'http://localhost:3001/' });
    try {
      const echo = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
      expect(echo.json()).toEqual({ a: 1 });
      const plaidJson = await app.inject({ method: 'POST', url: '/plaid/item/get', payload: 'not json', headers: { 'content-type': 'application/json' } });
      expect(plaidJson.json()).toMatchObject({ error_code: 'INVALID_BODY' });
      const script = await app.inject({ method: 'GET', url: '/plaid/link/link-initialize.js' });
      expect(script.body).toContain('{"origin":"http://localhost:3001"}');
    } finally {
      await app.close();
      dir.remove();
    }

    expect(plaidEmulatorOptionsFromEnv({ PLAID_CLIENT_ID: 'x', PLAID_SECRET: 'y', PLAID_ENV: 'sandbox' }, '/data/emulators')).toBeNull();
    expect(plaidEmulatorOptionsFromEnv({ EMULATOR_PORT: '3211', PORT: '3210', PLAID_EMULATOR_SEED: '42' }, '/data/emulators')).toEqual({
      dataDir: '/data/emulators/plaid',
      clientId: CLIENT_ID,
      secret: SECRET,
      publicOrigin: 'http://localhost:3211',
      allowedOrigins: ['http://localhost:3210'],
      seed: 42,
    });
  });
});
