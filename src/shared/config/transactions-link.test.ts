import { describe, expect, it } from 'vitest';
import { merchantInsightsHref, transactionsHref } from './transactions-link';

describe('transactionsHref', () => {
  it('names the filters as the list API does, in one fixed order', () => {
    expect(transactionsHref({ direction: 'outflow', category: 'FOOD_AND_DRINK', end_date: '2024-01-31', start_date: '2024-01-01' })).toBe(
      '/transactions?start_date=2024-01-01&end_date=2024-01-31&category=FOOD_AND_DRINK&direction=outflow',
    );
  });

  it('writes booleans and numbers as text and leaves out empty filters', () => {
    expect(transactionsHref({ pending: false, min_amount: 0, search: '', account: undefined })).toBe('/transactions?min_amount=0&pending=false');
  });

  it('encodes searches', () => {
    expect(transactionsHref({ search: 'Trader Joe’s & Co' })).toBe('/transactions?search=Trader+Joe%E2%80%99s+%26+Co');
  });

  it('is the bare page without filters', () => {
    expect(transactionsHref({})).toBe('/transactions');
  });
});

describe('merchantInsightsHref', () => {
  it('names the transaction whose merchant is shown', () => {
    expect(merchantInsightsHref('tx_01-A')).toBe('/merchantinsights?transaction=tx_01-A');
  });
});
