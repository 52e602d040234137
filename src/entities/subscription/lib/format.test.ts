import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('writes the amount in its currency, cents included', () => {
    expect(formatPrice(7.99, 'USD', { locale: 'en-US' })).toBe('$7.99');
    expect(formatPrice(8, 'USD', { locale: 'en-US' })).toBe('$8.00');
    expect(formatPrice(7.99, 'EUR', { locale: 'de-DE' })).toBe('7,99\u00a0€');
  });
});

describe('formatLongDate', () => {
  it('writes the day in the given time zone', () => {
    expect(formatLongDate('2026-03-01T02:00:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('March 1, 2026');
    expect(formatLongDate('2026-03-01T02:00:00Z', { locale: 'en-US', timeZone: 'America/New_York' })).toBe('February 28, 2026');
  });
});
