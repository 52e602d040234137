import type { SubscriptionStatus } from '@/shared/api';

/** What the subscription allows, spec section 4. `undefined` while loading or when unknown. */
export type AccessLevel = 'new' | 'active' | 'grace_period' | 'inactive';

const FULL_ACCESS = new Set(['active', 'trialing']);
const GRACE_PERIOD = new Set(['past_due', 'unpaid']);

/**
 * The access level of a subscription-status response. A failed fetch is passed as `null`
 * and treated as no subscription with unknown user info.
 */
export function accessLevelOf(status: SubscriptionStatus | null | undefined): AccessLevel | undefined {
  if (status === undefined) return undefined;
  const subscription = status?.subscription ?? null;
  if (!subscription) {
    const userInfo = status?.user_info;
    if (!userInfo) return undefined;
    return userInfo.is_new_user === false ? 'inactive' : 'new';
  }
  if (FULL_ACCESS.has(subscription.status)) return 'active';
  if (GRACE_PERIOD.has(subscription.status)) return 'grace_period';
  return 'inactive';
}

export function hasActiveSubscription(level: AccessLevel | undefined): boolean {
  return level === 'active' || level === 'grace_period';
}
