export { accessLevelOf, hasActiveSubscription, type AccessLevel } from './model/access-level';
export {
  bankLinkGuard,
  getStartedGuard,
  postPurchaseGuard,
  subscriptionGuard,
  subscriptionPageGuard,
  type GuardDecision,
} from './model/route-access';
