import { useCallback, useEffect } from 'react';
import { computed, signal } from '@preact/signals-react';
import { useAccessToken, useApiQuery, type SubscriptionStatus } from '@/shared/api';
import { accessLevelOf, hasActiveSubscription, type AccessLevel } from './access-level';

/**
 * The signed-in user's subscription status as last fetched: `undefined` while it loads (or nobody
 * is signed in), `null` when the fetch failed. A mirror of the data cache, for code outside React
 * or far from the pages that fetch it; components use `useSubscriptionStatus`.
 */
export const subscriptionStatus = signal<SubscriptionStatus | null | undefined>(undefined);

/** Spec section 4: the access level the status gives (`undefined` while loading or unknown). */
export const accessLevel = computed(() => accessLevelOf(subscriptionStatus.value));

/** Has-active-subscription: active or in the grace period. */
export const isSubscribed = computed(() => hasActiveSubscription(accessLevel.value));

export interface SubscriptionState {
  /** The status response; `null` when the fetch failed (treated as no subscription), `undefined` while loading. */
  status: SubscriptionStatus | null | undefined;
  level: AccessLevel | undefined;
  /** True until the first answer (or failure) for the signed-in user, the session's start included. */
  loading: boolean;
  /** Fetches the status again (after checkout, back from the billing portal, while waiting for a webhook). */
  refresh: () => Promise<unknown>;
}

/**
 * `GET /api/subscription/status` through the data cache (never stale, refreshed only by `refresh`),
 * with the access level derived from it. Fetching waits for the session's access token.
 */
export function useSubscriptionStatus(): SubscriptionState {
  const token = useAccessToken();
  const { data, error, mutate } = useApiQuery('/api/subscription/status');
  // A failure after a good answer keeps the good answer; a failure with none is "no subscription".
  const status = data ?? (error ? null : undefined);
  const loading = !token || status === undefined;
  const current = loading ? undefined : status;

  useEffect(() => {
    subscriptionStatus.value = current;
  }, [current]);

  const refresh = useCallback(() => mutate(), [mutate]);
  return { status: current, level: accessLevelOf(current), loading, refresh };
}
