import { lineLabel } from '../../../../../contract/category-label.ts';
import { categoryNamesOf } from '../../categories/index.ts';
import { monthName } from '../../../lib/calendar.ts';
import { moneyText, signedMoneyText } from '../../money/index.ts';
import { budgetLineLink, groupNameOf, monthRange, plannerView, trackerView, type TrackerView } from '../../budgets/index.ts';
import type { CarryFrom } from '../../budgets/index.ts';
import {
  BUDGET_HISTORY_MONTHS,
  OVER_BUDGET_MONTHS_TO_RAISE,
  STARTER_BUDGET_CATEGORIES,
  SUGGESTION_ROUNDING_CENTS,
  UNBUDGETED_AVERAGE_TO_PLAN_CENTS,
  UNDER_BUDGET_SHARE_TO_LOWER,
} from '../analysis-rules.ts';
import type { ComputeAnalysis } from '../computed-analysis.ts';
import type { BudgetFacts, CarryFacts, SuggestionFacts } from './facts.ts';
import { chart, metric, monthOf, monthsEndingWith, monthsRange } from './figures.ts';
import { periodOf } from '../../assistant/index.ts';

type PlannerRow = Awaited<ReturnType<typeof plannerView>>['rows'][number];
type TrackerRow = TrackerView['rows'][number];

const isOver = (row: TrackerRow) => row.spent_cents > row.available_cents;
const rowIn = (view: TrackerView, category: string) => view.rows.find((r) => r.category === category);
/** A suggested plan: the 3-month average rounded up to the next $10. */
const roundedUp = (cents: number) => Math.ceil(cents / SUGGESTION_ROUNDING_CENTS) * SUGGESTION_ROUNDING_CENTS;
/** Under budget by at least the share, with something to be under. */
const wellUnder = (row: TrackerRow | undefined) => row !== undefined && row.available_cents > 0 && row.available_cents - row.spent_cents >= UNDER_BUDGET_SHARE_TO_LOWER * row.available_cents;

interface Suggestion {
  category: string;
  action: SuggestionFacts['action'];
  current: number | null;
  suggested: number;
  average: number;
  reason: string;
}

/**
 * The suggested changes (README, "The budget overview"), from the budget month, the months before
 * it and the planner's 3-month average. A line's current plan is the budget month's, else the
 * month before's. Every line over budget in the budget month gets one: its plan raised to cover
 * what it spent (less what it carried), or to its average when that is more.
 */
function suggestions(planner: PlannerRow[], previous: TrackerView[], budgetMonth: TrackerView, hasBudget: boolean): Suggestion[] {
  const averageText = (row: PlannerRow) => moneyText(row.average_3_months_cents);
  if (!hasBudget) {
    return planner
      .filter((row) => row.average_3_months_cents > 0)
      .sort((a, b) => b.average_3_months_cents - a.average_3_months_cents || a.category.localeCompare(b.category))
      .slice(0, STARTER_BUDGET_CATEGORIES)
      .map((row) => ({ category: row.category, action: 'plan', current: null, suggested: roundedUp(row.average_3_months_cents), average: row.average_3_months_cents, reason: `There is no budget yet, and it is one of the largest categories, averaging ${averageText(row)} a month.` }));
  }
  const last = previous.at(-1)!;
  const monthWords = monthName(budgetMonth.month);
  return planner.flatMap((row): Suggestion[] => {
    const current = rowIn(budgetMonth, row.category)?.planned_cents ?? rowIn(last, row.category)?.planned_cents ?? null;
    const suggested = roundedUp(row.average_3_months_cents);
    const base = { category: row.category, current, average: row.average_3_months_cents };
    const now = rowIn(budgetMonth, row.category);
    if (now !== undefined && isOver(now)) {
      const cover = roundedUp(Math.max(row.average_3_months_cents, now.spent_cents - now.carried_cents));
      const went = now.kind === 'spending' ? 'spent' : 'paid';
      const reason = `Over budget in ${monthWords}: ${signedMoneyText(now.spent_cents)} ${went} of ${signedMoneyText(now.available_cents)} available; its ${previous.length}-month average is ${averageText(row)}.`;
      return [{ ...base, action: current === null ? 'plan' : 'raise', suggested: cover, reason }];
    }
    const overMonths = previous.filter((view) => {
      const tracked = rowIn(view, row.category);
      return tracked !== undefined && isOver(tracked);
    }).length;
    if (overMonths >= OVER_BUDGET_MONTHS_TO_RAISE) {
      return suggested > (current ?? 0) ? [{ ...base, suggested, action: 'raise', reason: `Over budget in ${overMonths} of the last ${previous.length} months; its ${previous.length}-month average is ${averageText(row)}.` }] : [];
    }
    if (previous.every((view) => wellUnder(rowIn(view, row.category)))) {
      const share = `${UNDER_BUDGET_SHARE_TO_LOWER * 100}%`;
      return current !== null && suggested < current ? [{ ...base, suggested, action: 'lower', reason: `Under budget by ${share} or more in each of the last ${previous.length} months; its ${previous.length}-month average is ${averageText(row)}.` }] : [];
    }
    if (current === null && row.average_3_months_cents >= UNBUDGETED_AVERAGE_TO_PLAN_CENTS) {
      return [{ ...base, suggested, action: 'plan', reason: `Not budgeted, with a ${previous.length}-month average of ${averageText(row)}.` }];
    }
    return [];
  });
}

