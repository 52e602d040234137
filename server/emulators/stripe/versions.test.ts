import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPeriodEnd, invoiceSubscriptionId } from '../../src/vendors/stripe.ts';
import { PRICE_ID, TEST_CARD, startEmulator, startReceiver, submitCheckout, tempDataDir } from './test-support.ts';
import { LEGACY_STRIPE_API_VERSION } from './versions.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe('events rendered in the webhook endpoint API version', () => {
  it('an endpoint on the previous version gets the period end on the subscription and invoice.subscription, and the product reads both', async () => {
    const endpoint = await startReceiver();
    cleanups.push(endpoint.close);
    const data = tempDataDir();
    cleanups.push(data.remove);
    const running = await startEmulator(data.dir, { webhookUrl: endpoint.url, webhookApiVersion: LEGACY_STRIPE_API_VERSION });
    cleanups.push(running.close);
    const { stripe } = running;

    const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: 'u1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: PRICE_ID, quantity: 1 }],
      success_url: 'http://localhost:3000/ok?session_id={CHECKOUT_SESSION_ID}',
    });
    expect((await submitCheckout(running, session.url!, TEST_CARD)).status).toBe(303);
    await running.emulator.whenWebhooksIdle();
    // The API (current version) is the source of truth the test compares against.
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const periodEnd = current.items.data[0]!.current_period_end;

    for (const event of endpoint.events) expect(event.api_version).toBe(LEGACY_STRIPE_API_VERSION);
    const created = endpoint.events.find((e) => e.type === 'customer.subscription.created')!.data.object as Stripe.Subscription;
    expect(created.items.data[0]).not.toHaveProperty('current_period_end');
    expect((created as unknown as { current_period_end: number }).current_period_end).toBe(periodEnd);
    expect(currentPeriodEnd(created)).toBe(periodEnd);
    expect(created.status).toBe(current.status);

    const paid = endpoint.events.find((e) => e.type === 'invoice.paid')!.data.object as Stripe.Invoice;
    expect(paid).not.toHaveProperty('parent');
    expect(invoiceSubscriptionId(paid)).toBe(subscriptionId);
  });
});
