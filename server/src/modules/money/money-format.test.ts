import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format.ts';

describe('formatMoney', () => {
  it.each([
    [123_456, '$1,234.56', '$1,234.56', '1234.56'],
    [-1_200, '-$12.00', '$12.00', '-12.00'],
    [5, '$0.05', '$0.05', '0.05'],
    [0, '$0.00', '$0.00', '0.00'],
    [-0, '$0.00', '$0.00', '0.00'],
    [100_000_000_01, '$100,000,000.01', '$100,000,000.01', '100000000.01'],
  ])('writes %i cents as %s, %s by its size and %s plain', (cents, signed, size, plain) => {
    expect(formatMoney(cents)).toBe(signed);
    expect(formatMoney(cents, 'size')).toBe(size);
    expect(formatMoney(cents, 'plain')).toBe(plain);
  });

  it("writes another currency with its own symbol", () => {
    expect(formatMoney(-250_075, 'signed', 'EUR')).toBe('-€2,500.75');
  });
});
