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
  | 'net_worth_history'
  | 'cash_forecast'
  | 'tag_spending'
  | 'recurring_payments'
  | 'budget_status';

export interface Period {
  start_date: string;
  end_date: string;
}

export type Direction = 'outflow' | 'inflow';

/** Set when a result's range starts before the user's first transaction (`before_history`: nothing to show). */
export interface HistoryNote {
  history_starts?: string;
  period_is?: 'before_history' | 'partly_before_history';
}

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
  /** Average the month in progress too ("so far"); left out otherwise. */
  include_month_in_progress?: boolean;
}

/** A side of a comparison: its dates, and its own merchant or category when the sides differ by subject. */
export interface ComparedSideArgs extends Period {
  categories?: string[];
  merchants?: string[];
}

export interface ComparePeriodsArgs {
  first: ComparedSideArgs;
  second: ComparedSideArgs;
  /** Both sides'. */
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
  /** What the row is: "purchase", "refund", "income", "transfer", "card payment" … (absent from older servers). */
  kind?: string;
  pending: boolean;
  /** Opens exactly this row on the transactions page (absent from older servers). */
  link?: string;
}

export interface SearchTransactionsResult extends HistoryNote {
  period: Period;
  /** What the rows are, and what one is called ("purchase", "transaction", "deposit" …); absent from older servers. */
  rows_are?: string;
  row_noun?: string;
  count: number;
  /** Matching posted rows not listed in `transactions`. */
  more?: number;
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

export interface SpendingSummaryResult extends HistoryNote {
  period: Period;
  spent: string;
  income: string;
  net: string;
  /** The rows of the spent figure: purchases and refunds, no income deposits. */
  spending_transactions: number;
  income_deposits?: number;
  link: string;
  /** By month: over whole months only (null when the range holds none). */
  average_per_month?: string | null;
  average_income_per_month?: string;
  averaged_over?: (Period & { months: number; month_in_progress_included: boolean; spent: string; link: string; income?: string; income_link?: string }) | null;
  left_out_of_average?: (Period & { why: 'month in progress' | 'not begun' | 'part of a month' })[];
  groups: SpendingGroup[];
}

export interface IncomeStatementResult extends HistoryNote {
  period: Period;
  income: string;
  spent: string;
  net: string;
  savings_rate: string | null;
  link: string;
  sources: { name: string; amount: string; count: number }[];
}

export interface PeriodTotals extends HistoryNote {
  period: Period;
  /** The side's merchant and category (a label), when narrowed. */
  merchant?: string;
  category?: string;
  spent: string;
  income: string;
  count: number;
  link: string;
}

export interface ComparePeriodsResult {
  first: PeriodTotals;
  second: PeriodTotals;
  difference: { spent: string; direction: 'more' | 'less' | 'same'; higher?: 'first' | 'second' | 'neither'; percent: string | null };
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

export interface NetWorthHistoryArgs extends Period {
  interval?: 'day' | 'week' | 'month';
}

export interface NetWorthHistoryResult {
  interval: 'day' | 'week' | 'month';
  points: { date: string; assets: string; liabilities: string; net_worth: string; reconstructed: boolean }[];
  /** The last point's net worth minus the first's, signed ("+$1,234.56"). */
  change: string;
  direction: 'up' | 'down' | 'unchanged';
  link: string;
}

export interface CashForecastArgs {
  days?: 30 | 60 | 90;
}

export interface CashForecastResult {
  as_of: string;
  days: number;
  starting_cash: string;
  lowest: { date: string; balance: string };
  at_end: { date: string; balance: string };
  next_payday: { date: string; merchant: string; amount: string } | null;
  lowest_before_payday: { date: string; balance: string } | null;
  runs_short_before_payday: boolean | null;
  days_below_zero: number;
  first_day_below_zero: string | null;
  assumptions: {
    income_counted: { merchant: string; amount: string; dates: string[] }[];
    payments_counted: { merchant: string; kind: string; amount: string; dates: string[] }[];
    cards_paid_in_full: { name: string; owed: string; due_date: string | null }[];
    everyday_spending: { month: string; per_day: string; from: string }[];
    left_out: { merchant: string | null; reason: string }[];
  };
  link: string;
}

export interface TagSpendingArgs extends Period {
  /** One of the user's tags; none: every tag. */
  tag?: string;
}

export interface TagSpendingResult extends HistoryNote {
  period: Period;
  count_is: string;
  /** With `tag`: that tag's figures and its largest rows. */
  tag?: string;
  spent?: string;
  count?: number;
  link?: string;
  largest?: { date: string; merchant: string; amount: string; direction: Direction; link: string }[];
  /** Without: every tag with spending, largest first. */
  tags?: { tag: string; spent: string; count: number; link: string }[];
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
  /** Only payments due from today to this day. */
  due_by?: string;
}

export interface RecurringPaymentsResult {
  /** The kind asked for, and what the streams are in words. */
  kind?: RecurringKind;
  streams_are?: string;
  /** With `due_by`: the window, the payments due in it and their sum. */
  due_window?: Period;
  due_payments?: number;
  due_total?: string;
  count?: number;
  monthly_total: string;
  by_kind?: { kind: RecurringKind; count: number; monthly_total: string }[];
  streams: { description: string; merchant: string | null; kind?: RecurringKind; category: string | null; amount: string; frequency: string; next_date: string | null; due_dates?: string[] }[];
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
