import type { Subscription } from '@/shared/api';
import { formatLongDate, type FormatOptions } from './format';

/** The colour a status is shown in (a semantic tone of the theme). */
export type SubscriptionTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface SubscriptionDescription {
  /** A word or two for a badge: "Free trial", "Active", "Cancels soon"… */
  badge: string;
  /** The status in a sentence: "Free trial until March 3, 2026". */
  summary: string;
  tone: SubscriptionTone;
}

const NO_SUBSCRIPTION: SubscriptionDescription = { badge: 'No subscription', summary: 'You have no subscription', tone: 'neutral' };

/**
 * A subscription's status in the product's words, with its renewal or end date. `now` decides
 * whether a canceled subscription's period end is a date in the past ("Ended on …"): cancelling at
 * once leaves the unused period's end in the future, which is not when it ended.
 */
export function describeSubscription(
  subscription: Subscription | null | undefined,
  { now = Date.now(), ...format }: FormatOptions & { now?: number } = {},
): SubscriptionDescription {
  if (!subscription) return NO_SUBSCRIPTION;
  const date = (iso: string) => formatLongDate(iso, format);
  const periodEnd = subscription.current_period_end;

  switch (subscription.status) {
    case 'trialing':
    case 'active':
      if (subscription.cancel_at_period_end) return { badge: 'Cancels soon', summary: `Cancels on ${date(periodEnd)}`, tone: 'warning' };
      return subscription.status === 'trialing'
        ? { badge: 'Free trial', summary: `Free trial until ${date(subscription.trial_end ?? periodEnd)}`, tone: 'info' }
        : { badge: 'Active', summary: `Active — renews ${date(periodEnd)}`, tone: 'success' };
    case 'past_due':
    case 'unpaid':
      return { badge: 'Payment failed', summary: 'Payment failed — update your card', tone: 'danger' };
    case 'incomplete':
      return { badge: 'Incomplete', summary: 'Payment incomplete', tone: 'warning' };
    case 'paused':
      return { badge: 'Paused', summary: 'Paused', tone: 'neutral' };
    case 'canceled':
      return {
        badge: 'Ended',
        summary: Date.parse(periodEnd) <= now ? `Ended on ${date(periodEnd)}` : 'Ended — canceled before the end of its billing period',
        tone: 'neutral',
      };
    default:
      return { badge: 'Ended', summary: 'Ended', tone: 'neutral' };
  }
}
