export { useNotifications, type NotificationsState } from './model/use-notifications';
export { unreadBadgeText } from './lib/notification-list';
export { NotificationItem } from './ui/NotificationItem';
