import { StreamableHTTPClientTransport, UnauthorizedError, type Client } from '@modelcontextprotocol/client';
import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyStreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { RefreshTokensClient } from 'auth0/refreshTokens';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIENCE, CookieJar, MANAGEMENT_TOKEN, form, formAction, startIdentityProvider, type RunningIdentityProvider } from '../../../emulators/identity/test-support.ts';
import { freePort } from '../../../emulators/plaid/test-support.ts';
import { createTestApp, testConfig } from '../../../test/app.ts';
import { aiClient, MemoryOAuthClient, REDIRECT_URL } from '../../../test/mcp-client.ts';
import { testDatabase } from '../../../test/database.ts';
import { readmeTotals, seedLedger, type RawRow } from '../../../test/ledger.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { createAccessTokenVerifier } from '../../http/auth.ts';
import { createIdentityProfiles } from '../../vendors/identity.ts';

/**
 * The MCP endpoint with real clients: the SDK's own client discovers the metadata, registers
 * itself with the identity stand-in, signs a person in through its pages (PKCE), lists the tools
 * and calls them; figures are checked against this file's own sums of the raw rows.
 */

/** Enough for the calls below; the rate-limit test spends the rest. */
const MCP_CALLS_PER_MINUTE = 40;
/** Each client's first call has no token: room for those, spent by the last test. */
const FAILED_TOKENS_PER_MINUTE = 30;
const MONTH = { start_date: '2025-03-01', end_date: '2025-03-31' };
/**
 * The MCP Inspector's command-line client (`@modelcontextprotocol/inspector-cli`, installed offline
 * from the registry). Run from its own folder: 1.0.3 finds its package.json relative to the working
 * directory.
 */
const INSPECTOR_CLI = fileURLToPath(import.meta.resolve('@modelcontextprotocol/inspector-cli/build/index.js'));
const run = promisify(execFile);

/** The app's log lines (level info), to check what a tool call logs. */
const logLines: string[] = [];
let idp: RunningIdentityProvider;
let app: FastifyInstance;
let appBase: string;

const row = (id: string, day: number, cents: number, name: string, category: string | null, extra: Partial<RawRow> = {}): RawRow => ({
  plaid_transaction_id: id,
  account: 'checking',
  amount_cents: cents,
  date: `2025-03-${String(day).padStart(2, '0')}`,
  name,
  merchant_name: name,
  category_primary: category,
  category_detailed: null,
  pending: false,
  ...extra,
});

const ROWS_A: RawRow[] = [
  row('a1', 3, 4_215, 'Fresh Market', 'FOOD_AND_DRINK'),
  row('a2', 5, 12_999, 'Fresh Market', 'FOOD_AND_DRINK'),
  row('a3', 7, 6_000, 'City Gas', 'TRANSPORTATION', { account: 'card' }),
  row('a4', 9, -1_500, 'Fresh Market', 'FOOD_AND_DRINK'),
  row('a5', 15, -250_000, 'Acme Payroll', 'INCOME'),
  row('a6', 20, 50_000, 'Savings transfer', 'TRANSFER_OUT'),
  row('a7', 28, 2_345, 'Cinema', 'ENTERTAINMENT', { pending: true }),
  row('a8', 30, 899, 'Streamly', 'ENTERTAINMENT', { account: 'card' }),
];
const ROWS_B: RawRow[] = [row('b1', 4, 77_700, 'Furniture Hall', 'HOME_IMPROVEMENT'), row('b2', 18, 1_100, 'Corner Cafe', 'FOOD_AND_DRINK')];

/** Money as the tools write it, from cents: `$1,234.56`. */
const dollars = (cents: number) => `$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A person of the identity stand-in (email confirmed), signed in to the app once, as the SPA does. */
async function person(name: string, options: { subscribed: boolean; rows: RawRow[] }) {
  const email = `${name}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const result = await idp.handle.users.signUp({ email, name, password });
  if (!('created' in result)) throw new Error('sign-up failed');
  await idp.handle.users.confirmEmail(result.created.id);
  const { tokens } = await idp.browser.signIn(new CookieJar(), email, password);
  const signIn = await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization: `Bearer ${tokens.access_token}` }, payload: { sub: decodeJwt(tokens.access_token).sub, email, name } });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const { db } = await testDatabase();
  const { id } = await db.selectFrom('users').select('id').where('sub', '=', decodeJwt(tokens.access_token).sub!).executeTakeFirstOrThrow();
  const user = { id } as TestUser;
  if (options.subscribed) await givenSubscriber(user);
  await seedLedger(user, options.rows);
  return { id, email, password, appToken: tokens.access_token };
}

