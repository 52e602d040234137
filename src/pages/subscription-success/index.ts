export { SubscriptionSuccessPage } from './ui/SubscriptionSuccessPage';
