import type { Db } from '../../db/client.ts';
import { addDays, daysIn, type DateRange } from '../../lib/calendar.ts';
import { streamDatesIn } from '../dashboard/bills.ts';
import { activeBillStreams } from '../dashboard/queries.ts';
import { monthCategoryFigures, type MonthCategoryFigures } from '../money/queries.ts';
import { INCOME, LOAN_PAYMENTS, TRANSFER_CATEGORIES } from '../money/rules.ts';
import { CATEGORY_TAXONOMY } from '../transactions/category-taxonomy.ts';
import { expectedIncome, firstRolloverMonth, planRows, rolloverPolicies } from './queries.ts';
import { addMonthsTo, budgetMonth, type BudgetMonthFigures, type RolloverPolicy } from './rollover.ts';

/**
 * Plaid's primary categories spending can fall under (README: transfers, loan and card payments
 * and income never count as spending), in Plaid's order: the rows a budget is planned in.
 */
const NOT_SPENDING: readonly string[] = [INCOME, LOAN_PAYMENTS, ...TRANSFER_CATEGORIES];
export const SPENDING_CATEGORIES = CATEGORY_TAXONOMY.filter((c) => !NOT_SPENDING.includes(c.primary));
export const isSpendingCategory = (code: string) => SPENDING_CATEGORIES.some((c) => c.primary === code);

export const monthRange = (month: string): DateRange => ({ start: `${month}-01`, end: addDays(`${addMonthsTo(month, 1)}-01`, -1) });

/** Spent per month of one category code (primary or detailed), and income per month. */
class MonthlySpending {
  private readonly spent = new Map<string, Map<string, number>>();
  private readonly income = new Map<string, number>();

  constructor(rows: MonthCategoryFigures[]) {
    for (const r of rows) {
      this.income.set(r.month, (this.income.get(r.month) ?? 0) + r.income_cents);
      if (r.spent_cents === 0) continue;
      for (const code of [r.category_primary ?? UNCATEGORISED, ...(r.category_detailed && r.category_primary ? [r.category_detailed] : [])]) {
        const months = this.spent.get(code) ?? this.spent.set(code, new Map()).get(code)!;
        months.set(r.month, (months.get(r.month) ?? 0) + r.spent_cents);
      }
    }
  }

  of(code: string): ReadonlyMap<string, number> {
    return this.spent.get(code) ?? new Map();
  }

  in(code: string, month: string): number {
    return this.of(code).get(month) ?? 0;
  }

  incomeIn(month: string): number {
    return this.income.get(month) ?? 0;
  }

  /** Primary codes (and UNCATEGORISED) with spending in the month. */
  primariesIn(month: string): string[] {
    const primaries = new Set([UNCATEGORISED, ...CATEGORY_TAXONOMY.map((c) => c.primary)]);
    return [...this.spent].filter(([code, months]) => primaries.has(code) && (months.get(month) ?? 0) !== 0).map(([code]) => code);
  }
}

/** The key uncategorised spending is kept under (no Plaid code has lower case). */
const UNCATEGORISED = 'uncategorised';

/** What a month's plan and tracker both start from: plans, policies and spending along the chains. */
async function budgetBasis(db: Db, userId: string, month: string, historyMonths: number) {
  const [policies, firstChained] = await Promise.all([rolloverPolicies(db, userId), firstRolloverMonth(db, userId, month)]);
  const from = [addMonthsTo(month, -historyMonths), firstChained ?? month].sort()[0]!;
  const [plans, figures] = await Promise.all([planRows(db, userId, from, month), monthCategoryFigures(db, userId, { start: monthRange(from).start, end: monthRange(month).end })]);
  const spending = new MonthlySpending(figures);
  const plansOf = new Map<string, Map<string, number>>();
  const versions = new Map<string, number>();
  for (const p of plans) {
    (plansOf.get(p.category) ?? plansOf.set(p.category, new Map()).get(p.category)!).set(p.month, p.amount_cents);
    if (p.month === month) versions.set(p.category, p.version);
  }
  const figuresOf = (category: string): BudgetMonthFigures & { rollover: RolloverPolicy } => {
    const rollover = policies.get(category) ?? 'off';
    return { ...budgetMonth(month, rollover, plansOf.get(category) ?? new Map(), spending.of(category)), rollover };
  };
  return { spending, versions, figuresOf };
}

