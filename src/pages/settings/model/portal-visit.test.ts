import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@/shared/api';
import { forgetPortalVisit, readPortalVisit, rememberPortalVisit, subscriptionSnapshot } from './portal-visit';

const status = (overrides: Partial<NonNullable<SubscriptionStatus['subscription']>>): SubscriptionStatus => ({
  success: true,
  subscription: { status: 'trialing', current_period_end: '2026-04-01T00:00:00Z', cancel_at_period_end: false, trial_end: null, plan_name: null, ...overrides },
  user_info: { is_new_user: false, has_subscription_history: true },
});

afterEach(() => sessionStorage.clear());

describe('subscriptionSnapshot', () => {
  it('changes with what the portal can change: status, cancellation, period', () => {
    const before = subscriptionSnapshot(status({}));
    expect(subscriptionSnapshot(status({}))).toBe(before);
    expect(subscriptionSnapshot(status({ status: 'canceled' }))).not.toBe(before);
    expect(subscriptionSnapshot(status({ cancel_at_period_end: true }))).not.toBe(before);
    expect(subscriptionSnapshot(status({ current_period_end: '2026-05-01T00:00:00Z' }))).not.toBe(before);
    expect(subscriptionSnapshot(null)).toBe('none');
  });
});

describe('the portal visit', () => {
  it('is remembered for the way back, then forgotten', () => {
    expect(readPortalVisit()).toBeNull();
    rememberPortalVisit(status({}));
    expect(readPortalVisit()).toBe(subscriptionSnapshot(status({})));
    forgetPortalVisit();
    expect(readPortalVisit()).toBeNull();
  });
});
