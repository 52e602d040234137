import { useApiQuery, type Notification } from '@/shared/api';
import { isAllRead, markedAllRead, unreadCountOf, unreadNotifications } from '../lib/notification-list';

export interface NotificationsState {
  /** Unread notifications, newest first. */
  notifications: Notification[];
  /** The badge's number (may exceed the listed 50). */
  unreadCount: number;
  isAllRead: boolean;
  /** Fetches the list again (the menu does when it opens). Failures are silent (spec section 8). */
  refresh: () => void;
  /** After a successful "mark all read": show everything read without fetching again. */
  showAllRead: () => Promise<void>;
}

/**
 * The signed-in user's notifications (`GET /db_api/notifications`), cached like all server data.
 * A failed fetch reads as "no notifications": notification failures are silent.
 */
export function useNotifications(): NotificationsState {
  const { data, mutate } = useApiQuery('/db_api/notifications');
  return {
    notifications: unreadNotifications(data),
    unreadCount: unreadCountOf(data),
    isAllRead: isAllRead(data),
    refresh: () => {
      mutate().catch(() => undefined);
    },
    showAllRead: async () => {
      await mutate((current) => current && markedAllRead(current), { revalidate: false });
    },
  };
}
