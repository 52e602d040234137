import { ROUTES, type RoutePath } from '@/shared/config';
import { hasActiveSubscription, type AccessLevel } from './access-level';

/** What a route guard does with a visit: wait, let it through, or send it elsewhere. */
export type GuardDecision =
  | { type: 'pending' }
  | { type: 'allow' }
  | { type: 'redirect'; to: RoutePath; replace: boolean; from?: string };

const PENDING: GuardDecision = { type: 'pending' };
const ALLOW: GuardDecision = { type: 'allow' };
const redirect = (to: RoutePath, from?: string): GuardDecision => ({ type: 'redirect', to, replace: true, ...(from ? { from } : {}) });

interface AccessInput {
  /** The subscription status is still loading. */
  loading: boolean;
  level: AccessLevel | undefined;
}

/**
 * Active or grace-period users pass. New users go to /subscription. Inactive users (who have
 * subscribed before) may see the routes that allow it (Settings) and are otherwise sent there.
 * Anyone else goes to /subscription.
 */
export function subscriptionGuard({ loading, level, allowInactive = false }: AccessInput & { allowInactive?: boolean }): GuardDecision {
  if (loading) return PENDING;
  if (hasActiveSubscription(level)) return ALLOW;
  if (level === 'inactive') return allowInactive ? ALLOW : redirect(ROUTES.settings);
  return redirect(ROUTES.subscription);
}

/** /subscription-success: the just-subscribed flag (session storage or route state) or a subscription lets the user in. */
export function postPurchaseGuard({ loading, level, justSubscribed }: AccessInput & { justSubscribed: boolean }): GuardDecision {
  if (justSubscribed) return ALLOW;
  if (loading) return PENDING;
  return hasActiveSubscription(level) ? ALLOW : redirect(ROUTES.subscription);
}

/** /subscription: subscribed users go to /accounts, unless they arrive with the just-subscribed route flag. */
export function subscriptionPageGuard({ loading, level, justSubscribedInRouteState }: AccessInput & { justSubscribedInRouteState: boolean }): GuardDecision {
  if (justSubscribedInRouteState) return ALLOW;
  if (loading) return PENDING;
  return hasActiveSubscription(level) ? redirect(ROUTES.accounts) : ALLOW;
}

/** /getstarted: subscribed users who already have a bank link go to /accounts. */
export function getStartedGuard({ loading, level, hasBankLink }: AccessInput & { hasBankLink: boolean | undefined }): GuardDecision {
  if (loading || hasBankLink === undefined) return PENDING;
  return hasActiveSubscription(level) && hasBankLink ? redirect(ROUTES.accounts) : ALLOW;
}

/** Pages that need bank data: without a linked bank, /getstarted, remembering where the user was going. */
export function bankLinkGuard({ hasBankLink, from }: { hasBankLink: boolean | undefined; from: string }): GuardDecision {
  if (hasBankLink === undefined) return PENDING;
  return hasBankLink ? ALLOW : redirect(ROUTES.getStarted, from);
}
