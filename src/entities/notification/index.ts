export { useNotifications, type NotificationsState } from './model/use-notifications';
export { unreadBadgeText } from './lib/notification-list';
export { formatCreatedDate } from './lib/format-created-date';
export { NotificationItem } from './ui/NotificationItem';
