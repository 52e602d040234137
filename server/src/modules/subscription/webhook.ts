import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { invoiceSubscriptionId } from '../../vendors/stripe.ts';
import { notify } from '../notifications/queries.ts';
import type { Plan } from './plan.ts';
import { saveSubscription, userIdForSubscription } from './queries.ts';
import { isWebhookEventRecorded, markWebhookEventProcessed, recordWebhookEvent } from '../webhook-events/queries.ts';

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

/**
 * Applies a verified Stripe event once. The subscription is re-read from Stripe rather than
 * taken from the event, so events arriving late or out of order still end in Stripe's latest
 * state; the read happens before the transaction so no database lock waits on the network.
 */
export async function applyStripeEvent(deps: { db: Db; stripe: Stripe; readPlan: () => Promise<Plan> }, event: Stripe.Event): Promise<void> {
  const { db, stripe } = deps;
  if (await isWebhookEventRecorded(db, 'stripe', event.id)) return;

  const subscriptionId = subscriptionIdOf(event);
  const observedAt = Date.now();
  const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
  const plan = subscription ? await deps.readPlan() : null;

  await db.transaction().execute(async (trx) => {
    const recorded = await recordWebhookEvent(trx, { vendor: 'stripe', event_id: event.id, type: event.type, payload: JSON.stringify(event) });
    if (!recorded) return; // a concurrent delivery of the same event got here first

    if (subscription) {
      const userId = await userIdForSubscription(trx, subscription);
      if (userId) {
        await saveSubscription(trx, userId, subscription, observedAt, plan?.name ?? null);
        if (event.type === 'invoice.payment_failed') {
          await notify(trx, userId, 'payment_failed', 'Payment failed', 'We could not take your subscription payment. Update your card in Settings → Manage billing to keep full access.');
        }
      }
    }
    await markWebhookEventProcessed(trx, recorded);
  });
}
