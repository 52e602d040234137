/** The budget tracker's own words. */

export const PAGE_TITLE = 'Budget Tracker';
export const PAGE_DESCRIPTION = 'Compare what you actually spent with what you budgeted, category by category, for the month you choose.';

export const LOADING_TRACKER = 'Loading your budget tracker…';
export const TRACKER_LOAD_FAILED_TITLE = "We couldn't load this month's tracker";

export const noBudget = (month: string) => `No budget for ${month} yet`;
export const NO_BUDGET_TEXT = 'Plan how much to spend in each category, and this page follows your spending against it.';
export const planMonth = (month: string) => `Plan ${month}`;

export const PACE_TITLE = 'Pace';
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
export const currentPace = (expected: string, spent: string, daysLeft: number, projected: string, bills: string) =>
  `Expected by today ${expected} · Spent ${spent} · ${days(daysLeft)} left · Projected month end ${projected} (includes ${bills} of upcoming bills)`;
export const MONTH_ENDED = 'Month ended';
export const pastPace = (available: string, spent: string) => `Available ${available} · Spent ${spent}`;
export const NOT_STARTED = "This month hasn't started";
export const futurePace = (available: string) => `Available ${available}`;

export const CATEGORIES_TITLE = 'Categories';
export const AVAILABLE = 'Available';
export const SPENT = 'Spent';
export const CARRIED = 'Carried in';
export const REMAINING = 'Remaining';
export const overBy = (amount: string) => `Over by ${amount}`;
export const carriedNote = (carried: string, source: string) => `${carried} carried ${source}`;
export const usedOf = (category: string, percent: string) => `${category}: ${percent} of available spent`;

export const UNBUDGETED_TITLE = 'Spending without a budget';
export const unbudgetedTotal = (amount: string) => `${amount} spent in categories with no budget this month.`;
export const PLAN_THESE = 'Plan a budget for these categories';
