import type { components } from '@contract/schema';
import { CARD_PAYMENT, INCOME, LOAN_PAYMENTS, TRANSFER_CATEGORIES, CATEGORY_TAXONOMY, codesCountedAs, ownCategoryBase, productCategoryCode } from '../money/index.ts';
import { PER_MONTH } from '../recurring/index.ts';

/**
 * What a budget is planned in (README, "Budgets"): lines, one per detailed category that money
 * can leave the user's accounts under, each in one group.
 *   - Spending: every detailed category of a primary that spending falls under (Groceries apart
 *     from Restaurant), in its primary's group — or in "Bills" when one of the user's bills is in it.
 *   - Debt payments: the detailed categories of loan and card payments (mortgage, car, student
 *     loan, credit card …), which the money rules leave out of spending. A card's purchases are
 *     spending, planned in their own lines, so the card payment line is what was paid beyond
 *     them: paying down what the cards owed (`card_paydown`).
 *   - Savings: transfers out to savings, investments and the user's other accounts; "Other
 *     transfers": cash withdrawals and other transfers out. Left out of spending too.
 * A bill is what the dashboard's upcoming bills list: an active recurring outflow whose next date
 * can be told (`activeBillStreams`); its line is its category's.
 * A category of the user's own (`<base>_OWN_<6 hex>`) counting as a line's detailed category is a
 * line of its own, of its base's kind and home: its money is on it, not on its base's.
 */

export type LineKind = components['schemas']['BudgetLineKind'];
export type GroupCode = components['schemas']['BudgetGroupCode'];

export const BILLS = 'BILLS';
export const DEBT_PAYMENTS = 'DEBT_PAYMENTS';
export const SAVINGS = 'SAVINGS';
export const OTHER_TRANSFERS = 'OTHER_TRANSFERS';

