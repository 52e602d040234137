import { describe, expect, it } from 'vitest';
import { showsBankActions } from './bank-actions-visibility';

describe('showsBankActions', () => {
  it('shows them to a user with a linked bank', () => {
    expect(showsBankActions({ path: '/accounts', hasLinkedBank: true, isSubscribed: true })).toBe(true);
    expect(showsBankActions({ path: '/settings', hasLinkedBank: true, isSubscribed: true })).toBe(true);
    expect(showsBankActions({ path: '/getstarted-callback', hasLinkedBank: true, isSubscribed: true })).toBe(true);
  });

  it('hides them on /callback and /getstarted, trailing slash or not', () => {
    for (const path of ['/callback', '/getstarted', '/getstarted/']) {
      expect(showsBankActions({ path, hasLinkedBank: true, isSubscribed: true })).toBe(false);
    }
  });

  it('hides them from a user without a linked bank item', () => {
    expect(showsBankActions({ path: '/accounts', hasLinkedBank: false, isSubscribed: true })).toBe(false);
  });

  it('hides them from a lapsed subscriber, bank or not', () => {
    expect(showsBankActions({ path: '/settings', hasLinkedBank: true, isSubscribed: false })).toBe(false);
  });
});
