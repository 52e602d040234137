import { describe, expect, it } from 'vitest';
import { AMOUNT_NEGATIVE, AMOUNT_NOT_A_NUMBER, AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE } from '../config/messages';
import { asBudgetAmount, budgetAmountText, parseBudgetAmount } from './budget-amount';

describe('a typed budget amount', () => {
  it('reads dollars as people type them', () => {
    expect(parseBudgetAmount('250')).toEqual({ amount: 250 });
    expect(parseBudgetAmount(' $1,250.50 ')).toEqual({ amount: 1250.5 });
    expect(parseBudgetAmount('.5')).toEqual({ amount: 0.5 });
    expect(parseBudgetAmount('12.')).toEqual({ amount: 12 });
    expect(parseBudgetAmount('0')).toEqual({ amount: 0 });
    expect(parseBudgetAmount('1000000')).toEqual({ amount: 1_000_000 });
  });

  it('is no amount when cleared', () => {
    expect(parseBudgetAmount('')).toEqual({ amount: null });
    expect(parseBudgetAmount('   ')).toEqual({ amount: null });
  });

  it('says why it cannot be saved', () => {
    expect(parseBudgetAmount('12.345')).toEqual({ error: AMOUNT_TOO_PRECISE });
    expect(parseBudgetAmount('-5')).toEqual({ error: AMOUNT_NEGATIVE });
    expect(parseBudgetAmount('1000000.01')).toEqual({ error: AMOUNT_TOO_LARGE });
    for (const text of ['abc', '12a', '1.2.3', '1e3', '-']) expect(parseBudgetAmount(text)).toEqual({ error: AMOUNT_NOT_A_NUMBER });
  });

  it('is shown back as typed', () => {
    expect(budgetAmountText(null)).toBe('');
    expect(budgetAmountText(250)).toBe('250');
    expect(budgetAmountText(250.5)).toBe('250.50');
  });

  it('turns a figure into an amount a plan can hold', () => {
    expect(asBudgetAmount(688.404)).toBe(688.4);
    expect(asBudgetAmount(-12)).toBe(0);
    expect(asBudgetAmount(2_000_000)).toBe(1_000_000);
  });
});
