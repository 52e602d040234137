import { useState } from 'react';
import { billingErrorMessage, useSubscriptionStatus } from '@/entities/subscription';
import { api } from '@/shared/api';
import { notify } from '@/shared/ui';
import { rememberPortalVisit } from './portal-visit';

export interface OpenBillingPortalOptions {
  /** Leaves for the portal; the whole window goes (tests and stories replace it). */
  leaveFor?: (url: string) => void;
}

const leaveWindowFor = (url: string) => window.location.assign(url);

/**
 * Manage billing: a portal session from our API, then the browser leaves for the payment
 * provider's portal, which returns to /settings. The subscription as it was is remembered so that
 * Settings can wait, on the way back, for the change the portal's webhook brings.
 */
export function useOpenBillingPortal({ leaveFor = leaveWindowFor }: OpenBillingPortalOptions = {}) {
  const [isOpening, setIsOpening] = useState(false);
  const { status } = useSubscriptionStatus();

  async function openBillingPortal(): Promise<void> {
    setIsOpening(true);
    try {
      const { data } = await api.POST('/api/subscription/portal');
      if (!data) throw new Error('The portal session has no address.');
      rememberPortalVisit(status);
      leaveFor(data.url);
    } catch (error) {
      setIsOpening(false);
      notify.error(billingErrorMessage(error));
    }
  }

  return { openBillingPortal, isOpening };
}
