import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup, type RequestBody } from '../../http/handler.ts';
import { todayOf } from '../../lib/calendar.ts';
import { cents, dollars, hasTwoDecimalsAtMost, ownCategoryBase } from '../money/index.ts';
import { lineLabel } from '../../../../contract/category-label.ts';
import { categoryNamesOf, ownCategoriesAmong } from '../categories/index.ts';
import { plannerView, trackerView } from './budget-views.ts';
import { budgetLine } from './budget-lines.ts';
import { writeExpectedIncome, writePlan, writeRollover } from './queries.ts';
import type { CarryFrom } from './rollover.ts';

export interface BudgetsDeps {
  db: Db;
  /** The clock "today" is read from (UTC), for the tracker's pace; tests pass a fixed one. */
  now?: () => number;
}

const toCarry = (carry: CarryFrom | null) =>
  carry && { from_month: carry.from_month, available: dollars(carry.available_cents), spent: dollars(carry.spent_cents), left: dollars(carry.left_cents) };

/** Whole cents: the schema bounds the amount, this its decimals (binary fractions such as 0.1 + 0.2 are rounded away). */
function amountCents(amount: number | null, field: string): number | null {
  if (amount === null) return null;
  if (!hasTwoDecimalsAtMost(amount)) throw badRequest(`${field} (body) must have at most two decimals.`);
  return cents(amount);
}

type BudgetInput = RequestBody<'saveBudget'>;

/** Field-level checks the schema cannot make: budget lines only (detailed categories, and the user's own counted as one), each at most once per list, two decimals. */
function checkedInput(body: BudgetInput, ownCodes: ReadonlySet<string>) {
  const categories = body.categories ?? [];
  const rollovers = body.rollovers ?? [];
  const seen = (list: { category: string }[], name: string) => {
    const codes = new Set<string>();
    list.forEach(({ category }, i) => {
      // One of the user's own categories is a line only when it is theirs.
      if (budgetLine(category) === undefined || (ownCategoryBase(category) !== null && !ownCodes.has(category))) throw badRequest(`${name}.${i}.category (body) must be a budget line (a detailed category of spending, loan payments or transfers out, or one of your own counted as one), not ${category}.`);
      if (codes.has(category)) throw badRequest(`${name}.${i}.category (body) must not list ${category} twice.`);
      codes.add(category);
    });
  };
  seen(categories, 'categories');
  seen(rollovers, 'rollovers');
  return {
    plans: categories.map((c, i) => ({ category: c.category, cents: amountCents(c.amount, `categories.${i}.amount`), version: c.version })),
    rollovers,
    income: body.expected_income && { cents: amountCents(body.expected_income.amount, 'expected_income.amount'), version: body.expected_income.version },
  };
}

