import type { Subscription, SubscriptionStatus } from '@/shared/api';
import type { SubscriptionPlan } from '../model/subscription-plan';

/** The local plan (the Stripe emulator's price). */
export const SAMPLE_PLAN: SubscriptionPlan = { name: 'Ledgerline Premium', amount: 7.99, currency: 'USD', interval: 'month', trial_days: 14 };

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const subscription = (overrides: Partial<Subscription>): Subscription => ({
  status: 'active',
  current_period_end: inDays(21),
  cancel_at_period_end: false,
  trial_end: null,
  plan_name: 'Ledgerline Premium',
  ...overrides,
});

const RETURNING = { is_new_user: false, has_subscription_history: true };
const withSubscription = (overrides: Partial<Subscription>): SubscriptionStatus => ({
  success: true,
  subscription: subscription(overrides),
  user_info: RETURNING,
});

type SampleStatusName = 'newUser' | 'trialing' | 'active' | 'cancelsAtPeriodEnd' | 'pastDue' | 'unpaid' | 'ended';

/** Status responses for stories and tests, one per state a user can be in (dates relative to now). */
export const SAMPLE_STATUSES: Record<SampleStatusName, SubscriptionStatus> = {
  newUser: { success: true, subscription: null, user_info: { is_new_user: true, has_subscription_history: false } },
  trialing: withSubscription({ status: 'trialing', trial_end: inDays(14), current_period_end: inDays(14) }),
  active: withSubscription({ status: 'active' }),
  cancelsAtPeriodEnd: withSubscription({ status: 'active', cancel_at_period_end: true }),
  pastDue: withSubscription({ status: 'past_due', current_period_end: inDays(30) }),
  unpaid: withSubscription({ status: 'unpaid', current_period_end: inDays(30) }),
  ended: withSubscription({ status: 'canceled', current_period_end: inDays(-3) }),
};
