/** Settings' "Alerts" section: which alerts a sync sends, each with its threshold (README, "Alerts"). */

export const SECTION_TITLE = 'Alerts';
export const SECTION_DESCRIPTION = 'Notifications your bank syncs create, each told once. Turn each on or off and set when it is told.';

export const LOADING = 'Loading your alert settings…';
export const LOAD_FAILED = "We couldn't load your alert settings. Please try again later.";
export const SAVE = 'Save alerts';
export const SAVING = 'Saving…';
export const SAVED = 'Your alert settings are saved.';
export const SAVE_FAILED = "We couldn't save your alert settings. Please try again.";

export const LARGE_PURCHASE = 'A purchase over an amount';
export const LARGE_PURCHASE_AMOUNT = 'Tell me of a purchase over ($)';
export const LOW_BALANCE = 'A cash balance below an amount';
export const LOW_BALANCE_AMOUNT = 'Tell me when a checking or savings balance falls below ($)';
export const BILL_DUE = 'A bill or card payment due soon';
export const BILL_DUE_DAYS = 'Days before it is due (0 to 14)';
export const NEW_RECURRING = 'A new recurring charge';
export const UNUSUAL_CHARGE = 'An unusually large charge at a merchant (more than twice its usual)';

export const AMOUNT_INVALID = 'An amount from $1 to $1,000,000, such as 500 or 49.99';
export const LOW_AMOUNT_INVALID = 'An amount from $0 to $1,000,000, such as 100';
export const DAYS_INVALID = 'A whole number of days from 0 to 14';