const carryFacts = (carry: CarryFrom | null): CarryFacts | null =>
  carry && { from_month: carry.from_month, available: signedMoneyText(carry.available_cents), spent: signedMoneyText(carry.spent_cents), left: signedMoneyText(carry.left_cents) };

/**
 * Budget (README, "The budget overview"): plan vs actual of today's month and the 3 before it, as
 * the tracker counts them (its rows, carried amounts and pace), the categories over budget, and
 * suggested changes.
 */
export const computeBudget: ComputeAnalysis = async ({ db, userId, today }) => {
  const budgetMonth = monthOf(today);
  const months = monthsEndingWith(budgetMonth, BUDGET_HISTORY_MONTHS + 1);
  const [trackers, planner, names] = await Promise.all([Promise.all(months.map((month) => trackerView(db, userId, month, { today }))), plannerView(db, userId, budgetMonth), categoryNamesOf(db, userId)]);
  const current = trackers.at(-1)!;
  const previous = trackers.slice(0, -1);
  const hasBudget = trackers.some((view) => view.rows.some((r) => r.planned_cents !== null));
  const suggested = suggestions(planner.rows, previous, current, hasBudget);
  const range = monthRange(budgetMonth);
  const remaining = (view: TrackerView) => view.totals.available_cents - view.totals.spent_cents - view.totals.paid_cents;
  const overBudget = current.rows.filter(isOver);

  const facts: BudgetFacts = {
    type: 'budget_analysis',
    today,
    period: periodOf(monthsRange(months)),
    budget_month: budgetMonth,
    has_budget: hasBudget,
    months: trackers.map((view) => ({
      month: view.month,
      has_budget: view.rows.length > 0,
      available: signedMoneyText(view.totals.available_cents),
      spent: signedMoneyText(view.totals.spent_cents),
      paid: moneyText(view.totals.paid_cents),
      remaining: signedMoneyText(remaining(view)),
      unbudgeted_spent: signedMoneyText(view.totals.unbudgeted_spent_cents),
      all_spent: signedMoneyText(view.totals.all_spent_cents),
      over_budget: view.rows.filter(isOver).map((r) => lineLabel(r.category, names)),
    })),
    categories: current.rows.map((r) => ({
      category: lineLabel(r.category, names),
      group: groupNameOf(r, current.categoryGroups, names),
      kind: r.kind,
      planned: r.planned_cents === null ? null : moneyText(r.planned_cents),
      carried: signedMoneyText(r.carried_cents),
      carried_from: carryFacts(r.carry),
      rollover: r.rollover,
      available: signedMoneyText(r.available_cents),
      spent: signedMoneyText(r.spent_cents),
      remaining: signedMoneyText(r.left_cents),
      over_budget: isOver(r),
      link: budgetLineLink(range, r.category, r.kind),
    })),
    unbudgeted: current.unbudgeted.map((u) => ({ category: lineLabel(u.category, names), kind: u.kind, spent: signedMoneyText(u.spent_cents) })),
    pace: {
      days_left: current.pace.days_left,
      expected_by_today: moneyText(current.pace.expected_by_today_cents),
      spent: signedMoneyText(current.pace.spent_cents),
      projected_month_end: signedMoneyText(current.pace.projected_month_end_cents),
      upcoming_bills: moneyText(current.pace.upcoming_bills_cents),
    },
    suggestions: suggested.map((s) => ({
      category: lineLabel(s.category, names),
      action: s.action,
      current_plan: s.current === null ? null : moneyText(s.current),
      suggested_plan: moneyText(s.suggested),
      average_3_months: moneyText(s.average),
      reason: s.reason,
    })),
  };

  return {
    facts,
    visualizations: {
      metrics: [
        metric({ id: 'available', label: `Available in ${monthName(budgetMonth)}`, unit: 'currency', value: current.totals.available_cents }),
        metric({ id: 'spent', label: 'Spent in budgeted categories', unit: 'currency', value: current.totals.spent_cents }),
        metric({ id: 'all_spent', label: 'All spending', unit: 'currency', value: current.totals.all_spent_cents }),
        metric({ id: 'remaining', label: 'Remaining', unit: 'currency', value: remaining(current) }),
        metric({ id: 'over_budget_categories', label: 'Categories over budget', unit: 'count', value: overBudget.length }),
        metric({ id: 'projected_month_end', label: 'Projected spent at month end', unit: 'currency', value: current.pace.projected_month_end_cents }),
      ],
      charts: [
        chart('budget_vs_actual', 'bar', `Budget vs actual, ${monthName(budgetMonth)}`, 'currency', current.rows.map((r) => lineLabel(r.category, names)), [
          { label: 'Available', values: current.rows.map((r) => r.available_cents) },
          { label: 'Spent or paid', values: current.rows.map((r) => r.spent_cents) },
        ]),
        chart('plan_vs_actual_by_month', 'bar', 'Budget vs actual per month', 'currency', months, [
          { label: 'Available', values: trackers.map((view) => view.totals.available_cents) },
          { label: 'Spent and paid', values: trackers.map((view) => view.totals.spent_cents + view.totals.paid_cents) },
        ]),
      ],
      accounts: [],
      income_spend_data: [],
    },
  };
};
