import { describe, expect, it } from 'vitest';
import { BRUNCH, COFFEE, GROCERIES, RESTAURANT, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { ApiError, type UserCategoryGroup } from '@/shared/api';
import { SAVE_FAILED } from '../config/copy';
import { cleanName, countsAsOptions, defaultCountsAs, defaultMergeTarget, findCategory, iconOf, mergeTargets, refusalOf } from './category-layout';

const FOOD = SAMPLE_CATEGORY_GROUPS.find((g) => g.name === 'Food')!;
const DEBT = SAMPLE_CATEGORY_GROUPS.find((g) => g.name === 'Debt payments')!;
const conflict = (message: string) => new ApiError(409, 'Conflict', { error: { error_code: 'CONFLICT', error_message: message }, message });

describe('the categories page’s rules', () => {
  it('finds a category with its group and place', () => {
    expect(findCategory(SAMPLE_CATEGORY_GROUPS, BRUNCH.id)).toEqual({ category: BRUNCH, group: FOOD, index: 2 });
    expect(findCategory(SAMPLE_CATEGORY_GROUPS, 'nope')).toBeUndefined();
  });

  it('offers the bank’s categories by the person’s names to count a new one as: not their own, not the card payment', () => {
    const options = countsAsOptions(SAMPLE_CATEGORY_GROUPS);
    expect(options.find((g) => g.label === 'Food')!.options.map((o) => o.label)).toEqual(['Groceries', 'Restaurant', 'Coffee', 'Beer, wine and liquor']);
    expect(options.find((g) => g.label === 'Shopping')!.options.map((o) => o.label)).toEqual(['Online marketplaces', 'Books and magazines']);
    // Debt payments holds only the card payment here: no choice in it.
    expect(options.map((g) => g.label)).not.toContain('Debt payments');
  });

  it('counts a new category as its group’s "Other …" category, else its first of the bank’s, as the server would', () => {
    expect(defaultCountsAs(FOOD)).toBe(GROCERIES.code);
    const withOther: UserCategoryGroup = { ...FOOD, categories: [...FOOD.categories, { ...COFFEE, id: 'x', code: 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK', name: 'Other food', counts_as: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK' } }] };
    expect(defaultCountsAs(withOther)).toBe('FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK');
    // An own category first stands for the one it counts as.
    expect(defaultCountsAs({ ...FOOD, categories: [BRUNCH] })).toBe(RESTAURANT.code);
    expect(defaultCountsAs(DEBT)).toBe('');
    expect(defaultCountsAs({ ...FOOD, categories: [] })).toBe('');
  });

  it('merges into any category but itself, by default the one it counts as', () => {
    const targets = mergeTargets(SAMPLE_CATEGORY_GROUPS, BRUNCH).flatMap((g) => g.options.map((o) => o.value));
    expect(targets).not.toContain(BRUNCH.id);
    expect(targets).toHaveLength(SAMPLE_CATEGORY_GROUPS.flatMap((g) => g.categories).length - 1);
    expect(defaultMergeTarget(SAMPLE_CATEGORY_GROUPS, BRUNCH)).toBe(RESTAURANT.id);
  });

  it('merges one of the bank’s into the first other category of its group unless told', () => {
    expect(defaultMergeTarget(SAMPLE_CATEGORY_GROUPS, RESTAURANT)).toBe(GROCERIES.id);
    expect(mergeTargets(SAMPLE_CATEGORY_GROUPS, RESTAURANT).flatMap((g) => g.options.map((o) => o.value))).not.toContain(RESTAURANT.id);
  });

  it('takes names and icons as the server keeps them', () => {
    expect(cleanName('  Eating   out ')).toBe('Eating out');
    expect(cleanName('   ')).toBeUndefined();
    expect(cleanName('x'.repeat(41))).toBeUndefined();
    expect(iconOf(' 🥞 ')).toBe('🥞');
    expect(iconOf('')).toBeNull();
    expect(iconOf('x'.repeat(17))).toBeUndefined();
  });

  it('says a refusal in the server’s words without the field’s name, anything else as could not be saved', () => {
    expect(refusalOf(conflict('name: "Coffee" is already a category of that group.'))).toBe('"Coffee" is already a category of that group.');
    expect(refusalOf(new ApiError(500, 'Internal Server Error'))).toBe(SAVE_FAILED);
    expect(refusalOf(new TypeError('Failed to fetch'))).toBe(SAVE_FAILED);
  });
});
