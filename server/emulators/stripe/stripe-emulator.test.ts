import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from './config.ts';
import {
  PRICE_ID,
  PUBLIC_ORIGIN,
  SECRET_KEY,
  TEST_CARD,
  pressPortalButton,
  startEmulator,
  startReceiver,
  submitCheckout,
  tempDataDir,
  type RunningEmulator,
  type WebhookReceiver,
} from './test-support.ts';

const DAY = 24 * 60 * 60;
const START = new Date('2026-05-15T12:00:00Z');
const START_S = START.getTime() / 1000;

let clock = START;
let data: ReturnType<typeof tempDataDir>;
let running: RunningEmulator;
let receiver: WebhookReceiver;
let stripe: Stripe;

beforeAll(async () => {
  data = tempDataDir();
  receiver = await startReceiver();
  running = await startEmulator(data.dir, { webhookUrl: receiver.url, now: () => clock });
  stripe = running.stripe;
});

afterAll(async () => {
  await running.close();
  await receiver.close();
  data.remove();
});

async function newCustomer(userId: string) {
  return stripe.customers.create({ email: `${userId}@example.com`, name: 'Ada Lovelace', metadata: { user_id: userId } });
}

function checkoutParams(customer: string, trialDays: number | null = 14): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    customer,
    line_items: [{ price: PRICE_ID, quantity: 1 }],
    success_url: 'http://localhost:3000/settings/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/settings/billing?checkout=canceled',
    ...(trialDays ? { subscription_data: { trial_period_days: trialDays, metadata: { user_id: 'u' } } } : {}),
    client_reference_id: 'user-1',
    metadata: { user_id: 'user-1' },
  };
}

/** A customer with a subscription made through the hosted page; returns its ids after its webhooks arrived. */
async function subscribe(userId: string, trialDays: number | null = 14) {
  const customer = await newCustomer(userId);
  const session = await stripe.checkout.sessions.create(checkoutParams(customer.id, trialDays));
  const response = await submitCheckout(running, session.url!, TEST_CARD);
  expect(response.status).toBe(303);
  await running.emulator.whenWebhooksIdle();
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  return { customer, session: completed, subscriptionId: completed.subscription as string };
}

function eventsOf(customer: string): Stripe.Event[] {
  return receiver.events.filter((event) => {
    const object = event.data.object as { id: string; object: string; customer?: string };
    return object.customer === customer || (object.object === 'customer' && object.id === customer);
  });
}

