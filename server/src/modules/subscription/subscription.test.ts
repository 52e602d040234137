import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, tempDataDir, WEBHOOK_SECRET, type RunningEmulator } from '../../../emulators/stripe/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { accessToken } from '../../../test/tokens.ts';

let emulator: RunningEmulator;
let app: FastifyInstance;
const data = tempDataDir();
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  emulator = await startEmulator(data.dir);
  app = await createTestApp({ vendors: { stripe: emulator.stripe } });
});
afterAll(async () => {
  await app.close();
  await emulator.close();
  data.remove();
});

interface TestUser {
  id: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string): Promise<LightMyRequestResponse>;
}

async function signedInUser(name: string): Promise<TestUser> {
  const sub = `auth0|sub-${name}-${Math.random().toString(16).slice(2, 10)}`;
  const headers = { authorization: `Bearer ${await accessToken(sub, { email: `${name}@example.com`, name })}` };
  await app.inject({ method: 'POST', url: '/auth/signin', headers, payload: { sub, email: `${name}@example.com`, name } });
  const { db } = await testDatabase();
  const row = await db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirstOrThrow();
  return {
    id: row.id,
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: (url) => app.inject({ method: 'POST', url, headers }),
  };
}

/** Pays on the emulator's hosted checkout page, as a person would. */
async function payCheckout(checkoutUrl: string, cardNumber = '4242424242424242') {
  return fetch(emulator.local(checkoutUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, cardExpiry: '12/34', cardCvc: '123', billingName: 'Test Person' }),
  });
}

