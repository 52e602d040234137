import { describe, expect, it } from 'vitest';
import { parseDateRange } from './dates.ts';
import { contextPeriod, periodBefore, resolveAsk, yearBefore } from './follow-ups.ts';

/** A Wednesday. */
const TODAY = '2026-11-25';
const MERCHANTS = ['Starbucks', 'Whole Foods Market'];
const range = (phrase: string) => parseDateRange(phrase, TODAY)!;
const span = (start: string, end: string) => ({ start, end });
const RESTAURANTS = { code: 'FOOD_AND_DRINK_RESTAURANT', name: 'restaurants' };
const GROCERIES = { code: 'FOOD_AND_DRINK_GROCERIES', name: 'groceries' };
const resolve = (...questions: string[]) => resolveAsk(questions, TODAY, MERCHANTS, null);

describe('resolveAsk', () => {
  it('compares the previous period with the month before, keeping its subject, and lists "those" of the previous period', () => {
    const first = 'How much did I spend on restaurants in October?';
    expect(resolve(first, 'and how does that compare with the month before?')).toMatchObject({
      kind: 'compare_periods',
      ranges: [span('2026-10-01', '2026-10-31'), span('2026-09-01', '2026-09-30')],
      category: RESTAURANTS,
    });
    expect(resolve(first, 'and how does that compare with the month before?', 'which of those were over $50?')).toMatchObject({
      kind: 'transactions_over',
      amount: 50,
      category: RESTAURANTS,
      range: span('2026-10-01', '2026-10-31'),
    });
  });

  it('replaces the period with a new one, or with the one before, and the subject with a new merchant', () => {
    const first = 'How much did I spend on groceries last month?';
    expect(resolve(first, 'what about September?')).toEqual({ kind: 'category_spend', category: GROCERIES, range: range('September 2026') });
    expect(resolve(first, 'and the month before?')).toMatchObject({ kind: 'category_spend', category: GROCERIES, range: span('2026-09-01', '2026-09-30') });
    expect(resolve(first, 'and at Starbucks?')).toEqual({ kind: 'merchant_spend', merchant: { name: 'Starbucks', known: true }, range: range('last month') });
    expect(resolve(first, 'compare with last year')).toMatchObject({ kind: 'compare_periods', ranges: [span('2026-10-01', '2026-10-31'), span('2025-10-01', '2025-10-31')], category: GROCERIES });
  });

  it('keeps the period for "then", and reads a balance follow-up that goes on in its own words', () => {
    expect(resolve('How much did I spend on restaurants last month?', 'How many times did I go to Starbucks then?')).toEqual({ kind: 'count_times', merchant: { name: 'Starbucks', known: true }, range: range('last month') });
    expect(resolve("What's my checking balance?", 'and savings?')).toEqual({ kind: 'balances', account: { type: 'depository', subtype: 'savings' } });
    expect(resolve("What's my checking balance?", 'thanks')).toMatchObject({ kind: 'decline' });
  });

  it('completes an ask that waited for its period', () => {
    expect(resolve('How much did I spend at Starbucks?')).toMatchObject({ kind: 'needs_period' });
    expect(resolve('How much did I spend at Starbucks?', 'last month')).toEqual({ kind: 'merchant_spend', merchant: { name: 'Starbucks', known: true }, range: range('last month') });
  });

  it('reads a question that asks for something of its own as it is, and never continues a balance question', () => {
    expect(resolve('How much did I spend on groceries last month?', 'What was my income in September?')).toEqual({ kind: 'income', range: range('September 2026') });
    expect(resolve('What are my balances?', 'Starbucks last month')).toEqual({ kind: 'merchant_spend', merchant: { name: 'Starbucks', known: true }, range: range('last month') });
    expect(resolve('Tell me a joke', 'last month')).toEqual({ kind: 'spending_summary', range: range('last month') });
    expect(resolve('How is my budget this month?', 'Which merchants put me over in groceries?')).toMatchObject({ kind: 'needs_period', ask: { kind: 'category_spend', category: GROCERIES } });
  });

  it("takes the context data's period when no question names one", () => {
    const context = contextPeriod(['Today is 2026-11-25 (UTC).', 'The user is reading their income.\nIts figures:\n{"period":{"start_date":"2026-10-01","end_date":"2026-10-31"},"lines":[]}'], TODAY);
    expect(resolveAsk(['Which merchants put me over in General merchandise?'], TODAY, MERCHANTS, context)).toMatchObject({
      kind: 'category_spend',
      category: { code: 'GENERAL_MERCHANDISE' },
      range: span('2026-10-01', '2026-10-31'),
    });
    // A budget's figures are about its month (so far), whatever period they look back over.
    expect(contextPeriod(['{"period":{"start_date":"2026-08-01","end_date":"2026-11-25"},"budget_month":"2026-11"}'], TODAY)).toMatchObject(span('2026-11-01', '2026-11-25'));
  });
});

describe('the period before', () => {
  it('is as many whole months before a range starting on the 1st, else as many days; a year before keeps month ends', () => {
    expect(periodBefore(range('this month'))).toMatchObject(span('2026-10-01', '2026-10-31'));
    expect(periodBefore(range('Q3 2026'))).toMatchObject(span('2026-04-01', '2026-06-30'));
    expect(periodBefore(range('last week'))).toMatchObject(span('2026-11-09', '2026-11-15'));
    expect(yearBefore(range('February 2024'))).toMatchObject(span('2023-02-01', '2023-02-28'));
  });
});
