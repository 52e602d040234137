import type { AnalysisFacts } from '../computed-analysis.ts';

/**
 * The facts of each analysis as the writer (and the plain summary) receive them. Money is text
 * (`$1,234.56`; `-$12.30` where a figure can fall below zero), percentages `12.5%`, dates
 * `YYYY-MM-DD`, months `YYYY-MM`; `link`s lead to the transactions page at exactly the rows
 * behind a figure.
 */

type Money = string;
type Percent = string | null;
interface Period {
  start_date: string;
  end_date: string;
}

export interface AccountFacts {
  name: string;
  institution: string;
  type: string;
  /** Now; for a card or loan, what is owed. Null when the bank gives none. */
  balance: Money | null;
  available: Money | null;
  credit_limit: Money | null;
  balance_1_month_ago: Money | null;
  change_1_month: Money | null;
  balance_3_months_ago: Money | null;
  change_3_months: Money | null;
  balance_12_months_ago: Money | null;
  change_12_months: Money | null;
  utilisation: Percent;
  attention: string[];
}

export interface AccountDetailFacts extends AnalysisFacts {
  type: 'account_detail_analysis';
  /** The days the balances "ago" are at the end of. */
  balances_as_of: { one_month_ago: string; three_months_ago: string; twelve_months_ago: string };
  totals: {
    net_worth: Money;
    net_worth_1_month_ago: Money;
    net_worth_change_1_month: Money;
    cash: Money;
    cash_change_1_month: Money;
    investments: Money;
    credit_owed: Money;
    credit_owed_change_1_month: Money;
    credit_limit: Money;
    credit_utilisation: Percent;
  };
  accounts: AccountFacts[];
  interest_and_fees: {
    total: Money;
    link: string;
    interest: { amount: Money; link: string };
    fees: { amount: Money; by_kind: { kind: string; amount: Money; link: string }[] };
  };
  accounts_needing_attention: number;
  attention: { account: string; reasons: string[] }[];
}

export interface MonthFacts {
  month: string;
  income: Money;
  spending: Money;
  net: Money;
  savings_rate: Percent;
}

export interface CategoryChangeFacts {
  category: string;
  earlier: Money;
  recent: Money;
  change: Money;
  /** The recent months' rows; `earlier_link` the months before's. */
  link: string;
  earlier_link: string;
}

export interface DatedAmountFacts {
  date: string;
  description: string;
  amount: Money;
}

export interface IncomeSpendFacts extends AnalysisFacts {
  type: 'income_spend_analysis';
  months: MonthFacts[];
  totals: {
    income: Money;
    spending: Money;
    net: Money;
    savings_rate: Percent;
    average_income: Money;
    average_spending: Money;
    income_link: string;
    spending_link: string;
  };
  last_month: { month: string; net: Money; month_before: string; month_before_net: Money; change: Money };
  category_changes: { recent: Period; earlier: Period; growing: CategoryChangeFacts[]; shrinking: CategoryChangeFacts[] };
  forecast: {
    period: Period;
    starting_cash: Money;
    inflows: { total: Money; items: DatedAmountFacts[] };
    bills: { total: Money; items: DatedAmountFacts[] };
    everyday_spending: { total: Money; per_day: Money; monthly_basis: Money; basis: string; bills_per_month: Money };
    projected_end_balance: Money;
    lowest: { date: string; balance: Money };
  };
}

export interface CarryFacts {
  from_month: string;
  available: Money;
  spent: Money;
  left: Money;
}

export interface BudgetCategoryFacts {
  /** The line (a detailed category) in words. */
  category: string;
  group: string;
  /** `spending`, or `debt_payment` / `transfer` (whose `spent` is the money paid out) or `card_paydown` (paid beyond the cards' purchases). */
  kind: string;
  planned: Money | null;
  carried: Money;
  carried_from: CarryFacts | null;
  rollover: string;
  available: Money;
  spent: Money;
  remaining: Money;
  over_budget: boolean;
  /** None for the card payment line: what it counts is no one filter's rows. */
  link: string | null;
}

export interface BudgetMonthFacts {
  month: string;
  /** Whether anything is planned for (or carried into) the month; without, its budget figures are all zero and say nothing. */
  has_budget: boolean;
  available: Money;
  /** Spent in the budgeted spending lines. */
  spent: Money;
  /** Paid out on the budgeted debt payment and transfer lines. */
  paid: Money;
  remaining: Money;
  unbudgeted_spent: Money;
  /** All the month's spending. */
  all_spent: Money;
  over_budget: string[];
}

export interface SuggestionFacts {
  category: string;
  action: 'raise' | 'lower' | 'plan';
  current_plan: Money | null;
  suggested_plan: Money;
  average_3_months: Money;
  reason: string;
}

export interface BudgetFacts extends AnalysisFacts {
  type: 'budget_analysis';
  budget_month: string;
  /** Whether any of the months has a plan. */
  has_budget: boolean;
  /** The budget month and the months before it, oldest first. */
  months: BudgetMonthFacts[];
  categories: BudgetCategoryFacts[];
  unbudgeted: { category: string; kind: string; spent: Money }[];
  pace: { days_left: number; expected_by_today: Money; spent: Money; projected_month_end: Money; upcoming_bills: Money };
  suggestions: SuggestionFacts[];
}
