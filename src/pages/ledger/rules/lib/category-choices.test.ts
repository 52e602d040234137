import { describe, expect, it } from 'vitest';
import { BRUNCH, GROCERIES, LIQUOR, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { AMAZON_RULE, SPLIT_RULE } from '@/entities/rule/testing';
import { SAMPLE_TAXONOMY } from '@/entities/transaction/testing';
import { ANY_BANK_CATEGORY, CHOOSE_CATEGORY, KEEP_CATEGORY } from '../config/copy';
import { bankCategoryChoices, categoryChoiceOfCode, categoryChoices, savedCategoryOf } from './category-choices';

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

  it('open a split’s part on "Choose a category", and keep that part’s saved category offered', () => {
    const hidden = categoryChoices({ groups: SAMPLE_CATEGORY_GROUPS, taxonomy: SAMPLE_TAXONOMY, current: LIQUOR.counts_as }, CHOOSE_CATEGORY);
    expect(labelsOf(hidden)[0]).toBe(CHOOSE_CATEGORY);
    expect(labelsOf(hidden)[3]).toEqual(['Food', ['Groceries', 'Restaurant', 'Brunch', 'Coffee', 'Beer, wine and liquor']]);
  });

  it('know the rule’s own choice of a code, its category action’s or a split part’s', () => {
    expect(savedCategoryOf(AMAZON_RULE.actions, 'FOOD_AND_DRINK_GROCERIES')).toEqual(AMAZON_RULE.actions.category);
    expect(savedCategoryOf(SPLIT_RULE.actions, 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES')).toEqual(SPLIT_RULE.actions.split![2]!.category);
    expect(savedCategoryOf(SPLIT_RULE.actions, 'FOOD_AND_DRINK_COFFEE')).toBeUndefined();
    expect(savedCategoryOf(undefined, 'FOOD_AND_DRINK_GROCERIES')).toBeUndefined();
  });
});

describe('the bank’s-category choices of a rule', () => {
  const hidden = SAMPLE_CATEGORY_GROUPS.map((group) => ({ ...group, categories: group.categories.map((category) => ({ ...category, hidden: true })) }));

  it('are "Any", then the taxonomy’s primaries and detailed ones by the person’s names, hidden ones too, none of their own', () => {
    const choices = labelsOf(bankCategoryChoices({ groups: hidden, taxonomy: SAMPLE_TAXONOMY }, ''));
    expect(choices[0]).toBe(ANY_BANK_CATEGORY);
    expect(choices).toContainEqual(['Food and drink', ['Food and drink (any)', 'Coffee', 'Groceries', 'Restaurant']]);
    expect(choices).toContainEqual(['General merchandise', ['General merchandise (any)', 'Online marketplaces', 'Books and magazines']]);
  });

  it('keep the rule’s own code offered, first, when the taxonomy does not list it or is not read yet', () => {
    expect(bankCategoryChoices({ groups: SAMPLE_CATEGORY_GROUPS, taxonomy: undefined }, 'FOOD_AND_DRINK_RESTAURANT')).toEqual([
      { value: '', label: ANY_BANK_CATEGORY },
      { value: 'FOOD_AND_DRINK_RESTAURANT', label: 'Restaurant' },
    ]);
    expect(bankCategoryChoices({ groups: SAMPLE_CATEGORY_GROUPS, taxonomy: SAMPLE_TAXONOMY }, 'FOOD_AND_DRINK_RESTAURANT')[1]).toMatchObject({ label: 'Food and drink' });
  });
});
