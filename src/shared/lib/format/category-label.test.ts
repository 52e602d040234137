import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';

describe('categoryLabel', () => {
  it.each([
    ['FOOD_AND_DRINK', undefined, 'Food and drink'],
    ['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK', 'Coffee'],
    ['FOOD_AND_DRINK_COFFEE', undefined, 'Food and drink coffee'],
    ['TRANSFER_OUT_WITHDRAWAL', 'TRANSFER_OUT', 'Withdrawal'],
    ['BANK_FEES_ATM_FEES', 'BANK_FEES', 'ATM fees'],
    ['ENTERTAINMENT_TV_AND_MOVIES', 'ENTERTAINMENT', 'TV and movies'],
    [null, undefined, 'Uncategorised'],
  ])('%s under %s reads "%s"', (code, primary, label) => {
    expect(categoryLabel(code, primary)).toBe(label);
  });
});