describe('Stripe API through the stripe SDK', () => {
  it('refuses a wrong API key with Stripe 401 error', async () => {
    const wrong = new Stripe('sk_test_not_the_key', { host: '127.0.0.1', port: Number(new URL(running.base).port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
    const error = await wrong.customers.retrieve('cus_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError', message: expect.stringMatching(/^Invalid API Key provided: sk_test_\*+_key$/) });

    const raw = await fetch(`${running.base}/v1/customers/cus_x`);
    expect(raw.status).toBe(401);
    expect((await raw.json()).error).toMatchObject({ type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') });
  });

  it('answers unknown ids with 404 resource_missing and unknown paths with Stripe 404', async () => {
    const error = await stripe.customers.retrieve('cus_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id', message: "No such customer: 'cus_x'" });
    await expect(stripe.subscriptions.retrieve('sub_x')).rejects.toMatchObject({ statusCode: 404, message: "No such subscription: 'sub_x'" });
    await expect(stripe.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ statusCode: 404, message: "No such checkout.session: 'cs_test_x'" });

    const raw = await fetch(`${running.base}/v1/nothing`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(raw.status).toBe(404);
    expect((await raw.json()).error.message).toContain('Unrecognized request URL (GET: /v1/nothing)');
  });

  it('creates and retrieves customers with metadata', async () => {
    const customer = await newCustomer('user-create');
    expect(customer).toMatchObject({ object: 'customer', email: 'user-create@example.com', name: 'Ada Lovelace', metadata: { user_id: 'user-create' }, livemode: false });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(customer.created).toBe(START_S);
    expect(await stripe.customers.retrieve(customer.id)).toEqual(customer);
    const updated = await stripe.customers.update(customer.id, { name: 'Ada King' });
    expect(updated.name).toBe('Ada King');
    const listed = await stripe.customers.list({ email: 'user-create@example.com' });
    expect(listed.data.map((c) => c.id)).toEqual([customer.id]);
  });

  it('serves the configured price with its product', async () => {
    const price = await stripe.prices.retrieve(PRICE_ID, { expand: ['product'] });
    expect(price).toMatchObject({ object: 'price', unit_amount: 799, currency: 'usd', type: 'recurring', recurring: { interval: 'month', interval_count: 1 } });
    expect(price.product).toMatchObject({ object: 'product', name: 'Ledgerline Premium' });
    expect(String(price.unit_amount_decimal)).toBe('799');
    await expect(stripe.prices.retrieve('price_other')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('creates Checkout Sessions idempotently and validates params', async () => {
    const customer = await newCustomer('user-idem');
    const params = checkoutParams(customer.id);
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-user-idem-1' });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-user-idem-1' });
    expect(again.id).toBe(first.id);
    expect(first.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(first).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'user-1',
      metadata: { user_id: 'user-1' },
      subscription: null,
      url: `${PUBLIC_ORIGIN}/stripe/checkout/${first.id}`,
      expires_at: START_S + DAY,
    });

    const error = await stripe.checkout.sessions.create({ ...params, client_reference_id: 'someone-else' }, { idempotencyKey: 'checkout-user-idem-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError', rawType: 'idempotency_error' });

    await expect(stripe.checkout.sessions.create({ ...params, mode: undefined } as unknown as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      param: 'mode',
      message: 'Missing required param: mode.',
    });
    await expect(stripe.checkout.sessions.create({ ...params, line_items: [{ price: 'price_nope', quantity: 1 }] })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(stripe.checkout.sessions.create({ ...params, customer: 'cus_missing' })).rejects.toMatchObject({ statusCode: 400, param: 'customer' });

    const fetched = await stripe.checkout.sessions.retrieve(first.id, { expand: ['line_items', 'customer'] });
    expect(fetched.line_items?.data[0]).toMatchObject({ price: { id: PRICE_ID }, quantity: 1, amount_total: 799 });
    expect(fetched.customer).toMatchObject({ id: customer.id, object: 'customer' });
  });
});

describe('hosted Checkout page', () => {
  it('shows the plan, the trial and the first charge date, with a Back link', async () => {
    const customer = await newCustomer('user-page');
    const session = await stripe.checkout.sessions.create(checkoutParams(customer.id));
    const page = await (await fetch(running.local(session.url!))).text();
    expect(page).toContain('Ledgerline Premium');
    expect(page).toContain('$7.99 / month');
    expect(page).toContain('14-day free trial');
    expect(page).toContain('May 29, 2026'); // START + 14 days
    expect(page).toContain('<a href="http://localhost:3000/settings/billing?checkout=canceled"><span aria-hidden="true">← </span>Back</a>');
    for (const label of ['Card number', 'Expiration (MM / YY)', 'CVC', 'Name on card']) expect(page).toContain(label);
    expect(page).toContain('<button type="submit">Subscribe</button>');
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and creates nothing", async () => {
    const customer = await newCustomer('user-declined');
    const session = await stripe.checkout.sessions.create(checkoutParams(customer.id));

    const declined = await submitCheckout(running, session.url!, { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toMatch(/<p class="alert" role="alert" id="checkout-error">Your card was declined\.<\/p>/);

    const invalid = await submitCheckout(running, session.url!, { ...TEST_CARD, cardNumber: '4242 4242 4242 4241' });
    expect(invalid.status).toBe(400);
    const invalidPage = await invalid.text();
    expect(invalidPage).toContain('Your card number is invalid.');
    expect(invalidPage).toContain('aria-invalid="true"');

    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
    await running.emulator.whenWebhooksIdle();
    expect(eventsOf(customer.id).map((e) => e.type)).toEqual(['customer.created']);
  });

  it('completes with 4242: trialing subscription, signed webhooks in order, redirect to success_url', async () => {
    const customer = await newCustomer('user-success');
    const session = await stripe.checkout.sessions.create(checkoutParams(customer.id));
    const response = await submitCheckout(running, session.url!, TEST_CARD);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://localhost:3000/settings/billing?checkout=success&session_id=${session.id}`);

    await running.emulator.whenWebhooksIdle();
    const events = eventsOf(customer.id);
    expect(events.map((e) => e.type)).toEqual(['customer.created', 'checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    for (const event of events) {
      expect(event).toMatchObject({ object: 'event', api_version: STRIPE_API_VERSION, livemode: false, pending_webhooks: 1 });
      expect(event.id).toMatch(/^evt_/);
    }

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', amount_total: 0, url: null, customer: customer.id });
    const sub = completed.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      customer: customer.id,
      trial_start: START_S,
      trial_end: START_S + 14 * DAY,
      cancel_at_period_end: false,
      metadata: { user_id: 'u' },
    });
    expect(sub.id).toMatch(/^sub_/);
    expect(sub.items.data[0]).toMatchObject({ current_period_start: START_S, current_period_end: START_S + 14 * DAY, price: { id: PRICE_ID }, quantity: 1 });
    expect(sub.default_payment_method).toMatch(/^pm_/);

    const [, completedEvent, createdEvent, paidEvent] = events;
    expect((completedEvent!.data.object as Stripe.Checkout.Session).subscription).toBe(sub.id);
    expect((createdEvent!.data.object as Stripe.Subscription).status).toBe('trialing');
    const invoice = paidEvent!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ object: 'invoice', status: 'paid', amount_due: 0, amount_paid: 0, billing_reason: 'subscription_create', customer: customer.id });
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(sub.latest_invoice).toBe(invoice.id);

    // A second submit (double click, back button) does not subscribe twice.
    const again = await submitCheckout(running, session.url!, TEST_CARD);
    expect(again.status).toBe(303);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('starts active with a paid first invoice when the session has no trial', async () => {
    const { customer, subscriptionId } = await subscribe('user-notrial', null);
    const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(sub.status).toBe('active');
    expect(sub.trial_end).toBeNull();
    expect(sub.latest_invoice).toMatchObject({ amount_paid: 799, status: 'paid' });
    expect(sub.items.data[0]!.current_period_end).toBe(Date.UTC(2026, 5, 15, 12) / 1000);
    expect(eventsOf(customer.id).map((e) => e.type)).toEqual(['customer.created', 'checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
  });
});

describe('billing portal', () => {
  it('cancels at period end, resumes, fails payments (past_due, unpaid), recovers and cancels now', async () => {
    const { customer, subscriptionId } = await subscribe('user-portal');
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/settings/billing' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, return_url: 'http://localhost:3000/settings/billing', livemode: false });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${PUBLIC_ORIGIN}/stripe/portal/${portal.id}`);

    const page = await (await fetch(running.local(portal.url))).text();
    for (const text of ['Ledgerline Premium', '$7.99 / month', 'Trial', 'Trial ends', 'May 29, 2026', 'Cancel at period end', 'Cancel now', 'Fail next payment', 'Visa •••• 4242']) {
      expect(page).toContain(text);
    }
    expect(page).toContain('<a href="http://localhost:3000/settings/billing"><span aria-hidden="true">← </span>Return to Ledgerline</a>');

    const seen = eventsOf(customer.id).length;
    const press = async (action: string) => {
      const response = await pressPortalButton(running, portal.url, subscriptionId, action);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/stripe/portal/${portal.id}?done=${action}`);
      return stripe.subscriptions.retrieve(subscriptionId);
    };

    expect(await press('cancel_at_period_end')).toMatchObject({ status: 'trialing', cancel_at_period_end: true, cancel_at: START_S + 14 * DAY, canceled_at: START_S });
    const notice = await (await fetch(`${running.base}/stripe/portal/${portal.id}?done=cancel_at_period_end`)).text();
    expect(notice).toContain('role="status">Your subscription will be canceled on May 29, 2026.');
    expect(notice).toContain('>Resume</button>');

    expect(await press('resume')).toMatchObject({ status: 'trialing', cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    expect(await press('fail_payment')).toMatchObject({ status: 'past_due', trial_end: START_S });
    expect(await press('fail_payment')).toMatchObject({ status: 'unpaid' });
    expect(await press('pay_now')).toMatchObject({ status: 'active' });
    expect(await press('cancel_now')).toMatchObject({ status: 'canceled', ended_at: START_S, canceled_at: START_S });

    await running.emulator.whenWebhooksIdle();
    const events = eventsOf(customer.id).slice(seen);
    expect(events.map((e) => [e.type, (e.data.object as { status?: string }).status])).toEqual([
      ['customer.subscription.updated', 'trialing'],
      ['customer.subscription.updated', 'trialing'],
      ['invoice.payment_failed', 'open'],
      ['customer.subscription.updated', 'past_due'],
      ['invoice.payment_failed', 'open'],
      ['customer.subscription.updated', 'unpaid'],
      ['invoice.paid', 'paid'],
      ['customer.subscription.updated', 'active'],
      ['customer.subscription.deleted', 'canceled'],
    ]);
    expect(events[0]!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(events[3]!.data.previous_attributes).toMatchObject({ status: 'trialing' });
    expect(events[2]!.data.object).toMatchObject({ amount_due: 799, attempt_count: 1, billing_reason: 'subscription_cycle' });

    const all = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(all.data.map((s) => s.status)).toEqual(['canceled']);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    const after = await (await fetch(running.local(portal.url))).text();
    expect(after).toContain('Canceled');
    expect(after).not.toContain('Cancel now');
  });

  it('updates and cancels subscriptions through the API', async () => {
    const { subscriptionId } = await subscribe('user-api-cancel');
    expect(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })).toMatchObject({ cancel_at_period_end: true });
    expect(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false })).toMatchObject({ cancel_at_period_end: false });
    expect(await stripe.subscriptions.cancel(subscriptionId)).toMatchObject({ status: 'canceled' });
    await expect(stripe.subscriptions.cancel(subscriptionId)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('time passing', () => {
  it('ends the trial with a paid renewal, and cancels at period end when asked', async () => {
    const renewing = await subscribe('user-renew');
    const ending = await subscribe('user-ending');
    await stripe.subscriptions.update(ending.subscriptionId, { cancel_at_period_end: true });

    clock = new Date(START.getTime() + 15 * DAY * 1000);
    const renewed = await stripe.subscriptions.retrieve(renewing.subscriptionId, { expand: ['latest_invoice'] });
    expect(renewed).toMatchObject({ status: 'active', latest_invoice: { amount_paid: 799, billing_reason: 'subscription_cycle' } });
    expect(renewed.items.data[0]).toMatchObject({ current_period_start: START_S + 14 * DAY, current_period_end: Date.UTC(2026, 5, 29, 12) / 1000 });
    expect(await stripe.subscriptions.retrieve(ending.subscriptionId)).toMatchObject({ status: 'canceled', ended_at: START_S + 14 * DAY });

    await running.emulator.whenWebhooksIdle();
    expect(eventsOf(renewing.customer.id).slice(-2).map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    expect(eventsOf(ending.customer.id).at(-1)?.type).toBe('customer.subscription.deleted');
    clock = START;
  });
});

it('pins the API version of the installed SDK', () => {
  expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
});
