import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RefreshTokensClient } from 'auth0/refreshTokens';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../../src/http/auth.ts';
import { buildEmulatorApp } from '../app.ts';
import { freePort } from '../plaid/test-support.ts';
import { DEMO_ACCOUNT, MESSAGES } from './index.ts';
import { APP_ORIGIN, AUDIENCE, AUTH0_CLIENT, CLIENT_ID, CookieJar, form, formAction, hiddenFields, identityBrowser, SCOPE, REDIRECT_URI, MANAGEMENT_TOKEN, startIdentityProvider, type Pkce, type Tokens } from './test-support.ts';

const FOREIGN_ORIGIN = 'https://evil.example';

let dataDir: string;
const port = await freePort();
const issuer = `http://localhost:${port}/`;
const base = `http://localhost:${port}`;
let app: FastifyInstance | undefined;

async function start(): Promise<void> {
  app = await buildEmulatorApp({
    dataDir,
    logger: false,
    identity: { issuer, clientId: CLIENT_ID, audience: AUDIENCE, allowedOrigins: [APP_ORIGIN, 'http://localhost:5173'], scryptLogN: 10, managementToken: MANAGEMENT_TOKEN },
  });
  await app.listen({ port, host: 'localhost' });
}

async function stop(): Promise<void> {
  await app?.close();
  app = undefined;
}

const browser = identityBrowser(base);
const { request, follow, authorize, tokenRequest, exchange, refresh, outbox, confirmationLink } = browser;

function callbackCode(response: Response, pkce: Pkce): string {
  expect(response.status).toBe(303);
  return browser.callbackCode(response, pkce);
}

const signIn = (jar = new CookieJar(), email: string = DEMO_ACCOUNT.email, password: string = DEMO_ACCOUNT.password) => browser.signIn(jar, email, password);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ledgerline-idp-'));
  await start();
});

afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sign-in with authorization code and PKCE', () => {
  it('issues an RS256 access token for the API, an ID token with the profile, and a refresh token', async () => {
    const { tokens, pkce } = await signIn();
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope.split(' ').sort()).toEqual(SCOPE.split(' ').sort());

    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL('.well-known/jwks.json', issuer)), {
      issuer,
      audience: AUDIENCE,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toMatch(/^auth0\|[0-9a-f]{24}$/);
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(SCOPE.split(' ')));
    expect(payload.exp! - payload.iat!).toBe(3600);

    // The product's own verifier accepts it as is.
    const principal = await createAccessTokenVerifier({ issuer, audience: AUDIENCE })(tokens.access_token);
    expect(principal.sub).toBe(payload.sub);

    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      sub: payload.sub,
      nonce: pkce.nonce,
      email: DEMO_ACCOUNT.email,
      email_verified: true,
      name: DEMO_ACCOUNT.name,
      nickname: 'demo',
    });
    expect(id.picture).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}\?d=identicon$/);
    expect(new Date(String(id.updated_at)).toISOString()).toBe(id.updated_at);
  });

  it('signs in again without the form while the provider session lasts', async () => {
    const { jar } = await signIn();
    const { response, pkce } = await authorize(jar);
    expect(callbackCode(response, pkce)).toBeTruthy();
  });

  it('asks for the password again on prompt=login', async () => {
    const { jar } = await signIn();
    const { response, pkce } = await authorize(jar, { prompt: 'login' });
    const html = await response.text();
    expect(html).toContain('>Sign in</button>');
    const done = await follow(jar, formAction(html), form({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }));
    expect((await exchange(callbackCode(done, pkce), pkce)).refresh_token).toBeTruthy();
  });

  it('switches accounts on prompt=login in the same browser (the old session ends first)', async () => {
    const { jar, tokens } = await signIn();
    const other = 'switch@example.com';
    const signup = await browser.signUp(jar, { email: other, name: 'Switcher', password: 'switch-password' }, { prompt: 'login' });
    const switched = await exchange(callbackCode(signup.response, signup.pkce), signup.pkce);
    expect(decodeJwt(switched.id_token).email).toBe(other);
    expect(decodeJwt(switched.access_token).sub).toBe(decodeJwt(switched.id_token).sub);
    expect(decodeJwt(switched.access_token).sub).not.toBe(decodeJwt(tokens.access_token).sub);
  });

  it('refuses an authorization request without PKCE', async () => {
    const params = new URLSearchParams({ client_id: CLIENT_ID, scope: SCOPE, redirect_uri: REDIRECT_URI, response_type: 'code', state: 's' });
    const response = await request(new CookieJar(), `/authorize?${params}`);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not the app', async () => {
    const { response } = await authorize(new CookieJar(), { redirect_uri: `${FOREIGN_ORIGIN}/callback` });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri');
  });

  it('serves /userinfo for the access token', async () => {
    const { tokens } = await signIn();
    const response = await fetch(new URL('/userinfo', base), { headers: { authorization: `Bearer ${tokens.access_token}`, origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(await response.json()).toMatchObject({ email: DEMO_ACCOUNT.email, email_verified: true, name: DEMO_ACCOUNT.name, nickname: 'demo' });
    expect((await fetch(new URL('/userinfo', base))).status).toBe(401);
    expect((await fetch(new URL('/userinfo', base), { headers: { authorization: 'Bearer x.y.z' } })).status).toBe(401);
  });
});

describe('sign-in page', () => {
  async function submit(email: string, password: string) {
    const jar = new CookieJar();
    const { response } = await authorize(jar);
    const html = await response.text();
    expect(html.replace(/<[^>]+>/g, '')).toContain(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toContain('>Sign in</button>');
    return request(jar, formAction(html), form({ email, password }));
  }

  it('says the email or password is wrong, in the same words for an unknown email and a wrong password', async () => {
    const unknown = await submit('nobody@example.com', 'whatever-password');
    expect(unknown.status).toBe(200);
    const html = await unknown.text();
    expect(html).toContain(`role="alert">${MESSAGES.wrongCredentials}`);
    expect(html).toContain('value="nobody@example.com"');

    const wrong = await submit(DEMO_ACCOUNT.email, 'not-the-password');
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain(`role="alert">${MESSAGES.wrongCredentials}`);
  });

  it('explains an expired or foreign sign-in page', async () => {
    const response = await request(new CookieJar(), '/interaction/not-a-real-uid');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });
});

/** The sign-in page's answer to the form, in a browser of its own. */
async function signInPageAnswer(email: string, password: string): Promise<string> {
  const jar = new CookieJar();
  const page = await authorize(jar);
  return (await request(jar, formAction(await page.response.text()), form({ email, password }))).text();
}

async function signUpPage(jar: CookieJar, identity = browser) {
  const { response, pkce } = await identity.authorize(jar, { screen_hint: 'signup' });
  const html = await response.text();
  expect(html).toContain('Create your account');
  return { action: formAction(html), pkce };
}

describe('sign-up', () => {
  /** A page's text with what differs between two sign-ups of the same form (the sign-in's id, the typed email) made alike. */
  const comparable = (html: string, email: string) => html.replaceAll(/\/interaction\/[\w-]+\//g, '/interaction/UID/').replaceAll(email, 'EMAIL');

  it('creates an account with a hashed password, and signs it in from the link of its confirmation email', async () => {
    const jar = new CookieJar();
    const { action, pkce } = await signUpPage(jar);
    const password = 'correct horse battery';
    const checkEmail = await follow(jar, action, form({ email: 'New.Person@Example.com', name: 'New Person', password }));
    expect(checkEmail.status).toBe(200);
    expect(await checkEmail.text()).toContain('We sent a message to <strong>New.Person@Example.com</strong>. Open the link in it to continue.');

    const stored = await readFile(path.join(dataDir, 'identity', 'users.json'), 'utf8');
    expect(stored).not.toContain(password);
    const user = (JSON.parse(stored) as { users: { email: string; passwordHash: string }[] }).users.find((u) => u.email === 'new.person@example.com');
    expect(user?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);

    const [message] = await outbox('new.person@example.com');
    expect(message).toMatchObject({ to: 'new.person@example.com', subject: 'Confirm your email for Ledgerline' });
    expect(message!.text).toContain('Hello New Person,');
    const link = await confirmationLink('new.person@example.com');

    // Not yet confirmed: its own password is answered as a wrong one (and a fresh link sent).
    expect(await signInPageAnswer('new.person@example.com', password)).toContain(`role="alert">${MESSAGES.wrongCredentials}`);
    expect(await outbox('new.person@example.com')).toHaveLength(2);

    const done = await follow(jar, link);
    const tokens = await exchange(callbackCode(done, pkce), pkce);
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ email: 'new.person@example.com', name: 'New Person', nickname: 'new.person', email_verified: true });
    expect(id.sub).toMatch(/^auth0\|[0-9a-f]{24}$/);

    // The new account signs in with its password.
    const again = await signIn(new CookieJar(), 'new.person@example.com', password);
    expect(decodeJwt(again.tokens.id_token).sub).toBe(id.sub);
  });

  it('answers a known email exactly as a new one, after the same work, signs nobody in, and tells the owner', async () => {
    const own = await startIdentityProvider();
    try {
      const hashes = own.handle.users.passwordHashes;
      const fresh = 'fresh@example.com';
      const newJar = new CookieJar();
      const asNew = await own.browser.request(newJar, (await signUpPage(newJar, own.browser)).action, form({ email: fresh, name: 'Mallory', password: 'mallory-password' }));
      const knownJar = new CookieJar();
      const { action } = await signUpPage(knownJar, own.browser);
      const asKnown = await own.browser.request(knownJar, action, form({ email: DEMO_ACCOUNT.email, name: 'Mallory', password: 'mallory-password' }));

      expect(asKnown.status).toBe(200);
      expect(asKnown.status).toBe(asNew.status);
      expect(comparable(await asKnown.text(), DEMO_ACCOUNT.email)).toBe(comparable(await asNew.text(), fresh));
      expect(own.handle.users.passwordHashes).toBe(hashes + 2);

      // The owner is told, by their own name, with a way to sign in but no way in: no link into a sign-in.
      const received = await own.browser.outbox(DEMO_ACCOUNT.email);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ subject: 'Someone tried to sign up to Ledgerline with your email', links: [{ label: 'Sign in to Ledgerline', href: APP_ORIGIN }] });
      expect(received[0]!.text).toContain(`Hello ${DEMO_ACCOUNT.name},`);
      expect(received[0]!.text).not.toContain('Mallory');

      // The account keeps its own password only; the new address got its confirmation.
      await expect(own.browser.signIn(new CookieJar(), DEMO_ACCOUNT.email, 'mallory-password')).rejects.toThrow(/expected a 303/);
      expect(decodeJwt((await own.browser.signIn(new CookieJar(), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).tokens.id_token).email).toBe(DEMO_ACCOUNT.email);
      expect((await own.browser.outbox(fresh)).map((m) => m.subject)).toEqual(['Confirm your email for Ledgerline']);
    } finally {
      await own.close();
    }
  });

  it('a confirmation link works once; opened in another browser it confirms without signing in there', async () => {
    const email = `elsewhere-${Date.now()}@example.com`;
    const jar = new CookieJar();
    expect((await request(jar, (await signUpPage(jar)).action, form({ email, name: 'Elsewhere', password: 'elsewhere-password' }))).status).toBe(200);
    const link = await confirmationLink(email);
    const elsewhere = await request(new CookieJar(), link);
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('Your email address is confirmed. Go back to Ledgerline and sign in.');
    const again = await request(jar, link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This confirmation link has expired or was already used.');
    // Confirmed: the password signs in.
    expect(decodeJwt((await signIn(new CookieJar(), email, 'elsewhere-password')).tokens.id_token)).toMatchObject({ email, email_verified: true });
  });

  it('refuses invalid fields with clear messages', async () => {
    const jar = new CookieJar();
    const { action } = await signUpPage(jar);
    const invalid = await request(jar, action, form({ email: 'not-an-email', name: '', password: 'short' }));
    expect(invalid.status).toBe(200);
    const html = await invalid.text();
    for (const message of [MESSAGES.invalidEmail, MESSAGES.invalidName, MESSAGES.shortPassword]) expect(html).toContain(`role="alert">${message}`);
    expect(html).toContain('aria-invalid="true"');

    const tooLong = await request(jar, action, form({ email: 'long@example.com', name: 'x'.repeat(101), password: 'long enough' }));
    expect(await tooLong.text()).toContain(MESSAGES.invalidName);
  });
});

describe('the outbox', () => {
  it('keeps each message as a file of its own and lists them on a page, newest first, links as links', async () => {
    const email = `outbox-${Date.now()}@example.com`;
    const jar = new CookieJar();
    await request(jar, (await signUpPage(jar)).action, form({ email, name: 'Ada <Lovelace>', password: 'outbox-password' }));
    await signInPageAnswer(email, 'outbox-password');
    const messages = await outbox(email);
    expect(messages.map((m) => m.subject)).toEqual(['Confirm your email for Ledgerline', 'Confirm your email for Ledgerline']);

    const files = await readdir(path.join(dataDir, 'identity', 'outbox'));
    for (const message of messages) expect(JSON.parse(await readFile(path.join(dataDir, 'identity', 'outbox', `${message.id}.json`), 'utf8'))).toEqual(message);
    expect(files.length).toBeGreaterThanOrEqual(messages.length);

    const page = await fetch(new URL(`/outbox?${new URLSearchParams({ to: email })}`, base));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('Hello Ada &lt;Lovelace&gt;,');
    expect(html).not.toContain('<Lovelace>');
    const hrefs = [...html.matchAll(/<a href="([^"]+)">Confirm your email<\/a>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(hrefs).toEqual(messages.map((m) => m.links[0]!.href));
    expect((await (await fetch(new URL('/outbox/messages?to=nobody@example.com', base))).json()).messages).toEqual([]);
  });
});

describe('refresh tokens', () => {
  it('rotate, and reusing a rotated one revokes the whole family', async () => {
    const { tokens } = await signIn();
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as Tokens;
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(rotated.id_token).toBeTruthy();
    await jwtVerify(rotated.access_token, createRemoteJWKSet(new URL('.well-known/jwks.json', issuer)), { issuer, audience: AUDIENCE });

    // Rotation keeps the sign-in's absolute expiry (30 days by default).
    const store = JSON.parse(await readFile(path.join(dataDir, 'identity', 'oidc.json'), 'utf8')) as {
      models: Record<string, Record<string, { payload: { exp: number; iat: number; consumed?: number } }>>;
    };
    const original = store.models.RefreshToken![tokens.refresh_token]!.payload;
    const next = store.models.RefreshToken![rotated.refresh_token]!.payload;
    expect(original.consumed).toBeTypeOf('number');
    expect(original.exp - original.iat).toBe(30 * 24 * 60 * 60);
    expect(Math.abs(next.exp - original.exp)).toBeLessThanOrEqual(1);

    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(((await reuse.json()) as { error: string }).error).toBe('invalid_grant');

    const afterReuse = await refresh(rotated.refresh_token);
    expect(afterReuse.status).toBe(400);
    expect(((await afterReuse.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('can be revoked at /oauth/revoke', async () => {
    const { tokens } = await signIn();
    const revoked = await fetch(new URL('/oauth/revoke', base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN, 'auth0-client': AUTH0_CLIENT },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: tokens.refresh_token }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });
});

describe("the Management API's refresh-token revocation (Auth0's wire, through auth0's SDK)", () => {
  const managementClient = (token: string) => new RefreshTokensClient({ baseUrl: `${base}/api/v2`, token, maxRetries: 0 });

  it("revokes one user's refresh tokens for one client, and only those", async () => {
    const first = await signIn();
    const second = await signIn();
    const sub = decodeJwt(first.tokens.access_token).sub!;
    expect(decodeJwt(second.tokens.access_token).sub).toBe(sub);
    await managementClient(MANAGEMENT_TOKEN).revoke({ user_id: sub, client_id: 'another-client' });
    expect((await refresh(first.tokens.refresh_token)).status).toBe(200);

    await managementClient(MANAGEMENT_TOKEN).revoke({ user_id: sub, client_id: CLIENT_ID });
    const refused = await refresh(second.tokens.refresh_token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses a caller without the management token (401) and a request without a user and a client (400)', async () => {
    await expect(managementClient('not-the-token').revoke({ user_id: 'someone', client_id: CLIENT_ID })).rejects.toMatchObject({ statusCode: 401 });
    await expect(managementClient(MANAGEMENT_TOKEN).revoke({ user_id: 'someone' })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('persistence', () => {
  it('keeps users, refresh tokens and the signing key across a restart', async () => {
    const { tokens } = await signIn();
    const keysBefore = await (await fetch(new URL('/.well-known/jwks.json', base))).json();

    await stop();
    await start();

    expect(await (await fetch(new URL('/.well-known/jwks.json', base))).json()).toEqual(keysBefore);
    const response = await refresh(tokens.refresh_token);
    expect(response.status, await response.clone().text()).toBe(200);
    const renewed = (await response.json()) as Tokens;
    const verify = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));
    await jwtVerify(tokens.access_token, verify, { issuer, audience: AUDIENCE });
    await jwtVerify(renewed.access_token, verify, { issuer, audience: AUDIENCE });
    // The demo account was not seeded twice, and the new account still signs in.
    const users = JSON.parse(await readFile(path.join(dataDir, 'identity', 'users.json'), 'utf8')) as { users: { email: string }[] };
    expect(users.users.filter((u) => u.email === DEMO_ACCOUNT.email)).toHaveLength(1);
  });
});

describe('/v2/logout', () => {
  /** The end-session page submits itself; do what its script does. */
  async function logout(jar: CookieJar, returnTo: string) {
    let response = await follow(jar, `/v2/logout?${new URLSearchParams({ client_id: CLIENT_ID, returnTo })}`);
    if (response.status === 200) {
      // Signed in: our "Signing out…" page (without a session oidc-provider posts its own form, which follow() submits).
      const html = await response.text();
      expect(html).toContain('Signing out');
      const fields = hiddenFields(html.replace('type="hidden" name="logout" value="yes">', 'type="hidden" name="logout" value="yes"/>'));
      expect(fields.logout).toBe('yes');
      response = await follow(jar, formAction(html), form(fields));
    }
    expect(response.status).toBe(302);
    return response.headers.get('location');
  }

  it('ends the session and returns to an allowed returnTo', async () => {
    const { jar, tokens } = await signIn();
    expect(await logout(jar, `${APP_ORIGIN}/`)).toBe(`${APP_ORIGIN}/`);
    // Signed out: the next authorization asks for credentials again.
    const { response } = await authorize(jar);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('>Sign in</button>');
    // As at Auth0, logout ends the session, not offline access: the SDK drops its refresh token itself.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('allows a path on an allowed origin and the Vite origin', async () => {
    expect(await logout(new CookieJar(), `${APP_ORIGIN}/signed-out?x=1`)).toBe(`${APP_ORIGIN}/signed-out?x=1`);
    expect(await logout(new CookieJar(), 'http://localhost:5173')).toBe('http://localhost:5173/');
  });

  it('never redirects to a foreign returnTo', async () => {
    const { jar } = await signIn();
    expect(await logout(jar, `${FOREIGN_ORIGIN}/phish`)).toBe(`${APP_ORIGIN}/`);
    expect(await logout(new CookieJar(), '//evil.example/')).toBe(`${APP_ORIGIN}/`);
    expect(await logout(new CookieJar(), `${APP_ORIGIN}.evil.example/`)).toBe(`${APP_ORIGIN}/`);
  });
});

describe('CORS', () => {
  const preflight = (path: string, origin: string) =>
    fetch(new URL(path, base), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'auth0-client,content-type' },
    });

  it('answers preflights from the app for token, revoke and userinfo', async () => {
    for (const path of ['/oauth/token', '/oauth/revoke', '/userinfo']) {
      const response = await preflight(path, APP_ORIGIN);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(response.headers.get('access-control-allow-headers')).toContain('auth0-client');
    }
  });

  it('gives no allow-origin header to a foreign origin', async () => {
    const response = await preflight('/oauth/token', FOREIGN_ORIGIN);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const post = await tokenRequest({ grant_type: 'refresh_token', refresh_token: 'x' }, FOREIGN_ORIGIN);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the emulator health check working', async () => {
    const health = (await (await fetch(new URL('/healthz', base))).json()) as { status: string; emulators: string[] };
    expect(health.status).toBe('ok');
    expect(health.emulators).toContain('identity');
  });
});
