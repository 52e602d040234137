export { NotificationsMenu, ALL_CAUGHT_UP, type NotificationsMenuProps } from './ui/NotificationsMenu';
