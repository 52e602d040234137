import { describe, expect, it } from 'vitest';
import { BOOKS, COFFEE, GROCERIES, LIQUOR, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { ApiError } from '@/shared/api';
import { CORNER_MART, CORNER_MART_PARTS, CORNER_MART_RAISED, CORNER_MART_SPLIT, splitRows } from '../testing/split-fixtures';
import { bankDifference, centsOfAmount, openingParts, splitCategoryOptions, splitRefusal, splitRemainder, splitRequest, wholeTransaction, type PartDraft } from './split-parts';

const draft = (key: number, amount: string, categoryId = GROCERIES.id, note = ''): PartDraft => ({ key, amount, categoryId, note });

describe('centsOfAmount', () => {
  it('reads dollars as typed, in whole cents', () => {
    expect(centsOfAmount('28.42')).toBe(2842);
    expect(centsOfAmount('12.5')).toBe(1250);
    expect(centsOfAmount('$1,200')).toBe(120000);
    expect(centsOfAmount('.5')).toBe(50);
    expect(centsOfAmount(' 7. ')).toBe(700);
  });

  it('refuses nothing, zero, a minus, letters and a third decimal', () => {
    for (const text of ['', '0', '0.00', '-3', '3.125', 'ten', '1.2.3']) expect(centsOfAmount(text)).toBeUndefined();
  });
});

describe('splitRemainder', () => {
  it('is what is left to split, what is too much (below zero), or zero when the parts add up', () => {
    expect(splitRemainder([2000, 500], 2842)).toBe(342);
    expect(splitRemainder([2000, 942], 2842)).toBe(-100);
    expect(splitRemainder([2842, 0], 2842)).toBe(0);
    expect(splitRemainder([], 2842)).toBe(2842);
  });

  it('adds cents exactly where dollars in floating point would not', () => {
    // 0.1 + 0.2 !== 0.3 in dollars.
    expect(splitRemainder([10, 20], 30)).toBe(0);
  });
});

describe('wholeTransaction', () => {
  it('is the row itself when whole', () => {
    expect(wholeTransaction(CORNER_MART, [CORNER_MART])).toEqual({ cents: 8640, direction: 'outflow', row: CORNER_MART, parts: [] });
  });

  it('is the whole amount of a split one, with its parts', () => {
    const whole = wholeTransaction(CORNER_MART_SPLIT[1]!, CORNER_MART_SPLIT);
    expect(whole.cents).toBe(8640);
    expect(whole.parts).toHaveLength(3);
  });

  it('keeps the whole direction when a remainder of a lowered amount is listed the other way', () => {
    const lowered = splitRows({ ...CORNER_MART, amount: 81.4 }, [...CORNER_MART_PARTS, { amount: -5 }]);
    expect(lowered[3]!.direction).toBe('inflow');
    expect(wholeTransaction(lowered[3]!, lowered)).toMatchObject({ cents: 8140, direction: 'outflow' });
  });

  it('reads the opened row alone while the rows load', () => {
    expect(wholeTransaction(CORNER_MART_SPLIT[0]!, undefined)).toMatchObject({ cents: 8640, parts: [CORNER_MART_SPLIT[0]] });
  });
});

describe('openingParts', () => {
  it('opens a whole transaction as all of it under its category, and an empty second part', () => {
    expect(openingParts(wholeTransaction(CORNER_MART, [CORNER_MART]), SAMPLE_CATEGORY_GROUPS)).toEqual([draft(0, '86.40'), draft(1, '', '')]);
  });

  it('leaves the category to choose when the one in force is not one of the person’s', () => {
    const salary = { ...CORNER_MART, category_detailed: 'INCOME_SALARY' };
    expect(openingParts(wholeTransaction(salary, [salary]), SAMPLE_CATEGORY_GROUPS)[0]!.categoryId).toBe('');
  });

  it('opens a split one on its parts', () => {
    expect(openingParts(wholeTransaction(CORNER_MART_SPLIT[0]!, CORNER_MART_SPLIT), SAMPLE_CATEGORY_GROUPS)).toEqual([
      draft(0, '60.00'),
      draft(1, '14.40', BOOKS.id, 'Birthday card and a magazine'),
      draft(2, '12.00', COFFEE.id, 'Beans for the office'),
    ]);
  });

  it('puts what the bank added as a last part under the transaction’s own category', () => {
    const whole = wholeTransaction(CORNER_MART_RAISED[3]!, CORNER_MART_RAISED);
    expect(bankDifference(whole)).toBe(400);
    const parts = openingParts(whole, SAMPLE_CATEGORY_GROUPS);
    expect(parts).toHaveLength(4);
    expect(parts[3]).toEqual(draft(3, '4.00', GROCERIES.id));
  });

  it('leaves what the bank took off to the person: the parts are that much too much', () => {
    const lowered = splitRows({ ...CORNER_MART, amount: 81.4 }, [...CORNER_MART_PARTS, { amount: -5 }]);
    const whole = wholeTransaction(lowered[0]!, lowered);
    expect(bankDifference(whole)).toBe(-500);
    const parts = openingParts(whole, SAMPLE_CATEGORY_GROUPS);
    expect(parts.map((p) => p.amount)).toEqual(['60.00', '14.40', '12.00']);
    expect(splitRemainder(parts.map((p) => centsOfAmount(p.amount)!), whole.cents)).toBe(-500);
  });

  it('says nothing of the bank when nothing changed', () => {
    expect(bankDifference(wholeTransaction(CORNER_MART_SPLIT[0]!, CORNER_MART_SPLIT))).toBeUndefined();
  });
});

describe('splitCategoryOptions', () => {
  it('offers the person’s categories by group and name, hidden ones and hidden groups left out', () => {
    const options = splitCategoryOptions(SAMPLE_CATEGORY_GROUPS, []);
    expect(options.map((group) => group.label)).toEqual(['Income', 'Housing', 'Food', 'Transport', 'Shopping', 'Debt payments']);
    expect(options.find((group) => group.label === 'Food')!.options.map((o) => o.label)).toEqual(['Groceries', 'Restaurant', 'Brunch', 'Coffee']);
  });

  it('keeps a hidden category a part is in', () => {
    const food = splitCategoryOptions(SAMPLE_CATEGORY_GROUPS, [LIQUOR.id]).find((group) => group.label === 'Food')!;
    expect(food.options.map((o) => o.value)).toContain(LIQUOR.id);
  });
});

describe('splitRequest', () => {
  it('sends each part’s dollars, category and note (none when empty)', () => {
    expect(splitRequest([draft(0, '28.42', GROCERIES.id, ' Food '), draft(1, '$12.34', BOOKS.id)])).toEqual([
      { amount: 28.42, category_id: GROCERIES.id, note: 'Food' },
      { amount: 12.34, category_id: BOOKS.id, note: null },
    ]);
  });

  it('sends nothing while a part lacks an amount or a category', () => {
    expect(splitRequest([draft(0, '28.42'), draft(1, '')])).toBeUndefined();
    expect(splitRequest([draft(0, '28.42'), draft(1, '1.00', '')])).toBeUndefined();
  });
});

describe('splitRefusal', () => {
  const refusal = (status: number, message: string) => new ApiError(status, 'Refused', { error: { error_code: 'INVALID_REQUEST', error_message: message }, message });

  it('is the server’s sentence without the field it names', () => {
    expect(splitRefusal(refusal(400, 'parts: the parts add up to $20.00, the transaction is $28.42; they must add up to it exactly.'))).toBe(
      'The parts add up to $20.00, the transaction is $28.42; they must add up to it exactly.',
    );
  });

  it('names a part by its place from 1', () => {
    expect(splitRefusal(refusal(404, 'parts[1].category_id: no such category.'))).toBe('Part 2: no such category.');
    expect(splitRefusal(refusal(400, 'parts[0].amount: at most two decimals (cents).'))).toBe('Part 1: at most two decimals (cents).');
  });

  it('leaves anything else to the dialog’s own words', () => {
    expect(splitRefusal(new ApiError(500, 'Internal Server Error'))).toBeUndefined();
    expect(splitRefusal(new Error('offline'))).toBeUndefined();
  });
});
