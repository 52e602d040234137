/** The budget tracker's own words. */

export const PAGE_TITLE = 'Budget Tracker';
export const PAGE_DESCRIPTION = 'Compare what you actually spent and paid with what you budgeted, category by category, for the month you choose.';

export const LOADING_TRACKER = 'Loading your budget tracker…';
export const TRACKER_LOAD_FAILED_TITLE = "We couldn't load this month's tracker";

export const noBudget = (month: string) => `No budget for ${month} yet`;
export const NO_BUDGET_TEXT = 'Plan how much to spend in each category, and what goes to bills, debts and savings, and this page follows the month against it.';
export const planMonth = (month: string) => `Plan ${month}`;

export const SUMMARY_TITLE = 'This month';
export const AVAILABLE_TOTAL = 'Available in your budget';
export const SPENT_BUDGETED = 'Spent in budgeted categories';
export const PAID_BUDGETED = 'Paid to debts and savings';
export const REMAINING_TOTAL = 'Remaining';
export const ALL_SPENDING = 'All spending';
export const allSpendingIn = (month: string) => `All spending in ${month}`;

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
export const currentPace = (expected: string, spent: string, daysLeft: number, projected: string, bills: string) =>
  `Budgeted categories: expected by today ${expected} · spent ${spent} · ${days(daysLeft)} left · projected month end ${projected} (includes ${bills} of upcoming bills)`;
export const MONTH_ENDED = 'Month ended';
export const NOT_STARTED = "This month hasn't started";

export const CATEGORIES_TITLE = 'Categories';
/** The last group, for lines whose category is in none of the person's groups. */
export const OTHER_CATEGORIES = 'Other categories';
export const AVAILABLE = 'Available';
export const SPENT = 'Spent';
export const PAID = 'Paid';
export const PAID_DOWN = 'Paid down';
export const CARRIED = 'Carried in';
export const REMAINING = 'Remaining';
export const overBy = (amount: string) => `Over by ${amount}`;
export const carriedNote = (carried: string, source: string) => `${carried} carried ${source}`;
export const usedOf = (category: string, percent: string, verb: string) => `${category}: ${percent} of available ${verb}`;
export const groupFigures = (available: string, spent: string) => `Available ${available} · Spent or paid ${spent}`;

export const UNBUDGETED_TITLE = 'Outside your budget';
export const unbudgetedTotal = (spent: string) => `${spent} spent in categories with no budget this month.`;
export const unplannedPaid = (paid: string) => `${paid} paid to debts and savings with no budget.`;
export const PLAN_THESE = 'Plan a budget for these categories';

/** While a bank's older history is still arriving (issue 29): what it means for this month's figures. */
export const historyNotArrived = (month: string) => `The history for ${month} has not arrived yet: its spending shows here once your bank has sent it, not as $0 spent.`;
export const spendingCoveredFrom = (date: string) => `Spending before ${date} has not arrived yet, so this month's figures are not whole.`;
export const SOME_SPENDING_ON_ITS_WAY = "Some of this month's spending may not have arrived yet.";
