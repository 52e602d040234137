import { ROUTES, type RoutePath } from '@/shared/config';
import { hasActiveSubscription, type AccessLevel } from '@/entities/subscription';

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

/**
 * /getstarted: subscribed users who already have a bank link go to /accounts, unless they arrive
 * from the bank's OAuth return (`continuingLink`) for the wizard's next step.
 */
export function getStartedGuard({
  loading,
  level,
  hasBankLink,
  continuingLink = false,
}: AccessInput & { hasBankLink: boolean | undefined; continuingLink?: boolean }): GuardDecision {
  if (continuingLink) return ALLOW;
  if (loading || hasBankLink === undefined) return PENDING;
  return hasActiveSubscription(level) && hasBankLink ? redirect(ROUTES.accounts) : ALLOW;
}

/** Pages that need bank data: without a linked bank, /getstarted, remembering where the user was going. */
export function bankLinkGuard({ hasBankLink, from }: { hasBankLink: boolean | undefined; from: string }): GuardDecision {
  if (hasBankLink === undefined) return PENDING;
  return hasBankLink ? ALLOW : redirect(ROUTES.getStarted, from);
}

/** The guards of spec section 2 a route can carry (sign-in is the app's wrapper around them all). */
export type RouteGuard =
  /** Active or grace-period subscribers only. */
  | 'subscription'
  /** The same, but inactive users with subscription history may stay (Settings). */
  | 'subscriptionAllowingInactive'
  | 'postPurchase'
  | 'subscriptionPage'
  | 'getStarted'
  | 'bankLink';

/** Everything the guards decide on, read once per render. */
export interface RouteAccessState extends AccessInput {
  /** The just-subscribed flag in session storage. */
  justSubscribedInStorage: boolean;
  /** The just-subscribed flag in the history entry's state. */
  justSubscribedInRouteState: boolean;
  /** Undefined until known (signin data, or the link check). */
  hasBankLink: boolean | undefined;
  /** The history entry hands a just-linked bank over to the Get Started wizard (from /getstarted-callback). */
  continuingLink: boolean;
  /** Where the user is (path and query), remembered by a bank-link redirect. */
  location: string;
}

/** One guard's decision. */
export function decideGuard(guard: RouteGuard, state: RouteAccessState): GuardDecision {
  switch (guard) {
    case 'subscription':
      return subscriptionGuard(state);
    case 'subscriptionAllowingInactive':
      return subscriptionGuard({ ...state, allowInactive: true });
    case 'postPurchase':
      return postPurchaseGuard({ ...state, justSubscribed: state.justSubscribedInStorage || state.justSubscribedInRouteState });
    case 'subscriptionPage':
      return subscriptionPageGuard(state);
    case 'getStarted':
      return getStartedGuard(state);
    case 'bankLink':
      return bankLinkGuard({ hasBankLink: state.hasBankLink, from: state.location });
  }
}

/** A route's guards in order: the first that does not simply allow the visit decides (wait, or go elsewhere). */
export function decideRouteAccess(guards: readonly RouteGuard[], state: RouteAccessState): GuardDecision {
  for (const guard of guards) {
    const decision = decideGuard(guard, state);
    if (decision.type !== 'allow') return decision;
  }
  return ALLOW;
}
