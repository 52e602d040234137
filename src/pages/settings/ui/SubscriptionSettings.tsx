import { useEffect, useRef } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { css } from 'styled-system/css';
import { SubscriptionSummary, useSubscriptionStatus } from '@/entities/subscription';
import { SubscribeButton } from '@/features/subscribe';
import { asksToResubscribe } from '@/shared/config';
import { Button, Spinner } from '@/shared/ui';
import type { OpenBillingPortalOptions } from '../model/open-billing-portal';
import { useRefreshAfterBillingPortal } from '../model/refresh-after-portal';
import { ManageBillingButton } from './ManageBillingButton';

const note = css({ fontSize: 'sm', lineHeight: 'relaxed', px: '4', py: '3', borderRadius: 'control', borderWidth: '1px' });

export interface SubscriptionSettingsProps {
  /** Where the billing buttons send the window (tests and stories replace it). */
  leaveFor?: OpenBillingPortalOptions['leaveFor'];
}

/**
 * The subscription in Settings: plan, status in words with its renewal or end date, "Manage
 * billing" (the payment provider's portal, which returns here) and, once it has ended, "Resubscribe".
 * A lapsed subscriber sent here from a page they cannot open lands on "Resubscribe".
 */
export function SubscriptionSettings({ leaveFor }: SubscriptionSettingsProps) {
  const { status, level, loading, refresh } = useSubscriptionStatus();
  const checkingForChanges = useRefreshAfterBillingPortal();
  const historyState: unknown = useHistoryState();
  const resubscribe = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (level !== 'inactive' || !asksToResubscribe(historyState)) return;
    resubscribe.current?.scrollIntoView({ block: 'center' });
    resubscribe.current?.focus();
  }, [level, historyState]);

  if (loading) return <Spinner label="Loading your subscription…" showLabel />;
  if (!status) {
    return (
      <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <p>We couldn't load your subscription.</p>
        <Button variant="outline" tone="neutral" size="sm" onClick={() => void refresh()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <>
      <SubscriptionSummary subscription={status.subscription} />
      {level === 'grace_period' && (
        <p role="alert" className={`${note} ${css({ colorPalette: 'danger', bg: 'colorPalette.subtle', color: 'colorPalette.text', borderColor: 'colorPalette.border' })}`}>
          Your last payment didn't go through. Update your card in billing to keep your access.
        </p>
      )}
      {level === 'inactive' && (
        <p className={`${note} ${css({ bg: 'bg.muted', borderColor: 'border.default' })}`}>
          Your subscription has ended. Resubscribe to get back to your accounts, budgets and the Budget AI Assistant.
        </p>
      )}
      {checkingForChanges && <Spinner size="sm" label="Checking for changes from billing…" showLabel />}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {level === 'inactive' && <SubscribeButton ref={resubscribe} label="Resubscribe" leaveFor={leaveFor} />}
        {/* A failed payment is fixed in billing: then it is the thing to do. */}
        {level === 'grace_period' ? (
          <ManageBillingButton variant="solid" tone="brand" leaveFor={leaveFor} />
        ) : (
          <ManageBillingButton leaveFor={leaveFor} />
        )}
      </div>
    </>
  );
}
