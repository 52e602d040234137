export { RecurringPage } from './ui/RecurringPage';
