import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmulatorApp } from '../../../emulators/app.ts';
import { DEMO_ACCOUNT } from '../../../emulators/identity/index.ts';
import { APP_ORIGIN, AUDIENCE, CLIENT_ID, CookieJar, identityBrowser } from '../../../emulators/identity/test-support.ts';
import { freePort } from '../../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { createAccessTokenVerifier } from '../../http/auth.ts';
import { createIdentityProfiles } from '../../vendors/identity.ts';

/** Sign-in against the local identity provider's real /userinfo (its access tokens carry no email). */
let dataDir: string;
let emulator: FastifyInstance;
let app: FastifyInstance;
let base: string;
const userinfoCalls: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ledgerline-signin-idp-'));
  const port = await freePort();
  base = `http://localhost:${port}`;
  const issuer = `${base}/`;
  emulator = await buildEmulatorApp({ dataDir, logger: false, identity: { issuer, clientId: CLIENT_ID, audience: AUDIENCE, allowedOrigins: [APP_ORIGIN], scryptLogN: 10 } });
  await emulator.listen({ port, host: 'localhost' });
  const countingFetch: typeof fetch = (input, init) => {
    userinfoCalls.push(String(input));
    return fetch(input, init);
  };
  app = await createTestApp({
    verifyAccessToken: createAccessTokenVerifier({ issuer, audience: AUDIENCE }),
    vendors: { identityProfiles: createIdentityProfiles({ issuer }, { fetch: countingFetch }) },
  });
});

afterAll(async () => {
  await app?.close();
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sign-in with the identity provider\'s profile', () => {
  it('stores the email and name /userinfo gives for the token, whatever the body claims, asking once per token', async () => {
    const { tokens } = await identityBrowser(base).signIn(new CookieJar(), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const sub = decodeJwt(tokens.access_token).sub!;
    expect(decodeJwt(tokens.access_token).email).toBeUndefined();
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/auth/signin',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        payload: { sub, email: 'someone.else@example.com', email_verified: true, name: 'Someone Else' },
      });

    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);

    const { db } = await testDatabase();
    const row = await db.selectFrom('users').select(['email', 'email_verified', 'name']).where('sub', '=', sub).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: DEMO_ACCOUNT.email, email_verified: true, name: DEMO_ACCOUNT.name });
    expect(userinfoCalls).toEqual([`${base}/userinfo`]);
  });
});

describe("logging out with the identity provider's token", () => {
  it('revokes that token by its jti: refused with 401 afterwards, while a token from a new sign-in works', async () => {
    const browser = identityBrowser(base);
    const { tokens } = await browser.signIn(new CookieJar(), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const claims = decodeJwt(tokens.access_token);
    expect(claims.jti).toEqual(expect.any(String));
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    await app.inject({ method: 'POST', url: '/auth/signin', headers: as(tokens.access_token), payload: { sub: claims.sub } });
    expect((await app.inject({ method: 'GET', url: '/auth/@me', headers: as(tokens.access_token) })).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/auth/logout', headers: as(tokens.access_token) })).statusCode).toBe(200);
    const { db } = await testDatabase();
    expect(await db.selectFrom('revoked_access_tokens').select('token_id').where('token_id', '=', `jti:${claims.jti}`).execute()).toHaveLength(1);
    const after = await app.inject({ method: 'GET', url: '/auth/@me', headers: as(tokens.access_token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.error_code).toBe('UNAUTHORIZED');

    const { tokens: next } = await browser.signIn(new CookieJar(), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await app.inject({ method: 'GET', url: '/auth/@me', headers: as(next.access_token) })).statusCode).toBe(200);
  });
});