const TRANSFER_OUT = 'TRANSFER_OUT';
/** Transfers out that keep the money the user's: the "Savings" group's lines. */
const SAVINGS_LINES: readonly string[] = ['TRANSFER_OUT_SAVINGS', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS', 'TRANSFER_OUT_ACCOUNT_TRANSFER'];
const NOT_SPENDING: readonly string[] = [INCOME, LOAN_PAYMENTS, ...TRANSFER_CATEGORIES];

/** Plaid's primary categories spending can fall under, in Plaid's order. */
export const SPENDING_PRIMARIES: readonly string[] = CATEGORY_TAXONOMY.filter((c) => !NOT_SPENDING.includes(c.primary)).map((c) => c.primary);
const isSpendingCategory = (code: string) => SPENDING_PRIMARIES.includes(code);

export interface BudgetLine {
  /** The detailed category code. */
  code: string;
  primary: string;
  kind: LineKind;
  /** Its group when no bill is in it. */
  home: GroupCode;
}

const LINE_PRIMARIES: readonly string[] = [...SPENDING_PRIMARIES, LOAN_PAYMENTS, TRANSFER_OUT];

function homeOf(primary: string, code: string): GroupCode {
  if (primary === LOAN_PAYMENTS) return DEBT_PAYMENTS;
  if (primary === TRANSFER_OUT) return SAVINGS_LINES.includes(code) ? SAVINGS : OTHER_TRANSFERS;
  return primary as GroupCode;
}

/** Every line, in Plaid's order. */
function kindOf(primary: string, code: string): LineKind {
  if (code === CARD_PAYMENT) return 'card_paydown';
  if (primary === LOAN_PAYMENTS) return 'debt_payment';
  return primary === TRANSFER_OUT ? 'transfer' : 'spending';
}

export const BUDGET_LINES: readonly BudgetLine[] = CATEGORY_TAXONOMY.filter((c) => LINE_PRIMARIES.includes(c.primary)).flatMap(({ primary, detailed }) =>
  detailed.map((code) => ({ code, primary, kind: kindOf(primary, code), home: homeOf(primary, code) })),
);
const LINE_BY_CODE = new Map(BUDGET_LINES.map((line) => [line.code, line]));

/** A line by its code: one of Plaid's, or one of the user's own categories whose base is one (the caller checks the category is the user's). */
export function budgetLine(code: string): BudgetLine | undefined {
  const line = LINE_BY_CODE.get(code);
  if (line !== undefined) return line;
  const base = ownCategoryBase(code);
  const baseLine = base === null ? undefined : LINE_BY_CODE.get(base);
  return baseLine && { ...baseLine, code };
}

/** Every line of a user whose own categories have these codes: Plaid's, then theirs that are lines, in the given order. */
export const linesWith = (ownCodes: readonly string[]): BudgetLine[] => [
  ...BUDGET_LINES,
  ...ownCodes.flatMap((code) => {
    const line = ownCategoryBase(code) === null ? undefined : budgetLine(code);
    return line ? [line] : [];
  }),
];

/** The groups, in the planner's order: what is committed first, then everyday spending, then other transfers. */
export const GROUP_ORDER: readonly GroupCode[] = [BILLS, DEBT_PAYMENTS, SAVINGS, ...(SPENDING_PRIMARIES as GroupCode[]), OTHER_TRANSFERS];

/**
 * The line a row of money falls on, from its category in force: its detailed category (a v2 code
 * its v1 counterpart's: a buy-now-pay-later installment on "Other payment"), or — when it has only
 * a primary (the user chose "Food and drink (any)") — its primary's "Other" line (the last of
 * Plaid's detailed categories of each primary). A category of the user's own counting as one of
 * the primary's lines is its own line. Null for no category, income and transfers in.
 */
export function lineOf(primary: string | null, detailed: string | null): string | null {
  if (primary === null || !LINE_PRIMARIES.includes(primary)) return null;
  const line = detailed === null ? null : productCategoryCode(detailed);
  if (line !== null && LINE_BY_CODE.get(line)?.primary === primary) return ownCategoryBase(detailed!) === null ? line : detailed;
  return CATEGORY_TAXONOMY.find((c) => c.primary === primary)!.detailed.at(-1)!;
}

/** What a line's rows are, as `lineOf` places them (the `budget_line` filter's condition). */
export interface LineRows {
  primary: string;
  /** Detailed codes in force on it: its own, and for one of Plaid's the v2 codes counted under it. */
  detailed: readonly string[];
  /**
   * On a primary's "Other" line, the rows of the primary whose detailed code is on none of its
   * lines (or is null) are on it too: every code on the primary's other lines of Plaid's, and the
   * pattern (SQL `like`) of the user's own categories counted under the primary.
   */
  unplaced?: { onOtherLines: readonly string[]; ownPattern: string };
}

export function lineRows(code: string): LineRows | undefined {
  const line = budgetLine(code);
  if (line === undefined) return undefined;
  if (ownCategoryBase(code) !== null) return { primary: line.primary, detailed: [code] };
  const detailedOf = CATEGORY_TAXONOMY.find((c) => c.primary === line.primary)!.detailed;
  if (detailedOf.at(-1) !== code) return { primary: line.primary, detailed: codesCountedAs(code) };
  const onOtherLines = detailedOf.slice(0, -1).flatMap(codesCountedAs);
  return { primary: line.primary, detailed: codesCountedAs(code), unplaced: { onOtherLines, ownPattern: `${line.primary.replaceAll('_', '\\_')}\\_%\\_OWN\\_%` } };
}

/**
 * A line's group: "Bills" for a spending line whose bills come to half its spending or more (its
 * 3-month average; Rent, a phone plan — not a shop where a yearly membership is a tenth of what
 * is bought), else its home group. Its bills show on it wherever it is.
 */
export const groupOf = (line: BudgetLine, billsMonthlyCents: number, averageCents: number): GroupCode =>
  line.kind === 'spending' && billsMonthlyCents > 0 && billsMonthlyCents * 2 >= averageCents ? BILLS : line.home;

/** What a bill is planned from: a recurring outflow with its category in force, last amount and frequency. */
export interface BillStream {
  description: string;
  merchant_name: string | null;
  category: string | null;
  category_detailed: string | null;
  last_amount_cents: number;
  frequency: string;
}

/** A bill's amount a month, to the cent: its last amount times its occurrences a month (weekly 52/12, yearly 1/12 …). */
export const monthlyCents = (bill: Pick<BillStream, 'last_amount_cents' | 'frequency'>): number => Math.round(Math.abs(Number(bill.last_amount_cents)) * (PER_MONTH[bill.frequency] ?? 0));

/** What a line's bills add to its plan a month: none on the card payment line, whose bills pay for purchases planned as spending. */
export const plannableMonthlyCents = (line: BudgetLine, bills: readonly Pick<BillStream, 'last_amount_cents' | 'frequency'>[]): number =>
  line.kind === 'card_paydown' ? 0 : bills.reduce((sum, b) => sum + monthlyCents(b), 0);

/** The bills on each line, by line code; a bill without a category is on none. */
export function billsByLine<T extends BillStream>(bills: readonly T[]): Map<string, T[]> {
  const byLine = new Map<string, T[]>();
  for (const bill of bills) {
    const line = lineOf(bill.category, bill.category_detailed);
    if (line !== null) byLine.set(line, [...(byLine.get(line) ?? []), bill]);
  }
  return byLine;
}

/** Whether a bill is spending (and so in "spent" and a spending budget), as the money rules count its category. */
export const isSpendingBill = (bill: Pick<BillStream, 'category'>): boolean => bill.category === null || isSpendingCategory(bill.category);
