import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { publicKeyPem, signToken, TEST_CLIENT_ID } from '../../test/tokens.ts';
import { rememberingVerifiedTokens } from './auth.ts';
import { contractOperations } from './contract.ts';

let app: FastifyInstance;
const SUB = 'auth0|token-matrix';

beforeAll(async () => {
  app = await createTestApp();
  const token = await signToken(SUB);
  await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization: `Bearer ${token}` }, payload: { sub: SUB, email: 'matrix@example.com' } });
});
afterAll(() => app.close());

const b64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const claims = () => {
  const now = Math.floor(Date.now() / 1000);
  return { iss: 'http://localhost:3001/', aud: 'https://api.ledgerline.local', sub: SUB, iat: now, exp: now + 3600 };
};

const me = (authorization?: string) => app.inject({ method: 'GET', url: '/auth/@me', headers: authorization ? { authorization } : {} });

describe('bearer token verification', () => {
  it('accepts a valid RS256 access token', async () => {
    const response = await me(`Bearer ${await signToken(SUB)}`);
    expect(response.statusCode).toBe(200);
  });

  it('allows 60 s of clock skew on exp', async () => {
    expect((await me(`Bearer ${await signToken(SUB, { expiresIn: -30 })}`)).statusCode).toBe(200);
  });

  const forged: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a malformed token', async () => 'Bearer not.a-jwt'],
    ['another scheme', async () => `Basic ${b64url('user:pass')}`],
    ['alg none', async () => `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims())}.`],
    [
      'HS256 signed with the public key',
      async () => {
        const head = `${b64url({ alg: 'HS256', typ: 'JWT', kid: 'test-key' })}.${b64url(claims())}`;
        return `Bearer ${head}.${createHmac('sha256', publicKeyPem).update(head).digest('base64url')}`;
      },
    ],
    ['an unknown kid', async () => `Bearer ${await signToken(SUB, { kid: 'rotated-away' })}`],
    ['a key that is not the provider\'s', async () => `Bearer ${await signToken(SUB, { signingKey: (await generateKeyPair('RS256')).privateKey })}`],
    ['the wrong issuer', async () => `Bearer ${await signToken(SUB, { issuer: 'https://evil.example/' })}`],
    ['the wrong audience', async () => `Bearer ${await signToken(SUB, { audience: 'https://other-api.example' })}`],
    ['an expired token', async () => `Bearer ${await signToken(SUB, { expiresIn: -120 })}`],
    ['a token not yet valid', async () => `Bearer ${await signToken(SUB, { notBefore: 120 })}`],
    ['an ID token instead of an access token', async () => `Bearer ${await signToken(SUB, { audience: TEST_CLIENT_ID })}`],
  ];

  it.each(forged)('answers 401 in the Error schema for %s', async (_name, make) => {
    const response = await me(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { error_code: 'UNAUTHORIZED', error_message: expect.any(String) }, message: expect.any(String) });
  });
});

describe('every secured operation of openapi.yaml', () => {
  const operations = contractOperations();

  it('leaves only health, public config and the vendor webhooks public', () => {
    expect(operations.filter((o) => !o.secured).map((o) => o.operationId).sort()).toEqual(
      ['getPublicConfig', 'handlePlaidWebhook', 'handleStripeWebhook', 'healthCheck'].sort(),
    );
  });

  it.each(operations.filter((o) => o.secured).map((o) => [o.operationId, o] as const))('%s answers 401 without a token', async (_id, operation) => {
    const url = operation.path.replace(/\{[^}]+\}/g, 'x1');
    const response = await app.inject({ method: operation.method, url, ...(operation.bodyMediaTypes.length ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.error_code).toBe('UNAUTHORIZED');
  });
});

describe('verified tokens remembered until they expire (rememberingVerifiedTokens)', () => {
  const principalFor = (token: string, exp: number) => ({ issuer: 'https://issuer.test/', sub: `sub-${token}`, claims: { sub: `sub-${token}`, exp } });

  it('verifies a token once while it is valid, again once it has expired, and never remembers a refusal', async () => {
    let clock = 1_000_000_000_000;
    const calls: string[] = [];
    const verify = rememberingVerifiedTokens(
      async (token) => {
        calls.push(token);
        if (token === 'forged') throw new Error('bad signature');
        return principalFor(token, clock / 1000 + 60);
      },
      { now: () => clock },
    );
    const first = await verify('a');
    expect(await verify('a')).toBe(first);
    expect(calls).toEqual(['a']);
    clock += 61_000;
    await verify('a');
    expect(calls).toEqual(['a', 'a']);
    await expect(verify('forged')).rejects.toThrow('bad signature');
    await expect(verify('forged')).rejects.toThrow('bad signature');
    expect(calls.filter((t) => t === 'forged')).toHaveLength(2);
  });

  it('keeps at most maxEntries tokens, forgetting the least recently used', async () => {
    const calls: string[] = [];
    const verify = rememberingVerifiedTokens(async (token) => (calls.push(token), principalFor(token, Date.now() / 1000 + 3600)), { maxEntries: 2 });
    for (const token of ['a', 'b', 'a', 'c', 'a', 'b']) await verify(token);
    // 'b' was the least recently used when 'c' came, so it alone was verified again.
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('still refuses a token a logout revoked after it was remembered', async () => {
    const sub = 'auth0|remembered-then-revoked';
    const token = await signToken(sub);
    const authorization = `Bearer ${token}`;
    await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization }, payload: { sub, email: 'remembered@example.com' } });
    expect((await me(authorization)).statusCode).toBe(200);
    expect((await me(authorization)).statusCode).toBe(200);
    const logout = await app.inject({ method: 'GET', url: '/auth/logout', headers: { authorization } });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    expect((await me(authorization)).statusCode).toBe(401);
  });
});
