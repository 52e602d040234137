import type { Db } from '../../db/client.ts';
import { transactionsLink } from '../../lib/app-links.ts';
import { lineLabel } from '../../../../contract/category-label.ts';
import { addDays, daysIn, type DateRange } from '../../lib/calendar.ts';
import { streamDatesIn } from '../recurring/index.ts';
import { activeBillStreams } from '../dashboard/index.ts';
import { monthCategoryFigures, monthPaidOutFigures, monthSpentOnCards, ownCategoryBase, type MonthCategoryFigures, type MonthPaidOutFigures, CARD_PAYMENT, PLAID_OTHER } from '../money/index.ts';
import { layoutOf, type CategoryLayout } from '../categories/index.ts';
import { billsByLine, budgetLine, GROUP_ORDER, groupOf, lineOf, linesWith, monthlyCents, plannableMonthlyCents, type BudgetLine, type GroupCode, type LineKind } from './budget-lines.ts';
import { expectedIncome, firstRolloverMonth, planRows, rolloverPolicies } from './queries.ts';
import { addMonthsTo, budgetMonth, type RolloverPolicy } from './rollover.ts';

/**
 * Where the user's categories put each line: its category's group and places (a line whose code is
 * in no group is last), the user's own categories, and the lines of hidden categories or groups.
 */
class LineLayout {
  readonly ownCodes: string[] = [];
  readonly lines: BudgetLine[];
  private readonly place = new Map<string, { groupId: string; order: number; hidden: boolean }>();

  constructor(readonly layout: CategoryLayout) {
    let order = 0;
    for (const { group, categories } of layout) {
      for (const c of categories) {
        this.place.set(c.code, { groupId: group.id, order: order++, hidden: c.hidden || group.hidden });
        if (ownCategoryBase(c.code) !== null) this.ownCodes.push(c.code);
      }
    }
    this.lines = linesWith(this.ownCodes);
  }

  groupIdOf(code: string): string | null {
    return this.place.get(code)?.groupId ?? null;
  }

  isHidden(code: string): boolean {
    return this.place.get(code)?.hidden ?? false;
  }

  /** Rows in the user's order of groups and categories. */
  inOrder<T extends { category: string }>(rows: T[]): T[] {
    const orderOf = (row: T) => this.place.get(row.category)?.order ?? Number.MAX_SAFE_INTEGER;
    return [...rows].sort((a, b) => orderOf(a) - orderOf(b));
  }

  /** The user's groups holding any of the rows, in order, each with the sums of the given figures over its rows. */
  totals<T extends { category_group_id: string | null }, K extends string>(rows: readonly T[], figures: readonly K[], figure: (row: T, key: K) => number) {
    return this.layout.flatMap(({ group }) => {
      const members = rows.filter((r) => r.category_group_id === group.id);
      if (members.length === 0) return [];
      return [{ id: group.id, name: group.name, icon: group.icon, ...sums(members, figures, figure) }];
    });
  }
}

const sums = <T, K extends string>(rows: readonly T[], figures: readonly K[], figure: (row: T, key: K) => number) =>
  Object.fromEntries(figures.map((key) => [key, rows.reduce((sum, r) => sum + figure(r, key), 0)])) as Record<K, number>;

/** The user's lines and where their categories put them. */
const lineLayoutOf = async (db: Db, userId: string) => new LineLayout(await layoutOf(db, userId));

export const monthRange = (month: string): DateRange => ({ start: `${month}-01`, end: addDays(`${addMonthsTo(month, 1)}-01`, -1) });

/**
 * The transactions page at exactly a budget line's rows in the range (`budget_line`): its posted
 * spending and refunds, or, for a debt payment or transfer line, the posted money paid out on it.
 * None for the card payment line, whose figure (paid beyond the cards' purchases) is no one
 * filter's rows.
 */