const HISTORY_MONTHS = 3;
const average = (total: number) => Math.round(total / HISTORY_MONTHS);

export async function plannerView(db: Db, userId: string, month: string) {
  const [{ spending, versions, figuresOf }, income] = await Promise.all([budgetBasis(db, userId, month, HISTORY_MONTHS), expectedIncome(db, userId, month)]);
  const before = Array.from({ length: HISTORY_MONTHS }, (_, i) => addMonthsTo(month, -1 - i));
  const history = (code: string) => ({
    last_month_actual_cents: spending.in(code, before[0]!),
    average_3_months_cents: average(before.reduce((sum, m) => sum + spending.in(code, m), 0)),
  });
  const rows = SPENDING_CATEGORIES.map(({ primary, detailed }) => ({
    category: primary,
    version: versions.get(primary) ?? 0,
    ...figuresOf(primary),
    ...history(primary),
    details: detailed
      .map((code) => ({ category: code, ...history(code) }))
      .filter((d) => before.some((m) => spending.in(d.category, m) !== 0))
      .sort((a, b) => b.average_3_months_cents - a.average_3_months_cents || a.category.localeCompare(b.category)),
  }));
  return {
    month,
    rows,
    expectedIncome: income,
    suggestedIncomeCents: average(before.reduce((sum, m) => sum + spending.incomeIn(m), 0)),
  };
}

export interface TrackerOptions {
  /** UTC today, `YYYY-MM-DD`. */
  today: string;
}

/** The recurring bills in the given categories due from `from` to the range's end, in cents. */
async function billsDue(db: Db, userId: string, categories: ReadonlySet<string>, range: DateRange): Promise<number> {
  if (range.start > range.end || categories.size === 0) return 0;
  const streams = await activeBillStreams(db, userId);
  let total = 0;
  for (const s of streams) {
    if (!s.category || !categories.has(s.category)) continue;
    total += Math.abs(s.last_amount_cents) * streamDatesIn(s.last_date!, s.frequency, range).length;
  }
  return total;
}

export async function trackerView(db: Db, userId: string, month: string, { today }: TrackerOptions) {
  const { spending, versions, figuresOf } = await budgetBasis(db, userId, month, 0);
  const rows = SPENDING_CATEGORIES.map(({ primary }) => ({ category: primary, ...figuresOf(primary) })).filter((r) => versions.has(r.category) || r.carried_cents !== 0);
  const budgeted = new Set(rows.map((r) => r.category));
  const unbudgeted = spending
    .primariesIn(month)
    .filter((code) => !budgeted.has(code))
    .map((code) => ({ category: code === UNCATEGORISED ? null : code, spent_cents: spending.in(code, month) }))
    .filter((r) => r.spent_cents > 0)
    .sort((a, b) => b.spent_cents - a.spent_cents || (a.category ?? '').localeCompare(b.category ?? ''));

  const range = monthRange(month);
  const daysInMonth = daysIn(range);
  const timing = range.end < today ? 'past' : range.start > today ? 'future' : 'current';
  const daysElapsed = timing === 'past' ? daysInMonth : timing === 'future' ? 0 : daysIn({ start: range.start, end: today });
  const available = rows.reduce((sum, r) => sum + r.available_cents, 0);
  const spent = rows.reduce((sum, r) => sum + r.spent_cents, 0);
  const upcoming = timing === 'past' ? 0 : await billsDue(db, userId, budgeted, { start: timing === 'current' ? addDays(today, 1) : range.start, end: range.end });
  const pace = timing === 'current' ? Math.round((spent / daysElapsed) * (daysInMonth - daysElapsed)) : 0;
  return {
    month,
    rows,
    unbudgeted,
    totals: { available_cents: available, spent_cents: spent, unbudgeted_spent_cents: unbudgeted.reduce((sum, r) => sum + r.spent_cents, 0) },
    pace: {
      timing,
      days_in_month: daysInMonth,
      days_elapsed: daysElapsed,
      days_left: daysInMonth - daysElapsed,
      expected_by_today_cents: Math.round((Math.max(available, 0) * daysElapsed) / daysInMonth),
      spent_cents: spent,
      projected_month_end_cents: spent + pace + upcoming,
      upcoming_bills_cents: upcoming,
    },
  } as const;
}

export type TrackerView = Awaited<ReturnType<typeof trackerView>>;
