import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { stripeEmulatorOptionsFromEnv, type StripeEmulatorOptions } from './index.ts';
import { FAST_RETRY, PRICE_ID, TEST_CARD, WEBHOOK_SECRET, startEmulator, startReceiver, submitCheckout, tempDataDir, type RunningEmulator, type WebhookReceiver } from './test-support.ts';
import { stripeSignatureHeader } from './webhooks.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function setup(webhookUrl: string | null, dataDir?: string, overrides: Partial<StripeEmulatorOptions> = {}) {
  const data = dataDir ? null : tempDataDir();
  if (data) cleanups.push(data.remove);
  const running = await startEmulator(dataDir ?? data!.dir, { webhookUrl, ...overrides });
  cleanups.push(running.close);
  return { running, dataDir: dataDir ?? data!.dir };
}

async function receiver(): Promise<WebhookReceiver> {
  const started = await startReceiver();
  cleanups.push(started.close);
  return started;
}

/** A URL nothing listens on (a port taken and released). */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/api/webhooks/stripe`;
}

async function subscribeThroughCheckout(running: RunningEmulator) {
  const customer = await running.stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: 'u1' } });
  const session = await running.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: PRICE_ID, quantity: 1 }],
    success_url: 'http://localhost:3000/ok?session_id={CHECKOUT_SESSION_ID}',
    subscription_data: { trial_period_days: 14 },
  });
  expect((await submitCheckout(running, session.url!, TEST_CARD)).status).toBe(303);
  const completed = await running.stripe.checkout.sessions.retrieve(session.id);
  return { customer, subscriptionId: completed.subscription as string };
}

describe('webhook signatures', () => {
  it('signs exactly as Stripe does, so constructEvent accepts the header', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' });
    const t = Math.floor(Date.now() / 1000);
    const header = stripeSignatureHeader(payload, WEBHOOK_SECRET, t);
    expect(header).toBe(Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: t }));
    expect(Stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe('webhook delivery', () => {
  it('retries after a 500 and then delivers, keeping the order', async () => {
    const endpoint = await receiver();
    endpoint.failNext(2);
    const { running } = await setup(endpoint.url);
    const { customer } = await subscribeThroughCheckout(running);
    await running.emulator.whenWebhooksIdle();

    expect(endpoint.events.map((e) => e.type)).toEqual(['customer.created', 'checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(endpoint.attempts.slice(0, 3).map((a) => a.status)).toEqual([500, 500, 200]);
    expect(new Set(endpoint.attempts.slice(0, 3).map((a) => a.eventId)).size).toBe(1);

    const listed = await (await fetch(`${running.base}/stripe/_sandbox/events?customer=${customer.id}`)).json();
    expect(listed.data.map((e: Stripe.Event) => e.type)).toEqual(['invoice.paid', 'customer.subscription.created', 'checkout.session.completed', 'customer.created']);
    expect(listed.data.every((e: Stripe.Event) => e.pending_webhooks === 0)).toBe(true);
  });

  it('re-delivers an event on request, with the same id (for idempotency tests)', async () => {
    const endpoint = await receiver();
    const { running } = await setup(endpoint.url);
    await subscribeThroughCheckout(running);
    await running.emulator.whenWebhooksIdle();
    const completed = endpoint.events.find((e) => e.type === 'checkout.session.completed')!;

    const response = await fetch(`${running.base}/stripe/_sandbox/events/${completed.id}/resend`, { method: 'POST' });
    expect(response.status).toBe(202);
    await running.emulator.whenWebhooksIdle();
    expect(endpoint.events.filter((e) => e.id === completed.id)).toHaveLength(2);
    expect((await fetch(`${running.base}/stripe/_sandbox/events/evt_nope/resend`, { method: 'POST' })).status).toBe(404);
  });

  it('gives up after the last attempt and moves on', async () => {
    const endpoint = await receiver();
    endpoint.failNext(8);
    const { running } = await setup(endpoint.url);
    await running.stripe.customers.create({ email: 'one@example.com' });
    await running.stripe.customers.create({ email: 'two@example.com' });
    await running.emulator.whenWebhooksIdle();
    expect(endpoint.attempts.filter((a) => a.status === 500)).toHaveLength(8);
    expect(endpoint.events.map((e) => (e.data.object as Stripe.Customer).email)).toEqual(['two@example.com']);
  });
});

describe('persistence', () => {
  it('keeps customers and subscriptions across a restart and resumes pending deliveries', async () => {
    const { running: first, dataDir } = await setup(await deadUrl(), undefined, { webhookRetry: { ...FAST_RETRY, maxAttempts: 1_000 } });
    const { customer, subscriptionId } = await subscribeThroughCheckout(first);
    const idempotent = await first.stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'restart-key' });
    await new Promise((resolve) => setTimeout(resolve, 50)); // a few failed attempts
    await first.close();
    const pending = JSON.parse(readFileSync(path.join(dataDir, 'state.json'), 'utf8')).deliveries;
    expect(pending.length).toBe(5);
    expect(pending[0].attempts).toBeGreaterThan(0);

    const endpoint = await receiver();
    const { running: second } = await setup(endpoint.url, dataDir);
    expect(await second.stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, email: 'ada@example.com' });
    expect(await second.stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ id: subscriptionId, status: 'trialing' });
    expect((await second.stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'restart-key' })).id).toBe(idempotent.id);

    await endpoint.waitForEvents(5);
    await second.emulator.whenWebhooksIdle();
    expect(endpoint.events.map((e) => e.type)).toEqual(['customer.created', 'checkout.session.completed', 'customer.subscription.created', 'invoice.paid', 'customer.created']);
  });

  it('records events without delivering them when no endpoint is configured', async () => {
    const { running } = await setup(null);
    const customer = await running.stripe.customers.create({ email: 'quiet@example.com' });
    const listed = await (await fetch(`${running.base}/stripe/_sandbox/events?customer=${customer.id}`)).json();
    expect(listed.data).toMatchObject([{ type: 'customer.created', pending_webhooks: 0 }]);
    await running.emulator.whenWebhooksIdle();
  });
});

describe('configuration from the environment', () => {
  it('emulates Stripe unless all three STRIPE_ variables are set', () => {
    expect(stripeEmulatorOptionsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x' })).toBeNull();
    expect(stripeEmulatorOptionsFromEnv({ EMULATOR_PORT: '4001', PORT: '4000' })).toEqual({
      publicOrigin: 'http://localhost:4001',
      webhookUrl: 'http://localhost:4000/api/webhooks/stripe',
      webhookSecret: 'whsec_ledgerline_local',
      secretKey: 'sk_test_ledgerline_local',
      price: { id: 'price_ledgerline_premium_monthly', unitAmount: 799, currency: 'usd', productName: 'Ledgerline Premium', trialDays: 14 },
    });
    expect(stripeEmulatorOptionsFromEnv({ PUBLIC_URL: 'https://ledgerline.example/' })?.webhookUrl).toBe('https://ledgerline.example/api/webhooks/stripe');
  });
});
