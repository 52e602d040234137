import { describe, expect, it } from 'vitest';
import { monthlyEquivalentCents } from './monthly-equivalent.ts';

describe('monthlyEquivalentCents', () => {
  it.each([
    [[{ cents: 1000, frequency: 'WEEKLY' }], 4333], // 520.00 / 12 = 43.333…
    [[{ cents: 1000, frequency: 'BIWEEKLY' }], 2167], // 260.00 / 12 = 21.666…
    [[{ cents: 1599, frequency: 'SEMI_MONTHLY' }], 3198],
    [[{ cents: 1599, frequency: 'MONTHLY' }], 1599],
    [[{ cents: 13900, frequency: 'ANNUALLY' }], 1158], // 11.583…
    [[{ cents: 6, frequency: 'ANNUALLY' }], 1], // 0.5 rounds up
    [[{ cents: 5, frequency: 'ANNUALLY' }], 0],
    [[{ cents: 999, frequency: 'UNKNOWN' }], 0],
    [[{ cents: -1000, frequency: 'MONTHLY' }], 1000],
    // Summed before the one rounding: 1 + 1 yearly cents of 12 make 0.1666…, not 0 + 0.
    [[{ cents: 1, frequency: 'ANNUALLY' }, { cents: 1, frequency: 'ANNUALLY' }, { cents: 1, frequency: 'ANNUALLY' }, { cents: 1, frequency: 'ANNUALLY' }, { cents: 1, frequency: 'ANNUALLY' }, { cents: 1, frequency: 'ANNUALLY' }], 1],
    [[], 0],
  ])('%j a month is %i cents', (amounts, expected) => {
    expect(monthlyEquivalentCents(amounts)).toBe(expected);
  });
});
