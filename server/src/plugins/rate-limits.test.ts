import { randomInt } from 'node:crypto';
import { createConnection } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateKeyPair } from 'jose';
import type { PlaidApi } from 'plaid';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENV, testConfig } from '../../test/app.ts';
import { plaidVerification, plaidWebhookRequest, plaidWithTestWebhookKey } from '../../test/plaid-webhooks.ts';
import { signToken, testVerifier } from '../../test/tokens.ts';
import { givenSubscriber, signedInUser } from '../../test/users.ts';
import { loadConfig, type RateLimitConfig } from '../config.ts';
import type { AccessTokenVerifier } from '../http/auth.ts';
import { contractOperations } from '../http/contract.ts';

const LIMITS: RateLimitConfig = { userPerMinute: 8, expensivePerMinute: 3, ipPerMinute: 4, webhookFailuresPerMinute: 2, mcpPerMinute: 5 };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const configWith = (limits: RateLimitConfig, extra: Record<string, string> = {}) =>
  loadConfig({
    ...TEST_ENV,
    RATE_LIMIT_USER_PER_MINUTE: String(limits.userPerMinute),
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: String(limits.expensivePerMinute),
    RATE_LIMIT_IP_PER_MINUTE: String(limits.ipPerMinute),
    RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE: String(limits.webhookFailuresPerMinute),
    ...extra,
  });

/** Syncs the (stand-in) metadata handlers ran: the calls that got past the limits. */
let syncsRun = 0;
const countingSyncs = {
  async initializeMetadata() {
    syncsRun++;
    return { status: 'success' as const };
  },
};

/** Bearer tokens the server verified (valid or not): refusals before verification do not count here. */
let verifications = 0;
const countingVerifier: AccessTokenVerifier = (token) => {
  verifications++;
  return testVerifier(token);
};

let app: FastifyInstance;
beforeAll(async () => {
  // Plaid's webhook key is the tests' own, so a delivery can be signed here; nothing else reaches Plaid.
  app = await createTestApp({ config: configWith(LIMITS), handlers: countingSyncs, verifyAccessToken: countingVerifier, vendors: { plaid: plaidWithTestWebhookKey({} as PlaidApi) } });
});
afterAll(() => app.close());

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { error_code: 'RATE_LIMITED', error_message: expect.any(String) }, message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60).toBe(true);
  expect(response.headers['cache-control']).toBe('no-store');
}

async function statuses(count: number, call: () => Promise<LightMyRequestResponse>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await call()).statusCode);
  return answers;
}

describe('per signed-in user', () => {
  it('answers 429 with Retry-After past the limit, and only to that user', async () => {
    const greedy = await signedInUser(app, 'greedy'); // its sign-in was call 1
    expect(await statuses(LIMITS.userPerMinute - 1, () => greedy.request('GET', '/auth/@me'))).toEqual(Array(LIMITS.userPerMinute - 1).fill(200));
    expectRateLimited(await greedy.request('GET', '/auth/@me'));
    // Any authenticated call counts in the same bucket.
    expectRateLimited(await greedy.request('GET', '/api/subscription/status'));

    const other = await signedInUser(app, 'patient');
    expect((await other.request('GET', '/auth/@me')).statusCode).toBe(200);
  });
});

