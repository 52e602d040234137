import type { Notification, NotificationList } from '@/shared/api';

/** What the menu lists: the notifications not yet read and cleared, newest first (the server's order). */
export const unreadNotifications = (list: NotificationList | undefined): Notification[] =>
  list?.results.filter((notification) => !notification.is_read) ?? [];

/**
 * The unread count the bell, its badge and the chip all read: the server's count, but never fewer
 * than the unread notifications listed, so a list and a count from different moments cannot make
 * the menu show unread items beside "All Read".
 */
export const unreadCountOf = (list: NotificationList | undefined): number => Math.max(list?.count ?? 0, unreadNotifications(list).length);

/** Spec section 4: everything is read once marked, and zero notifications counts as read. */
export const isAllRead = (list: NotificationList | undefined): boolean => unreadCountOf(list) === 0;

/** The list as the server has it after "mark all read": every notification read, none unread. */
export const markedAllRead = (list: NotificationList): NotificationList => ({
  results: list.results.map((notification) => ({ ...notification, is_read: true })),
  count: 0,
});

/** The bell's badge: the unread count, capped so it stays a small dot of text. */
export const unreadBadgeText = (count: number): string => (count > 99 ? '99+' : String(count));
