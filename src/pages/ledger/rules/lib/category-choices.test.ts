import { describe, expect, it } from 'vitest';
import { BRUNCH, GROCERIES, LIQUOR, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { SAMPLE_TAXONOMY } from '@/entities/transaction/testing';
import { KEEP_CATEGORY } from '../config/copy';
import { categoryChoiceOfCode, categoryChoices } from './category-choices';

const labelsOf = (choices: ReturnType<typeof categoryChoices>) => choices.map((choice) => ('options' in choice ? [choice.label, choice.options.map((o) => o.label)] : choice.label));

describe('the category choices of a rule', () => {
  it('are the person’s groups by their names, their own categories too, without what they hid', () => {
    expect(labelsOf(categoryChoices({ groups: SAMPLE_CATEGORY_GROUPS, taxonomy: SAMPLE_TAXONOMY }))).toEqual([
      KEEP_CATEGORY,
      ['Income', ['Wages', 'Dividends']],
      ['Housing', ['Rent']],
      ['Food', ['Groceries', 'Restaurant', 'Brunch', 'Coffee']],
      ['Transport', ['Public transit', 'Taxis and ride shares']],
      ['Shopping', ['Online marketplaces', 'Books and magazines']],
      ['Debt payments', ['Credit card payment']],
    ]);
  });

  it('keep the rule’s own category offered, hidden or a primary alone', () => {
    const hidden = categoryChoices({ groups: SAMPLE_CATEGORY_GROUPS, taxonomy: SAMPLE_TAXONOMY, current: LIQUOR.counts_as });
    expect(labelsOf(hidden)[3]).toEqual(['Food', ['Groceries', 'Restaurant', 'Brunch', 'Coffee', 'Beer, wine and liquor']]);
    const primary = categoryChoices({ groups: SAMPLE_CATEGORY_GROUPS, taxonomy: SAMPLE_TAXONOMY, current: { primary: 'TRAVEL', detailed: null } });
    expect(primary[1]).toEqual({ value: 'TRAVEL', label: 'Travel' });
  });

  it('are the taxonomy’s when the person’s groups cannot be read', () => {
    expect(labelsOf(categoryChoices({ groups: undefined, taxonomy: SAMPLE_TAXONOMY }))[1]).toEqual(['Food and drink', ['Food and drink (any)', 'Coffee', 'Groceries', 'Restaurant']]);
    expect(categoryChoices({ groups: undefined, taxonomy: undefined })).toEqual([{ value: '', label: KEEP_CATEGORY }]);
  });

  it('go back to the contract: one of the person’s own under the primary it counts as, Plaid’s as the taxonomy says', () => {
    const source = { groups: SAMPLE_CATEGORY_GROUPS, taxonomy: SAMPLE_TAXONOMY };
    expect(categoryChoiceOfCode(source, BRUNCH.code)).toEqual({ primary: 'FOOD_AND_DRINK', detailed: BRUNCH.code });
    expect(categoryChoiceOfCode(source, GROCERIES.code)).toEqual({ primary: 'FOOD_AND_DRINK', detailed: GROCERIES.code });
    expect(categoryChoiceOfCode(source, 'GENERAL_MERCHANDISE')).toEqual({ primary: 'GENERAL_MERCHANDISE', detailed: null });
    expect(categoryChoiceOfCode({ ...source, current: { primary: 'TRAVEL', detailed: null } }, 'TRAVEL')).toEqual({ primary: 'TRAVEL', detailed: null });
    expect(categoryChoiceOfCode(source, 'NOPE')).toBeUndefined();
  });
});
