import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmulator as startPlaid, tempDataDir as plaidDataDir, type RunningEmulator as RunningPlaid } from '../../emulators/plaid/test-support.ts';
import { payCheckout, startEmulator as startStripe, tempDataDir as stripeDataDir, type RunningEmulator as RunningStripe } from '../../emulators/stripe/test-support.ts';
import { createTestApp } from '../../test/app.ts';
import { INSTITUTIONS, itemAccessToken, linkInstitution } from '../../test/banking.ts';
import { testDatabase } from '../../test/database.ts';
import { accessToken } from '../../test/tokens.ts';
import { signedInUser } from '../../test/users.ts';
import { loadConfig } from '../config.ts';

/** A whole journey with logging on, over the real HTTP port so that the emulators' webhooks arrive. */
const lines: string[] = [];
const stripeData = stripeDataDir();
const plaidData = plaidDataDir();
let stripe: RunningStripe;
let plaid: RunningPlaid;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  stripe = await startStripe(stripeData.dir, { webhookUrl: `${origin}/api/webhooks/stripe` });
  plaid = await startPlaid({ dataDir: plaidData.dir });
  const config = loadConfig({ DATA_DIR: '/tmp/ledgerline-test-data', ENCRYPTION_KEY: '11'.repeat(32), LOG_LEVEL: 'debug', PUBLIC_URL: origin });
  app = await createTestApp({ config, vendors: { stripe: stripe.stripe, plaid: plaid.plaid }, logger: true, logStream: { write: (line: string) => void lines.push(line) } });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
  await plaid?.close();
  stripeData.remove();
  plaidData.remove();
});

const EMAIL_ANYWHERE = /[\w.+-]+@[\w-]+\.[\w.]+/;

describe('logs', () => {
  it('carry no email, name, token, secret, password or SQL parameter through sign-in, subscribing, linking, accounts, webhooks and an error', async () => {
    const { db } = await testDatabase();
    const user = await signedInUser(app, 'journey-person');
    const { email } = await db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();

    // Subscribe: Stripe's checkout, then its webhooks to our port.
    const checkout = await user.request('POST', '/api/subscription/checkout');
    expect(checkout.statusCode).toBe(200);
    const paid = await payCheckout(stripe, checkout.json().url, { billingName: 'Journey Person' });
    expect(paid.status).toBe(303);
    await expect.poll(async () => (await user.request('GET', '/api/subscription/status')).json().subscription?.status, { timeout: 20_000 }).toBe('trialing');

    // Link a bank at Plaid (user_good / pass_good).
    const externalId = await linkInstitution(user, plaid.base, INSTITUTIONS.firstPlatypus);
    const plaidAccessToken = await itemAccessToken(externalId);
    // Linking makes Plaid send its first webhook to our port.
    await expect.poll(async () => (await db.selectFrom('webhook_events').select('id').where('vendor', '=', 'plaid').execute()).length, { timeout: 20_000 }).toBeGreaterThan(0);

    // Accounts, with secrets in the query string; a forged bearer token.
    expect((await user.request('GET', `/api/accounts?access_token=${plaidAccessToken}&email=${encodeURIComponent(email)}`)).statusCode).toBeLessThan(500);
    expect((await app.inject({ method: 'GET', url: '/api/accounts', headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.Zm9yZ2Vk' } })).statusCode).toBe(401);

    // An error that logs: the provider's name holds a NUL, which Postgres refuses with the statement's values.
    const broken = 'auth0|journey-broken';
    const brokenToken = await accessToken(broken, { email: 'broken.person@example.com', name: 'Bro\u0000ken' });
    const failed = await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization: `Bearer ${brokenToken}` }, payload: { sub: broken, email: 'broken.person@example.com' } });
    expect(failed.statusCode).toBe(500);

    await app.close();
    const output = lines.join('');
    // The journey was logged: requests by path, and the error.
    expect(output).toContain('"path":"/api/accounts"');
    expect(output).toContain('"path":"/api/webhooks/stripe"');
    expect(output).toContain('"path":"/api/webhooks/plaid"');
    expect(output).toMatch(/"level":50.*unhandled error/);
    for (const forbidden of [email, 'broken.person', 'journey-person', 'Journey Person', 'Bearer ey', 'access-', 'whsec_', 'pass_good', plaidAccessToken, '"params"']) {
      expect(output, forbidden).not.toContain(forbidden);
    }
    expect(output).not.toMatch(EMAIL_ANYWHERE);
    // A Stripe secret key starts a word with sk_ (node's stack frames say "task_queues", which is no key).
    expect(output).not.toMatch(/\bsk_/);
  }, 120_000);
});
