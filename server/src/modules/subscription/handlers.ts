import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import { currentUser } from '../session/current-user.ts';
import { createPlanReader } from './plan.ts';
import { ACCESS_STATUSES, currentSubscription, hasSubscriptionHistory, setStripeCustomer } from './queries.ts';
import { applyStripeEvent } from './webhook.ts';
import { verifyStripeEvent } from '../../vendors/stripe.ts';

export interface SubscriptionDeps {
  config: Config;
  db: Db;
  stripe: Stripe;
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

export function createSubscriptionHandlers({ config, db, stripe }: SubscriptionDeps): HandlerGroup {
  const readPlan = createPlanReader(stripe, config.stripe.priceId, config.stripe.trialDays);

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
        const customer = await viaStripe(() =>
          stripe.customers.create({ email: user.email, name: user.name || undefined, metadata: { user_id: user.id } }, { idempotencyKey: `customer-${user.id}` }),
        );
        await setStripeCustomer(db, user.id, customer.id);
        customerId = customer.id;
      }
      const session = await viaStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            client_reference_id: user.id,
            line_items: [{ price: config.stripe.priceId, quantity: 1 }],
            success_url: `${config.publicUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${config.publicUrl}/subscription`,
            metadata: { user_id: user.id },
            subscription_data: { metadata: { user_id: user.id }, ...(firstTime && config.stripe.trialDays > 0 ? { trial_period_days: config.stripe.trialDays } : {}) },
          },
          // One key per attempt: a retried request is the same attempt, a new click a new one.
          { idempotencyKey: `checkout-${user.id}-${randomUUID()}` },
        ),
      );
      if (!session.url) throw badGateway(new Error('Checkout session without a URL'));
      return { url: session.url };
    },

    async createBillingPortalSession(context) {
      const user = await currentUser(db, context);
      if (!user.stripe_customer_id) throw notFound('You have no billing account yet.');
      const customerId = user.stripe_customer_id;
      const session = await viaStripe(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${config.publicUrl}/settings` }));
      return { url: session.url };
    },

    async handleStripeWebhook({ request }) {
      let event: Stripe.Event;
      try {
        event = verifyStripeEvent(stripe, request.rawBody ?? '', String(request.headers['stripe-signature'] ?? ''), config.stripe.webhookSecret);
      } catch {
        throw new HttpError(400, 'INVALID_SIGNATURE', 'The Stripe-Signature header does not match the body.');
      }
      await applyStripeEvent({ db, stripe, readPlan }, event);
      return { received: true };
    },
  };
}
