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

/** Verifies `Stripe-Signature` over the exact raw body (300 s tolerance); throws when it does not match. */
export function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string, secret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
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
