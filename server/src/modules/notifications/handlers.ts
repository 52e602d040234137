import type { Db } from '../../db/client.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import { currentUser } from '../session/index.ts';
import { markAllNotificationsRead, recentNotifications, unreadNotificationCount } from './queries.ts';

/** The menu shows the most recent ones; older notifications stay stored but are not listed. */
export const NOTIFICATIONS_LISTED = 50;

export function createNotificationHandlers({ db }: { db: Db }): HandlerGroup {
  return {
    async getNotifications(context) {
      const user = await currentUser(db, context);
      const [rows, unread] = await Promise.all([recentNotifications(db, user.id, NOTIFICATIONS_LISTED), unreadNotificationCount(db, user.id)]);
      return {
        results: rows.map((row) => ({ id: row.id, title: row.title, message: row.message, created_date: row.created_date.toISOString(), is_read: row.read_at !== null, link: row.link })),
        count: unread,
      };
    },

    async markNotificationsRead(context) {
      const user = await currentUser(db, context);
      await markAllNotificationsRead(db, user.id);
      return { status: 'success' };
    },
  };
}
