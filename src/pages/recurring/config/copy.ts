import type { RecurringFrequency, RecurringKind } from '@/shared/api';

export const PAGE_TITLE = 'Recurring payments';
export const PAGE_DESCRIPTION = 'Subscriptions, bills, loan and card payments, transfers and income your bank sees repeating, and the ones you add yourself.';
export const MONTHLY_MEANS = 'A month is each active payment’s amount times how often it falls in a year, over 12 (weekly ×52/12, every two weeks ×26/12, twice a month ×2, yearly ÷12).';
export const LOADING = 'Loading recurring payments…';
export const LOAD_FAILED_TITLE = 'Recurring payments could not be loaded';
export const LOAD_FAILED_TEXT = 'Something went wrong on our side. Try again in a moment.';
export const TRY_AGAIN = 'Try again';
export const EMPTY_TITLE = 'No recurring payments yet';
export const EMPTY_TEXT = 'When your linked bank shows payments that repeat, they are listed here. You can also add one yourself.';
export const ADD = 'Add recurring payment';
export const PER_MONTH = 'a month';
export const LAST_PAYMENTS = 'Last payments';
export const NO_PAYMENTS_SEEN = 'No payment seen yet.';
export const ACTIONS_FOR = (merchant: string) => `Actions for ${merchant}`;
export const NOT_RECURRING = 'Not recurring';
export const RECURRING_AGAIN = 'Recurring again';
export const CHANGE_KIND = 'Change kind…';
export const CHANGE_AMOUNT = 'Change amount…';
export const DELETE = 'Delete';
export const NOT_RECURRING_BADGE = 'Not recurring';
export const INACTIVE_BADGE = 'Ended';
export const ADDED_BY_YOU = 'Added by you';
export const CORRECTED = 'Corrected by you';
export const NEXT = 'Next';
export const NOT_COUNTED_TITLE = 'Not counted';
export const NOT_COUNTED_TEXT = 'Ended, or marked not recurring: left out of the totals, the upcoming bills and the budgets.';
export const SAVE_FAILED = 'That could not be saved. Try again.';
export const KIND = 'Kind';
export const AMOUNT = 'Expected amount';
export const AMOUNT_INVALID = 'Enter an amount above zero, like 15.99.';
export const MERCHANT = 'Merchant or description';
export const MERCHANT_NEEDED = 'Enter who you pay or who pays you.';
export const FREQUENCY_LABEL = 'How often';
export const NEXT_DATE = 'Next date';
export const ACCOUNT = 'Account';
export const NO_ACCOUNT = 'No particular account';
export const NEXT_DATE_NEEDED = 'Choose the next date it is due.';
export const ADD_DESCRIPTION = 'It counts in the upcoming bills, the budgets and the assistant from its next date on.';
export const KIND_TITLE = (merchant: string) => `Change the kind of ${merchant}`;
export const AMOUNT_TITLE = (merchant: string) => `Change the amount of ${merchant}`;
export const AMOUNT_DESCRIPTION = 'The amount the upcoming bills, budgets and totals use for it. Your bank’s figure comes back if you clear it.';
export const USE_BANK_AMOUNT = 'Use the bank’s amount';
export const MARKED_NOT_RECURRING = (merchant: string) => `${merchant} is no longer counted as recurring.`;
export const DELETED = (merchant: string) => `${merchant} was deleted.`;

export const KIND_LABELS: Record<RecurringKind, string> = {
  subscription: 'Subscriptions',
  bill: 'Bills',
  loan_or_mortgage: 'Loan and mortgage payments',
  card_payment: 'Credit card payments',
  transfer_or_savings: 'Transfers and savings',
  income: 'Income',
};

export const FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Every two weeks',
  SEMI_MONTHLY: 'Twice a month',
  MONTHLY: 'Monthly',
  ANNUALLY: 'Yearly',
};
export const frequencyLabel = (frequency: string) => FREQUENCY_LABELS[frequency as RecurringFrequency] ?? 'Irregular';
