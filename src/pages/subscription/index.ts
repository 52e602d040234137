export { SubscriptionPage } from './ui/SubscriptionPage';
