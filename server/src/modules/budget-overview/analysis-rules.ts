/**
 * The budget overview's thresholds and spans (README, "The budget overview"), in one place: the
 * analyses read them, and the README states them.
 */

/** Account detail: balances are back-computed to these many months before today. */
export const BALANCE_LOOKBACK_MONTHS = [1, 3, 12] as const;
/** Account detail: the span of interest and fees paid, and of the balance trend (month ends). */
export const ACCOUNT_DETAIL_MONTHS = 12;
/** A card owed at this share of its limit or more needs attention (and utilisation above ~30 % weighs on a credit score). */
export const HIGH_UTILISATION_PERCENT = 30;
/** A card's minimum payment due within these many days of today needs attention. */
export const PAYMENT_DUE_SOON_DAYS = 7;
/** A cash account with less available than this (or overdrawn) needs attention. */
export const LOW_CASH_CENTS = 10_000;

/** Income vs spend: the complete months the series covers. */
export const INCOME_SPEND_MONTHS = 12;
/** Categories growing and shrinking: the last this-many complete months against the same number before. */
export const CATEGORY_CHANGE_MONTHS = 3;
/** How many categories growing, and how many shrinking, are named. */
export const CATEGORY_CHANGES_LISTED = 3;
/** The cash-flow forecast's days after today. */
export const FORECAST_DAYS = 30;
/** Without a budget for the month, everyday spending is the average spent of this many complete months. */
export const FORECAST_AVERAGE_MONTHS = 3;

/** Budget: the months before the budget month it looks back on (plan vs actual, suggestions). */
export const BUDGET_HISTORY_MONTHS = 3;
/** A category over budget in at least this many of those months gets a raise suggested. */
export const OVER_BUDGET_MONTHS_TO_RAISE = 2;
/** A category under budget by at least this share of its available in each of them gets a cut suggested. */
export const UNDER_BUDGET_SHARE_TO_LOWER = 0.25;
/** An unbudgeted category whose 3-month average is at least this gets a plan suggested. */
export const UNBUDGETED_AVERAGE_TO_PLAN_CENTS = 2_500;
/** Suggested plans are the 3-month average rounded up to a multiple of this. */
export const SUGGESTION_ROUNDING_CENTS = 1_000;
/** With no budget at all, plans are suggested for this many categories, largest average first. */
export const STARTER_BUDGET_CATEGORIES = 5;
