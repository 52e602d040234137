import type { Db } from '../../db/client.ts';
import type { Notice } from './notices.ts';

export type NotificationKind =
  | 'account_added'
  | 'account_removed'
  | 'item_login_required'
  | 'item_repaired'
  | 'new_accounts_available'
  | 'transactions_synced'
  | 'transactions_ready'
  | 'history_complete'
  | 'card_payment_due'
  | 'payment_failed'
  | 'subscription_canceled'
  | 'budget_alert'
  /** An alert of README "Alerts" (modules/alerts). */
  | 'alert';

/** The one way product events reach a user's notification menu. Takes a transaction or the db. */
export async function notify(db: Db, userId: string, kind: NotificationKind, title: string, message: string, itemId: string | null = null, link: string | null = null): Promise<void> {
  await db.insertInto('notifications').values({ user_id: userId, kind, title, message, item_id: itemId, link }).execute();
}

/** `notify` with the words of a `Notice` (notices.ts). */
export async function notifyWith(db: Db, userId: string, kind: NotificationKind, notice: Notice, itemId: string | null = null): Promise<void> {
  await notify(db, userId, kind, notice.title, notice.message, itemId, notice.link ?? null);
}

/** Marks the user's unread notifications of `kind` about the item as read: what they asked for has happened. */
export async function settleItemNotifications(db: Db, userId: string, itemId: string, kind: NotificationKind): Promise<void> {
  await db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('item_id', '=', itemId).where('kind', '=', kind).where('read_at', 'is', null).execute();
}

/** The user's most recent notifications, newest first. */
export function recentNotifications(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'title', 'message', 'created_date', 'read_at', 'link'])
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