/**
 * What an AI client does on first use: connect, get 401, discover and register, send the person to
 * sign in and allow it (here over HTTP, as the person's browser would), exchange the code, connect again.
 */
async function connectAs(who: { email: string; password: string }, oauth = new MemoryOAuthClient()) {
  const url = new URL('/mcp', appBase);
  await expect(aiClient().connect(new StreamableHTTPClientTransport(url, { authProvider: oauth }))).rejects.toBeInstanceOf(UnauthorizedError);
  const authorizationUrl = oauth.authorizationUrl!;
  expect(authorizationUrl.searchParams.get('resource')).toBe(`${appBase}/mcp`);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');

  const jar = new CookieJar();
  const signInPage = await idp.browser.follow(jar, authorizationUrl.href);
  expect(signInPage.status).toBe(200);
  const consentPage = await idp.browser.follow(jar, formAction(await signInPage.text()), form({ email: who.email, password: who.password }));
  const consentHtml = await consentPage.text();
  expect(consentHtml).toContain('Allow “Test AI Client” to read your Ledgerline data?');
  const back = await idp.browser.follow(jar, formAction(consentHtml), form({ decision: 'allow' }));
  const redirect = new URL(back.headers.get('location')!);
  expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URL);

  const transport = new StreamableHTTPClientTransport(url, { authProvider: oauth });
  // The whole callback: the SDK checks its `iss` against the provider it asked (RFC 9207) before redeeming the code.
  await transport.finishAuth(redirect.searchParams);
  const client = aiClient();
  const connected = new StreamableHTTPClientTransport(url, { authProvider: oauth });
  await client.connect(connected);
  return { client, oauth, transport: connected };
}

/** The fields of the tools' JSON results these tests read. */
interface ToolResult {
  spent: string;
  income: string;
  link: string;
  spending_transactions: number;
  groups: { spent: string; link: string }[];
  count: number;
  total_out: string;
  total_in: string;
  transactions: { amount: string; link: string }[];
  more: number;
  pending_count: number;
  totals: Record<string, string>;
}

/** Tool calls made by each client, as Settings should count them. */
const toolCalls = new Map<Client, number>();

async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  toolCalls.set(client, (toolCalls.get(client) ?? 0) + 1);
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return JSON.parse((result.content as { type: 'text'; text: string }[])[0]!.text) as ToolResult;
}

let a: Awaited<ReturnType<typeof person>>;
/** A valid MCP token of the subscriber's first client, for the last test. */
let subscriberMcpToken: string;
let b: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  const appPort = await freePort();
  appBase = `http://localhost:${appPort}`;
  idp = await startIdentityProvider({ mcpResource: `${appBase}/mcp` });
  const issuer = `${idp.base}/`;
  app = await createTestApp({
    config: { ...testConfig, logLevel: 'info', publicUrl: appBase, identity: { ...testConfig.identity, issuer, domain: idp.base }, rateLimits: { ...testConfig.rateLimits, mcpPerMinute: MCP_CALLS_PER_MINUTE, ipPerMinute: FAILED_TOKENS_PER_MINUTE } },
    logger: true,
    logStream: { write: (line: string) => void logLines.push(line) },
    verifyAccessToken: createAccessTokenVerifier({ issuer, audience: AUDIENCE }),
    vendors: { identityProfiles: createIdentityProfiles({ issuer }) },
  });
  await app.listen({ port: appPort, host: 'localhost' });
  a = await person('mcp-a', { subscribed: true, rows: ROWS_A });
  b = await person('mcp-b', { subscribed: true, rows: ROWS_B });
  const { db } = await testDatabase();
  await db.updateTable('accounts').set({ current_cents: 1_234_567, available_cents: 1_200_000 }).where('user_id', '=', a.id).where('type', '=', 'depository').execute();
  await db.updateTable('accounts').set({ current_cents: 45_600 }).where('user_id', '=', a.id).where('type', '=', 'credit').execute();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await idp?.close();
});