describe('x-rate-limit: expensive', () => {
  it('declares the metadata syncs, link tokens, assistant asks, budget overview analyses and follow-ups, and file imports expensive', () => {
    const expensive = contractOperations().filter((o) => o.rateLimit === 'expensive').map((o) => o.operationId);
    expect(expensive.sort()).toEqual([
      'askAssistant',
      'askBudgetFollowUp',
      'commitImport',
      'createLinkToken',
      'createUpdateLinkToken',
      'initializeMetadata',
      'previewImport',
      'runAccountDetailAnalysis',
      'runBudgetAnalysis',
      'runIncomeSpendAnalysis',
      'updateMetadata',
    ]);
  });

  it('300 GET /api/initialize_metadata run the sync only as often as the tight limit allows', async () => {
    // The probe, with production's limits: 300 calls in a row from one subscriber.
    const probeApp = await createTestApp({ config: configWith({ ...LIMITS, userPerMinute: 300, expensivePerMinute: 20 }), handlers: countingSyncs });
    try {
      const user = await signedInUser(probeApp, 'probe');
      await givenSubscriber(user);
      syncsRun = 0;
      const answers = await statuses(300, () => user.request('GET', '/api/initialize_metadata'));
      expect(answers.filter((s) => s === 200)).toHaveLength(20);
      expect(answers.filter((s) => s === 429)).toHaveLength(280);
      expect(syncsRun).toBe(20);
      expectRateLimited(await user.request('GET', '/api/initialize_metadata'));
    } finally {
      await probeApp.close();
    }
  });

  it('limits running a budget overview analysis before its handler runs', async () => {
    let runs = 0;
    const overviewApp = await createTestApp({
      config: configWith({ ...LIMITS, userPerMinute: 300 }),
      handlers: {
        async runBudgetAnalysis() {
          runs++;
          return { text_response: 'ok', charts: [], metrics: [], accounts: [], income_spend_data: [], max_reached: false, message: null, timestamp: new Date().toISOString(), analysis_id: null };
        },
      },
    });
    try {
      const user = await signedInUser(overviewApp, 'analyst');
      await givenSubscriber(user);
      const body = { query: 'How is my budget?', workflow_type: 'budget_analysis', session_id: crypto.randomUUID(), is_follow_up: false };
      const runAnalysis = () => user.request('POST', '/api/budget_overview/budget_analysis', body);
      expect(await statuses(LIMITS.expensivePerMinute, runAnalysis)).toEqual(Array(LIMITS.expensivePerMinute).fill(200));
      expectRateLimited(await runAnalysis());
      expect(runs).toBe(LIMITS.expensivePerMinute);
    } finally {
      await overviewApp.close();
    }
  });

  it('keeps a bucket per operation: a limited sync leaves the user’s other calls alone', async () => {
    const user = await signedInUser(app, 'syncer');
    await givenSubscriber(user);
    expect(await statuses(LIMITS.expensivePerMinute, () => user.request('GET', '/api/initialize_metadata'))).toEqual(Array(LIMITS.expensivePerMinute).fill(200));
    expectRateLimited(await user.request('GET', '/api/initialize_metadata'));
    expect((await user.request('GET', '/auth/@me')).statusCode).toBe(200);
  });
});

describe('per IP on unauthenticated calls', () => {
  it('limits each client address on its own', async () => {
    const from = (remoteAddress: string) => () => app.inject({ method: 'GET', url: '/api/config', remoteAddress });
    expect(await statuses(LIMITS.ipPerMinute, from('203.0.113.7'))).toEqual(Array(LIMITS.ipPerMinute).fill(200));
    expectRateLimited(await from('203.0.113.7')());
    expect((await from('203.0.113.8')()).statusCode).toBe(200);
  });

  it('behind a trusted load balancer, counts the client address it forwards', async () => {
    const behindProxy = await createTestApp({ config: configWith({ ...LIMITS, ipPerMinute: 1 }, { TRUSTED_PROXY_HOPS: '1' }) });
    try {
      const from = (client: string) => () => behindProxy.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });
      expect((await from('203.0.113.20')()).statusCode).toBe(200);
      expect((await from('203.0.113.21')()).statusCode).toBe(200);
      expectRateLimited(await from('203.0.113.20')());
    } finally {
      await behindProxy.close();
    }
  });
});

const otherKey = await generateKeyPair('RS256');