export function createBudgetsHandlers({ db, now = Date.now }: BudgetsDeps) {
  const planner = async (userId: string, month: string) => {
    const view = await plannerView(db, userId, month);
    const planned = view.rows.reduce((sum, r) => sum + (r.planned_cents ?? 0), 0);
    const income = view.expectedIncome?.cents ?? view.suggestedIncomeCents;
    return {
      month,
      categories: view.rows.map((r) => ({
        category: r.category,
        group: r.group,
        category_group_id: r.category_group_id,
        kind: r.kind,
        planned: r.planned_cents === null ? null : dollars(r.planned_cents),
        version: r.version,
        rollover: r.rollover,
        carried: dollars(r.carried_cents),
        carry: toCarry(r.carry),
        available: dollars(r.available_cents),
        last_month_actual: dollars(r.last_month_actual_cents),
        average_3_months: dollars(r.average_3_months_cents),
        bills: r.bills.map((b) => ({ description: b.description, merchant_name: b.merchant_name, amount: dollars(b.amount_cents), frequency: b.frequency, monthly: dollars(b.monthly_cents) })),
        bills_monthly: dollars(r.bills_monthly_cents),
      })),
      groups: view.groups.map((g) => ({
        group: g.group,
        planned: dollars(g.planned_cents),
        available: dollars(g.available_cents),
        last_month_actual: dollars(g.last_month_actual_cents),
        average_3_months: dollars(g.average_3_months_cents),
        bills_monthly: dollars(g.bills_monthly_cents),
      })),
      category_groups: view.categoryGroups.map((g) => ({
        id: g.id,
        name: g.name,
        icon: g.icon,
        planned: dollars(g.planned_cents),
        available: dollars(g.available_cents),
        last_month_actual: dollars(g.last_month_actual_cents),
        average_3_months: dollars(g.average_3_months_cents),
        bills_monthly: dollars(g.bills_monthly_cents),
      })),
      expected_income: view.expectedIncome ? dollars(view.expectedIncome.cents) : null,
      income_version: view.expectedIncome?.version ?? 0,
      suggested_income: dollars(view.suggestedIncomeCents),
      totals: {
        planned: dollars(planned),
        available: dollars(view.rows.reduce((sum, r) => sum + r.available_cents, 0)),
        income: dollars(income),
        left_to_plan: dollars(income - planned),
      },
    };
  };

  return {
    async getBudget(context) {
      const user = subscriberOf(context);
      return planner(user.id, context.query.month);
    },

    async saveBudget(context) {
      const user = subscriberOf(context);
      const { month } = context.params;
      // The user's own categories the body names, asked once for both lists.
      const named = [...(context.body.categories ?? []), ...(context.body.rollovers ?? [])].map((c) => c.category);
      const input = checkedInput(context.body, await ownCategoriesAmong(db, user.id, named));
      await db.transaction().execute(async (trx) => {
        const stale: string[] = [];
        for (const plan of input.plans) {
          if (!(await writePlan(trx, user.id, month, plan.category, plan.cents, plan.version))) stale.push(lineLabel(plan.category, await categoryNamesOf(trx, user.id)));
        }
        if (input.income && !(await writeExpectedIncome(trx, user.id, month, input.income.cents, input.income.version))) stale.push('Expected income');
        // Nothing of a request with a stale part is kept: the transaction rolls back.
        if (stale.length) throw conflict(`${stale.join(', ')} changed elsewhere since you loaded the month; nothing was saved.`);
        for (const r of input.rollovers) await writeRollover(trx, user.id, r.category, r.rollover);
      });
      return planner(user.id, month);
    },

    async getBudgetTracker(context) {
      const user = subscriberOf(context);
      const view = await trackerView(db, user.id, context.query.month, { today: todayOf(now) });
      const { pace, totals } = view;
      return {
        month: view.month,
        has_budget: view.rows.length > 0,
        rows: view.rows.map((r) => ({
          category: r.category,
          group: r.group,
          category_group_id: r.category_group_id,
          kind: r.kind,
          planned: dollars(r.planned_cents ?? 0),
          carried: dollars(r.carried_cents),
          carry: toCarry(r.carry),
          available: dollars(r.available_cents),
          spent: dollars(r.spent_cents),
          remaining: dollars(r.left_cents),
          used: r.available_cents > 0 ? r.spent_cents / r.available_cents : null,
          over_budget: r.spent_cents > r.available_cents,
          rollover: r.rollover,
        })),
        groups: view.groups.map((g) => ({ group: g.group, available: dollars(g.available_cents), spent: dollars(g.spent_cents), remaining: dollars(g.available_cents - g.spent_cents) })),
        category_groups: view.categoryGroups.map((g) => ({ id: g.id, name: g.name, icon: g.icon, available: dollars(g.available_cents), spent: dollars(g.spent_cents), remaining: dollars(g.available_cents - g.spent_cents) })),
        unbudgeted: view.unbudgeted.map((u) => ({ category: u.category, kind: u.kind, spent: dollars(u.spent_cents) })),
        totals: {
          available: dollars(totals.available_cents),
          spent: dollars(totals.spent_cents),
          paid: dollars(totals.paid_cents),
          remaining: dollars(totals.available_cents - totals.spent_cents - totals.paid_cents),
          unbudgeted_spent: dollars(totals.unbudgeted_spent_cents),
          unplanned_paid: dollars(totals.unplanned_paid_cents),
          all_spent: dollars(totals.all_spent_cents),
        },
        pace: {
          timing: pace.timing,
          days_in_month: pace.days_in_month,
          days_elapsed: pace.days_elapsed,
          days_left: pace.days_left,
          available: dollars(pace.available_cents),
          expected_by_today: dollars(pace.expected_by_today_cents),
          spent: dollars(pace.spent_cents),
          projected_month_end: dollars(pace.projected_month_end_cents),
          upcoming_bills: dollars(pace.upcoming_bills_cents),
        },
      };
    },
  } satisfies HandlerGroup;
}