describe('discovery and refusals', () => {
  it('answers 401 without a token, naming the protected resource metadata, which names the identity provider', async () => {
    const response = await fetch(`${appBase}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(response.status).toBe(401);
    await response.arrayBuffer();
    const challenge = response.headers.get('www-authenticate')!;
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1]!;
    expect(metadataUrl).toBe(`${appBase}/.well-known/oauth-protected-resource/mcp`);
    const metadata = await (await fetch(metadataUrl)).json();
    expect(metadata).toEqual({ resource: `${appBase}/mcp`, authorization_servers: [`${idp.base}/`], scopes_supported: ['ledgerline:read'], bearer_methods_supported: ['header'], resource_name: 'Ledgerline' });
  });

  it('lets a client in a browser call from its own origin: preflights allowed, the challenge readable, security headers as everywhere', async () => {
    const preflight = await fetch(`${appBase}/mcp`, { method: 'OPTIONS', headers: { origin: 'https://inspector.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    for (const header of ['authorization', 'content-type', 'mcp-protocol-version']) expect(preflight.headers.get('access-control-allow-headers')).toContain(header);

    const refused = await fetch(`${appBase}/mcp`, { method: 'POST', headers: { origin: 'https://inspector.example', 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('access-control-expose-headers')).toContain('www-authenticate');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');

    const metadata = await fetch(`${appBase}/.well-known/oauth-protected-resource/mcp`, { headers: { origin: 'https://inspector.example' } });
    expect(metadata.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("refuses the app's own access token (another audience) with 401", async () => {
    const response = await fetch(`${appBase}/mcp`, { method: 'POST', headers: { authorization: `Bearer ${a.appToken}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect((await response.json()).error.error_code).toBe('UNAUTHORIZED');
  });
});

describe('an AI client signed in as a subscriber', () => {
  let client: Client;
  let oauth: MemoryOAuthClient;
  let transport: StreamableHTTPClientTransport;
  beforeAll(async () => {
    ({ client, oauth, transport } = await connectAs(a));
    subscriberMcpToken = oauth.savedTokens!.access_token;
  }, 60_000);
  afterAll(async () => client?.close());

  it('holds a token for the MCP resource only, with the read scope, issued to the client that registered', async () => {
    const claims = decodeJwt(oauth.savedTokens!.access_token);
    expect(claims.aud).toBe(`${appBase}/mcp`);
    expect(String(claims.scope).split(' ')).toEqual(['ledgerline:read']);
    expect(claims.client_id).toBe(oauth.information!.client_id);
  });

  it('speaks the current revision of the MCP specification with the SDK\'s current client', async () => {
    expect(transport.protocolVersion).toBe('2026-07-28');
  });

  it('serves a client of the 2025 revisions (the SDK\'s previous major) the same tools and the same figures', async () => {
    const legacy = new LegacyClient({ name: 'older-ai-client', version: '0.9.0' });
    const legacyTransport = new LegacyStreamableHTTPClientTransport(new URL('/mcp', appBase), { requestInit: { headers: { authorization: `Bearer ${oauth.savedTokens!.access_token}` } } });
    await legacy.connect(legacyTransport);
    try {
      expect(legacyTransport.protocolVersion).toBe('2025-11-25');
      const { tools } = await legacy.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual((await client.listTools()).tools.map((t) => t.name).sort());
      const result = await legacy.callTool({ name: 'spending_summary', arguments: { ...MONTH, group_by: 'category' } });
      expect(JSON.parse((result.content as { type: 'text'; text: string }[])[0]!.text).spent).toBe(dollars(readmeTotals(ROWS_A).spent));
    } finally {
      await legacy.close();
    }
  });

  it('answers with the security headers every response of the app carries, and never to be cached', async () => {
    const response = await fetch(`${appBase}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${oauth.savedTokens!.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('no-store');
    // A 2025-era call is answered as a stream of one event when the client accepts one, as the transport spec allows.
    const body = await response.text();
    const message = JSON.parse(body.startsWith('{') ? body : body.split('\n').find((line) => line.startsWith('data: '))!.slice('data: '.length));
    expect(message.result.serverInfo.name).toBe('ledgerline');
  });

  it("is listed and called by the MCP Inspector's CLI (@modelcontextprotocol/inspector-cli), with the same figures", async () => {
    const inspector = (...args: string[]) =>
      run(process.execPath, [INSPECTOR_CLI, `${appBase}/mcp`, '--transport', 'http', '--header', `Authorization: Bearer ${oauth.savedTokens!.access_token}`, ...args], { timeout: 30_000, cwd: dirname(INSPECTOR_CLI) }).then(
        ({ stdout }) => JSON.parse(stdout),
        (error: { code?: number; stdout?: string; stderr?: string }) => {
          throw new Error(`the Inspector's CLI exited with ${error.code}: ${error.stderr || error.stdout}`);
        },
      );
    const listed = await inspector('--method', 'tools/list');
    expect(listed.tools.map((t: { name: string }) => t.name).sort()).toEqual((await client.listTools()).tools.map((t) => t.name).sort());
    const called = await inspector('--method', 'tools/call', '--tool-name', 'spending_summary', '--tool-arg', `start_date=${MONTH.start_date}`, `end_date=${MONTH.end_date}`, 'group_by=category');
    expect(JSON.parse(called.content[0].text).spent).toBe(dollars(readmeTotals(ROWS_A).spent));
  }, 60_000);

  it("lists the assistant's tools, read-only, each telling the model not to add rows up itself", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['accounts_and_balances', 'budget_status', 'cash_forecast', 'compare_periods', 'credit_cards', 'income_statement', 'net_worth_history', 'recurring_payments', 'search_transactions', 'spending_summary', 'tag_spending']);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.description).toContain('Never add up, average or count listed rows yourself');
    }
  });

  it("answers spending by category with the month's figures, each linked absolutely into the app", async () => {
    const expected = readmeTotals(ROWS_A);
    const result = await callTool(client, 'spending_summary', { ...MONTH, group_by: 'category' });
    expect(result.spent).toBe(dollars(expected.spent));
    expect(result.income).toBe(dollars(expected.income));
    expect(result.spending_transactions).toBe(ROWS_A.filter((r) => !r.pending && !['INCOME', 'TRANSFER_OUT'].includes(r.category_primary!)).length);
    expect(result.groups.map((g) => g.spent)).toEqual(expected.categories.map(([, cents]) => dollars(cents)));
    expect(result.link).toBe(`${appBase}/transactions?start_date=2025-03-01&end_date=2025-03-31&counted_as=spending`);
    for (const group of result.groups) expect(group.link).toMatch(new RegExp(`^${appBase}/transactions\\?`));
  });

  it('answers a filtered transaction search: every posted row counted, the largest listed first, the rest counted in `more`', async () => {
    const posted = ROWS_A.filter((r) => !r.pending);
    const result = await callTool(client, 'search_transactions', { ...MONTH, sort: 'largest', limit: 2 });
    expect(result.count).toBe(posted.length);
    expect(result.total_out).toBe(dollars(posted.filter((r) => r.amount_cents > 0).reduce((sum, r) => sum + r.amount_cents, 0)));
    expect(result.total_in).toBe(dollars(posted.filter((r) => r.amount_cents < 0).reduce((sum, r) => sum + r.amount_cents, 0)));
    const largest = [...posted].sort((x, y) => Math.abs(y.amount_cents) - Math.abs(x.amount_cents)).slice(0, 2);
    expect(result.transactions.map((t) => t.amount)).toEqual(largest.map((r) => dollars(r.amount_cents)));
    expect(result.more).toBe(posted.length - 2);
    expect(result.pending_count).toBe(ROWS_A.length - posted.length);
    expect(result.transactions[0]!.link).toMatch(new RegExp(`^${appBase}/transactions\\?.*transaction_id=`));
  });

  it('answers balances: cash, owed on cards and net worth from the accounts', async () => {
    const result = await callTool(client, 'accounts_and_balances', {});
    expect(result.totals).toMatchObject({ cash: dollars(1_234_567), owed_on_credit_cards: dollars(45_600), net_worth: dollars(1_234_567 - 45_600) });
  });

  it("is refused by the app's API: the token is for the MCP resource only", async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/@me', headers: { authorization: `Bearer ${oauth.savedTokens!.access_token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('logs each tool call with its name, user, client and duration, never its arguments or results', async () => {
    await callTool(client, 'spending_summary', { ...MONTH, merchants: ['Fresh Market'], group_by: 'month' });
    const calls = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'mcp tool call');
    const last = calls.at(-1)!;
    expect(last).toMatchObject({ tool: 'spending_summary', user_id: a.id, client_id: oauth.information!.client_id, is_error: false, duration_ms: expect.any(Number) });
    expect(logLines.join('')).not.toContain('Fresh Market');
    expect(logLines.join('')).not.toContain('2025-03-01');
  });

  it('reads the accounts and categories resources, and offers the month in review', async () => {
    const accounts = await client.readResource({ uri: 'ledgerline://accounts' });
    expect(JSON.parse((accounts.contents[0] as { text: string }).text).count).toBe(2);
    const categories = JSON.parse(((await client.readResource({ uri: 'ledgerline://categories' })).contents[0] as { text: string }).text);
    expect(categories.categories.map((c: { code: string }) => c.code)).toContain('FOOD_AND_DRINK');
    const food = categories.categories.find((c: { code: string }) => c.code === 'FOOD_AND_DRINK');
    expect(food.detailed).toContainEqual({ code: 'FOOD_AND_DRINK_GROCERIES', label: 'Groceries' });
    const prompt = await client.getPrompt({ name: 'month_in_review', arguments: { month: '2025-03' } });
    expect((prompt.messages[0]!.content as { text: string }).text).toContain('2025-03-01 to 2025-03-31');
  });
});

