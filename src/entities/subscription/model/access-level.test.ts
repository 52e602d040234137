import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@/shared/api';
import { accessLevelOf, hasActiveSubscription } from './access-level';

const status = (subscription: string | null, userInfo?: { is_new_user: boolean; has_subscription_history: boolean }): SubscriptionStatus =>
  ({
    success: true,
    subscription: subscription
      ? { status: subscription, current_period_end: '2026-12-01T00:00:00Z', cancel_at_period_end: false, trial_end: null, plan_name: 'Ledgerline Premium' }
      : null,
    user_info: userInfo,
  }) as SubscriptionStatus;

const NEW = { is_new_user: true, has_subscription_history: false };
const RETURNING = { is_new_user: false, has_subscription_history: true };

describe('accessLevelOf', () => {
  it('is undefined while loading', () => {
    expect(accessLevelOf(undefined)).toBeUndefined();
  });

  it('treats a failed fetch as no subscription with unknown user info', () => {
    expect(accessLevelOf(null)).toBeUndefined();
  });

  it.each([
    ['unknown user info', undefined, undefined],
    ['a new user', NEW, 'new'],
    ['a user who subscribed before', RETURNING, 'inactive'],
  ] as const)('without a subscription, %s gives %s', (_name, userInfo, level) => {
    expect(accessLevelOf(status(null, userInfo))).toBe(level);
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'grace_period'],
    ['unpaid', 'grace_period'],
    ['canceled', 'inactive'],
    ['incomplete_expired', 'inactive'],
    ['incomplete', 'inactive'],
    ['paused', 'inactive'],
  ])('a %s subscription gives %s, whatever the user info', (subscription, level) => {
    expect(accessLevelOf(status(subscription, RETURNING))).toBe(level);
    expect(accessLevelOf(status(subscription, NEW))).toBe(level);
  });

  it.each([
    ['active', true],
    ['grace_period', true],
    ['inactive', false],
    ['new', false],
    [undefined, false],
  ] as const)('has-active-subscription is %s for %s', (level, expected) => {
    expect(hasActiveSubscription(level)).toBe(expected);
  });
});
