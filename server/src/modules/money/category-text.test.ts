import { describe, expect, it } from 'vitest';
import { CATEGORY_TAXONOMY, categoryFromText } from './index.ts';

const primaryOf = (code: string) => CATEGORY_TAXONOMY.find((c) => c.primary === code || c.detailed.includes(code))!.primary;

describe('other apps’ category texts onto our categories (money module)', () => {
  it('reads Mint and YNAB names, most specific part first', () => {
    expect(categoryFromText('Coffee Shops', 450)).toEqual({ primary: primaryOf('FOOD_AND_DRINK_COFFEE'), detailed: 'FOOD_AND_DRINK_COFFEE' });
    expect(categoryFromText('Income: Paycheck', -250000)).toEqual({ primary: 'INCOME', detailed: 'INCOME_WAGES' });
    expect(categoryFromText('Inflow: Ready to Assign', -1000)).toEqual({ primary: 'INCOME', detailed: null });
  });

  it('takes a transfer’s side from the amount’s sign', () => {
    expect(categoryFromText('Transfer', 5000)?.detailed).toBe('TRANSFER_OUT_ACCOUNT_TRANSFER');
    expect(categoryFromText('Transfer', -5000)?.detailed).toBe('TRANSFER_IN_ACCOUNT_TRANSFER');
  });

  it('leaves "no category" words, unknown texts and empty text uncategorised', () => {
    expect(categoryFromText('Uncategorized', 100)).toBeNull();
    expect(categoryFromText('Zorblax', 100)).toBeNull();
    expect(categoryFromText(null, 100)).toBeNull();
  });
});
