import { describe, expect, it } from 'vitest';
import { EMPTY_BUDGET, SAMPLE_BUDGET } from '../testing/fixtures';
import { conflictNotice } from './conflict-notice';
import { clearPlanned, copyLastMonth, effectiveChanges, fillFromAverage, fillFromBills, fillMonth, isUnplanned, saveBody, undoChanges, withChanges, type PlanChange } from './plan-changes';

const rowOf = (budget: typeof SAMPLE_BUDGET, category: string) => budget.categories.find((entry) => entry.category === category);
const groupOf = (budget: typeof SAMPLE_BUDGET, group: string) => budget.groups.find((entry) => entry.group === group);
/** One of the person's category groups, by its name. */
const categoryGroupOf = (budget: typeof SAMPLE_BUDGET, name: string) => budget.category_groups.find((entry) => entry.name === name);

const MUSIC = 'ENTERTAINMENT_MUSIC_AND_AUDIO';
const GROCERIES = 'FOOD_AND_DRINK_GROCERIES';

describe('an optimistic change to the plan', () => {
  it('shows the new amount, its available, its groups and the totals at once', () => {
    const after = withChanges(SAMPLE_BUDGET, [{ kind: 'planned', category: MUSIC, amount: 250.1 }]);
    expect(rowOf(after, MUSIC)).toMatchObject({ planned: 250.1, available: 290.1, version: 2 });
    expect(groupOf(after, 'ENTERTAINMENT')).toMatchObject({ planned: 250.1, available: 290.1 });
    // The person's Entertainment group holds the streaming bill too, unplanned.
    expect(categoryGroupOf(after, 'Entertainment')).toMatchObject({ planned: 250.1, available: 290.1, last_month_actual: 175.49 });
    expect(categoryGroupOf(after, 'Food')).toEqual(categoryGroupOf(SAMPLE_BUDGET, 'Food'));
    expect(after.totals).toEqual({ planned: 3150.1, available: 3170.1, income: 6200, left_to_plan: 3049.9 });
    expect(SAMPLE_BUDGET.totals.planned).toBe(3100);
  });

  it('counts a removed plan as nothing, keeping what carries in', () => {
    const after = withChanges(SAMPLE_BUDGET, [{ kind: 'planned', category: 'TRANSPORTATION_GAS', amount: null }]);
    expect(rowOf(after, 'TRANSPORTATION_GAS')).toMatchObject({ planned: null, available: -20 });
    expect(groupOf(after, 'TRANSPORTATION')).toMatchObject({ planned: 0, available: -20 });
    expect(categoryGroupOf(after, 'Transport')).toMatchObject({ planned: 0, available: -20 });
  });

  it('counts bills, debt payments and savings in what is planned', () => {
    const after = withChanges(SAMPLE_BUDGET, [fillFromBills(rowOf(SAMPLE_BUDGET, 'LOAN_PAYMENTS_MORTGAGE_PAYMENT')!)]);
    expect(groupOf(after, 'DEBT_PAYMENTS')!.planned).toBe(1845.2);
    // The mortgage is in the person's Housing, with the rent.
    expect(categoryGroupOf(after, 'Housing')).toMatchObject({ planned: 3495.2, available: 3495.2 });
    expect(categoryGroupOf(after, 'Debt payments')!.planned).toBe(0);
    expect(after.totals).toMatchObject({ planned: 4945.2, left_to_plan: 1254.8 });
  });

  it('uses the expected income, else the suggestion, for what is left to plan', () => {
    const after = withChanges(SAMPLE_BUDGET, [{ kind: 'income', amount: 2500 }]);
    expect(after.totals).toMatchObject({ income: 2500, left_to_plan: -600 });
    expect(withChanges(after, [{ kind: 'income', amount: null }]).totals.income).toBe(6200);
  });

  it('drops changes that change nothing', () => {
    const changes: PlanChange[] = [
      { kind: 'planned', category: GROCERIES, amount: 400 },
      { kind: 'planned', category: GROCERIES, amount: 450 },
      { kind: 'rollover', category: MUSIC, rollover: 'carry_left' },
      { kind: 'income', amount: null },
      { kind: 'planned', category: 'NOT_A_ROW', amount: 1 },
    ];
    expect(effectiveChanges(SAMPLE_BUDGET, changes)).toEqual([{ kind: 'planned', category: GROCERIES, amount: 450 }]);
  });
});

