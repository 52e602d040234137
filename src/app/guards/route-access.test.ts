import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '@/entities/subscription';
import {
  bankLinkGuard,
  decideGuard,
  decideRouteAccess,
  getStartedGuard,
  postPurchaseGuard,
  subscriptionGuard,
  subscriptionPageGuard,
  type GuardDecision,
  type RouteAccessState,
} from './route-access';

const LEVELS: (AccessLevel | undefined)[] = ['active', 'grace_period', 'inactive', 'new', undefined];
const allow: GuardDecision = { type: 'allow' };
const pending: GuardDecision = { type: 'pending' };
const to = (path: string, from?: string): GuardDecision => ({ type: 'redirect', to: path as never, replace: true, ...(from ? { from } : {}) });

describe('subscription guard', () => {
  const table: [AccessLevel | undefined, GuardDecision, GuardDecision][] = [
    // level, on an ordinary main route, on /settings (allows inactive)
    ['active', allow, allow],
    ['grace_period', allow, allow],
    ['inactive', to('/settings'), allow],
    ['new', to('/subscription'), to('/subscription')],
    [undefined, to('/subscription'), to('/subscription')],
  ];
  it.each(table)('%s: main route → %o, settings → %o', (level, main, settings) => {
    expect(subscriptionGuard({ loading: false, level })).toEqual(main);
    expect(subscriptionGuard({ loading: false, level, allowInactive: true })).toEqual(settings);
  });
  it('waits while the status loads', () => {
    for (const level of LEVELS) expect(subscriptionGuard({ loading: true, level })).toEqual(pending);
  });
});

describe('post-purchase guard', () => {
  it.each([
    ['active', allow],
    ['grace_period', allow],
    ['inactive', to('/subscription')],
    ['new', to('/subscription')],
    [undefined, to('/subscription')],
  ] as const)('without the flag, %s → %o', (level, decision) => {
    expect(postPurchaseGuard({ loading: false, level, justSubscribed: false })).toEqual(decision);
  });
  it('lets anyone with the just-subscribed flag in, even while loading', () => {
    for (const level of LEVELS) {
      expect(postPurchaseGuard({ loading: false, level, justSubscribed: true })).toEqual(allow);
      expect(postPurchaseGuard({ loading: true, level, justSubscribed: true })).toEqual(allow);
    }
  });
  it('waits while loading without the flag', () => {
    expect(postPurchaseGuard({ loading: true, level: undefined, justSubscribed: false })).toEqual(pending);
  });
});

describe('subscription page guard', () => {
  it.each([
    ['active', to('/accounts')],
    ['grace_period', to('/accounts')],
    ['inactive', allow],
    ['new', allow],
    [undefined, allow],
  ] as const)('%s → %o', (level, decision) => {
    expect(subscriptionPageGuard({ loading: false, level, justSubscribedInRouteState: false })).toEqual(decision);
  });
  it('lets subscribers stay when they arrive with the just-subscribed route flag', () => {
    expect(subscriptionPageGuard({ loading: false, level: 'active', justSubscribedInRouteState: true })).toEqual(allow);
  });
});

describe('get-started guard', () => {
  it.each([
    ['active', true, to('/accounts')],
    ['grace_period', true, to('/accounts')],
    ['active', false, allow],
    ['grace_period', false, allow],
    ['inactive', true, allow],
    ['new', true, allow],
    [undefined, true, allow],
    ['new', false, allow],
  ] as const)('%s with bank link %s → %o', (level, hasBankLink, decision) => {
    expect(getStartedGuard({ loading: false, level, hasBankLink })).toEqual(decision);
  });
  it('lets a user continue the wizard after the OAuth return, linked or not, without waiting', () => {
    for (const level of LEVELS) {
      expect(getStartedGuard({ loading: false, level, hasBankLink: true, continuingLink: true })).toEqual(allow);
      expect(getStartedGuard({ loading: true, level, hasBankLink: undefined, continuingLink: true })).toEqual(allow);
    }
  });
  it('waits until both the subscription and the link check are known', () => {
    expect(getStartedGuard({ loading: true, level: 'active', hasBankLink: true })).toEqual(pending);
    expect(getStartedGuard({ loading: false, level: 'active', hasBankLink: undefined })).toEqual(pending);
  });
});

describe('bank-link guard', () => {
  it('waits for the link check, lets linked users in and sends others to /getstarted remembering the origin', () => {
    expect(bankLinkGuard({ hasBankLink: undefined, from: '/dashboard' })).toEqual(pending);
    expect(bankLinkGuard({ hasBankLink: true, from: '/dashboard' })).toEqual(allow);
    expect(bankLinkGuard({ hasBankLink: false, from: '/dashboard' })).toEqual(to('/getstarted', '/dashboard'));
  });
});

describe('decideGuard and decideRouteAccess', () => {
  const state = (overrides: Partial<RouteAccessState> = {}): RouteAccessState => ({
    loading: false,
    level: 'active',
    justSubscribedInStorage: false,
    justSubscribedInRouteState: false,
    hasBankLink: true,
    continuingLink: false,
    location: '/dashboard?period=2024',
    ...overrides,
  });

  it('maps each guard name onto its decision function', () => {
    for (const level of LEVELS) {
      for (const hasBankLink of [true, false, undefined]) {
        const s = state({ level, hasBankLink });
        expect(decideGuard('subscription', s)).toEqual(subscriptionGuard(s));
        expect(decideGuard('subscriptionAllowingInactive', s)).toEqual(subscriptionGuard({ ...s, allowInactive: true }));
        expect(decideGuard('postPurchase', s)).toEqual(postPurchaseGuard({ ...s, justSubscribed: false }));
        expect(decideGuard('subscriptionPage', s)).toEqual(subscriptionPageGuard(s));
        expect(decideGuard('getStarted', s)).toEqual(getStartedGuard(s));
        expect(decideGuard('bankLink', s)).toEqual(bankLinkGuard({ hasBankLink, from: s.location }));
      }
    }
  });

  it('gives the post-purchase guard the flag from session storage or from the route state', () => {
    const level = 'new';
    expect(decideGuard('postPurchase', state({ level }))).toEqual(to('/subscription'));
    expect(decideGuard('postPurchase', state({ level, justSubscribedInStorage: true }))).toEqual(allow);
    expect(decideGuard('postPurchase', state({ level, justSubscribedInRouteState: true }))).toEqual(allow);
  });

  it('remembers the path and query when the bank-link guard redirects', () => {
    expect(decideGuard('bankLink', state({ hasBankLink: false }))).toEqual(to('/getstarted', '/dashboard?period=2024'));
  });

  it('lets the first guard that does not allow decide, in order', () => {
    const guards = ['subscription', 'bankLink'] as const;
    expect(decideRouteAccess(guards, state())).toEqual(allow);
    expect(decideRouteAccess(guards, state({ hasBankLink: false }))).toEqual(to('/getstarted', '/dashboard?period=2024'));
    // The subscription decides before the bank link is looked at.
    expect(decideRouteAccess(guards, state({ level: 'inactive', hasBankLink: false }))).toEqual(to('/settings'));
    expect(decideRouteAccess(guards, state({ loading: true, hasBankLink: false }))).toEqual(pending);
    expect(decideRouteAccess(guards, state({ hasBankLink: undefined }))).toEqual(pending);
  });

  it('allows a route without guards', () => {
    expect(decideRouteAccess([], state({ loading: true }))).toEqual(allow);
  });
});