export function budgetLineLink(range: DateRange, line: string, kind: LineKind): string | null {
  if (kind === 'card_paydown') return null;
  const rows = { start_date: range.start, end_date: range.end, budget_line: line };
  return transactionsLink(kind === 'spending' ? { ...rows, counted_as: 'spending', pending: 'false' } : { ...rows, counted_as: 'left_out', direction: 'outflow', pending: 'false' });
}

/** A row's group as the user named it (its `group`'s label when its category is in none of theirs). */
export const groupNameOf = (row: { group: GroupCode; category_group_id: string | null }, groups: readonly { id: string; name: string }[], names?: ReadonlyMap<string, string>): string =>
  groups.find((g) => g.id === row.category_group_id)?.name ?? lineLabel(row.group, names);

/** The key uncategorised spending is kept under (no Plaid code has lower case). */
const UNCATEGORISED = 'uncategorised';

/**
 * What each line's months hold: spent (spending less refunds, as the money rules count it) on a
 * spending line, posted money paid out on a debt payment or transfer line, and on the card payment
 * line what was paid beyond the month's spending on the cards (never below 0); and each month's
 * income and all spending, uncategorised included.
 */
class LineActuals {
  private readonly byLine = new Map<string, Map<string, number>>();
  private readonly income = new Map<string, number>();
  private readonly spent = new Map<string, number>();

  constructor(spending: MonthCategoryFigures[], paidOut: MonthPaidOutFigures[], spentOnCards: ReadonlyMap<string, number>) {
    for (const r of spending) {
      this.income.set(r.month, (this.income.get(r.month) ?? 0) + r.income_cents);
      this.spent.set(r.month, (this.spent.get(r.month) ?? 0) + r.spent_cents);
      if (r.spent_cents === 0) continue;
      const line = lineOf(r.category_primary, r.category_detailed);
      // Plaid's v2 `OTHER` is its word for no category.
      const uncategorised = r.category_primary === null || r.category_primary === PLAID_OTHER;
      if (line === null ? uncategorised : budgetLine(line)?.kind === 'spending') this.add(line ?? UNCATEGORISED, r.month, r.spent_cents);
    }
    for (const r of paidOut) {
      const line = lineOf(r.category_primary, r.category_detailed);
      if (line !== null && budgetLine(line)?.kind !== 'spending') this.add(line, r.month, r.paid_out_cents);
    }
    for (const [month, paid] of this.byLine.get(CARD_PAYMENT) ?? []) this.byLine.get(CARD_PAYMENT)!.set(month, Math.max(0, paid - (spentOnCards.get(month) ?? 0)));
  }

  private add(line: string, month: string, cents: number) {
    const months = this.byLine.get(line) ?? this.byLine.set(line, new Map()).get(line)!;
    months.set(month, (months.get(month) ?? 0) + cents);
  }

  of(line: string): ReadonlyMap<string, number> {
    return this.byLine.get(line) ?? new Map();
  }

  in(line: string, month: string): number {
    return this.of(line).get(month) ?? 0;
  }

  incomeIn(month: string): number {
    return this.income.get(month) ?? 0;
  }

  /** All spending of the month, uncategorised included: the dashboard's spent for it. */
  spentIn(month: string): number {
    return this.spent.get(month) ?? 0;
  }

  uncategorisedIn(month: string): number {
    return this.in(UNCATEGORISED, month);
  }
}

type Bill = Awaited<ReturnType<typeof activeBillStreams>>[number];

const HISTORY_MONTHS = 3;
const average = (total: number) => Math.round(total / HISTORY_MONTHS);

/**
 * What a month's plan and tracker both start from: plans, policies, the bills, and each line's
 * figures along its chain, with its last month and 3-month average (which also tell whether its
 * bills make it one of "Bills").
 */
