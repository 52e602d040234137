import { afterEach, describe, expect, it } from 'vitest';
import { categoryNames } from '@/shared/lib';
import { AMAZON_RULE, BANK_CATEGORY_RULE, BRUNCH_RULE, RIDES_RULE, SAVINGS_RULE, SPLIT_RULE } from '../testing/fixtures';
import { DEFAULT_RULE_WORDS, listInWords, ruleSentence, ruleSentenceText, type RuleWords } from './rule-sentence';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;
const NAMES: Record<string, string> = {
  FOOD_AND_DRINK_GROCERIES: 'Groceries',
  FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C: 'Brunch',
  FOOD_AND_DRINK: 'Food and drink',
  FOOD_AND_DRINK_RESTAURANT: 'Eating out',
  GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS: 'Books and magazines',
  GENERAL_MERCHANDISE_ONLINE_MARKETPLACES: 'Online marketplaces',
};
const WORDS: RuleWords = {
  category: (choice) => NAMES[choice.detailed ?? choice.primary] ?? '?',
  bankCategory: (code) => NAMES[code] ?? '?',
  account: (id) => (id === 'acc-checking' ? 'Everyday Checking ••0001' : 'an account no longer linked'),
  money,
  percent: (percent) => `${percent}%`,
};

afterEach(() => {
  categoryNames.value = new Map();
});

describe('a rule as a sentence', () => {
  it('reads conditions joined by "and", then the actions', () => {
    expect(ruleSentenceText(AMAZON_RULE, WORDS)).toBe('When the merchant is Amazon and money goes out → set category Groceries, add tag Online');
  });

  it('quotes the bank’s text, caps an amount, renames the merchant', () => {
    expect(ruleSentence(RIDES_RULE, { ...WORDS, category: () => 'Taxis and ride shares' })).toEqual({
      when: 'When the description contains “UBER TRIP” and the amount is at most $60.00',
      then: 'set category Taxis and ride shares, rename the merchant to Uber',
    });
  });

  it('names the account, and hides', () => {
    expect(ruleSentenceText(SAVINGS_RULE, WORDS)).toBe('When the description contains “TRANSFER TO SAVINGS” and the account is Everyday Checking ••0001 → hide it');
  });

  it('names the category the bank gave, by the person’s name, after the other conditions', () => {
    expect(ruleSentenceText(BANK_CATEGORY_RULE, WORDS)).toBe('When the bank’s category is Eating out → set category Groceries');
    expect(ruleSentence({ conditions: { bank_category: 'FOOD_AND_DRINK', direction: 'outflow' }, actions: { hidden: true } }, WORDS).when).toBe('When money goes out and the bank’s category is Food and drink');
  });

  it('names the bank’s category in the taxonomy’s words by default, a primary as its group', () => {
    expect(DEFAULT_RULE_WORDS.bankCategory('FOOD_AND_DRINK_RESTAURANT')).toBe('Restaurant');
    expect(DEFAULT_RULE_WORDS.bankCategory('FOOD_AND_DRINK')).toBe('Food and drink');
    categoryNames.value = new Map([['FOOD_AND_DRINK_RESTAURANT', 'Eating out']]);
    expect(DEFAULT_RULE_WORDS.bankCategory('FOOD_AND_DRINK_RESTAURANT')).toBe('Eating out');
  });

  it('reads a range, one of the person’s own categories and several tags', () => {
    expect(ruleSentenceText(BRUNCH_RULE, WORDS)).toBe('When the merchant is Blue Bottle and the amount is between $20.00 and $80.00 → set category Brunch, add tags Weekend and Friends');
  });

  it('reads every condition in the form’s order, a floor alone, an exact amount, money in, and showing again', () => {
    const everything = {
      conditions: { direction: 'inflow' as const, account_id: 'gone', min_amount: 5, text: 'REFUND', merchant: 'Target' },
      actions: { hidden: false, tags: ['A', 'B', 'C'], merchant_name: 'Target', category: { primary: 'FOOD_AND_DRINK', detailed: null } },
    };
    expect(ruleSentenceText(everything, WORDS)).toBe(
      'When the merchant is Target, the description contains “REFUND”, the amount is at least $5.00, the account is an account no longer linked and money comes in → set category Food and drink, rename the merchant to Target, add tags A, B and C, show it',
    );
    expect(ruleSentence({ conditions: { min_amount: 12.5, max_amount: 12.5 }, actions: { hidden: true } }, WORDS).when).toBe('When the amount is $12.50');
  });

  it('reads a split part by part, in its order: a fixed amount, a share, the rest', () => {
    expect(ruleSentence(SPLIT_RULE, WORDS).then).toBe('split it: $10.00 to Groceries, 12.5% to Books and magazines, the rest to Online marketplaces');
    const withOthers = { conditions: { merchant: 'Costco' }, actions: { hidden: true, tags: ['Bulk'], split: [{ category: { primary: 'FOOD_AND_DRINK', detailed: null }, percent: 60 }, { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' }, percent: 40 }] } };
    expect(ruleSentenceText(withOthers, WORDS)).toBe('When the merchant is Costco → add tag Bulk, hide it, split it: 60% to Food and drink, 40% to Groceries');
  });

  it('names a split’s categories by the person’s names, its shares as the page writes them', () => {
    categoryNames.value = new Map([['GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'Amazon and co.']]);
    expect(ruleSentence(SPLIT_RULE).then).toBe('split it: $10.00 to Groceries, 12.5% to Bookstores and newsstands, the rest to Amazon and co.');
    expect([12.5, 33.33, 5].map(DEFAULT_RULE_WORDS.percent)).toEqual(['12.5%', '33.33%', '5%']);
  });

  it('names categories by the person’s names by default, the taxonomy’s words otherwise', () => {
    expect(DEFAULT_RULE_WORDS.category({ primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' })).toBe('Groceries');
    categoryNames.value = new Map([['FOOD_AND_DRINK_GROCERIES', 'Supermarket']]);
    expect(DEFAULT_RULE_WORDS.category({ primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' })).toBe('Supermarket');
  });
});

describe('listInWords', () => {
  it('joins with commas and a last "and"', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map(listInWords)).toEqual(['', 'A', 'A and B', 'A, B and C']);
  });
});
