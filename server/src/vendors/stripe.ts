import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';

export type StripeClient = Stripe;
export type StripeSubscription = Stripe.Subscription;
export type StripeEvent = Stripe.Event;

/** The `stripe` SDK, pointed at the local emulator when Stripe is not configured. */
export function createStripeClient(config: StripeConfig): Stripe {
  if (config.emulatorUrl) {
    const url = new URL(config.emulatorUrl);
    return new Stripe(config.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  }
  return new Stripe(config.secretKey, { maxNetworkRetries: 2, telemetry: false });
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
