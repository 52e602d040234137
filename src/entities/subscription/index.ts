export { accessLevelOf, hasActiveSubscription, type AccessLevel } from './model/access-level';
export { useSubscriptionStatus, type SubscriptionState } from './model/subscription-status';
export { useRefreshSubscriptionStatus } from './model/refresh-subscription-status';
export { useSubscriptionPlan, type SubscriptionPlan } from './model/subscription-plan';
export {
  hasJustSubscribedFlag,
  setJustSubscribedFlag,
  readGuardRouteState,
  type GuardRouteState,
} from './model/just-subscribed';
export { describeSubscription, type SubscriptionDescription, type SubscriptionTone } from './lib/describe-subscription';
export { formatLongDate } from './lib/format';
export { billingErrorMessage } from './lib/billing-error-message';
export {
  CONFIRMATION_POLL_INTERVAL_MS,
  CONFIRMATION_TIMEOUT_MS,
  PORTAL_RETURN_POLL_INTERVAL_MS,
  PORTAL_RETURN_TIMEOUT_MS,
} from './config/polling';
export { ALREADY_SUBSCRIBED } from './config/messages';
export { SubscriptionBadge } from './ui/SubscriptionBadge';
export { SubscriptionSummary } from './ui/SubscriptionSummary';
