import type { Db } from '../../db/client.ts';
import type { Billing, BillingEvent } from '../../vendors/index.ts';
import { notify } from '../notifications/index.ts';
import type { Plan } from './plan.ts';
import { saveSubscription, userIdForSubscription } from './queries.ts';
import { isWebhookEventRecorded, markWebhookEventProcessed, recordWebhookEvent } from '../webhook-events/index.ts';

/**
 * Applies a verified Stripe event once. The subscription is re-read from Stripe rather than
 * taken from the event, so events arriving late or out of order still end in Stripe's latest
 * state; the read happens before the transaction so no database lock waits on the network.
 */
export async function applyStripeEvent(deps: { db: Db; billing: Billing; readPlan: () => Promise<Plan> }, event: BillingEvent): Promise<void> {
  const { db, billing } = deps;
  if (await isWebhookEventRecorded(db, 'stripe', event.id)) return;

  const subscriptionId = event.subscriptionId;
  const observedAt = Date.now();
  const subscription = subscriptionId ? await billing.subscription(subscriptionId) : null;
  const plan = subscription ? await deps.readPlan() : null;

  await db.transaction().execute(async (trx) => {
    const recorded = await recordWebhookEvent(trx, { vendor: 'stripe', event_id: event.id, type: event.type, payload: event.payload });
    if (!recorded) return; // a concurrent delivery of the same event got here first

    if (subscription) {
      const userId = await userIdForSubscription(trx, subscription);
      if (userId) {
        await saveSubscription(trx, userId, subscription, observedAt, plan?.name ?? null);
        if (event.paymentFailed) {
          await notify(trx, userId, 'payment_failed', 'Payment failed', 'We could not take your subscription payment. Update your card in Settings → Manage billing to keep full access.');
        }
      }
    }
    await markWebhookEventProcessed(trx, recorded);
  });
}
