import { createHash, randomBytes } from 'node:crypto';
import { unverifiedClaims } from '../vendors/identity.ts';

export interface PasswordSignIn {
  /** The identity provider's address (the local stand-in: `http://localhost:$EMULATOR_PORT`). */
  domain: string;
  clientId: string;
  audience: string;
  /** One of the app's allowed callback URLs. */
  redirectUri: string;
  email: string;
  password: string;
  /** Creates the account first, on the provider's sign-up page, under this display name (confirmed through the stand-in's outbox). */
  signUpAs?: string;
}

export interface SignedIn {
  accessToken: string;
  /** The ID token's profile claims, as auth0-spa-js hands them to the SPA. */
  profile: Record<string, unknown>;
}

/** A browser's cookies for the provider's host: the login flow runs in order, so paths do not matter. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1).trim();
      if (value) this.#cookies.set(pair.slice(0, index).trim(), value);
      else this.#cookies.delete(pair.slice(0, index).trim());
    }
  }
}

const formBody = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

function formAction(html: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('the identity provider answered without a form');
  return action.replaceAll('&amp;', '&');
}

const hiddenFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [m[1]!, m[2]!]));

/** The newest confirmation link the local identity stand-in's outbox holds for the address. */
async function confirmationLink(base: URL, email: string): Promise<string> {
  const response = await fetch(new URL(`/outbox/messages?${new URLSearchParams({ to: email })}`, base));
  if (!response.ok) throw new Error(`identity provider: /outbox/messages answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: { subject: string; links: { href: string }[] }[] };
  const link = messages.find((message) => message.subject === 'Confirm your email for Ledgerline')?.links[0]?.href;
  if (!link) throw new Error(`identity provider: no confirmation email to ${email} in the outbox`);
  return link;
}

/**
 * Signs a person in as the SPA's Auth0 SDK does (authorization code with PKCE, the provider's own
 * sign-in form), over plain HTTP: for local tools that act as a user of the product, such as
 * the demo seeding. Works against the local identity stand-in, whose pages it reads.
 */
export async function signInWithPassword(options: PasswordSignIn): Promise<SignedIn> {
  const jar = new CookieJar();
  const base = new URL(options.domain);
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.header()) headers.set('cookie', jar.header());
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
    jar.take(response);
    return response;
  };
  // Follows the provider's redirects and self-submitting forms until a page to fill or a redirect leaving it.
  const follow = async (url: string, init?: RequestInit) => {
    let response = await request(url, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status === 200) {
        const html = await response.clone().text();
        if (!html.includes('<title>Submitting Callback</title>')) return response;
        response = await request(formAction(html), formBody(hiddenFields(html)));
        continue;
      }
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, base);
      if (next.origin !== base.origin) return response;
      response = await request(next.href);
    }
    throw new Error('the identity provider redirected too often');
  };

  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URLSearchParams({
    client_id: options.clientId,
    scope: 'openid profile email offline_access',
    audience: options.audience,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(options.signUpAs === undefined ? {} : { screen_hint: 'signup' }),
  });
  const loginPage = await follow(`/authorize?${authorize}`);
  if (loginPage.status !== 200) throw new Error(`identity provider: /authorize answered ${loginPage.status}`);
  const submitted = await follow(formAction(await loginPage.text()), formBody({ email: options.email, password: options.password, ...(options.signUpAs === undefined ? {} : { name: options.signUpAs }) }));
  // A sign-up answers "check your email": the stand-in's outbox holds the link that confirms the address and finishes the sign-in.
  const done = options.signUpAs === undefined ? submitted : await follow(await confirmationLink(base, options.email));
  const callback = new URL(done.headers.get('location') ?? '', base);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) throw new Error(`identity provider: sign-in as ${options.email} did not complete (${done.status})`);

  const tokenResponse = await fetch(new URL('/oauth/token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(options.redirectUri).origin },
    body: new URLSearchParams({ client_id: options.clientId, grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: options.redirectUri }).toString(),
  });
  if (!tokenResponse.ok) throw new Error(`identity provider: /oauth/token answered ${tokenResponse.status}`);
  const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string };
  return { accessToken: tokens.access_token, profile: unverifiedClaims(tokens.id_token) };
}
