import { describe, expect, it } from 'vitest';
import { AMAZON_RULE, BANK_CATEGORY_RULE, BRUNCH_RULE, RIDES_RULE, SAVINGS_RULE, SPLIT_RULE } from '@/entities/rule/testing';
import { ApiError } from '@/shared/api';
import { AMOUNT_INVALID, AMOUNTS_CROSSED, CATEGORY_UNKNOWN, NO_ACTION, NO_CONDITION, ONE_REST, PART_CATEGORY_NEEDED, TAG_TOO_LONG, TOO_MANY_TAGS } from '../config/copy';
import { savedCategoryOf } from './category-choices';
import { draftOfForm, EMPTY_RULE_FORM, fieldOfMessage, formOfRule, parseTags, refusalOf, type RuleForm } from './rule-form';

const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };
const categoryOf = (code: string) => ({ FOOD_AND_DRINK_GROCERIES: GROCERIES, FOOD_AND_DRINK: { primary: 'FOOD_AND_DRINK', detailed: null } })[code];
const form = (over: Partial<RuleForm>): RuleForm => ({ ...EMPTY_RULE_FORM, ...over });

describe('the rule form as a request', () => {
  it('sends each filled field as one condition or action, trimmed, and leaves the empty ones out', () => {
    expect(draftOfForm(form({ merchant: '  Amazon ', direction: 'outflow', category: 'FOOD_AND_DRINK_GROCERIES', tags: 'Online' }), categoryOf)).toEqual({
      draft: { conditions: { merchant: 'Amazon', direction: 'outflow' }, actions: { category: GROCERIES, tags: ['Online'] } },
    });
  });

  it('sends every field when all are filled: amounts in dollars, the account by its id, hide as hidden', () => {
    const everything = form({ merchant: 'Target', text: 'REFUND', minAmount: '$1,200', maxAmount: '1500.5', accountId: 'acc-checking', direction: 'inflow', category: 'FOOD_AND_DRINK', merchantName: ' Target ', tags: 'a, b', hide: true });
    expect(draftOfForm(everything, categoryOf).draft).toEqual({
      conditions: { merchant: 'Target', text: 'REFUND', min_amount: 1200, max_amount: 1500.5, account_id: 'acc-checking', direction: 'inflow' },
      actions: { category: { primary: 'FOOD_AND_DRINK', detailed: null }, merchant_name: 'Target', tags: ['a', 'b'], hidden: true },
    });
  });

  it('asks for a condition and an action when there is none of either', () => {
    expect(draftOfForm(EMPTY_RULE_FORM, categoryOf)).toEqual({ problems: { conditions: NO_CONDITION, actions: NO_ACTION } });
    expect(draftOfForm(form({ merchant: '   ', hide: true }), categoryOf)).toEqual({ problems: { conditions: NO_CONDITION } });
  });

  it('says which amount is not one, and when the range is crossed', () => {
    expect(draftOfForm(form({ minAmount: 'ten', maxAmount: '1.234', hide: true }), categoryOf).problems).toEqual({ minAmount: AMOUNT_INVALID, maxAmount: AMOUNT_INVALID });
    expect(draftOfForm(form({ minAmount: '50', maxAmount: '10', hide: true }), categoryOf).problems).toEqual({ maxAmount: AMOUNTS_CROSSED });
    expect(draftOfForm(form({ minAmount: '0', maxAmount: '0', hide: true }), categoryOf).draft?.conditions).toEqual({ min_amount: 0, max_amount: 0 });
  });

  it('refuses an unknown category, more than ten tags and a tag over forty characters', () => {
    expect(draftOfForm(form({ merchant: 'A', category: 'NOPE' }), categoryOf).problems).toEqual({ category: CATEGORY_UNKNOWN });
    expect(draftOfForm(form({ merchant: 'A', tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }), categoryOf).problems).toEqual({ tags: TOO_MANY_TAGS });
    expect(draftOfForm(form({ merchant: 'A', tags: 'x'.repeat(41) }), categoryOf).problems).toEqual({ tags: TAG_TOO_LONG });
  });

  it('sends the split’s parts only while the split is on, and says what is wrong with them first', () => {
    const parts = [
      { key: 1, category: 'FOOD_AND_DRINK_GROCERIES', size: 'amount' as const, value: '$10' },
      { key: 2, category: 'FOOD_AND_DRINK', size: 'rest' as const, value: '' },
    ];
    expect(draftOfForm(form({ merchant: 'Target', split: true, splitParts: parts }), categoryOf).draft?.actions).toEqual({ split: [{ category: GROCERIES, amount: 10 }, { category: { primary: 'FOOD_AND_DRINK', detailed: null } }] });
    expect(draftOfForm(form({ merchant: 'Target', hide: true, splitParts: parts }), categoryOf).draft?.actions).toEqual({ hidden: true });
    expect(draftOfForm(form({ merchant: 'Target', split: true }), categoryOf).problems).toEqual({ 'split.0.category': PART_CATEGORY_NEEDED, 'split.0.value': expect.any(String), 'split.1.category': PART_CATEGORY_NEEDED });
    const twoRests = parts.map((part) => ({ ...part, size: 'rest' as const }));
    expect(draftOfForm(form({ split: true, splitParts: twoRests }), categoryOf).problems).toEqual({ split: ONE_REST });
  });

  it('reads tags separated by commas, once each whatever their case, in the order typed', () => {
    expect(parseTags(' Online, work,, online ,Work , Trip ')).toEqual(['Online', 'work', 'Trip']);
    expect(parseTags('  ')).toEqual([]);
  });
});

