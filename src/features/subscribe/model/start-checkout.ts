import { useState } from 'react';
import { ALREADY_SUBSCRIBED, billingErrorMessage, setJustSubscribedFlag, useRefreshSubscriptionStatus } from '@/entities/subscription';
import { api, ApiError } from '@/shared/api';
import { notify } from '@/shared/ui';

export interface StartCheckoutOptions {
  /** Leaves for the payment provider's page; the whole window goes (tests and stories replace it). */
  leaveFor?: (url: string) => void;
}

const leaveWindowFor = (url: string) => window.location.assign(url);

/**
 * Subscribe: a checkout session from our API, then the browser leaves for the hosted checkout,
 * which returns to /subscription-success (or /subscription when the user backs out). The
 * just-subscribed flag goes into session storage first, so the post-purchase page opens while the
 * payment provider's webhook is still on its way. Already subscribed (409): the status is fetched
 * again and the guards move the user on.
 */
export function useStartCheckout({ leaveFor = leaveWindowFor }: StartCheckoutOptions = {}) {
  const [isStarting, setIsStarting] = useState(false);
  const refreshStatus = useRefreshSubscriptionStatus();

  async function startCheckout(): Promise<void> {
    setIsStarting(true);
    try {
      const { data } = await api.POST('/api/subscription/checkout');
      if (!data) throw new Error('The checkout session has no address.');
      setJustSubscribedFlag();
      // The button stays busy: the page is leaving.
      leaveFor(data.url);
    } catch (error) {
      setIsStarting(false);
      if (error instanceof ApiError && error.status === 409) {
        notify.info(ALREADY_SUBSCRIBED);
        await refreshStatus();
        return;
      }
      notify.error(billingErrorMessage(error));
    }
  }

  return { startCheckout, isStarting };
}
