import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { freePort } from '../plaid/test-support.ts';
import { registerIdentityProvider, type IdentityProviderHandle } from './index.ts';
import type { OutboxMessage } from './outbox.ts';

/** The SPA's settings, as the emulator's tests and the product's tests against it use them. */
export const CLIENT_ID = 'ledgerline-local-spa';
export const AUDIENCE = 'https://api.ledgerline.local';
/** The token its Management API answers (the server's config carries the same for the stand-in). */
export const MANAGEMENT_TOKEN = 'local-management-token';
export const APP_ORIGIN = 'http://localhost:3000';
export const REDIRECT_URI = `${APP_ORIGIN}/callback`;
export const SCOPE = 'openid profile email offline_access';
export const AUTH0_CLIENT = Buffer.from(JSON.stringify({ name: 'auth0-spa-js', version: '2.27.0' })).toString('base64');

/** A browser's cookies for the emulator's host (paths ignored: each flow runs in order). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now());
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  has(prefix: string): boolean {
    return [...this.#cookies.keys()].some((name) => name.startsWith(prefix));
  }
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [m[1]!, m[2]!]));
}

export function formAction(html: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in page: ${html.slice(0, 500)}`);
  return action.replaceAll('&amp;', '&');
}

export interface Pkce {
  verifier: string;
  state: string;
  nonce: string;
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

/** What a browser running auth0-spa-js does against the identity emulator at `base`, without a browser. */
export function identityBrowser(base: string) {
  async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
    jar.take(response);
    return response;
  }

  /**
   * Follows redirects within the emulator, and submits oidc-provider's self-submitting forms as
   * a browser's script would; returns the first other response, or a redirect leaving the emulator.
   */
  async function follow(jar: CookieJar, url: string, init?: RequestInit): Promise<Response> {
    let response = await request(jar, url, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status === 200) {
        const html = await response.clone().text();
        if (!html.includes('<title>Submitting Callback</title>')) return response;
        response = await request(jar, formAction(html), form(hiddenFields(html)));
        continue;
      }
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, base);
      if (next.origin !== new URL(base).origin) return response;
      response = await request(jar, next.href);
    }
    throw new Error('too many redirects');
  }

  /** GET /authorize as auth0-spa-js sends it; resolves to the page the browser lands on. */
  async function authorize(jar: CookieJar, extra: Record<string, string> = {}): Promise<{ response: Response; pkce: Pkce }> {
    const pkce = { verifier: randomBytes(32).toString('base64url'), state: randomBytes(8).toString('hex'), nonce: randomBytes(8).toString('hex') };
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      scope: SCOPE,
      audience: AUDIENCE,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      response_mode: 'query',
      state: pkce.state,
      nonce: pkce.nonce,
      code_challenge: createHash('sha256').update(pkce.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      auth0Client: AUTH0_CLIENT,
      ...extra,
    });
    return { response: await follow(jar, `/authorize?${params}`), pkce };
  }

  /** The authorization code of the redirect back to the app; throws when it is anything else. */
  function callbackCode(response: Response, pkce: Pkce): string {
    const location = response.status === 303 ? new URL(response.headers.get('location')!) : undefined;
    const code = location?.searchParams.get('code');
    if (!location || `${location.origin}${location.pathname}` !== REDIRECT_URI || location.searchParams.get('state') !== pkce.state || !code) {
      throw new Error(`expected a 303 to ${REDIRECT_URI} with a code, got ${response.status} ${location?.href ?? ''}`);
    }
    return code;
  }

  function tokenRequest(fields: Record<string, string>, origin = APP_ORIGIN): Promise<Response> {
    return fetch(new URL('/oauth/token', base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'auth0-client': AUTH0_CLIENT },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
    });
  }

  async function exchange(code: string, pkce: Pkce): Promise<Tokens> {
    const response = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: pkce.verifier, redirect_uri: REDIRECT_URI });
    if (response.status !== 200) throw new Error(`token exchange: ${response.status} ${await response.text()}`);
    if (response.headers.get('access-control-allow-origin') !== APP_ORIGIN) throw new Error('token response without the CORS header for the app');
    return (await response.json()) as Tokens;
  }

  const refresh = (refreshToken: string) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });

  /** The whole sign-in: authorize, sign-in form, (automatic) consent, code, tokens. */
  async function signIn(jar: CookieJar, email: string, password: string) {
    const { response: page, pkce } = await authorize(jar);
    if (page.status !== 200) throw new Error(`authorize answered ${page.status}`);
    const done = await follow(jar, formAction(await page.text()), form({ email, password }));
    const tokens = await exchange(callbackCode(done, pkce), pkce);
    return { jar, tokens, pkce };
  }

  /** What the emulator's outbox holds for an address, newest first. */
  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(new URL(`/outbox/messages?${new URLSearchParams({ to })}`, base));
    if (response.status !== 200) throw new Error(`outbox answered ${response.status}`);
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  }

  /** The link of the newest confirmation message to the address. */
  async function confirmationLink(to: string): Promise<string> {
    const message = (await outbox(to)).find((m) => m.subject === 'Confirm your email for Ledgerline');
    if (!message) throw new Error(`no confirmation email to ${to}`);
    return message.links[0]!.href;
  }

  /**
   * A new account through the sign-up page, then the link of its confirmation email in the same
   * browser: resolves to the redirect back to the app, as `signIn`'s form does.
   */
  async function signUp(jar: CookieJar, account: { email: string; name: string; password: string }, extra: Record<string, string> = {}) {
    const { response: page, pkce } = await authorize(jar, { screen_hint: 'signup', ...extra });
    if (page.status !== 200) throw new Error(`authorize answered ${page.status}`);
    const checkEmail = await follow(jar, formAction(await page.text()), form(account));
    if (checkEmail.status !== 200 || !(await checkEmail.clone().text()).includes('Check your email')) throw new Error(`sign-up answered ${checkEmail.status}`);
    return { response: await follow(jar, await confirmationLink(account.email)), pkce, checkEmail };
  }

  return { request, follow, authorize, callbackCode, tokenRequest, exchange, refresh, signIn, signUp, outbox, confirmationLink };
}

export interface RunningIdentityProvider {
  handle: IdentityProviderHandle;
  /** http://localhost:PORT */
  base: string;
  dataDir: string;
  browser: ReturnType<typeof identityBrowser>;
  close(): Promise<void>;
}

/** A fresh identity provider of its own (its own users, throttle and outbox) on a free port; `mcpResource` as the product's `${PUBLIC_URL}/mcp`. */
export async function startIdentityProvider(options: { mcpResource?: string } = {}): Promise<RunningIdentityProvider> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ledgerline-idp-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const app = Fastify({ logger: false });
  const handle = await registerIdentityProvider(app, { issuer: `${base}/`, dataDir, clientId: CLIENT_ID, audience: AUDIENCE, allowedOrigins: [APP_ORIGIN], scryptLogN: 10, mcpResource: options.mcpResource, managementToken: MANAGEMENT_TOKEN });
  await app.listen({ port, host: 'localhost' });
  return {
    handle,
    base,
    dataDir,
    browser: identityBrowser(base),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
