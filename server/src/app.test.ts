import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { accessToken } from '../test/tokens.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../test/users.ts';
import { freePort } from '../emulators/plaid/test-support.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { testConfig } from '../test/app.ts';
import { testVerifier } from '../test/tokens.ts';
import { testJobQueue } from '../test/jobs.ts';
import { contractOperations } from './http/contract.ts';
import { PENDING_OPERATIONS } from './modules/pending.ts';
import { notImplemented } from './http/errors.ts';

let app: FastifyInstance;
let bearer: string;

beforeAll(async () => {
  app = await createTestApp();
  bearer = `Bearer ${await accessToken('auth0|foundation-user')}`;
});
afterAll(() => app.close());

/** A signed-in subscriber, for operations marked x-requires-subscription. */
let pendingCaller: Promise<TestUser> | undefined;
const subscriber = () =>
  (pendingCaller ??= signedInUser(app, 'pending-caller').then(async (user) => {
    await givenSubscriber(user);
    return user;
  }));

const errorShape = {
  error: { error_code: expect.any(String), error_message: expect.any(String) },
  message: expect.any(String),
};

describe('contract wiring', () => {
  it('registers every operation of openapi.yaml at its method and path', () => {
    for (const operation of contractOperations()) {
      expect(app.hasRoute({ method: operation.method, url: operation.route }), `${operation.method} ${operation.path}`).toBe(true);
    }
  });

  it('has every operation implemented; a pending one would answer 501 NOT_IMPLEMENTED in the Error schema', async () => {
    expect(PENDING_OPERATIONS).toEqual([]);
    // With none pending, the 501 is shown through a handler that throws what assembleHandlers gives a pending operation.
    const unfinished = await createTestApp({ handlers: { getAnalysisCounts: async () => { throw notImplemented('getAnalysisCounts'); } } });
    try {
      const response = await unfinished.inject({ method: 'GET', url: '/api/budget_overview/analysis_counts', headers: { authorization: (await subscriber()).authorization } });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({ ...errorShape, error: { error_code: 'NOT_IMPLEMENTED', error_message: expect.stringContaining('getAnalysisCounts') } });
    } finally {
      await unfinished.close();
    }
  });

  it('refuses a secured operation without a token with 401 before looking at the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/chat/bookmark', payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { error_code: 'UNAUTHORIZED' } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ...errorShape, error: { error_code: 'NOT_FOUND', error_message: expect.any(String) } });
  });
});

describe('request validation', () => {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as string, headers: { authorization: bearer, ...headers } });

  it('names a missing form field', async () => {
    const response = await post('/api/set_access_token', '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^public_token .*required/);
  });

  it('names a malformed form field', async () => {
    const response = await post('/api/set_access_token', 'public_token=not-a-token', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { error_code: 'INVALID_REQUEST', error_message: expect.stringMatching(/^public_token /) } });
  });

  it('rejects unknown JSON fields instead of dropping them', async () => {
    const response = await post('/api/chat/bookmark', { id: 'user-abc123', is_bookmark: true, admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^admin .*not an allowed field/);
  });

  it('does not coerce JSON types: the string "true" is not a boolean', async () => {
    const response = await post('/api/chat/bookmark', { id: 'user-abc123', is_bookmark: 'true' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^is_bookmark .*boolean/);
  });

  it('checks the event id format', async () => {
    const response = await post('/api/chat/bookmark', { id: 'robot-1-2', is_bookmark: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^id /);
  });

  it('reads query numbers from text but rejects what is not a number', async () => {
    const bad = await app.inject({ method: 'GET', url: '/db_api/transactions?page=abc', headers: { authorization: bearer } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^page /);
    const good = await (await subscriber()).request('GET', '/db_api/transactions?page=2&page_size=20');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ page: 2, page_size: 20 });
  });

  it('gives 400 for a body that is not JSON', async () => {
    const response = await post('/api/chat/bookmark', '{"id":', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { error_code: 'INVALID_JSON' } });
  });

  it('gives 400 for a body of the wrong media type', async () => {
    const response = await post('/api/chat/bookmark', 'id=user-abc', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { error_code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });
});

describe('system operations', () => {
  it('reports the database as up on /healthz', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('reports 503 when the database is unreachable', async () => {
    // A Postgres server that is not there (nothing listens on the port): refused at once.
    const broken = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/gone`, onConnectionLost: () => {} });
    const degraded = await buildApp({ config: testConfig, db: broken.db, jobs: await testJobQueue(), jobConcurrency: 0, verifyAccessToken: testVerifier, checkResponses: true, logger: false });
    const response = await degraded.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
    await degraded.close();
    await broken.close();
  });

  it('tells the SPA which vendors are emulated without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      auth: { domain: 'http://localhost:3001', client_id: testConfig.identity.clientId, audience: testConfig.identity.audience },
      emulated: { identity: true, plaid: true, stripe: true, model: true },
    });
  });
});

describe('response check', () => {
  it('turns a response that breaks the contract into a 500 CONTRACT_VIOLATION', async () => {
    const lying = await createTestApp({ handlers: { getPublicConfig: async () => ({ auth: { domain: 42 } }) as never } });
    const response = await lying.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: { error_code: 'CONTRACT_VIOLATION' } });
    await lying.close();
  });

  it('flags a status code the contract does not document', async () => {
    const teapot = await createTestApp({
      handlers: {
        getPublicConfig: async ({ reply }) => {
          reply.code(418);
          return {} as never;
        },
      },
    });
    const response = await teapot.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/status 418 is not documented/);
    await teapot.close();
  });
});

describe('request media types', () => {
  it('refuses JSON on the form-encoded operation instead of skipping its validation', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/set_access_token',
      payload: { public_token: 42 },
      headers: { authorization: `Bearer ${await accessToken('auth0|media-user')}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { error_code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('requires the body an operation needs', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/bookmark',
      headers: { authorization: `Bearer ${await accessToken('auth0|media-user')}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/application\/json body is required/);
  });
});
