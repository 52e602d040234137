import type { Db } from '../../db/client.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import { currentUser } from '../session/current-user.ts';

/** The menu shows the most recent ones; older notifications stay stored but are not listed. */
export const NOTIFICATIONS_LISTED = 50;

export function createNotificationHandlers({ db }: { db: Db }): HandlerGroup {
  return {
    async getNotifications(context) {
      const user = await currentUser(db, context);
      const [rows, unread] = await Promise.all([
        db
          .selectFrom('notifications')
          .select(['id', 'title', 'message', 'created_date', 'read_at'])
          .where('user_id', '=', user.id)
          .orderBy('created_date', 'desc')
          .orderBy('id', 'desc')
          .limit(NOTIFICATIONS_LISTED)
          .execute(),
        db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).where('read_at', 'is', null).executeTakeFirstOrThrow(),
      ]);
      return {
        results: rows.map((row) => ({ id: row.id, title: row.title, message: row.message, created_date: row.created_date.toISOString(), is_read: row.read_at !== null })),
        count: Number(unread.n),
      };
    },

    async markNotificationsRead(context) {
      const user = await currentUser(db, context);
      await db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', user.id).where('read_at', 'is', null).execute();
      return { status: 'success' };
    },
  };
}
