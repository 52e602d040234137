import { describe, expect, it } from 'vitest';
import { categoryChoiceOf, categoryOptionGroups } from './category-options';

const TAXONOMY = [
  { primary: 'FOOD_AND_DRINK', detailed: ['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK_GROCERIES'] },
  { primary: 'TRAVEL', detailed: ['TRAVEL_FLIGHTS'] },
];

describe('category options', () => {
  it('offers each primary category, then its detailed ones in their own words', () => {
    expect(categoryOptionGroups(TAXONOMY)).toEqual([
      { label: 'Food and drink', options: [{ value: 'FOOD_AND_DRINK', label: 'Food and drink (any)' }, { value: 'FOOD_AND_DRINK_COFFEE', label: 'Coffee' }, { value: 'FOOD_AND_DRINK_GROCERIES', label: 'Groceries' }] },
      { label: 'Travel', options: [{ value: 'TRAVEL', label: 'Travel (any)' }, { value: 'TRAVEL_FLIGHTS', label: 'Flights' }] },
    ]);
  });

  it('turns a chosen code back into the choice the server takes', () => {
    expect(categoryChoiceOf(TAXONOMY, 'TRAVEL')).toEqual({ primary: 'TRAVEL', detailed: null });
    expect(categoryChoiceOf(TAXONOMY, 'FOOD_AND_DRINK_COFFEE')).toEqual({ primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' });
    expect(categoryChoiceOf(TAXONOMY, 'NOPE')).toBeUndefined();
  });
});
