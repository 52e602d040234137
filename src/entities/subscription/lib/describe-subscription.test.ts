import { describe, expect, it } from 'vitest';
import type { Subscription } from '@/shared/api';
import { describeSubscription } from './describe-subscription';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const FORMAT = { locale: 'en-US', timeZone: 'UTC', now: NOW } as const;

const subscription = (overrides: Partial<Subscription>): Subscription => ({
  status: 'active',
  current_period_end: '2026-04-01T09:00:00Z',
  cancel_at_period_end: false,
  trial_end: null,
  plan_name: 'Ledgerline Premium',
  ...overrides,
});

describe('describeSubscription', () => {
  it.each<[string, Partial<Subscription>, string, string, string]>([
    ['a trial', { status: 'trialing', trial_end: '2026-03-24T09:00:00Z', current_period_end: '2026-03-24T09:00:00Z' }, 'Free trial', 'Free trial until March 24, 2026', 'info'],
    ['a paid subscription', { status: 'active' }, 'Active', 'Active — renews April 1, 2026', 'success'],
    ['a trial set to cancel', { status: 'trialing', cancel_at_period_end: true, current_period_end: '2026-03-24T09:00:00Z' }, 'Cancels soon', 'Cancels on March 24, 2026', 'warning'],
    ['a subscription set to cancel', { status: 'active', cancel_at_period_end: true }, 'Cancels soon', 'Cancels on April 1, 2026', 'warning'],
    ['a failed payment', { status: 'past_due' }, 'Payment failed', 'Payment failed — update your card', 'danger'],
    ['exhausted retries', { status: 'unpaid' }, 'Payment failed', 'Payment failed — update your card', 'danger'],
    ['a subscription that ran to its end', { status: 'canceled', current_period_end: '2026-03-01T09:00:00Z' }, 'Ended', 'Ended on March 1, 2026', 'neutral'],
    ['a subscription cancelled at once', { status: 'canceled' }, 'Ended', 'Ended — canceled before the end of its billing period', 'neutral'],
    ['an unfinished first payment', { status: 'incomplete' }, 'Incomplete', 'Payment incomplete', 'warning'],
    ['an abandoned first payment', { status: 'incomplete_expired' }, 'Ended', 'Ended', 'neutral'],
    ['a paused subscription', { status: 'paused' }, 'Paused', 'Paused', 'neutral'],
  ])('describes %s', (_name, overrides, badge, summary, tone) => {
    expect(describeSubscription(subscription(overrides), FORMAT)).toEqual({ badge, summary, tone });
  });

  it('uses the period end when a trial has no trial end', () => {
    expect(describeSubscription(subscription({ status: 'trialing' }), FORMAT).summary).toBe('Free trial until April 1, 2026');
  });

  it('says so when there is no subscription', () => {
    expect(describeSubscription(null, FORMAT)).toEqual({ badge: 'No subscription', summary: 'You have no subscription', tone: 'neutral' });
  });

  it("writes dates the reader's way", () => {
    expect(describeSubscription(subscription({}), { ...FORMAT, locale: 'en-GB' }).summary).toBe('Active — renews 1 April 2026');
    expect(describeSubscription(subscription({}), { ...FORMAT, locale: 'de-DE' }).summary).toBe('Active — renews 1. April 2026');
  });
});
