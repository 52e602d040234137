import { formatMoney } from '@/shared/lib';
import { BUDGET_AMOUNT_MAX } from './budget';

/** What the budget says when an amount cannot be saved or a save did not land: every such string, in one place. */

export const AMOUNT_NOT_A_NUMBER = 'Enter an amount in dollars, such as 250 or 250.50.';
export const AMOUNT_NEGATIVE = 'Enter an amount of $0 or more.';
export const AMOUNT_TOO_LARGE = `Enter at most ${formatMoney(BUDGET_AMOUNT_MAX)}.`;
export const AMOUNT_TOO_PRECISE = 'Use at most two decimals (whole cents).';

/** 409: someone saved the same row elsewhere first; nothing of this change was saved and the month is read again. */
export const changedElsewhere = (what: string) => `Someone changed ${what} in another tab or device; it now shows their amount. Your change was not saved.`;
export const PLAN_CHANGED_ELSEWHERE = "Someone changed this month's plan in another tab or device; it now shows their amounts. Your change was not saved.";
export const EXPECTED_INCOME_NAME = 'your expected income';

export const SAVE_FAILED = "Your change couldn't be saved, so it was undone. Please try again.";