describe('a saved rule in the form', () => {
  it('fills each field from its condition or action, and goes back to the same request', () => {
    for (const rule of [AMAZON_RULE, RIDES_RULE, SAVINGS_RULE, BRUNCH_RULE, SPLIT_RULE, BANK_CATEGORY_RULE]) {
      expect(draftOfForm(formOfRule(rule), (code) => savedCategoryOf(rule.actions, code)).draft).toEqual({ conditions: rule.conditions, actions: rule.actions });
    }
    expect(formOfRule(BRUNCH_RULE)).toEqual(
      form({ merchant: 'Blue Bottle', minAmount: '20', maxAmount: '80', category: 'FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C', tags: 'Weekend, Friends' }),
    );
    expect(formOfRule({ conditions: { min_amount: 12.5 }, actions: { hidden: false } })).toEqual(form({ minAmount: '12.50' }));
    expect(formOfRule(BANK_CATEGORY_RULE)).toEqual(form({ bankCategory: 'FOOD_AND_DRINK_RESTAURANT', category: 'FOOD_AND_DRINK_GROCERIES' }));
    expect(formOfRule(SPLIT_RULE)).toEqual(
      form({
        merchant: 'Target',
        direction: 'outflow',
        split: true,
        splitParts: [
          { key: 1, category: 'FOOD_AND_DRINK_GROCERIES', size: 'amount', value: '10' },
          { key: 2, category: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', size: 'percent', value: '12.5' },
          { key: 3, category: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', size: 'rest', value: '' },
        ],
      }),
    );
  });
});

describe("the server's refusals", () => {
  it('are said beside the field they name', () => {
    expect(fieldOfMessage('conditions.min_amount: must not be above max_amount.')).toBe('minAmount');
    expect(fieldOfMessage('conditions.bank_category: "NOPE" is not a category of the taxonomy.')).toBe('bankCategory');
    expect(fieldOfMessage('conditions.max_amount (body) must be multiple of 0.01.')).toBe('maxAmount');
    expect(fieldOfMessage('actions.category.detailed: "X" is not a detailed category of FOOD_AND_DRINK.')).toBe('category');
    expect(fieldOfMessage('actions.tags.0 (body) must match pattern "^\\S(.*\\S)?$".')).toBe('tags');
    expect(fieldOfMessage('conditions (body) must NOT have fewer than 1 properties.')).toBe('conditions');
    expect(fieldOfMessage('conditions: a person keeps at most 200 rules; remove one first.')).toBe('conditions');
    expect(fieldOfMessage('actions (body) must NOT have fewer than 1 properties.')).toBe('actions');
    expect(fieldOfMessage('actions.split: one part takes the rest (give it neither amount nor percent), or the percentages add up to 100.')).toBe('split');
    expect(fieldOfMessage('actions.split (body) must NOT have more than 10 items.')).toBe('split');
    expect(fieldOfMessage('actions.split[1].category.detailed: "X" is not a detailed category of FOOD_AND_DRINK.')).toBe('split.1.category');
    expect(fieldOfMessage('actions.split[0].amount: at most two decimals (cents).')).toBe('split.0.value');
    expect(fieldOfMessage('actions.split.2.percent (body) must be < 100.')).toBe('split.2.value');
    expect(fieldOfMessage('actions.split[0]: give an amount or a percent, not both.')).toBe('split.0.size');
    expect(fieldOfMessage('actions.splitX: nothing')).toBe('actions');
    expect(fieldOfMessage('body must be object.')).toBeUndefined();
    expect(fieldOfMessage('conditionsX: nothing')).toBeUndefined();
  });

  it('are read from a 400, or a 404 naming an account; anything else is a failure', () => {
    const body = (message: string) => ({ error: { error_code: 'INVALID_REQUEST', error_message: message }, message });
    expect(refusalOf(new ApiError(400, 'Bad Request', body('conditions.text (body) must match pattern "\\S".')))).toEqual({ field: 'text', message: 'conditions.text (body) must match pattern "\\S".' });
    expect(refusalOf(new ApiError(400, 'Bad Request', body('body must be object.')))).toEqual({ field: undefined, message: 'body must be object.' });
    expect(refusalOf(new ApiError(404, 'Not Found', body('conditions.account_id: no such account.')))).toEqual({ field: 'accountId', message: 'conditions.account_id: no such account.' });
    expect(refusalOf(new ApiError(404, 'Not Found', body('rule_id: no such rule.')))).toBeUndefined();
    expect(refusalOf(new ApiError(500, 'Internal Server Error', body('Something went wrong')))).toBeUndefined();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
