import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it('writes the day in the given time zone', () => {
    expect(formatLongDate('2026-03-01T02:00:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('March 1, 2026');
    expect(formatLongDate('2026-03-01T02:00:00Z', { locale: 'en-US', timeZone: 'America/New_York' })).toBe('February 28, 2026');
  });
});
