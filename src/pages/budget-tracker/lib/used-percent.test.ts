import { describe, expect, it } from 'vitest';
import { usedPercent } from './used-percent';

describe('a category bar', () => {
  it('fills with what is spent of what is available', () => {
    expect(usedPercent({ used: 0.6875, spent: 412.5, over_budget: false })).toBe(69);
    expect(usedPercent({ used: -0.1, spent: -10, over_budget: false })).toBe(0);
  });
  it('is full when over budget, or when spending with nothing available', () => {
    expect(usedPercent({ used: 1.02, spent: 612.3, over_budget: true })).toBe(100);
    expect(usedPercent({ used: null, spent: 5, over_budget: true })).toBe(100);
    expect(usedPercent({ used: null, spent: 0, over_budget: false })).toBe(0);
  });
});
