import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatMoney, toCents } from './money';

describe('formatMoney', () => {
  it('writes the amount in the currency and locale given', () => {
    expect(formatMoney(1234.5, 'USD', { locale: 'en-US' })).toBe('$1,234.50');
    expect(formatMoney(-20, 'EUR', { locale: 'de-DE' })).toBe('-20,00\u00a0€');
  });

  it('writes prices with their cents, whole amounts included', () => {
    expect(formatMoney(7.99, 'USD', { locale: 'en-US' })).toBe('$7.99');
    expect(formatMoney(8, 'USD', { locale: 'en-US' })).toBe('$8.00');
    expect(formatMoney(7.99, 'EUR', { locale: 'de-DE' })).toBe('7,99\u00a0€');
  });

  it('falls back to dollars for a missing or malformed currency', () => {
    expect(formatMoney(5, null, { locale: 'en-US' })).toBe('$5.00');
    expect(formatMoney(5, 'not a code', { locale: 'en-US' })).toBe('$5.00');
  });
});

describe('toCents', () => {
  it('rounds dollars to whole cents so sums are exact', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toCents(1234.565)).toBe(123457);
  });
});

describe('formatCompactMoney', () => {
  it('shortens amounts for a chart axis', () => {
    expect(formatCompactMoney(38_412.55, { locale: 'en-US' })).toBe('$38.4K');
    expect(formatCompactMoney(-1200, { locale: 'en-US' })).toBe('-$1.2K');
  });
});
