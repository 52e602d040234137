import { useEffect, useState } from 'react';
import { PORTAL_RETURN_POLL_INTERVAL_MS, PORTAL_RETURN_TIMEOUT_MS, useSubscriptionStatus } from '@/entities/subscription';
import { usePolling } from '@/shared/lib';
import { forgetPortalVisit, readPortalVisit, subscriptionSnapshot } from './portal-visit';

/**
 * Back from the billing portal, the change made there reaches our server by webhook, usually
 * within a second of the click. Until the status differs from the one the user left with (or a
 * short while has passed: maybe nothing changed), the status is fetched again. True meanwhile.
 */
export function useRefreshAfterBillingPortal(): boolean {
  const [before] = useState(readPortalVisit);
  const { status, loading, refresh } = useSubscriptionStatus();
  const changed = !loading && subscriptionSnapshot(status) !== before;
  const { timedOut } = usePolling({
    active: before !== null && !changed,
    poll: refresh,
    intervalMs: PORTAL_RETURN_POLL_INTERVAL_MS,
    timeoutMs: PORTAL_RETURN_TIMEOUT_MS,
  });
  const waiting = before !== null && !changed && !timedOut;

  useEffect(() => {
    if (before !== null && !waiting) forgetPortalVisit();
  }, [before, waiting]);

  return waiting;
}
