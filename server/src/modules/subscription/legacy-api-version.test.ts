import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, startReceiver, tempDataDir, WEBHOOK_SECRET, type RunningEmulator, type WebhookReceiver } from '../../../emulators/stripe/test-support.ts';
import { LEGACY_STRIPE_API_VERSION } from '../../../emulators/stripe/versions.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { accessToken } from '../../../test/tokens.ts';

let emulator: RunningEmulator;
let endpoint: WebhookReceiver;
let app: FastifyInstance;
const data = tempDataDir();
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  // The emulator delivers to an endpoint configured for the previous API version; the receiver
  // hands each event on to the product exactly as delivered.
  endpoint = await startReceiver();
  emulator = await startEmulator(data.dir, { webhookUrl: endpoint.url, webhookApiVersion: LEGACY_STRIPE_API_VERSION });
  app = await createTestApp({ vendors: { stripe: emulator.stripe } });
});
afterAll(async () => {
  await app.close();
  await emulator.close();
  await endpoint.close();
  data.remove();
});

async function signedInUser(name: string): Promise<{ id: string; get(url: string): Promise<LightMyRequestResponse>; post(url: string): Promise<LightMyRequestResponse> }> {
  const sub = `auth0|sub-${name}-${Math.random().toString(16).slice(2, 10)}`;
  const headers = { authorization: `Bearer ${await accessToken(sub, { email: `${name}@example.com`, name })}` };
  await app.inject({ method: 'POST', url: '/auth/signin', headers, payload: { sub, email: `${name}@example.com`, name } });
  const { db } = await testDatabase();
  const row = await db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirstOrThrow();
  return { id: row.id, get: (url) => app.inject({ method: 'GET', url, headers }), post: (url) => app.inject({ method: 'POST', url, headers }) };
}

let forwarded = 0;
/** Passes every event the emulator delivered since the last call to the product's webhook route. */
async function forwardDelivered() {
  await emulator.emulator.whenWebhooksIdle();
  for (const event of endpoint.events.slice(forwarded)) {
    expect(event.api_version).toBe(LEGACY_STRIPE_API_VERSION);
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    expect(response.statusCode).toBe(200);
  }
  forwarded = endpoint.events.length;
}

describe('events of the previous Stripe API version', () => {
  it('are applied with the right period end and status, including a failed payment found through invoice.subscription', async () => {
    const user = await signedInUser('legacy');
    const checkout = await user.post('/api/subscription/checkout');
    expect(checkout.statusCode).toBe(200);
    const paid = await fetch(emulator.local(checkout.json().url), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ cardNumber: '4242424242424242', cardExpiry: '12/34', cardCvc: '123', billingName: 'Test Person' }),
    });
    expect(paid.status).toBe(303);
    await forwardDelivered();

    const { db } = await testDatabase();
    const { stripe_subscription_id } = await db.selectFrom('subscriptions').select('stripe_subscription_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const delivered = endpoint.events.find((e) => e.type === 'customer.subscription.created')!.data.object as unknown as { current_period_end: number; items: { data: object[] } };
    expect(delivered.items.data[0]).not.toHaveProperty('current_period_end');

    const status = (await user.get('/api/subscription/status')).json().subscription;
    expect(status.status).toBe('trialing');
    expect(Date.parse(status.current_period_end)).toBe(delivered.current_period_end * 1000);

    await fetch(`${emulator.base}/stripe/_sandbox/subscriptions/${stripe_subscription_id}/fail_payment`, { method: 'POST' });
    await forwardDelivered();
    const failed = endpoint.events.find((e) => e.type === 'invoice.payment_failed')!.data.object as unknown as Record<string, unknown>;
    expect(failed).not.toHaveProperty('parent');
    expect(failed.subscription).toBe(stripe_subscription_id);
    expect((await user.get('/api/subscription/status')).json().subscription.status).toBe('past_due');
    expect(await db.selectFrom('notifications').select('kind').where('user_id', '=', user.id).execute()).toEqual([{ kind: 'payment_failed' }]);
  });
});
