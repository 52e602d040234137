/**
 * Contract test: every flow the product uses, driven through the `stripe` SDK against the emulator,
 * with each response and event body checked against the pinned SDK's declared shapes — enums are
 * read from the SDK's own type declarations and treated as closed (no `OtherString`).
 * Emulator-only routes (`/stripe/_sandbox/*`, hosted checkout and portal pages) are driven but not validated.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import StripeSdk from 'stripe';
import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICE_ID, TEST_CARD, pressPortalButton, startEmulator, startReceiver, submitCheckout, tempDataDir } from './test-support.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const sdkTypes = path.join(path.dirname(createRequire(import.meta.url).resolve('stripe')), '..', 'esm', 'resources');

/** The values of the first `type <name> = 'a' | 'b' | OtherString;` in an SDK declaration file, without the open end. */
function closedEnum(file: string, name: string): string[] {
  const source = readFileSync(path.join(sdkTypes, file), 'utf8');
  const match = new RegExp(`type ${name} = ([^;]+);`).exec(source);
  if (!match) throw new Error(`${name} not declared in ${file}`);
  return [...match[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

/** The API version the pinned SDK speaks (its `Stripe.API_VERSION`). */
const PINNED_API_VERSION = (StripeSdk as unknown as { API_VERSION: string }).API_VERSION;

const LIST_KEYS = ['data', 'has_more', 'object', 'url'];

function expectList(value: unknown, where: string) {
  expect(Object.keys(value as object).sort(), `${where} is a Stripe list with only its declared fields`).toEqual(LIST_KEYS);
}

function expectSubscription(sub: Stripe.Subscription) {
  expect(sub.object).toBe('subscription');
  expect(closedEnum('Subscriptions.d.ts', 'Status')).toContain(sub.status);
  expectList(sub.items, 'subscription.items');
  for (const item of sub.items.data) {
    expect(item.object).toBe('subscription_item');
    expect(typeof item.current_period_end).toBe('number');
  }
}

function expectInvoice(invoice: Stripe.Invoice) {
  expect(invoice.object).toBe('invoice');
  expect(closedEnum('Invoices.d.ts', 'Status')).toContain(invoice.status);
  expectList(invoice.lines, 'invoice.lines');
  expect(typeof invoice.parent?.subscription_details?.subscription).toBe('string');
}

function expectCheckoutSession(session: Stripe.Checkout.Session) {
  expect(session.object).toBe('checkout.session');
  expect(closedEnum('Checkout/Sessions.d.ts', 'UiMode')).toContain(session.ui_mode);
  expect(closedEnum('Checkout/Sessions.d.ts', 'Status')).toContain(session.status);
  expect(closedEnum('Checkout/Sessions.d.ts', 'Mode')).toContain(session.mode);
}

const VALIDATE_EVENT_OBJECT: Record<string, (object: never) => void> = {
  'customer.created': (c: Stripe.Customer) => expect(c.object).toBe('customer'),
  'checkout.session.completed': expectCheckoutSession,
  'customer.subscription.created': expectSubscription,
  'customer.subscription.updated': expectSubscription,
  'customer.subscription.deleted': expectSubscription,
  'invoice.paid': expectInvoice,
  'invoice.payment_failed': expectInvoice,
};

describe('Stripe contract (emulator vs pinned SDK)', () => {
  it('customers, prices, checkout, subscriptions, invoices, portal and failed payments return declared shapes, and every emitted event validates', async () => {
    const endpoint = await startReceiver();
    cleanups.push(endpoint.close);
    const data = tempDataDir();
    cleanups.push(data.remove);
    const running = await startEmulator(data.dir, { webhookUrl: endpoint.url });
    cleanups.push(running.close);
    const { stripe } = running;

    const price = await stripe.prices.retrieve(PRICE_ID);
    expect(price.object).toBe('price');
    expect(closedEnum('Prices.d.ts', 'Type')).toContain(price.type);

    const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: 'u1' } });
    expect(customer.object).toBe('customer');

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: PRICE_ID, quantity: 1 }],
      success_url: 'http://localhost:3000/ok?session_id={CHECKOUT_SESSION_ID}',
    });
    expectCheckoutSession(session);
    expect((await submitCheckout(running, session.url!, TEST_CARD)).status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expectCheckoutSession(completed);
    const subscriptionId = completed.subscription as string;

    expectSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expectList(invoices, 'invoices list');
    for (const invoice of invoices.data) expectInvoice(invoice);

    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/settings/billing' });
    expect(portal.object).toBe('billing_portal.session');
    for (const action of ['cancel_at_period_end', 'resume', 'fail_payment', 'fail_payment', 'pay_now', 'cancel_now']) {
      expect((await pressPortalButton(running, portal.url, subscriptionId, action)).status).toBe(303);
    }
    expectSubscription(await stripe.subscriptions.retrieve(subscriptionId));

    const missing = await stripe.customers.retrieve('cus_nope').catch((error: unknown) => error);
    expect(missing).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404 });

    await running.emulator.whenWebhooksIdle();
    const types = new Set(endpoint.events.map((e) => e.type));
    expect([...types].sort()).toEqual(Object.keys(VALIDATE_EVENT_OBJECT).sort());
    for (const event of endpoint.events) {
      expect(event.object).toBe('event');
      expect(event.api_version).toBe(PINNED_API_VERSION);
      VALIDATE_EVENT_OBJECT[event.type]!(event.data.object as never);
    }
  });
});
