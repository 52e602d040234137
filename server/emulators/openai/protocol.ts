/**
 * The tools the product offers the model (server/src/modules/assistant/tools.ts defines them):
 * the arguments the stand-in sends and the results it reads. Dates are YYYY-MM-DD, inclusive;
 * money in results is a formatted en-US string ("$1,234.56").
 */

export type ToolName =
  | 'search_transactions'
  | 'spending_summary'
  | 'income_statement'
  | 'compare_periods'
  | 'accounts_and_balances'
  | 'credit_cards'
  | 'recurring_payments'
  | 'budget_status';

export interface Period {
  start_date: string;
  end_date: string;
}

export type Direction = 'outflow' | 'inflow';

export interface SearchTransactionsArgs extends Period {
  merchants?: string[];
  categories?: string[];
  direction?: Direction;
  min_amount?: number;
  max_amount?: number;
  search?: string;
  /** `spending`: purchases and refunds only, never transfers or card and loan payments. */
  counted_as?: 'spending' | 'income' | 'left_out';
  sort?: 'newest' | 'oldest' | 'largest' | 'smallest';
  limit?: number;
}

export interface SpendingSummaryArgs extends Period {
  group_by: 'category' | 'merchant' | 'month';
  categories?: string[];
  merchants?: string[];
}

export interface ComparePeriodsArgs {
  first: Period;
  second: Period;
  categories?: string[];
  merchants?: string[];
}

export interface ToolCallPlan {
  name: ToolName;
  args: object;
}

export interface TransactionRow {
  date: string;
  merchant: string | null;
  name: string;
  category: string | null;
  account: string;
  amount: string;
  direction: Direction;
  pending: boolean;
  /** Opens exactly this row on the transactions page (absent from older servers). */
  link?: string;
}

export interface SearchTransactionsResult {
  period: Period;
  count: number;
  total_out: string;
  total_in: string;
  /** Spending minus refunds of the matching rows, by the README's rules (absent from older servers). */
  spent?: string;
  link: string;
  /** Posted rows only (older servers mixed pending ones in, marked `pending`). */
  transactions: TransactionRow[];
  /** Pending rows matching the same filters, never in the count or the totals. */
  pending_count?: number;
  pending_transactions?: TransactionRow[];
}

export interface SpendingGroup {
  name: string;
  spent: string;
  count: number;
  link: string;
}

export interface SpendingSummaryResult {
  period: Period;
  spent: string;
  income: string;
  net: string;
  transactions_counted: number;
  link: string;
  average_per_month?: string;
  groups: SpendingGroup[];
}

export interface IncomeStatementResult {
  period: Period;
  income: string;
  spent: string;
  net: string;
  savings_rate: string | null;
  link: string;
  sources: { name: string; amount: string; count: number }[];
}

export interface PeriodTotals {
  period: Period;
  spent: string;
  income: string;
  count: number;
  link: string;
}

export interface ComparePeriodsResult {
  first: PeriodTotals;
  second: PeriodTotals;
  difference: { spent: string; direction: 'more' | 'less' | 'same'; percent: string | null };
}

/** Narrowing the balances to one kind of account: Plaid's type and subtype names. */
export interface AccountsAndBalancesArgs {
  type?: 'depository' | 'credit' | 'loan' | 'investment';
  subtype?: string;
}

export interface AccountsAndBalancesResult {
  accounts: {
    name: string;
    /** The account's kind in words: "checking account", "mortgage", "student loan" … */
    kind?: string;
    institution: string;
    type: string;
    subtype: string | null;
    mask: string | null;
    /** `owed` for cards and loans, `held` otherwise. */
    balance_is?: 'owed' | 'held';
    current_balance: string | null;
    available_balance: string | null;
  }[];
  count?: number;
  /** Unnarrowed only. */
  totals?: { cash: string; invested?: string; owed_on_credit_cards?: string; owed_on_loans?: string; credit_owed?: string; net_worth: string };
  /** Narrowed only: the narrowing, and the listed accounts' sum. */
  narrowed_to?: AccountsAndBalancesArgs;
  total?: string;
  total_is?: string;
}

export interface CreditCardsResult {
  total_owed: string;
  cards: {
    name: string;
    institution: string;
    balance_owed: string | null;
    credit_limit: string | null;
    minimum_payment: string | null;
    next_payment_due_date: string | null;
    last_statement_balance: string | null;
    apr: string | null;
  }[];
}

export type RecurringKind = 'subscription' | 'bill' | 'loan_or_mortgage' | 'card_payment' | 'transfer_or_savings' | 'income';

export interface RecurringPaymentsArgs {
  kind?: RecurringKind;
}

export interface RecurringPaymentsResult {
  /** The kind asked for, and what the streams are in words. */
  kind?: RecurringKind;
  streams_are?: string;
  count?: number;
  monthly_total: string;
  by_kind?: { kind: RecurringKind; count: number; monthly_total: string }[];
  streams: { description: string; merchant: string | null; kind?: RecurringKind; category: string | null; amount: string; frequency: string; next_date: string | null }[];
}

export interface BudgetStatusResult {
  month: string;
  has_budget: boolean;
  /** `spent` in the budgeted spending categories, `paid` on the debt payment and savings lines. */
  totals: { available: string; spent: string; paid?: string; remaining: string; all_spending?: string };
  pace: { days_left: number; expected_by_today: string; projected_month_end: string };
  categories: { name: string; group?: string; available: string; spent: string; remaining: string; over_budget: boolean; link: string | null }[];
}

/** What a tool answers when it failed or its arguments were wrong. */
export interface ToolError {
  error: string;
}
