import { useCallback } from 'react';
import { useAccessToken, useApiQuery, type SubscriptionStatus } from '@/shared/api';
import { accessLevelOf, type AccessLevel } from './access-level';

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
 * with the access level derived from it. Fetching waits for the session's access token. The data
 * cache is the one place the status is held: every component that needs it calls this hook.
 */
export function useSubscriptionStatus(): SubscriptionState {
  const token = useAccessToken();
  const { data, error, mutate } = useApiQuery('/api/subscription/status');
  // A failure after a good answer keeps the good answer; a failure with none is "no subscription".
  const status = data ?? (error ? null : undefined);
  const loading = !token || status === undefined;
  const current = loading ? undefined : status;

  const refresh = useCallback(() => mutate(), [mutate]);
  return { status: current, level: accessLevelOf(current), loading, refresh };
}
