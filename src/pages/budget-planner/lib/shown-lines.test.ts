import { describe, expect, it } from 'vitest';
import { EMPTY_BUDGET, SAMPLE_BUDGET } from '@/entities/budget/testing';
import { isActiveLine } from './shown-lines';

describe('the lines a group shows', () => {
  it('are those planned, carrying, with a bill or with money in their history', () => {
    const shown = SAMPLE_BUDGET.categories.filter(isActiveLine).map((row) => row.category);
    expect(shown).toContain('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT');
    expect(shown).toContain('PERSONAL_CARE_HAIR_AND_BEAUTY');
    expect(shown).not.toContain('FOOD_AND_DRINK_FAST_FOOD');
    expect(shown).not.toContain('TRANSFER_OUT_SAVINGS');
  });

  it('keep a line with history when nothing is planned', () => {
    expect(EMPTY_BUDGET.categories.filter(isActiveLine)).toHaveLength(SAMPLE_BUDGET.categories.filter((row) => row.last_month_actual !== 0 || row.average_3_months !== 0 || row.bills.length > 0).length);
  });
});
