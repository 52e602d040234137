import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { useHasLinkedBank } from '@/entities/institution';
import { hasItem } from '@/entities/session';
import {
  CONFIRMATION_POLL_INTERVAL_MS,
  CONFIRMATION_TIMEOUT_MS,
  formatLongDate,
  setJustSubscribedFlag,
  useSubscriptionStatus,
  type GuardRouteState,
} from '@/entities/subscription';
import type { Subscription } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { documentTitle, usePolling } from '@/shared/lib';
import { Button, PageHeader, Spinner } from '@/shared/ui';

const panel = cx(card({ padding: 'xl' }), css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' }));

function welcome(subscription: Subscription | null | undefined): string {
  const plan = subscription?.plan_name ?? 'Ledgerline Premium';
  if (subscription?.status === 'trialing' && subscription.trial_end) {
    return `Welcome to ${plan}. Your free trial runs until ${formatLongDate(subscription.trial_end)}; nothing is charged before then.`;
  }
  if (subscription) return `Welcome to ${plan}. Your subscription renews on ${formatLongDate(subscription.current_period_end)}.`;
  return `Welcome to ${plan}.`;
}

/** The next step for someone who has no bank linked yet: Get Started. */
function LinkYourBank() {
  const [, navigate] = useLocation();
  const state: GuardRouteState = { justSubscribed: true };
  return (
    <section aria-labelledby="next-step-heading" className={panel}>
      <h2 id="next-step-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        Next: link your bank
      </h2>
      <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
        Connect your bank through our secure linking provider. Your accounts and transactions come in within a minute or two.
      </p>
      <Button size="lg" onClick={() => navigate(ROUTES.getStarted, { state })}>
        Get started
      </Button>
    </section>
  );
}

/** A returning subscriber whose banks are still linked: straight back to their accounts. */
function BackToAccounts() {
  return (
    <section aria-labelledby="next-step-heading" className={panel}>
      <h2 id="next-step-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        Your banks are still linked
      </h2>
      <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
        Your accounts, budgets and the Budget AI Assistant are ready where you left them.
      </p>
      <Button asChild size="lg">
        <Link href={ROUTES.accounts}>Go to your accounts</Link>
      </Button>
    </section>
  );
}

function Confirmed({ subscription }: { subscription: Subscription | null | undefined }) {
  const hasLinkedBank = useHasLinkedBank(true, hasItem.value);
  return (
    <>
      <title>{documentTitle('Subscribed')}</title>
      <PageHeader title="You're subscribed" description={<span role="status">{welcome(subscription)}</span>} />
      {hasLinkedBank === undefined ? (
        <div className={panel}>
          <Spinner label="Checking your bank link…" />
        </div>
      ) : hasLinkedBank ? (
        <BackToAccounts />
      ) : (
        <LinkYourBank />
      )}
    </>
  );
}

function Waiting() {
  return (
    <>
      <title>{documentTitle('Confirming your subscription')}</title>
      <PageHeader
        title="Confirming your subscription…"
        description="Thank you! We're waiting for our payment provider to confirm your subscription. This usually takes a few seconds."
      />
      <div className={panel}>
        <Spinner size="lg" showLabel label="Waiting for confirmation…" />
      </div>
    </>
  );
}

function TakingLonger({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <>
      <title>{documentTitle('Confirming your subscription')}</title>
      <PageHeader title="Still confirming your subscription" />
      <div className={panel}>
        <p role="alert" className={css({ lineHeight: 'relaxed' })}>
          This is taking longer than usual. If your payment went through, your subscription will show up here shortly.
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
          <Button onClick={onCheckAgain}>Check again</Button>
          <Link href={ROUTES.support} className={css({ color: 'brand.text', fontWeight: 'medium', textDecoration: 'underline' })}>
            Contact support
          </Link>
        </div>
      </div>
    </>
  );
}

/**
 * /subscription-success, where checkout returns. The payment provider tells our server by webhook,
 * usually within a second: until the subscription is active (or trialing) the page says it is
 * confirming and asks again every 1.5 s, for up to a minute; then it leads on to Get Started, or
 * back to /accounts for a returning subscriber whose banks are still linked.
 */
export function SubscriptionSuccessPage() {
  const { status, level, refresh } = useSubscriptionStatus();
  const confirmed = level === 'active';
  const { timedOut, restart } = usePolling({
    active: !confirmed,
    poll: refresh,
    intervalMs: CONFIRMATION_POLL_INTERVAL_MS,
    timeoutMs: CONFIRMATION_TIMEOUT_MS,
  });

  useEffect(() => setJustSubscribedFlag(), []);

  if (confirmed) return <Confirmed subscription={status?.subscription} />;
  if (timedOut) return <TakingLonger onCheckAgain={restart} />;
  return <Waiting />;
}