describe('failed bearer tokens', () => {
  const failedTokens: Array<[string, () => Promise<Record<string, string>>]> = [
    ['no Authorization header', async () => ({})],
    ['Bearer a.b.c', async () => ({ authorization: 'Bearer a.b.c' })],
    ['a key id the issuer does not have', async () => ({ authorization: `Bearer ${await signToken('auth0|forger', { kid: 'not-a-key-of-ours' })}` })],
    ['a signature by another key', async () => ({ authorization: `Bearer ${await signToken('auth0|forger', { signingKey: otherKey.privateKey })}` })],
  ];

  it('count against the address, which past its limit gets 429 before any token is verified, and no one else does', async () => {
    const from = (remoteAddress: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/auth/@me', remoteAddress, headers });
    const answers: number[] = [];
    for (const [, headers] of failedTokens) answers.push((await from('192.0.2.40', await headers())).statusCode);
    expect(answers).toEqual(Array(LIMITS.ipPerMinute).fill(401));

    const verifiedBefore = verifications;
    expectRateLimited(await from('192.0.2.40', { authorization: 'Bearer a.b.c' }));
    for (const [, headers] of failedTokens) expectRateLimited(await from('192.0.2.40', await headers()));
    expect(verifications).toBe(verifiedBefore);

    // A signed-in user elsewhere is not held back by that address.
    const user = await signedInUser(app, 'bystander');
    expect((await app.inject({ method: 'GET', url: '/auth/@me', remoteAddress: '192.0.2.41', headers: { authorization: user.authorization } })).statusCode).toBe(200);
  });

  it('count where a valid token would not: the signed-in user’s calls leave the address alone', async () => {
    const user = await signedInUser(app, 'steady');
    for (let i = 0; i < LIMITS.ipPerMinute + 1; i++) {
      expect((await app.inject({ method: 'GET', url: '/auth/@me', remoteAddress: '192.0.2.42', headers: { authorization: user.authorization } })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/auth/@me', remoteAddress: '192.0.2.42', headers: { authorization: 'Bearer a.b.c' } })).statusCode).toBe(401);
  });
});

describe('webhooks from an address that sent bad ones', () => {
  const signer = new Stripe('sk_test_unused');
  const stripeEvent = (id: string) => JSON.stringify({ id, object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_rate', object: 'customer' } } });
  const stripeDelivery = (remoteAddress: string, payload: string, signature: string) =>
    app.inject({ method: 'POST', url: '/api/webhooks/stripe', remoteAddress, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  const signedStripe = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret: testConfig.stripe.webhookSecret });
  const plaidBody = JSON.stringify({ webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: 'unknown-item' });

  it('Stripe: failures past the limit get 429, and a correctly signed event from the same address still gets in', async () => {
    const address = '198.51.100.10';
    const bad = () => stripeDelivery(address, stripeEvent('evt_forged'), 't=1,v1=0000');
    expect(await statuses(LIMITS.webhookFailuresPerMinute, bad)).toEqual(Array(LIMITS.webhookFailuresPerMinute).fill(400));
    // More than the address's bucket of unauthenticated calls too.
    for (let i = 0; i < LIMITS.ipPerMinute; i++) expectRateLimited(await bad());

    const event = stripeEvent(`evt_genuine_${Date.now()}`);
    expect((await stripeDelivery(address, event, signedStripe(event))).json()).toEqual({ received: true });
  });

  it('Plaid: failures past the limit get 429, and a correctly signed webhook from the same address still gets in', async () => {
    const address = '198.51.100.11';
    const bad = () => app.inject({ ...plaidWebhookRequest(plaidBody, 'not-a-jwt'), remoteAddress: address });
    expect(await statuses(LIMITS.webhookFailuresPerMinute, bad)).toEqual(Array(LIMITS.webhookFailuresPerMinute).fill(400));
    for (let i = 0; i < LIMITS.ipPerMinute; i++) expectRateLimited(await bad());

    const genuine = await app.inject({ ...plaidWebhookRequest(plaidBody, await plaidVerification(plaidBody)), remoteAddress: address });
    expect(genuine.json()).toEqual({ received: true });
    // Another address (Plaid's own) is not held back by someone else's failures.
    expect((await app.inject({ ...plaidWebhookRequest(plaidBody, 'not-a-jwt'), remoteAddress: '198.51.100.12' })).statusCode).toBe(400);
  });
});

/** Whether the local Redis answers (the REDIS_URL path is tested only where one runs). */
async function redisIsUp(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe.skipIf(!(await redisIsUp()))('with REDIS_URL', () => {
  it('shares the limits between server processes', async () => {
    const config = configWith(LIMITS, { REDIS_URL });
    const [first, second] = [await createTestApp({ config }), await createTestApp({ config })];
    try {
      // An address of its own: the per-address counters in the one Redis are shared with whatever
      // else runs beside this test from 127.0.0.1 (the other test project, the fleet's processes).
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
      const user = await signedInUser(first, 'shared', { remoteAddress }); // call 1, on the first process
      const me = (app: typeof first) => app.inject({ method: 'GET', url: '/auth/@me', headers: { authorization: user.authorization }, remoteAddress });
      const onFirst = (await statuses(3, () => me(first))).filter((s) => s === 200);
      const onSecond = (await statuses(4, () => me(second))).filter((s) => s === 200);
      expect(onFirst.length + onSecond.length).toBe(LIMITS.userPerMinute - 1);
      expectRateLimited(await me(first));
    } finally {
      await first.close();
      await second.close();
    }
  });
});
