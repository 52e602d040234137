import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetMonth, budgetRange, budgetSelectMonth, chooseBudgetMonth, forgetBudgetMonth, reloadBudgetMonth, shiftBudgetMonth, stepBudgetMonth } from './budget-month';

const KEY = 'selected_budget_month';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12));
  localStorage.clear();
  reloadBudgetMonth();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the budget month', () => {
  it('is this month when nothing is stored', () => {
    expect(budgetSelectMonth.value).toBe('March 2026');
    expect(budgetRange.value).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is chosen as "MMMM YYYY", derives its dates and is remembered', () => {
    expect(chooseBudgetMonth('february 2028')).toBe(true);
    expect(budgetSelectMonth.value).toBe('February 2028');
    expect(budgetRange.value).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(localStorage.getItem(KEY)).toBe('February 2028');
  });

  it('rejects anything that is not a valid month-year, keeping the month and what is stored', () => {
    chooseBudgetMonth('January 2026');
    for (const text of ['', '  ', 'Q1 2026', '2026', '13 2026', 'Smarch 2026']) {
      expect(chooseBudgetMonth(text)).toBe(false);
      expect(budgetSelectMonth.value).toBe('January 2026');
      expect(localStorage.getItem(KEY)).toBe('January 2026');
    }
  });

  it('is read back on load', async () => {
    localStorage.setItem(KEY, 'November 2025');
    vi.resetModules();
    const reloaded = await import('./budget-month');
    expect(reloaded.budgetSelectMonth.value).toBe('November 2025');
    expect(reloaded.budgetRange.value).toEqual({ start: '2025-11-01', end: '2025-11-30' });
  });

  it('ignores a stored value that is not a valid month-year', () => {
    for (const stored of ['Q1 2025', 'garbage', '']) {
      localStorage.setItem(KEY, stored);
      reloadBudgetMonth();
      expect(budgetSelectMonth.value).toBe('March 2026');
    }
  });

  it('is forgotten on logout: removed from storage and back to this month', () => {
    chooseBudgetMonth('July 2025');
    forgetBudgetMonth();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(budgetSelectMonth.value).toBe('March 2026');
    reloadBudgetMonth();
    expect(budgetSelectMonth.value).toBe('March 2026');
  });
});

describe('stepping the budget month', () => {
  it('moves by months across year ends', () => {
    expect(shiftBudgetMonth('January 2026', -1)).toBe('December 2025');
    expect(shiftBudgetMonth('December 2026', 1)).toBe('January 2027');
    expect(shiftBudgetMonth('March 2026', 0)).toBe('March 2026');
  });

  it('has nothing to move from text that is not a month-year', () => {
    expect(shiftBudgetMonth('Q1 2026', 1)).toBeUndefined();
    expect(shiftBudgetMonth('', -1)).toBeUndefined();
  });

  it('chooses and remembers the next and previous month, named as the API does', () => {
    stepBudgetMonth(1);
    expect(budgetSelectMonth.value).toBe('April 2026');
    expect(budgetMonth.value).toBe('2026-04');
    expect(localStorage.getItem(KEY)).toBe('April 2026');
    stepBudgetMonth(-2);
    expect(budgetMonth.value).toBe('2026-02');
    expect(localStorage.getItem(KEY)).toBe('February 2026');
  });
});
