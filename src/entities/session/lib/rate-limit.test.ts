import { describe, expect, it } from 'vitest';
import { parseRetryAfterMs, rateLimitDelayMs } from './rate-limit';

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfterMs('45', now)).toBe(45_000);
    expect(parseRetryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, never below zero', () => {
    expect(parseRetryAfterMs('Sun, 01 Mar 2026 12:00:20 GMT', now)).toBe(20_000);
    expect(parseRetryAfterMs('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores an absent or unreadable header', () => {
    expect(parseRetryAfterMs(null, now)).toBeUndefined();
    expect(parseRetryAfterMs('', now)).toBeUndefined();
    expect(parseRetryAfterMs('soon', now)).toBeUndefined();
    expect(parseRetryAfterMs('-5', now)).toBeUndefined();
  });
});

describe('rateLimitDelayMs', () => {
  it('is 30 s times 2 to the power of the attempt, unless the server said otherwise', () => {
    expect([0, 1].map((attempt) => rateLimitDelayMs(attempt))).toEqual([30_000, 60_000]);
    expect(rateLimitDelayMs(1, 7_000)).toBe(7_000);
  });
});
