import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import type { Billing, BillingEvent, BillingSubscription } from './ports/billing.ts';

export type StripeClient = Stripe;

/** The API version the product speaks: the SDK's own, pinned so requests and retrieved objects never follow the account default. */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** The `stripe` SDK, pointed at the local emulator when Stripe is not configured. */
export function createStripeClient(config: StripeConfig): Stripe {
  if (config.emulatorUrl) {
    const url = new URL(config.emulatorUrl);
    return new Stripe(config.secretKey, { apiVersion: STRIPE_API_VERSION, host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  }
  return new Stripe(config.secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, telemetry: false });
}

/** How far a signature's timestamp may be from now, either way (Stripe's own default, which the SDK checks only into the past). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/**
 * Verifies `Stripe-Signature` over the exact raw body, signed within the tolerance of now in
 * either direction; throws when it does not hold. The SDK refuses only signatures too old; one
 * dated ahead would otherwise stay usable as a replay until its date had passed.
 */
export function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string, secret: string, now = Date.now()): Stripe.Event {
  const event = stripe.webhooks.constructEvent(rawBody, signature, secret, STRIPE_SIGNATURE_TOLERANCE_S, undefined, now);
  if (signedAt(signature) - Math.floor(now / 1000) > STRIPE_SIGNATURE_TOLERANCE_S) throw new Error('Stripe-Signature is dated ahead of the tolerance');
  return event;
}

/** The timestamp the SDK verified the signature with: its reading of the header (the last `t=`, as an integer). */
function signedAt(signature: string): number {
  let timestamp = Number.NaN;
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/** Since API version 2025-03-31 the billing period lives on the subscription's items. */
export function currentPeriodEnd(subscription: Stripe.Subscription): number | null {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return fromItem ?? legacy ?? null;
}

/** The subscription an invoice belongs to, under the current and the older API shapes. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const value = current ?? legacy ?? null;
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** The events that change a subscription; others are recorded and otherwise ignored. */
const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
  'invoice.paid',
]);

function subscriptionIdOf(event: Stripe.Event): string | null {
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (object.object) {
    case 'checkout.session': {
      const subscription = (object as unknown as Stripe.Checkout.Session).subscription;
      return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
    }
    case 'subscription':
      return (object as unknown as Stripe.Subscription).id;
    case 'invoice':
      return invoiceSubscriptionId(object as unknown as Stripe.Invoice);
    default:
      return null;
  }
}

function billingEvent(event: Stripe.Event): BillingEvent {
  return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event), paymentFailed: event.type === 'invoice.payment_failed', payload: JSON.stringify(event) };
}

function billingSubscription(subscription: Stripe.Subscription): BillingSubscription {
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    userIdInMetadata: subscription.metadata?.user_id ?? null,
    status: subscription.status,
    priceId: subscription.items?.data?.[0]?.price?.id ?? null,
    currentPeriodEnd: currentPeriodEnd(subscription),
    trialEnd: subscription.trial_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ?? null,
  };
}

/** `Billing` through Stripe's API (or its emulator): Checkout in subscription mode, the Billing Portal, signed webhooks. */
export function createStripeBilling(stripe: Stripe, config: Pick<StripeConfig, 'webhookSecret'>): Billing {
  return {
    async price(priceId) {
      const price = await stripe.prices.retrieve(priceId, { expand: ['product'] });
      const product = price.product as Stripe.Product | string;
      return { productName: typeof product === 'string' ? null : product.name, unitAmountCents: price.unit_amount ?? null, currency: price.currency, interval: price.recurring?.interval ?? null };
    },
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create({ email, name: name || undefined, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
      return { id: customer.id };
    },
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: request.customerId,
          client_reference_id: request.userId,
          line_items: [{ price: request.priceId, quantity: 1 }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: { user_id: request.userId },
          subscription_data: { metadata: { user_id: request.userId }, ...(request.trialDays ? { trial_period_days: request.trialDays } : {}) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { url: session.url };
    },
    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    async subscription(subscriptionId) {
      return billingSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return;
        throw error;
      }
    },
    verifyWebhook(rawBody, signature) {
      return billingEvent(verifyStripeEvent(stripe, rawBody, signature, config.webhookSecret));
    },
  };
}
