/**
 * Rollover, the budgets' one piece of arithmetic across months (README, "How Ledgerline counts
 * money", budgets). A category's months form a chain from its first planned month: each month has
 * available = planned + carried, left = available − spent, and the next month is carried
 *   - nothing, with the policy `off` (each month starts fresh);
 *   - what is left, never less than 0, with `carry_left`;
 *   - what is left, overspending included (so negative), with `carry_all`.
 * A month without a plan in the chain plans 0 and still carries, so nothing is dropped silently.
 * The policy is the category's for every month: changing it, or a past month's plan, changes what
 * every later month carries, since each month is worked out from the chain anew.
 */

export type RolloverPolicy = 'off' | 'carry_left' | 'carry_all';

export interface CarryFrom {
  /** `YYYY-MM`. */
  from_month: string;
  available_cents: number;
  spent_cents: number;
  left_cents: number;
}

export interface BudgetMonthFigures {
  month: string;
  /** Null when the month has no plan for the category. */
  planned_cents: number | null;
  carried_cents: number;
  /** The month before's figures, when the policy carries something (possibly 0) into this month. */
  carry: CarryFrom | null;
  available_cents: number;
  spent_cents: number;
  left_cents: number;
}

/** `YYYY-MM` stepped by whole months. */
export function addMonthsTo(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

export function carriedInto(policy: RolloverPolicy, leftCents: number): number {
  if (policy === 'off') return 0;
  return policy === 'carry_left' ? Math.max(leftCents, 0) : leftCents;
}

/**
 * The category's figures for `month`, worked out along its chain from the first planned month
 * (`plans` holds every planned month up to `month`; `spent` the spent per month). Before the first
 * planned month there is no chain: nothing planned, nothing carried.
 */
export function budgetMonth(month: string, policy: RolloverPolicy, plans: ReadonlyMap<string, number>, spent: ReadonlyMap<string, number>): BudgetMonthFigures {
  const planned = [...plans.keys()].filter((m) => m <= month).sort();
  const spentIn = (m: string) => spent.get(m) ?? 0;
  let figures: BudgetMonthFigures = { month, planned_cents: plans.get(month) ?? null, carried_cents: 0, carry: null, available_cents: plans.get(month) ?? 0, spent_cents: spentIn(month), left_cents: 0 };
  const first = planned[0];
  if (first !== undefined && policy !== 'off') {
    let previous: BudgetMonthFigures | null = null;
    for (let m = first; m <= month; m = addMonthsTo(m, 1)) {
      const carried: number = previous ? carriedInto(policy, previous.left_cents) : 0;
      const carry: CarryFrom | null = previous ? { from_month: previous.month, available_cents: previous.available_cents, spent_cents: previous.spent_cents, left_cents: previous.left_cents } : null;
      const available = (plans.get(m) ?? 0) + carried;
      previous = { month: m, planned_cents: plans.get(m) ?? null, carried_cents: carried, carry, available_cents: available, spent_cents: spentIn(m), left_cents: available - spentIn(m) };
    }
    figures = previous!;
  }
  return { ...figures, left_cents: figures.available_cents - figures.spent_cents };
}
