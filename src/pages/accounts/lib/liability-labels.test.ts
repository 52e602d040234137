import { describe, expect, it } from 'vitest';
import { aprLabel, dueInWords, formatPercentage } from './liability-labels';

describe('aprLabel', () => {
  it("names Plaid's APR types as a card statement does", () => {
    expect(aprLabel('purchase_apr')).toBe('Purchase APR');
    expect(aprLabel('cash_apr')).toBe('Cash advance APR');
    expect(aprLabel('balance_transfer_apr')).toBe('Balance transfer APR');
    expect(aprLabel('intro_purchase_apr')).toBe('Intro purchase APR');
  });
});

describe('formatPercentage', () => {
  it('keeps at most two decimals', () => {
    expect(formatPercentage(24.99)).toBe('24.99%');
    expect(formatPercentage(18)).toBe('18%');
    expect(formatPercentage(19.125)).toBe('19.13%');
  });
});

describe('dueInWords', () => {
  it('counts the days to the due date, or since it passed', () => {
    expect(dueInWords('2026-11-23', '2026-11-23')).toBe('due today');
    expect(dueInWords('2026-11-24', '2026-11-23')).toBe('due tomorrow');
    expect(dueInWords('2026-12-05', '2026-11-23')).toBe('in 12 days');
    expect(dueInWords('2026-11-22', '2026-11-23')).toBe('1 day ago');
    expect(dueInWords('2026-11-19', '2026-11-23')).toBe('4 days ago');
    expect(dueInWords('unknown', '2026-11-23')).toBeNull();
  });
});