async function budgetBasis(db: Db, userId: string, month: string) {
  const [layout, policies, firstChained, bills] = await Promise.all([lineLayoutOf(db, userId), rolloverPolicies(db, userId), firstRolloverMonth(db, userId, month), activeBillStreams(db, userId)]);
  const from = [addMonthsTo(month, -HISTORY_MONTHS), firstChained ?? month].sort()[0]!;
  const range = { start: monthRange(from).start, end: monthRange(month).end };
  const [plans, spending, paidOut, spentOnCards] = await Promise.all([
    planRows(db, userId, from, month),
    monthCategoryFigures(db, userId, range),
    monthPaidOutFigures(db, userId, range),
    monthSpentOnCards(db, userId, range),
  ]);
  const actuals = new LineActuals(spending, paidOut, spentOnCards);
  const plansOf = new Map<string, Map<string, number>>();
  const versions = new Map<string, number>();
  for (const p of plans) {
    (plansOf.get(p.category) ?? plansOf.set(p.category, new Map()).get(p.category)!).set(p.month, p.amount_cents);
    if (p.month === month) versions.set(p.category, p.version);
  }
  const billsOn = billsByLine(bills);
  const before = Array.from({ length: HISTORY_MONTHS }, (_, i) => addMonthsTo(month, -1 - i));
  const figuresOf = (line: BudgetLine) => {
    const rollover: RolloverPolicy = policies.get(line.code) ?? 'off';
    const lineBills = billsOn.get(line.code) ?? [];
    const billsMonthly = plannableMonthlyCents(line, lineBills);
    const averageCents = average(before.reduce((sum, m) => sum + actuals.in(line.code, m), 0));
    return {
      category: line.code,
      group: groupOf(line, billsMonthly, averageCents),
      category_group_id: layout.groupIdOf(line.code),
      kind: line.kind,
      ...budgetMonth(month, rollover, plansOf.get(line.code) ?? new Map(), actuals.of(line.code)),
      rollover,
      last_month_actual_cents: actuals.in(line.code, before[0]!),
      average_3_months_cents: averageCents,
      bills: lineBills,
      bills_monthly_cents: billsMonthly,
    };
  };
  return { layout, actuals, versions, figuresOf, before };
}

/** The `group`s the rows fall in, in the planner's order of them, each with the sums of the given figures over its rows. */
function groupTotals<T extends { group: GroupCode }, K extends string>(rows: readonly T[], figures: readonly K[], figure: (row: T, key: K) => number) {
  return GROUP_ORDER.flatMap((group) => {
    const members = rows.filter((r) => r.group === group);
    return members.length === 0 ? [] : [{ group, ...sums(members, figures, figure) }];
  });
}

export async function plannerView(db: Db, userId: string, month: string) {
  const [{ layout, actuals, versions, figuresOf, before }, income] = await Promise.all([budgetBasis(db, userId, month), expectedIncome(db, userId, month)]);
  const rows = layout.inOrder(
    layout.lines.flatMap((line) => {
      const figures = figuresOf(line);
      // A hidden category's line shows while it holds anything of the month or its history.
      const holdsNothing = figures.planned_cents === null && figures.carried_cents === 0 && figures.last_month_actual_cents === 0 && figures.average_3_months_cents === 0 && figures.bills.length === 0;
      if (layout.isHidden(line.code) && holdsNothing) return [];
      return [
        {
          ...figures,
          version: versions.get(line.code) ?? 0,
          bills: figures.bills.map((b) => ({ description: b.description, merchant_name: b.merchant_name, amount_cents: Math.abs(Number(b.last_amount_cents)), frequency: b.frequency, monthly_cents: monthlyCents(b) })),
        },
      ];
    }),
  );
  const figures = ['planned_cents', 'available_cents', 'last_month_actual_cents', 'average_3_months_cents', 'bills_monthly_cents'] as const;
  const figure = (r: (typeof rows)[number], key: (typeof figures)[number]) => r[key] ?? 0;
  return {
    month,
    rows,
    groups: groupTotals(rows, figures, figure),
    categoryGroups: layout.totals(rows, figures, figure),
    expectedIncome: income,
    suggestedIncomeCents: average(before.reduce((sum, m) => sum + actuals.incomeIn(m), 0)),
  };
}


