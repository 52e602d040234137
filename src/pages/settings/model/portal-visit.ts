import type { SubscriptionStatus } from '@/shared/api';

/** Session-storage key of an unfinished billing-portal visit (ours; the spec has no such key). */
const PORTAL_VISIT_KEY = 'billingPortalVisit';

/** What a portal visit can change about a subscription, as one comparable string. */
export function subscriptionSnapshot(status: SubscriptionStatus | null | undefined): string {
  const subscription = status?.subscription;
  if (!subscription) return 'none';
  return [subscription.status, subscription.cancel_at_period_end, subscription.current_period_end].join('|');
}

/** Remembers, as the browser leaves for the portal, how the subscription looked. */
export function rememberPortalVisit(status: SubscriptionStatus | null | undefined): void {
  try {
    sessionStorage.setItem(PORTAL_VISIT_KEY, subscriptionSnapshot(status));
  } catch {
    // Without storage, Settings simply does not look for changes on the way back.
  }
}

/** The snapshot taken before the portal visit, or null when there was none. */
export function readPortalVisit(): string | null {
  try {
    return sessionStorage.getItem(PORTAL_VISIT_KEY);
  } catch {
    return null;
  }
}

export function forgetPortalVisit(): void {
  try {
    sessionStorage.removeItem(PORTAL_VISIT_KEY);
  } catch {
    // As above.
  }
}
