import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import { currentUser } from '../session/index.ts';
import { createPlanReader } from './plan.ts';
import { ACCESS_STATUSES, currentSubscription, hasSubscriptionHistory, setStripeCustomer } from './queries.ts';
import { applyStripeEvent } from './webhook.ts';
import type { Billing, BillingEvent } from '../../vendors/index.ts';

export interface SubscriptionDeps {
  config: Config;
  db: Db;
  billing: Billing;
}

const badGateway = (error: unknown) => new HttpError(502, 'VENDOR_ERROR', `The billing provider did not answer as expected: ${(error as Error).message}`);

/** Calls Stripe; its failures become 502s the SPA can show, never 500s. */
async function viaStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw badGateway(error);
  }
}

export function createSubscriptionHandlers({ config, db, billing }: SubscriptionDeps): HandlerGroup {
  const readPlan = createPlanReader(billing, config.stripe.priceId, config.stripe.trialDays);

  return {
    async getSubscriptionStatus(context) {
      const user = await currentUser(db, context);
      const [subscription, history] = await Promise.all([currentSubscription(db, user.id), hasSubscriptionHistory(db, user.id)]);
      return {
        success: true,
        subscription: subscription
          ? {
              status: subscription.status as 'active',
              current_period_end: (subscription.current_period_end ?? subscription.updated_at).toISOString(),
              cancel_at_period_end: subscription.cancel_at_period_end,
              trial_end: subscription.trial_end?.toISOString() ?? null,
              plan_name: subscription.plan_name,
            }
          : null,
        user_info: { is_new_user: !history, has_subscription_history: history },
      };
    },

    async getSubscriptionPlan() {
      return viaStripe(readPlan);
    },

    async createCheckoutSession(context) {
      const user = await currentUser(db, context);
      const live = await currentSubscription(db, user.id);
      if (live && (ACCESS_STATUSES as readonly string[]).includes(live.status)) throw conflict('You already have an active subscription.');
      const firstTime = !(await hasSubscriptionHistory(db, user.id));

      let customerId = user.stripe_customer_id;
      if (!customerId) {
        const customer = await viaStripe(() => billing.createCustomer({ userId: user.id, email: user.email, name: user.name || null }));
        await setStripeCustomer(db, user.id, customer.id);
        customerId = customer.id;
      }
      const session = await viaStripe(() =>
        billing.createCheckout({
          userId: user.id,
          customerId,
          priceId: config.stripe.priceId,
          successUrl: `${config.publicUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/subscription`,
          trialDays: firstTime && config.stripe.trialDays > 0 ? config.stripe.trialDays : null,
          // One key per attempt: a retried request is the same attempt, a new click a new one.
          idempotencyKey: `checkout-${user.id}-${randomUUID()}`,
        }),
      );
      if (!session.url) throw badGateway(new Error('Checkout session without a URL'));
      return { url: session.url };
    },

    async createBillingPortalSession(context) {
      const user = await currentUser(db, context);
      if (!user.stripe_customer_id) throw notFound('You have no billing account yet.');
      const customerId = user.stripe_customer_id;
      const session = await viaStripe(() => billing.createPortal({ customerId, returnUrl: `${config.publicUrl}/settings` }));
      return { url: session.url };
    },

    async handleStripeWebhook({ request }) {
      let event: BillingEvent;
      try {
        event = billing.verifyWebhook(request.rawBody ?? '', String(request.headers['stripe-signature'] ?? ''));
      } catch {
        throw new HttpError(400, 'INVALID_SIGNATURE', 'The Stripe-Signature header does not match the body.');
      }
      await applyStripeEvent({ db, billing, readPlan }, event);
      return { received: true };
    },
  };
}