export interface TrackerOptions {
  /** UTC today, `YYYY-MM-DD`. */
  today: string;
}

/** The bills of the given rows due in the range, in cents. */
function billsDue(rows: readonly { bills: Bill[] }[], range: DateRange): number {
  if (range.start > range.end) return 0;
  let total = 0;
  for (const row of rows) {
    for (const b of row.bills) total += Math.abs(Number(b.last_amount_cents)) * streamDatesIn(b.last_date!, b.frequency, range, b.dueOnLast).length;
  }
  return total;
}

export async function trackerView(db: Db, userId: string, month: string, { today }: TrackerOptions) {
  const { layout, actuals, versions, figuresOf } = await budgetBasis(db, userId, month);
  const rows = layout.inOrder(layout.lines.map(figuresOf).filter((r) => versions.has(r.category) || r.carried_cents !== 0));
  const budgeted = new Set(rows.map((r) => r.category));
  const spendingRows = rows.filter((r) => r.kind === 'spending');
  const sum = <T>(list: readonly T[], figure: (row: T) => number) => list.reduce((total, r) => total + figure(r), 0);

  const unbudgeted = [
    ...layout.lines.filter((line) => !budgeted.has(line.code)).map((line) => ({ category: line.code as string | null, kind: line.kind, spent_cents: actuals.in(line.code, month) })),
    { category: null, kind: 'spending' as LineKind, spent_cents: actuals.uncategorisedIn(month) },
  ]
    .filter((r) => r.spent_cents !== 0)
    .sort((a, b) => b.spent_cents - a.spent_cents || (a.category ?? '').localeCompare(b.category ?? ''));
  const budgetedSpent = sum(spendingRows, (r) => r.spent_cents);
  const allSpent = actuals.spentIn(month);

  const range = monthRange(month);
  const daysInMonth = daysIn(range);
  const timing = range.end < today ? 'past' : range.start > today ? 'future' : 'current';
  const daysElapsed = timing === 'past' ? daysInMonth : timing === 'future' ? 0 : daysIn({ start: range.start, end: today });
  const spendingAvailable = sum(spendingRows, (r) => r.available_cents);
  const upcoming = timing === 'past' ? 0 : billsDue(spendingRows, { start: timing === 'current' ? addDays(today, 1) : range.start, end: range.end });
  const pace = timing === 'current' ? Math.round((budgetedSpent / daysElapsed) * (daysInMonth - daysElapsed)) : 0;
  return {
    month,
    rows,
    groups: groupTotals(rows, ['available_cents', 'spent_cents'] as const, (r, key) => r[key]),
    categoryGroups: layout.totals(rows, ['available_cents', 'spent_cents'] as const, (r, key) => r[key]),
    unbudgeted,
    totals: {
      available_cents: sum(rows, (r) => r.available_cents),
      /** Spent in the budgeted spending lines. */
      spent_cents: budgetedSpent,
      /** Paid out on the budgeted debt payment and transfer lines. */
      paid_cents: sum(rows.filter((r) => r.kind !== 'spending'), (r) => r.spent_cents),
      /** Every spending of the month outside the budgeted lines (refunds can make it negative). */
      unbudgeted_spent_cents: allSpent - budgetedSpent,
      unplanned_paid_cents: sum(unbudgeted.filter((r) => r.kind !== 'spending'), (r) => r.spent_cents),
      all_spent_cents: allSpent,
    },
    pace: {
      timing,
      days_in_month: daysInMonth,
      days_elapsed: daysElapsed,
      days_left: daysInMonth - daysElapsed,
      /** The budgeted spending lines' available. */
      available_cents: spendingAvailable,
      expected_by_today_cents: Math.round((Math.max(spendingAvailable, 0) * daysElapsed) / daysInMonth),
      spent_cents: budgetedSpent,
      projected_month_end_cents: budgetedSpent + pace + upcoming,
      upcoming_bills_cents: upcoming,
    },
  } as const;
}

export type TrackerView = Awaited<ReturnType<typeof trackerView>>;