describe("Settings' AI clients", () => {
  it('lists the client by the name it gave, with its tool calls this month; revoking it refuses its token and ends its refresh tokens at the identity provider', async () => {
    const { client, oauth } = await connectAs(a);
    const refreshToken = oauth.savedTokens!.refresh_token;
    expect(refreshToken, 'the client holds a refresh token').toBeTruthy();
    await callTool(client, 'credit_cards', {});
    await callTool(client, 'income_statement', MONTH);
    const asA = { authorization: `Bearer ${a.appToken}` };
    const listed = await app.inject({ method: 'GET', url: '/db_api/ai_clients', headers: asA });
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.json().clients.find((c: { client_id: string }) => c.client_id === oauth.information!.client_id);
    expect(mine).toMatchObject({ name: 'test-ai-client', calls_this_month: toolCalls.get(client) });
    expect(Date.parse(mine.first_used_at)).toBeLessThanOrEqual(Date.parse(mine.last_used_at));

    const byB = await app.inject({ method: 'POST', url: '/api/ai_clients/revoke', headers: { authorization: `Bearer ${b.appToken}` }, payload: { client_id: mine.client_id } });
    expect(byB.statusCode).toBe(404);
    const revoked = await app.inject({ method: 'POST', url: '/api/ai_clients/revoke', headers: asA, payload: { client_id: mine.client_id } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const revokedSecond = Math.floor(Date.now() / 1000);
    const after = await fetch(`${appBase}/mcp`, { method: 'POST', headers: { authorization: `Bearer ${oauth.savedTokens!.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(after.status).toBe(401);
    expect((await after.json()).error.error_message).toContain('revoked');
    const relisted = await app.inject({ method: 'GET', url: '/db_api/ai_clients', headers: asA });
    expect(relisted.json().clients.map((c: { client_id: string }) => c.client_id)).not.toContain(mine.client_id);

    // The refresh token no longer buys a new access token: without this, a refreshed token (issued after the revocation) would pass.
    const refreshed = await fetch(new URL('/oauth/token', idp.base), { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken!, client_id: mine.client_id }) });
    expect(refreshed.status).toBe(400);
    expect((await refreshed.json()).error).toBe('invalid_grant');
    await client.close();

    // The client itself finds the same: its refresh is refused by the provider, it forgets its tokens and needs the person again.
    await expect(aiClient().connect(new StreamableHTTPClientTransport(new URL('/mcp', appBase), { authProvider: oauth }))).rejects.toBeInstanceOf(UnauthorizedError);
    expect(oauth.savedTokens).toBeUndefined();

    // Coming back takes the person: signing in through the client and allowing it again (the consent is asked anew).
    // Tokens carry their issue time in whole seconds and one issued in the revocation's second is refused
    // (the safe side): a person takes longer than that, this test does not, so it waits for the next second.
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(revokedSecond), { timeout: 5_000, interval: 50 });
    const again = await connectAs(a, oauth);
    expect(oauth.information!.client_id).toBe(mine.client_id);
    await callTool(again.client, 'credit_cards', {});
    const back = await app.inject({ method: 'GET', url: '/db_api/ai_clients', headers: asA });
    expect(back.json().clients.map((c: { client_id: string }) => c.client_id)).toContain(mine.client_id);
    await again.client.close();
  }, 60_000);

  it('leaves the client as it was, with 502, when the identity provider does not answer, so that trying again does it all', async () => {
    const unreachable = new RefreshTokensClient({ baseUrl: 'http://127.0.0.1:9/api/v2', token: MANAGEMENT_TOKEN, maxRetries: 0, timeoutInSeconds: 5 });
    const offline = await createTestApp({ vendors: { identityRefreshTokens: unreachable } });
    try {
      const user = await signedInUser(offline, 'mcp-offline-idp');
      const { db } = await testDatabase();
      const at = new Date();
      await db.insertInto('ai_clients').values({ user_id: user.id, client_id: 'client-offline', client_name: 'Some AI', first_used_at: at, last_used_at: at, calls_month: '2025-03', calls_this_month: 0 }).execute();
      const revoked = await user.request('POST', '/api/ai_clients/revoke', { client_id: 'client-offline' });
      expect(revoked.statusCode, revoked.body).toBe(502);
      expect(revoked.json().error.error_code).toBe('VENDOR_ERROR');
      const listed = await user.request('GET', '/db_api/ai_clients');
      expect(listed.json().clients.map((c: { client_id: string }) => c.client_id)).toEqual(['client-offline']);
    } finally {
      await offline.close();
    }
  });
});

describe('rate limit', () => {
  it('refuses a client past its calls per minute with 429 and Retry-After', async () => {
    const { client, oauth } = await connectAs(a);
    const post = (token: string) =>
      fetch(`${appBase}/mcp`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    const statuses: number[] = [];
    for (let i = 0; i < MCP_CALLS_PER_MINUTE + 1; i++) {
      const response = await post(oauth.savedTokens!.access_token);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    // The client's own first calls (initialize and its notice) came out of the same bucket.
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(MCP_CALLS_PER_MINUTE - 5);
    expect(statuses.slice(0, firstRefused).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    const refused = await post(oauth.savedTokens!.access_token);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.error_code).toBe('RATE_LIMITED');
    await client.close();
  }, 60_000);
});

describe('another person', () => {
  it("sees only their own data with their own client's token", async () => {
    const { client } = await connectAs(b);
    const result = await callTool(client, 'spending_summary', { ...MONTH, group_by: 'category' });
    expect(result.spent).toBe(dollars(readmeTotals(ROWS_B).spent));
    const search = await callTool(client, 'search_transactions', MONTH);
    expect(search.count).toBe(ROWS_B.length);
    await client.close();
  }, 60_000);

  it('without a subscription is refused with 403, as in the app', async () => {
    const c = await person('mcp-c', { subscribed: false, rows: [] });
    const oauth = new MemoryOAuthClient();
    // Signed in and allowed: the token is issued, and the call with it is refused.
    await expect(connectAs(c, oauth)).rejects.toThrow(/SUBSCRIPTION_REQUIRED|403/);
    expect(decodeJwt(oauth.savedTokens!.access_token).aud).toBe(`${appBase}/mcp`);
    const response = await fetch(`${appBase}/mcp`, { method: 'POST', headers: { authorization: `Bearer ${oauth.savedTokens!.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.error_code).toBe('SUBSCRIPTION_REQUIRED');
  }, 60_000);
});

// Last: it spends this address's bucket of failed tokens for a minute.
describe('failed tokens from one address', () => {
  it('are refused with 429 past the per-address limit, before the token is even looked at', async () => {
    const post = async (authorization?: string) => {
      const response = await fetch(`${appBase}/mcp`, { method: 'POST', headers: { ...(authorization && { authorization }), 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
      await response.arrayBuffer();
      return response.status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_TOKENS_PER_MINUTE; i++) statuses.push(await post(i % 2 ? 'Bearer not.a.token' : undefined));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, statuses.indexOf(429)).every((status) => status === 401)).toBe(true);
    // Even a valid token from this address waits now.
    expect(await post(`Bearer ${subscriberMcpToken}`)).toBe(429);
  });
});
