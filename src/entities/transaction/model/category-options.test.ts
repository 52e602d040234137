import { describe, expect, it } from 'vitest';
import type { UserCategory, UserCategoryGroup } from '@/shared/api';
import { categoryChoiceOf, categoryOptionGroups } from './category-options';

const TAXONOMY = [
  { primary: 'FOOD_AND_DRINK', detailed: ['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK_GROCERIES', 'FOOD_AND_DRINK_RESTAURANT'] },
  { primary: 'TRAVEL', detailed: ['TRAVEL_FLIGHTS'] },
];

let ids = 0;
const category = (code: string, name: string, over: Partial<UserCategory> = {}): UserCategory => {
  const base = code.replace(/_OWN_[0-9A-F]{6}$/, '');
  return { id: String(++ids), code, name, icon: null, group_id: 'g', counts_as: { primary: base.startsWith('TRAVEL') ? 'TRAVEL' : 'FOOD_AND_DRINK', detailed: base }, own: base !== code, hidden: false, ...over };
};
const BRUNCH = category('FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C', 'Brunch');
const group = (name: string, categories: UserCategory[], hidden = false): UserCategoryGroup => ({ id: name, name, icon: null, hidden, categories });

/** Food with groceries renamed, coffee hidden and an own category; Travel a hidden group. */
const GROUPS = [
  group('Food', [category('FOOD_AND_DRINK_GROCERIES', 'Supermarket'), category('FOOD_AND_DRINK_RESTAURANT', 'Restaurant'), BRUNCH, category('FOOD_AND_DRINK_COFFEE', 'Coffee', { hidden: true })]),
  group('Travel', [category('TRAVEL_FLIGHTS', 'Flights')], true),
];

describe('category options', () => {
  it('offers each primary category, then its detailed ones in their own words', () => {
    expect(categoryOptionGroups(TAXONOMY)).toEqual([
      { label: 'Food and drink', options: [{ value: 'FOOD_AND_DRINK', label: 'Food and drink (any)' }, { value: 'FOOD_AND_DRINK_COFFEE', label: 'Coffee' }, { value: 'FOOD_AND_DRINK_GROCERIES', label: 'Groceries' }, { value: 'FOOD_AND_DRINK_RESTAURANT', label: 'Restaurant' }] },
      { label: 'Travel', options: [{ value: 'TRAVEL', label: 'Travel (any)' }, { value: 'TRAVEL_FLIGHTS', label: 'Flights' }] },
    ]);
  });

  it('names categories by the person’s names, offers their own after the one each counts as, and leaves out what they hid', () => {
    expect(categoryOptionGroups(TAXONOMY, { groups: GROUPS })).toEqual([
      {
        label: 'Food and drink',
        options: [
          { value: 'FOOD_AND_DRINK', label: 'Food and drink (any)' },
          { value: 'FOOD_AND_DRINK_GROCERIES', label: 'Supermarket' },
          { value: 'FOOD_AND_DRINK_RESTAURANT', label: 'Restaurant' },
          { value: BRUNCH.code, label: 'Brunch' },
        ],
      },
      // A hidden group's categories are left out; the primary itself stays a choice.
      { label: 'Travel', options: [{ value: 'TRAVEL', label: 'Travel (any)' }] },
    ]);
  });

  it('keeps a hidden category when it is the one in force', () => {
    const food = categoryOptionGroups(TAXONOMY, { groups: GROUPS, keep: 'FOOD_AND_DRINK_COFFEE' })[0]!;
    expect(food.options.map((o) => o.value)).toContain('FOOD_AND_DRINK_COFFEE');
    const travel = categoryOptionGroups(TAXONOMY, { groups: GROUPS, keep: 'TRAVEL_FLIGHTS' })[1]!;
    expect(travel.options).toEqual([{ value: 'TRAVEL', label: 'Travel (any)' }, { value: 'TRAVEL_FLIGHTS', label: 'Flights' }]);
  });

  it('turns a chosen code back into the choice the server takes', () => {
    expect(categoryChoiceOf(TAXONOMY, 'TRAVEL')).toEqual({ primary: 'TRAVEL', detailed: null });
    expect(categoryChoiceOf(TAXONOMY, 'FOOD_AND_DRINK_COFFEE')).toEqual({ primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' });
    expect(categoryChoiceOf(TAXONOMY, 'NOPE')).toBeUndefined();
  });

  it('submits one of the person’s own as its own code under its base’s primary', () => {
    expect(categoryChoiceOf(TAXONOMY, BRUNCH.code, GROUPS)).toEqual({ primary: 'FOOD_AND_DRINK', detailed: BRUNCH.code });
    expect(categoryChoiceOf(TAXONOMY, BRUNCH.code)).toBeUndefined();
  });
});
