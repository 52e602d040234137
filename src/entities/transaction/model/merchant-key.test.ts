import { describe, expect, it } from 'vitest';
import { merchantKeyOf, merchantShown } from './merchant-key';

describe('a merchant the person renamed', () => {
  const renamed = { merchant_name: 'Home loan', bank_merchant_name: null, merchant_renamed: true, name: 'PLATYPUS HOME MORTGAGE PMT 4091' };
  it('is shown by their name and filtered by the bank’s', () => {
    expect(merchantShown(renamed)).toBe('Home loan');
    expect(merchantKeyOf(renamed)).toBe('PLATYPUS HOME MORTGAGE PMT 4091');
    expect(merchantKeyOf({ ...renamed, bank_merchant_name: 'Platypus Bank' })).toBe('Platypus Bank');
  });
  it('is the same for both when not renamed', () => {
    const plain = { merchant_name: 'Starbucks', name: 'STARBUCKS 123', merchant_renamed: false };
    expect([merchantShown(plain), merchantKeyOf(plain)]).toEqual(['Starbucks', 'Starbucks']);
    expect(merchantKeyOf({ merchant_name: null, name: 'ATM WITHDRAWAL' })).toBe('ATM WITHDRAWAL');
  });
});
