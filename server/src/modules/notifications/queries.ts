import type { Db } from '../../db/client.ts';

export type NotificationKind =
  | 'account_added'
  | 'account_removed'
  | 'item_login_required'
  | 'item_repaired'
  | 'new_accounts_available'
  | 'transactions_synced'
  | 'payment_failed'
  | 'subscription_canceled'
  | 'budget_alert';

/** The one way product events reach a user's notification menu. Takes a transaction or the db. */
export async function notify(db: Db, userId: string, kind: NotificationKind, title: string, message: string, itemId: string | null = null): Promise<void> {
  await db.insertInto('notifications').values({ user_id: userId, kind, title, message, item_id: itemId }).execute();
}

/** Marks the user's unread notifications of `kind` about the item as read: what they asked for has happened. */
export async function settleItemNotifications(db: Db, userId: string, itemId: string, kind: NotificationKind): Promise<void> {
  await db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('item_id', '=', itemId).where('kind', '=', kind).where('read_at', 'is', null).execute();
}

/** The user's most recent notifications, newest first. */
export function recentNotifications(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'title', 'message', 'created_date', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}
