import type { RolloverPolicy } from '@/shared/api';

/** The budget planner's own words. */

export const PAGE_TITLE = 'Budget Planner';
export const PAGE_DESCRIPTION = 'Plan every dollar that leaves your accounts — bills, debt payments, savings and everyday spending — month by month.';

export const LOADING_PLAN = 'Loading your budget…';
export const PLAN_LOAD_FAILED_TITLE = "We couldn't load this month's budget";

export const nothingPlanned = (month: string) => `Nothing planned for ${month} yet`;
export const NOTHING_PLANNED_TEXT = 'Start from what you spent: fill each category from its 3-month average, copy last month, or plan your recurring bills, then adjust any amount below.';

export const FILL_FROM_AVERAGE = 'Fill from 3-month average';
export const COPY_LAST_MONTH = 'Copy last month';
export const PLAN_BILLS = 'Plan recurring bills';
export const CLEAR = 'Clear';
export const UNDO = 'Undo';
export const undoLabel = 'Undo the last change';
export const MONTH_ACTIONS = 'Whole month';

export const TABLE_LABEL = 'Plan per category';
export const CATEGORY = 'Category';
export const PLANNED = 'Planned';
export const LAST_MONTH = 'Last month';
export const AVERAGE_3_MONTHS = '3-month average';
export const ROLLOVER = 'Rollover';
export const CARRIED = 'Carried in';
export const AVAILABLE = 'Available';
export const ACTIONS = 'Actions';
export const NOTHING_CARRIED = 'None';
export const plannedFor = (category: string) => `Planned for ${category}`;
export const rolloverFor = (category: string) => `Rollover for ${category}`;
export const actionsFor = (category: string) => `Actions for ${category}`;
export const planItsBills = (amount: string) => `Plan its bills (${amount} a month)`;
export const CARD_PAYDOWN_NOTE = 'Card purchases are planned in their categories: plan here what you pay off beyond them.';
/** After a group's name in its own row: the row is the group's total (read by screen readers only). */
export const ALL_CATEGORIES = ', all categories';
/** The last section, for lines whose category is in none of the person's groups. */
export const OTHER_CATEGORIES = 'Other categories';
export const ADD_CATEGORY = 'Add a category…';
export const addTo = (group: string) => `Add a category to ${group}`;
const FREQUENCIES: Record<string, string> = { WEEKLY: 'weekly', BIWEEKLY: 'every 2 weeks', SEMI_MONTHLY: 'twice a month', MONTHLY: 'monthly', ANNUALLY: 'yearly' };
export const billText = (name: string, amount: string, frequency: string, monthly: string) =>
  frequency === 'MONTHLY' ? `${name}: ${amount} monthly` : `${name}: ${amount} ${FREQUENCIES[frequency] ?? frequency.toLowerCase()} (${monthly} a month)`;

export const ROLLOVER_OPTIONS: readonly { value: RolloverPolicy; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'carry_left', label: "Carry what's left" },
  { value: 'carry_all', label: "Carry what's left and overspending" },
];

export const TOTALS_TITLE = 'This month';
export const EXPECTED_INCOME = 'Expected income';
export const suggestedIncome = (amount: string) => `Suggested from your last 3 months: ${amount}.`;
export const USE_SUGGESTION = 'Use suggestion';
export const PLANNED_TOTAL = 'Planned';
export const INCOME_TOTAL = 'Expected income';
export const LEFT_TO_PLAN = 'Left to plan';
export const OVER_PLANNED = 'More planned than you expect to earn';
export const committedPlanned = (bills: string, debt: string, savings: string) => `Everything planned counts: ${bills} for bills, ${debt} for debt payments and ${savings} for savings, with everyday spending.`;

/** While a bank's older history is still arriving (issue 29): what it means for the figures plans start from. */
export const historyFiguresCoveredFrom = (date: string) => `Last month and the 3-month averages count only from ${date}, so they may be lower than what you spend.`;
export const SOME_HISTORY_ON_ITS_WAY = 'Last month and the 3-month averages may not count all of your spending yet.';
