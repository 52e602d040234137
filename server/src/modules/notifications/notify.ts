import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type NotificationKind =
  | 'account_added'
  | 'account_removed'
  | 'item_login_required'
  | 'item_repaired'
  | 'new_accounts_available'
  | 'transactions_synced'
  | 'payment_failed'
  | 'subscription_canceled';

/** The one way product events reach a user's notification menu. Takes a transaction or the db. */
export async function notify(db: Kysely<Database>, userId: string, kind: NotificationKind, title: string, message: string): Promise<void> {
  await db.insertInto('notifications').values({ user_id: userId, kind, title, message }).execute();
}
