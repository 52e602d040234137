import { describe, expect, it } from 'vitest';
import { EMPTY_BUDGET, SAMPLE_BUDGET } from '../testing/fixtures';
import { conflictNotice } from './conflict-notice';
import { clearPlanned, copyLastMonth, effectiveChanges, fillFromAverage, fillMonth, isUnplanned, saveBody, undoChanges, withChanges, type PlanChange } from './plan-changes';

const rowOf = (budget: typeof SAMPLE_BUDGET, category: string) => budget.categories.find((entry) => entry.category === category);

describe('an optimistic change to the plan', () => {
  it('shows the new amount, its available and the totals at once', () => {
    const after = withChanges(SAMPLE_BUDGET, [{ kind: 'planned', category: 'ENTERTAINMENT', amount: 250.1 }]);
    expect(rowOf(after, 'ENTERTAINMENT')).toMatchObject({ planned: 250.1, available: 290.1, version: 2 });
    expect(after.totals).toEqual({ planned: 2850.1, available: 2870.1, income: 6200, left_to_plan: 3349.9 });
    expect(SAMPLE_BUDGET.totals.planned).toBe(2800);
  });

  it('counts a removed plan as nothing, keeping what carries in', () => {
    const after = withChanges(SAMPLE_BUDGET, [{ kind: 'planned', category: 'TRANSPORTATION', amount: null }]);
    expect(rowOf(after, 'TRANSPORTATION')).toMatchObject({ planned: null, available: -20 });
  });

  it('uses the expected income, else the suggestion, for what is left to plan', () => {
    const after = withChanges(SAMPLE_BUDGET, [{ kind: 'income', amount: 2500 }]);
    expect(after.totals).toMatchObject({ income: 2500, left_to_plan: -300 });
    expect(withChanges(after, [{ kind: 'income', amount: null }]).totals.income).toBe(6200);
  });

  it('drops changes that change nothing', () => {
    const changes: PlanChange[] = [
      { kind: 'planned', category: 'FOOD_AND_DRINK', amount: 600 },
      { kind: 'planned', category: 'FOOD_AND_DRINK', amount: 650 },
      { kind: 'rollover', category: 'ENTERTAINMENT', rollover: 'carry_left' },
      { kind: 'income', amount: null },
      { kind: 'planned', category: 'NOT_A_ROW', amount: 1 },
    ];
    expect(effectiveChanges(SAMPLE_BUDGET, changes)).toEqual([{ kind: 'planned', category: 'FOOD_AND_DRINK', amount: 650 }]);
  });
});

describe('the save request', () => {
  it('sends each amount with the version last read, rollovers without', () => {
    expect(
      saveBody(SAMPLE_BUDGET, [
        { kind: 'planned', category: 'FOOD_AND_DRINK', amount: 650 },
        { kind: 'planned', category: 'PERSONAL_CARE', amount: 40 },
        { kind: 'rollover', category: 'FOOD_AND_DRINK', rollover: 'carry_all' },
        { kind: 'income', amount: 5000 },
      ]),
    ).toEqual({
      categories: [
        { category: 'FOOD_AND_DRINK', amount: 650, version: 3 },
        { category: 'PERSONAL_CARE', amount: 40, version: 0 },
      ],
      rollovers: [{ category: 'FOOD_AND_DRINK', rollover: 'carry_all' }],
      expected_income: { amount: 5000, version: 0 },
    });
  });
});

describe('undo', () => {
  it('puts back what the change replaced', () => {
    const changes: PlanChange[] = [
      { kind: 'planned', category: 'FOOD_AND_DRINK', amount: 650 },
      { kind: 'rollover', category: 'ENTERTAINMENT', rollover: 'off' },
      { kind: 'income', amount: 5000 },
    ];
    const undo = undoChanges(SAMPLE_BUDGET, changes);
    expect(undo).toEqual([
      { kind: 'planned', category: 'FOOD_AND_DRINK', amount: 600 },
      { kind: 'rollover', category: 'ENTERTAINMENT', rollover: 'carry_left' },
      { kind: 'income', amount: null },
    ]);
    expect(withChanges(withChanges(SAMPLE_BUDGET, changes), undo)).toEqual(SAMPLE_BUDGET);
  });

  it('is saved over the newest version', () => {
    const newer = { ...SAMPLE_BUDGET, categories: SAMPLE_BUDGET.categories.map((entry) => (entry.category === 'FOOD_AND_DRINK' ? { ...entry, planned: 650, version: 4 } : entry)) };
    const undo = undoChanges(SAMPLE_BUDGET, [{ kind: 'planned', category: 'FOOD_AND_DRINK', amount: 650 }]);
    expect(saveBody(newer, undo).categories).toEqual([{ category: 'FOOD_AND_DRINK', amount: 600, version: 4 }]);
  });
});

describe('whole-row fills', () => {
  const food = rowOf(SAMPLE_BUDGET, 'FOOD_AND_DRINK')!;
  it('plans the 3-month average, last month or nothing', () => {
    expect(fillFromAverage(food)).toEqual({ kind: 'planned', category: 'FOOD_AND_DRINK', amount: 688.4 });
    expect(copyLastMonth(food)).toEqual({ kind: 'planned', category: 'FOOD_AND_DRINK', amount: 742.35 });
    expect(clearPlanned(food)).toEqual({ kind: 'planned', category: 'FOOD_AND_DRINK', amount: null });
  });

  it('fills a whole month, leaving unplanned what has nothing to fill from', () => {
    const filled = fillMonth(EMPTY_BUDGET, copyLastMonth);
    expect(filled.map((change) => change.kind === 'planned' && change.category)).not.toContain('PERSONAL_CARE');
    expect(filled).toHaveLength(5);
    expect(fillMonth(SAMPLE_BUDGET, fillFromAverage)).toHaveLength(6);
  });

  it('knows a month never planned', () => {
    expect(isUnplanned(EMPTY_BUDGET)).toBe(true);
    expect(isUnplanned(SAMPLE_BUDGET)).toBe(false);
  });
});

describe('a conflict', () => {
  it('names the one category or the income someone else changed', () => {
    expect(conflictNotice([{ kind: 'planned', category: 'FOOD_AND_DRINK', amount: 1 }])).toBe('Someone changed Food and drink in another tab or device; it now shows their amount. Your change was not saved.');
    expect(conflictNotice([{ kind: 'income', amount: 1 }])).toMatch(/^Someone changed your expected income/);
    expect(conflictNotice([clearPlanned(food()), { kind: 'planned', category: 'TRAVEL', amount: null }])).toMatch(/^Someone changed this month's plan/);
  });
});

function food() {
  return rowOf(SAMPLE_BUDGET, 'FOOD_AND_DRINK')!;
}
