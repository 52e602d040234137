/** One account's page (issue 25, beyond the spec). */
export const LOADING_ACCOUNT = 'Loading the account…';
export const NOT_FOUND_TITLE = "This account isn't here";
export const NOT_FOUND_TEXT = 'It may have been removed, or the link is not one of your accounts.';
export const LOAD_FAILED_TITLE = "We couldn't load this account";
export const LOAD_FAILED_TEXT = 'Your data is safe. Please try again in a moment.';
export const BACK_TO_ACCOUNTS = 'All accounts';
export const ITS_TRANSACTIONS = 'Its transactions';
export const accountAt = (kind: string, institution: string, mask: string | null) => `${kind}${mask ? ` ending in ${mask}` : ''} at ${institution}`;

export const DETAILS_TITLE = 'Details';
export const CURRENT_BALANCE = 'Current balance';
export const OWED_NOW = 'Owed now';
export const AVAILABLE = 'Available';
export const CREDIT_LIMIT = 'Credit limit';
export const LAST_SYNCED = 'Last synced';
export const STATEMENT_BALANCE = 'Last statement balance';
export const STATEMENT_ISSUED = 'Statement issued';
export const MINIMUM_PAYMENT = 'Minimum payment';
export const PAYMENT_DUE = 'Payment due';
export const LAST_PAYMENT = 'Last payment';
export const NOT_REPORTED = 'Not reported';

export const HISTORY_TITLE = 'Balance over time';
export const OWED_HISTORY_TITLE = 'Owed over time';
export const HISTORY_SPAN = 'Balance period';
export const HISTORY_VIEW = 'Balance view';
export const LOADING_HISTORY = 'Loading the balance history…';
export const HISTORY_EMPTY_TITLE = 'No history yet';
export const HISTORY_EMPTY_TEXT = 'The balance history starts with the first transaction of this account.';
export const HISTORY_TABLE = 'Balance at each point';
export const HISTORY_DATE = 'At the end of';
export const HISTORY_BALANCE = 'Balance';
export const HISTORY_OWED = 'Owed';
export const balanceChange = (direction: 'up' | 'down' | 'same', amount: string, since: string, owed: boolean) =>
  direction === 'same' ? `${owed ? 'Owed' : 'Balance'} unchanged since ${since}.` : `${owed ? 'Owed' : 'Balance'} ${direction} ${amount} since ${since}.`;
export const historyChartLabel = (from: string, to: string, summary: string) => `Balance from ${from} to ${to}. ${summary}`;
/** How the points shown were found: recorded at each sync from `recordedFrom` (the first point not reconstructed), walked back before it. */
export const historyNote = (recordedFrom: string | null, allRecorded: boolean) =>
  allRecorded
    ? 'Recorded at each sync with your bank.'
    : recordedFrom === null
      ? "Walked back from your bank's balance over this account's posted transactions (before it was recorded here)."
      : `Recorded at each sync with your bank from ${recordedFrom}; before that, walked back from its balance over this account's posted transactions.`;

export const RENAME = 'Rename';
export const RENAME_TITLE = 'Rename this account';
export const RENAME_DESCRIPTION = 'The name shown on every page, in the assistant and in your exports. A sync from your bank keeps it.';
export const NAME_LABEL = 'Account name';
export const NAME_INVALID = 'Enter a name of 1 to 60 characters.';
export const USE_BANK_NAME = 'Use the bank’s name';
export const RENAME_FAILED = 'That could not be saved. Try again.';
export const RENAMED = (name: string) => `Renamed to ${name}.`;
/** Hiding an account (issue 25): listed, and in no total. */
export const HIDE = 'Hide from totals';
export const SHOW = 'Show in totals';
export const HIDDEN_BADGE = 'Hidden';
export const HIDDEN_NOTICE = 'This account is hidden: its balance and its transactions are in no total — net worth, spending, income, budgets, the dashboard, the forecast or the assistant. Its transactions are still listed, marked hidden.';
export const HIDDEN_DONE = (name: string) => `${name} is hidden from every total.`;
export const SHOWN_DONE = (name: string) => `${name} counts in every total again.`;
export const HIDE_FAILED = 'That could not be saved. Try again.';
export const BANK_NAME = 'Bank’s name';
