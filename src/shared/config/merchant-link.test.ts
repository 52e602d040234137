import { describe, expect, it } from 'vitest';
import { merchantInsightsHref } from './merchant-link';

describe('merchantInsightsHref', () => {
  it('names the transaction whose merchant is shown', () => {
    expect(merchantInsightsHref('tx_01-A')).toBe('/merchantinsights?transaction=tx_01-A');
  });
});
