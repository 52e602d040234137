import { useSignals } from '@preact/signals-react/runtime';
import { useAccessToken } from '@/shared/api';
import { useMetadataPolling } from '@/entities/account';
import { useHasLinkedBank, useRefreshBankData } from '@/entities/institution';
import { hasItem, isSessionReady } from '@/entities/session';
import { hasActiveSubscription, useSubscriptionStatus } from '@/entities/subscription';

/**
 * Keeps the user's bank data fresh (spec section 9): once signin succeeds, for a subscriber with
 * a linked bank (nobody else has anything to sync, and the server refuses them), the full and
 * incremental metadata syncs run at once and then on their intervals. What is on screen refreshes
 * after each sync that worked.
 */
export function MetadataPolling() {
  // The signals transform only instruments components that return JSX; this one renders nothing.
  useSignals();
  const token = useAccessToken();
  const signedIn = isSessionReady.value && token !== null;
  const { level } = useSubscriptionStatus();
  const subscribed = signedIn && hasActiveSubscription(level);
  const linked = useHasLinkedBank(subscribed, hasItem.value) === true;
  const refresh = useRefreshBankData();
  useMetadataPolling(subscribed && linked, refresh.revalidate);
  return null;
}
