import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { SubscriptionsTable } from '../../db/schema.ts';
import type { BillingSubscription } from '../../vendors/index.ts';

/** Statuses that give access: full (active, trialing) or a grace period (past_due, unpaid). */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** The subscription that decides access: a live one if any, else the most recent. */
export async function currentSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when('status', 'in', [...ACCESS_STATUSES]).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function setStripeCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db.updateTable('users').set({ stripe_customer_id: customerId, updated_at: new Date() }).where('id', '=', userId).where('stripe_customer_id', 'is', null).execute();
}

/** The user a Stripe subscription belongs to: by its customer, else by the user id we put in its metadata. */
export async function userIdForSubscription(db: Db, subscription: BillingSubscription): Promise<string | undefined> {
  const customerId = subscription.customerId;
  const byCustomer = await db.selectFrom('users').select('id').where('stripe_customer_id', '=', customerId).executeTakeFirst();
  if (byCustomer) return byCustomer.id;
  const fromMetadata = subscription.userIdInMetadata;
  if (!fromMetadata || !/^[0-9a-f-]{36}$/.test(fromMetadata)) return undefined;
  const byId = await db.selectFrom('users').select('id').where('id', '=', fromMetadata).executeTakeFirst();
  return byId?.id;
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Writes Stripe's state of a subscription as observed at `observedAt` (ms). An observation older
 * than the one stored changes nothing, so late or replayed deliveries cannot roll state back.
 */
export async function saveSubscription(db: Db, userId: string, subscription: BillingSubscription, observedAt: number, planName: string | null): Promise<void> {
  const fields = {
    status: subscription.status,
    price_id: subscription.priceId,
    plan_name: planName,
    current_period_end: toDate(subscription.currentPeriodEnd),
    trial_end: toDate(subscription.trialEnd),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: toDate(subscription.canceledAt),
    vendor_updated_at: observedAt,
  };
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, stripe_subscription_id: subscription.id, ...fields })
    .onConflict((oc) =>
      oc
        .column('stripe_subscription_id')
        .doUpdateSet({ ...fields, updated_at: new Date() })
        .where('subscriptions.vendor_updated_at', '<=', observedAt),
    )
    .execute();
}

/** A subscription of the user's, or of an earlier account of the same identity that was deleted (its free trial is used). */
export async function hasSubscriptionHistory(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.or([eb('prior_subscription', '=', true), eb.exists(eb.selectFrom('subscriptions').select('id').where('user_id', '=', userId))]).as('history'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.history === true;
}
