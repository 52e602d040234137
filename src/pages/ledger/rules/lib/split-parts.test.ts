import { describe, expect, it } from 'vitest';
import { SPLIT_RULE } from '@/entities/rule/testing';
import { CATEGORY_UNKNOWN, FIXED_NEEDS_REST, nothingLeft, ONE_REST, PART_AMOUNT_INVALID, PART_CATEGORY_NEEDED, PART_PERCENT_INVALID, partAmountTooLarge, percentsNot100 } from '../config/copy';
import { NEW_SPLIT_PARTS, parsePercent, splitOfParts, splitPartsOfRule, withPartAdded, type SplitPartForm, type SplitSize } from './split-parts';

const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };
const FOOD = { primary: 'FOOD_AND_DRINK', detailed: null };
const categoryOf = (code: string) => ({ FOOD_AND_DRINK_GROCERIES: GROCERIES, FOOD_AND_DRINK: FOOD })[code];
/** Parts of Groceries, each sized as given: `['amount', '10']`, `['rest']`. */
const parts = (...sizes: [SplitSize, string?][]): SplitPartForm[] => sizes.map(([size, value = ''], index) => ({ key: index + 1, category: 'FOOD_AND_DRINK_GROCERIES', size, value }));

describe('a split’s parts as the request', () => {
  it('sends a fixed amount, a percent and the rest, in their order, each with its category', () => {
    const typed = [...parts(['amount', '$1,000'], ['percent', '12.5 %']), { key: 3, category: 'FOOD_AND_DRINK', size: 'rest' as const, value: 'ignored' }];
    expect(splitOfParts(typed, categoryOf)).toEqual({ split: [{ category: GROCERIES, amount: 1000 }, { category: GROCERIES, percent: 12.5 }, { category: FOOD }] });
  });

  it('takes percentages alone when they add up to 100, to the hundredth', () => {
    expect(splitOfParts(parts(['percent', '33.33'], ['percent', '33.33'], ['percent', '33.34']), categoryOf).split).toHaveLength(3);
    expect(splitOfParts(parts(['percent', '60'], ['percent', '30']), categoryOf).problems).toEqual({ split: percentsNot100('90%') });
    expect(splitOfParts(parts(['percent', '33.33'], ['percent', '33.33'], ['percent', '33.33']), categoryOf).problems).toEqual({ split: percentsNot100('99.99%') });
  });

  it('refuses two parts that take the rest, a fixed amount with none, and percentages that leave the rest nothing', () => {
    expect(splitOfParts(parts(['rest'], ['percent', '10'], ['rest']), categoryOf).problems).toEqual({ split: ONE_REST });
    expect(splitOfParts(parts(['amount', '10'], ['percent', '50']), categoryOf).problems).toEqual({ split: FIXED_NEEDS_REST });
    expect(splitOfParts(parts(['percent', '60'], ['percent', '40'], ['rest']), categoryOf).problems).toEqual({ split: nothingLeft('100%') });
  });

  it('says beside each part what is missing or does not read', () => {
    const typed: SplitPartForm[] = [
      { key: 1, category: '', size: 'amount', value: '0' },
      { key: 2, category: 'NOPE', size: 'percent', value: '100' },
      { key: 3, category: 'FOOD_AND_DRINK', size: 'amount', value: '2000000' },
      { key: 4, category: 'FOOD_AND_DRINK', size: 'rest', value: '' },
    ];
    expect(splitOfParts(typed, categoryOf).problems).toEqual({
      'split.0.category': PART_CATEGORY_NEEDED,
      'split.0.value': PART_AMOUNT_INVALID,
      'split.1.category': CATEGORY_UNKNOWN,
      'split.1.value': PART_PERCENT_INVALID,
      'split.2.value': partAmountTooLarge('$1,000,000.00'),
    });
  });

  it('reads a percent above 0 and below 100, to two decimals', () => {
    expect(['12.5', ' 12.5 %', '0.01', '.5', '99.99'].map(parsePercent)).toEqual([12.5, 12.5, 0.01, 0.5, 99.99]);
    expect(['0', '100', '12.345', '-5', '', 'ten'].map(parsePercent)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('a split in the form', () => {
  it('opens on a percent and the rest, and a part added is a percent', () => {
    expect(NEW_SPLIT_PARTS.map((part) => part.size)).toEqual(['percent', 'rest']);
    expect(withPartAdded(NEW_SPLIT_PARTS).at(-1)).toEqual({ key: 3, category: '', size: 'percent', value: '' });
  });

  it('loads a saved split part by part and goes back to the same request', () => {
    const loaded = splitPartsOfRule(SPLIT_RULE.actions.split!);
    expect(loaded.map((part) => [part.size, part.value])).toEqual([['amount', '10'], ['percent', '12.5'], ['rest', '']]);
    const categories = new Map(SPLIT_RULE.actions.split!.map((part) => [part.category.detailed!, part.category]));
    expect(splitOfParts(loaded, (code) => categories.get(code)).split).toEqual(SPLIT_RULE.actions.split);
  });
});
