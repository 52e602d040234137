import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** What a deleted account leaves behind: no personal data, only what its next sign-in must not get again. */
export interface Tombstone {
  identityHash: string;
  /** Recognises Stripe's later events about the deleted account (their payloads are not kept). */
  stripeCustomerId: string | null;
  /** A subscription (trialing or paid) ever existed: no second free trial. */
  hadSubscription: boolean;
  /** `YYYY-MM` of the deletion, and what the account had used of each monthly limit in it. */
  usageMonth: string;
  usage: Record<string, number>;
}

/** Records an account's deletion, unless there is nothing to keep; one already there (an earlier deletion's) keeps its history. */
export async function keepTombstone(db: Db, tombstone: Tombstone, deletedAt: Date): Promise<void> {
  if (!tombstone.hadSubscription && !tombstone.stripeCustomerId && Object.keys(tombstone.usage).length === 0) return;
  const row = {
    identity_hash: tombstone.identityHash,
    stripe_customer_id: tombstone.stripeCustomerId,
    had_subscription: tombstone.hadSubscription,
    usage_month: tombstone.usageMonth,
    usage: JSON.stringify(tombstone.usage),
    deleted_at: deletedAt,
  };
  await db
    .insertInto('account_tombstones')
    .values(row)
    .onConflict((oc) =>
      oc.column('identity_hash').doUpdateSet((eb) => ({
        stripe_customer_id: eb.fn.coalesce('excluded.stripe_customer_id', 'account_tombstones.stripe_customer_id'),
        had_subscription: sql<boolean>`excluded.had_subscription or account_tombstones.had_subscription`,
        usage_month: eb.ref('excluded.usage_month'),
        usage: eb.ref('excluded.usage'),
        deleted_at: eb.ref('excluded.deleted_at'),
      })),
    )
    .execute();
}

/** Removes and returns the identity's tombstone: its content moves into the account made by signing in again. */
export async function takeTombstone(db: Db, identityHash: string): Promise<Tombstone | undefined> {
  const row = await db.deleteFrom('account_tombstones').where('identity_hash', '=', identityHash).returningAll().executeTakeFirst();
  if (!row) return undefined;
  return {
    identityHash: row.identity_hash,
    stripeCustomerId: row.stripe_customer_id,
    hadSubscription: row.had_subscription,
    usageMonth: row.usage_month,
    usage: row.usage,
  };
}

export async function isDeletedStripeCustomer(db: Db, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('account_tombstones').select('identity_hash').where('stripe_customer_id', '=', customerId).limit(1).executeTakeFirst();
  return row !== undefined;
}
