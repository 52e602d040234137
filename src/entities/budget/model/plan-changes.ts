import type { Budget, BudgetInput, BudgetRow, CategoryCode, RolloverPolicy } from '@/shared/api';
import { toCents } from '@/shared/lib';
import { asBudgetAmount } from '../lib/budget-amount';

/** One thing a person changes in a month's plan. `null` amounts remove the plan (or go back to the suggested income). */
export type PlanChange =
  | { kind: 'planned'; category: CategoryCode; amount: number | null }
  | { kind: 'rollover'; category: CategoryCode; rollover: RolloverPolicy }
  | { kind: 'income'; amount: number | null };

const dollars = (cents: number) => cents / 100;

/** The row with its planned amount and rollover as the changes leave them (available follows). */
function changedRow(row: BudgetRow, changes: readonly PlanChange[]): BudgetRow {
  let next = row;
  for (const change of changes) {
    if (change.kind === 'income' || change.category !== row.category) continue;
    next = change.kind === 'planned' ? { ...next, planned: change.amount } : { ...next, rollover: change.rollover };
  }
  return next === row ? row : { ...next, available: dollars(toCents(next.planned ?? 0) + toCents(next.carried)) };
}

/**
 * The month as it will be once the changes are saved: what the page shows at once, before the
 * server answers (its answer then replaces this). Totals are summed in cents, as the server does.
 */
export function withChanges(budget: Budget, changes: readonly PlanChange[]): Budget {
  if (changes.length === 0) return budget;
  const categories = budget.categories.map((row) => changedRow(row, changes));
  const incomeChange = changes.findLast((change) => change.kind === 'income');
  const expectedIncome = incomeChange ? incomeChange.amount : budget.expected_income;
  const plannedOf = (rows: readonly BudgetRow[]) => rows.reduce((sum, row) => sum + toCents(row.planned ?? 0), 0);
  const availableOf = (rows: readonly BudgetRow[]) => rows.reduce((sum, row) => sum + toCents(row.available), 0);
  const planned = plannedOf(categories);
  const income = toCents(expectedIncome ?? budget.suggested_income);
  const withTotals = <G extends { planned: number; available: number }>(group: G, lines: readonly BudgetRow[]): G => ({ ...group, planned: dollars(plannedOf(lines)), available: dollars(availableOf(lines)) });
  return {
    ...budget,
    categories,
    groups: budget.groups.map((group) => withTotals(group, categories.filter((row) => row.group === group.group))),
    category_groups: budget.category_groups.map((group) => withTotals(group, categories.filter((row) => row.category_group_id === group.id))),
    expected_income: expectedIncome,
    totals: { planned: dollars(planned), available: dollars(availableOf(categories)), income: dollars(income), left_to_plan: dollars(income - planned) },
  };
}

/** The changes that would change something: a change to what is already there is no change. */
export function effectiveChanges(budget: Budget, changes: readonly PlanChange[]): PlanChange[] {
  const rowOf = (category: CategoryCode) => budget.categories.find((row) => row.category === category);
  return changes.filter((change) => {
    if (change.kind === 'income') return change.amount !== budget.expected_income;
    const row = rowOf(change.category);
    if (!row) return false;
    return change.kind === 'planned' ? change.amount !== row.planned : change.rollover !== row.rollover;
  });
}

/** The PUT's body: each planned amount and the income carry the `version` last read, so a change made elsewhere is caught. */
export function saveBody(budget: Budget, changes: readonly PlanChange[]): BudgetInput {
  const versionOf = (category: CategoryCode) => budget.categories.find((row) => row.category === category)?.version ?? 0;
  const body: BudgetInput = {};
  for (const change of changes) {
    if (change.kind === 'planned') (body.categories ??= []).push({ category: change.category, amount: change.amount, version: versionOf(change.category) });
    else if (change.kind === 'rollover') (body.rollovers ??= []).push({ category: change.category, rollover: change.rollover });
    else body.expected_income = { amount: change.amount, version: budget.income_version };
  }
  return body;
}

/** The changes that put back what the given changes replace (Undo), read from the month before them. */
export function undoChanges(before: Budget, changes: readonly PlanChange[]): PlanChange[] {
  return changes.flatMap((change): PlanChange[] => {
    if (change.kind === 'income') return [{ kind: 'income', amount: before.expected_income }];
    const row = before.categories.find((candidate) => candidate.category === change.category);
    if (!row) return [];
    return change.kind === 'planned' ? [{ kind: 'planned', category: row.category, amount: row.planned }] : [{ kind: 'rollover', category: row.category, rollover: row.rollover }];
  });
}

/** A row planned at its 3-month average. */
export const fillFromAverage = (row: BudgetRow): PlanChange & { kind: 'planned' } => ({ kind: 'planned', category: row.category, amount: asBudgetAmount(row.average_3_months) });

/** A row planned at what it spent last month. */
export const copyLastMonth = (row: BudgetRow): PlanChange & { kind: 'planned' } => ({ kind: 'planned', category: row.category, amount: asBudgetAmount(row.last_month_actual) });

/** A row planned at what its recurring bills come to in a month. */
export const fillFromBills = (row: BudgetRow): PlanChange & { kind: 'planned' } => ({ kind: 'planned', category: row.category, amount: asBudgetAmount(row.bills_monthly) });

/** A row without a plan. */
export const clearPlanned = (row: BudgetRow): PlanChange & { kind: 'planned' } => ({ kind: 'planned', category: row.category, amount: null });

/**
 * A whole-month fill (every row from its average, or from last month): rows with nothing to fill
 * from and no plan stay unplanned rather than planned at $0.
 */
export const fillMonth = (budget: Budget, fill: (row: BudgetRow) => PlanChange & { kind: 'planned' }): PlanChange[] =>
  budget.categories.map(fill).filter((change, i) => change.amount !== 0 || budget.categories[i]?.planned !== null);

/** Whether nothing is planned in the month yet (every `planned` null). */
export const isUnplanned = (budget: Budget): boolean => budget.categories.every((row) => row.planned === null);