describe('the save request', () => {
  it('sends each amount with the version last read, rollovers without', () => {
    expect(
      saveBody(SAMPLE_BUDGET, [
        { kind: 'planned', category: GROCERIES, amount: 450 },
        { kind: 'planned', category: 'PERSONAL_CARE_HAIR_AND_BEAUTY', amount: 40 },
        { kind: 'rollover', category: GROCERIES, rollover: 'carry_all' },
        { kind: 'income', amount: 5000 },
      ]),
    ).toEqual({
      categories: [
        { category: GROCERIES, amount: 450, version: 3 },
        { category: 'PERSONAL_CARE_HAIR_AND_BEAUTY', amount: 40, version: 0 },
      ],
      rollovers: [{ category: GROCERIES, rollover: 'carry_all' }],
      expected_income: { amount: 5000, version: 0 },
    });
  });
});

describe('undo', () => {
  it('puts back what the change replaced', () => {
    const changes: PlanChange[] = [
      { kind: 'planned', category: GROCERIES, amount: 450 },
      { kind: 'rollover', category: MUSIC, rollover: 'off' },
      { kind: 'income', amount: 5000 },
    ];
    const undo = undoChanges(SAMPLE_BUDGET, changes);
    expect(undo).toEqual([
      { kind: 'planned', category: GROCERIES, amount: 400 },
      { kind: 'rollover', category: MUSIC, rollover: 'carry_left' },
      { kind: 'income', amount: null },
    ]);
    expect(withChanges(withChanges(SAMPLE_BUDGET, changes), undo)).toEqual(SAMPLE_BUDGET);
  });

  it('is saved over the newest version', () => {
    const newer = { ...SAMPLE_BUDGET, categories: SAMPLE_BUDGET.categories.map((entry) => (entry.category === GROCERIES ? { ...entry, planned: 450, version: 4 } : entry)) };
    const undo = undoChanges(SAMPLE_BUDGET, [{ kind: 'planned', category: GROCERIES, amount: 450 }]);
    expect(saveBody(newer, undo).categories).toEqual([{ category: GROCERIES, amount: 400, version: 4 }]);
  });
});

describe('whole-row fills', () => {
  const groceries = rowOf(SAMPLE_BUDGET, GROCERIES)!;
  it('plans the 3-month average, last month, the bills a month or nothing', () => {
    expect(fillFromAverage(groceries)).toEqual({ kind: 'planned', category: GROCERIES, amount: 380.55 });
    expect(copyLastMonth(groceries)).toEqual({ kind: 'planned', category: GROCERIES, amount: 402.1 });
    expect(fillFromBills(rowOf(SAMPLE_BUDGET, 'ENTERTAINMENT_TV_AND_MOVIES')!)).toEqual({ kind: 'planned', category: 'ENTERTAINMENT_TV_AND_MOVIES', amount: 15.49 });
    expect(clearPlanned(groceries)).toEqual({ kind: 'planned', category: GROCERIES, amount: null });
  });

  it('fills a whole month, leaving unplanned what has nothing to fill from', () => {
    const filled = fillMonth(EMPTY_BUDGET, copyLastMonth);
    expect(filled.map((change) => change.kind === 'planned' && change.category)).not.toContain('PERSONAL_CARE_HAIR_AND_BEAUTY');
    expect(filled).toHaveLength(12);
    expect(fillMonth(SAMPLE_BUDGET, fillFromAverage)).toHaveLength(13);
    // The card payment's bill pays for purchases planned in their own lines: not planned again.
    expect(fillMonth(EMPTY_BUDGET, fillFromBills).map((change) => change.kind === 'planned' && change.category)).toEqual(['RENT_AND_UTILITIES_RENT', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'ENTERTAINMENT_TV_AND_MOVIES', 'TRANSFER_OUT_ACCOUNT_TRANSFER']);
  });

  it('knows a month never planned', () => {
    expect(isUnplanned(EMPTY_BUDGET)).toBe(true);
    expect(isUnplanned(SAMPLE_BUDGET)).toBe(false);
  });
});

describe('a conflict', () => {
  it('names the one line or the income someone else changed', () => {
    expect(conflictNotice([{ kind: 'planned', category: GROCERIES, amount: 1 }])).toBe('Someone changed Groceries in another tab or device; it now shows their amount. Your change was not saved.');
    expect(conflictNotice([{ kind: 'income', amount: 1 }])).toMatch(/^Someone changed your expected income/);
    expect(conflictNotice([clearPlanned(rowOf(SAMPLE_BUDGET, GROCERIES)!), { kind: 'planned', category: 'TRAVEL_FLIGHTS', amount: null }])).toMatch(/^Someone changed this month's plan/);
  });
});
