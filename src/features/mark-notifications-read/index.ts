export { MarkNotificationsReadChip } from './ui/MarkNotificationsReadChip';
