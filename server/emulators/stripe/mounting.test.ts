import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerStripeEmulator } from './index.ts';
import { PRICE_ID, SECRET_KEY, WEBHOOK_SECRET, tempDataDir } from './test-support.ts';

const data = tempDataDir();
const app = Fastify({ logger: false });

beforeAll(async () => {
  // Another emulator's form parser at the root must neither break nor be broken by ours.
  await app.register(formbody);
  app.post('/oauth/token', async (request) => request.body);
  registerStripeEmulator(app, {
    dataDir: data.dir,
    publicOrigin: 'http://localhost:3001/',
    webhookUrl: null,
    webhookSecret: WEBHOOK_SECRET,
    secretKey: SECRET_KEY,
    price: { id: PRICE_ID, unitAmount: 799, currency: 'usd', productName: 'Ledgerline Premium', trialDays: 14 },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  data.remove();
});

const form = { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${SECRET_KEY}` };

it('parses bracket keys under /v1 while the root keeps @fastify/formbody', async () => {
  const created = await app.inject({ method: 'POST', url: '/v1/customers', headers: form, payload: 'email=a%40example.com&metadata[user_id]=u1' });
  expect(created.statusCode).toBe(200);
  expect(created.headers['request-id']).toMatch(/^req_/);
  expect(created.json()).toMatchObject({ object: 'customer', email: 'a@example.com', metadata: { user_id: 'u1' } });

  const other = await app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a[b]=1' });
  expect(other.json()).toEqual({ 'a[b]': '1' });
});

it("answers Stripe's errors for JSON bodies, bad integers and Basic auth", async () => {
  const json = await app.inject({ method: 'POST', url: '/v1/customers', headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' }, payload: '{}' });
  expect(json.statusCode).toBe(400);
  expect(json.json().error).toMatchObject({ type: 'invalid_request_error', message: expect.stringContaining('unsupported Content-Type application/json') });

  const badLimit = await app.inject({ method: 'GET', url: '/v1/customers?limit=ten', headers: form });
  expect(badLimit.statusCode).toBe(400);
  expect(badLimit.json().error).toMatchObject({ param: 'limit', message: 'Invalid integer: ten' });

  const basic = await app.inject({ method: 'GET', url: '/v1/customers', headers: { authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}` } });
  expect(basic.statusCode).toBe(200);
  expect(basic.json()).toMatchObject({ object: 'list', url: '/v1/customers', has_more: false });
});

it('uses the public origin without its trailing slash in hosted URLs', async () => {
  const customer = (await app.inject({ method: 'POST', url: '/v1/customers', headers: form, payload: 'email=b%40example.com' })).json();
  const portal = await app.inject({ method: 'POST', url: '/v1/billing_portal/sessions', headers: form, payload: `customer=${customer.id}` });
  expect(portal.json().url).toMatch(/^http:\/\/localhost:3001\/stripe\/portal\/bps_/);
  const missing = await app.inject({ method: 'POST', url: '/v1/billing_portal/sessions', headers: form, payload: '' });
  expect(missing.json().error).toMatchObject({ param: 'customer', message: 'Missing required param: customer.' });
});

it('offers sandbox helpers: subscription actions and a clock to move forward', async () => {
  const customer = (await app.inject({ method: 'POST', url: '/v1/customers', headers: form, payload: 'email=c%40example.com' })).json();
  const session = (
    await app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: form,
      payload: `mode=subscription&customer=${customer.id}&line_items[0][price]=${PRICE_ID}&line_items[0][quantity]=1&subscription_data[trial_period_days]=14`,
    })
  ).json();
  const paid = await app.inject({
    method: 'POST',
    url: `/stripe/checkout/${session.id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: '4242424242424242', cardExpiry: '12/34', cardCvc: '123', billingName: 'C' }).toString(),
  });
  expect(paid.statusCode).toBe(200); // no success_url: Checkout's own thank-you page
  const sub = (await app.inject({ method: 'GET', url: `/v1/subscriptions?customer=${customer.id}`, headers: form })).json().data[0];
  expect(sub.status).toBe('trialing');

  const moved = await app.inject({ method: 'POST', url: '/stripe/_sandbox/clock/advance?days=15' });
  expect(moved.statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: `/v1/subscriptions/${sub.id}`, headers: form })).json().status).toBe('active');

  const failed = await app.inject({ method: 'POST', url: `/stripe/_sandbox/subscriptions/${sub.id}/fail_payment` });
  expect(failed.json()).toMatchObject({ id: sub.id, status: 'past_due' });
  const unknown = await app.inject({ method: 'POST', url: `/stripe/_sandbox/subscriptions/${sub.id}/explode` });
  expect(unknown.statusCode).toBe(400);
  const events = (await app.inject({ method: 'GET', url: `/stripe/_sandbox/events?customer=${customer.id}` })).json();
  expect(events.data.map((e: { type: string }) => e.type).slice(0, 2)).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);
});