async function eventsFor(user: TestUser): Promise<Stripe.Event[]> {
  const { db } = await testDatabase();
  const { stripe_customer_id } = await db.selectFrom('users').select('stripe_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow();
  const response = await fetch(`${emulator.base}/stripe/_sandbox/events?customer=${stripe_customer_id}`);
  return ((await response.json()) as { data: Stripe.Event[] }).data.reverse(); // oldest first
}

function deliver(event: Stripe.Event | string, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

async function subscribe(user: TestUser): Promise<Stripe.Event[]> {
  const checkout = await user.post('/api/subscription/checkout');
  expect(checkout.statusCode).toBe(200);
  const paid = await payCheckout(checkout.json().url);
  expect(paid.status).toBe(303);
  const events = await eventsFor(user);
  for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
  return events;
}

const webhookRows = async () => {
  const { db } = await testDatabase();
  const row = await db.selectFrom('webhook_events').select((eb) => eb.fn.countAll<number>().as('n')).where('vendor', '=', 'stripe').executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('subscription status', () => {
  it('is empty for a new user', async () => {
    const user = await signedInUser('newcomer');
    const response = await user.get('/api/subscription/status');
    expect(response.json()).toEqual({ success: true, subscription: null, user_info: { is_new_user: true, has_subscription_history: false } });
  });

  it('is trialing after checkout with the test card, with the plan name and trial end', async () => {
    const user = await signedInUser('subscriber');
    await subscribe(user);
    const body = (await user.get('/api/subscription/status')).json();
    expect(body.user_info).toEqual({ is_new_user: false, has_subscription_history: true });
    expect(body.subscription).toMatchObject({ status: 'trialing', plan_name: 'Ledgerline Premium', cancel_at_period_end: false });
    const trialDays = (Date.parse(body.subscription.trial_end) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
  });

  it('follows a failed payment to past_due and a cancellation to canceled', async () => {
    const user = await signedInUser('lapsing');
    await subscribe(user);
    const { db } = await testDatabase();
    const { stripe_subscription_id } = await db.selectFrom('subscriptions').select('stripe_subscription_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();

    const seen = new Set((await eventsFor(user)).map((e) => e.id));
    const deliverNew = async () => {
      for (const event of await eventsFor(user)) {
        if (seen.has(event.id)) continue;
        seen.add(event.id);
        await deliver(event);
      }
    };
    await fetch(`${emulator.base}/stripe/_sandbox/subscriptions/${stripe_subscription_id}/fail_payment`, { method: 'POST' });
    await deliverNew();
    expect((await user.get('/api/subscription/status')).json().subscription.status).toBe('past_due');
    const notices = await db.selectFrom('notifications').select('kind').where('user_id', '=', user.id).execute();
    expect(notices).toEqual([{ kind: 'payment_failed' }]);

    await fetch(`${emulator.base}/stripe/_sandbox/subscriptions/${stripe_subscription_id}/cancel_now`, { method: 'POST' });
    await deliverNew();
    const after = (await user.get('/api/subscription/status')).json();
    expect(after.subscription.status).toBe('canceled');
    expect(after.user_info).toEqual({ is_new_user: false, has_subscription_history: true });
  });
});

describe('checkout and portal', () => {
  it('creates the Stripe customer once and refuses a second subscription with 409', async () => {
    const user = await signedInUser('twice');
    const first = await user.post('/api/subscription/checkout');
    const second = await user.post('/api/subscription/checkout');
    expect(first.json().url).not.toBe(second.json().url);
    const customers = await emulator.stripe.customers.list({ email: 'twice@example.com' });
    expect(customers.data).toHaveLength(1);
    await payCheckout(second.json().url);
    for (const event of await eventsFor(user)) await deliver(event);
    const third = await user.post('/api/subscription/checkout');
    expect(third.statusCode).toBe(409);
  });

  it('keeps a declined card on the checkout page and subscribes nobody', async () => {
    const user = await signedInUser('declined');
    const checkout = await user.post('/api/subscription/checkout');
    const declined = await payCheckout(checkout.json().url, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await user.get('/api/subscription/status')).json().subscription).toBeNull();
  });

  it('opens the billing portal only for a Stripe customer', async () => {
    const stranger = await signedInUser('stranger');
    expect((await stranger.post('/api/subscription/portal')).statusCode).toBe(404);
    const customer = await signedInUser('customer');
    await customer.post('/api/subscription/checkout');
    const portal = await customer.post('/api/subscription/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/\/stripe\/portal\/bps_/);
  });

  it('describes the plan from the Stripe price', async () => {
    const user = await signedInUser('shopper');
    expect((await user.get('/api/subscription/plan')).json()).toEqual({ name: 'Ledgerline Premium', amount: 7.99, currency: 'USD', interval: 'month', trial_days: 14 });
  });
});

describe('Stripe webhook', () => {
  let sample: Stripe.Event;
  beforeAll(async () => {
    const user = await signedInUser('webhooks');
    await user.post('/api/subscription/checkout');
    const [customerCreated] = await eventsFor(user);
    sample = { ...customerCreated!, id: `evt_signature_${Date.now()}` };
  });

  it.each([
    ['a tampered body', () => deliver(JSON.stringify({ ...sample, type: 'customer.subscription.deleted' }), { signature: signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(sample), secret: WEBHOOK_SECRET }) })],
    ['the wrong secret', () => deliver(sample, { secret: 'whsec_not_ours' })],
    ['a timestamp older than 300 s', () => deliver(sample, { timestamp: Math.floor(Date.now() / 1000) - 301 })],
    ['a timestamp more than 300 s ahead', () => deliver(sample, { timestamp: Math.floor(Date.now() / 1000) + 302 })],
    ['a timestamp a day ahead', () => deliver(sample, { timestamp: Math.floor(Date.now() / 1000) + 86_400 })],
    ['no signature header', () => deliver(sample, { signature: null })],
  ])('refuses %s with 400 and writes nothing', async (_case, send) => {
    const before = await webhookRows();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(await webhookRows()).toBe(before);
  });

  it('records a validly signed event', async () => {
    const before = await webhookRows();
    expect((await deliver(sample)).json()).toEqual({ received: true });
    expect(await webhookRows()).toBe(before + 1);
  });

  it('applies an event delivered five times only once', async () => {
    const user = await signedInUser('replayed');
    await subscribe(user);
    const { db } = await testDatabase();
    const { stripe_subscription_id } = await db.selectFrom('subscriptions').select('stripe_subscription_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await fetch(`${emulator.base}/stripe/_sandbox/subscriptions/${stripe_subscription_id}/fail_payment`, { method: 'POST' });
    const failed = (await eventsFor(user)).find((e) => e.type === 'invoice.payment_failed')!;
    const before = await webhookRows();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(failed)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await webhookRows()).toBe(before + 1);
    const notices = await db.selectFrom('notifications').select('kind').where('user_id', '=', user.id).execute();
    expect(notices).toEqual([{ kind: 'payment_failed' }]);
  });

  it('ends in the latest state whatever order the events arrive in', async () => {
    const user = await signedInUser('shuffled');
    const checkout = await user.post('/api/subscription/checkout');
    await payCheckout(checkout.json().url);
    const { db } = await testDatabase();
    const { stripe_customer_id } = await db.selectFrom('users').select('stripe_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    const [subscription] = (await emulator.stripe.subscriptions.list({ customer: stripe_customer_id!, status: 'all' })).data;
    await fetch(`${emulator.base}/stripe/_sandbox/subscriptions/${subscription!.id}/cancel_at_period_end`, { method: 'POST' });
    await fetch(`${emulator.base}/stripe/_sandbox/subscriptions/${subscription!.id}/cancel_now`, { method: 'POST' });
    const events = await eventsFor(user);
    expect(events.map((e) => e.type)).toContain('customer.subscription.deleted');
    for (const event of [...events].reverse()) await deliver(event);
    expect((await user.get('/api/subscription/status')).json().subscription.status).toBe('canceled');
  });
});
