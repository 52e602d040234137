/** The accounts page's own words (the spec's error catalogue lives in shared/config). */

export const PAGE_TITLE = 'Accounts';
export const PAGE_DESCRIPTION = 'Every account at the institutions you have linked, with current balances, and the details of your credit cards.';

export const LOADING_ACCOUNTS = 'Loading your accounts…';

export const LOAD_FAILED_TITLE = "We couldn't load your accounts";
export const LOAD_FAILED_TEXT = 'Your data is safe. Please try again in a moment.';
export const TRY_AGAIN = 'Try again';
/** The header's way to the import page (issue 23). */
export const IMPORT_FILE = 'Import';

export const EMPTY_TITLE = 'No accounts to show yet';
export const EMPTY_TEXT =
  'Your linked institutions are not sharing any accounts with Ledgerline. Use Update Institution to choose accounts, or link another bank.';

export const UNAVAILABLE_TITLE = "Your bank isn't answering right now";
export const UNAVAILABLE_TEXT = 'Your balances will show here again as soon as the connection is back. There is nothing you need to do.';

export const AUTH_PROBLEM_TITLE = 'Your bank needs you to sign in again';
export const AUTH_PROBLEM_TEXT = "Until you do, we can't show your balances. Choose your institution under Update Institution and sign in.";

export const reauthTitle = (institution: string) => `${institution} needs you to sign in again`;
export const REAUTH_TEXT = 'Balances and transactions from this bank are paused until you reconnect. It only takes a minute.';
export const SIGN_IN_NEEDED = 'Sign-in needed';
/** Beside an institution that needs sign-in: its balances are the last ones synced. */
export const asOf = (moment: string) => `as of ${moment}`;
export const staleAccountsAt = (institution: string, moment: string) => `Accounts at ${institution}, as of ${moment}`;

export const TOTALS_LABEL = 'Totals';
export const hiddenLeftOut = (count: number) => `${count === 1 ? 'One hidden account is' : `${count} hidden accounts are`} left out of these totals.`;
export const TOTAL_CASH = 'Cash';
export const TOTAL_INVESTMENTS = 'Investments';
export const TOTAL_OTHER_ASSETS = 'Home, vehicle and other assets';
export const ADD_ASSET = 'Add a home, a vehicle or another asset or debt you value by hand';
export const TOTAL_CREDIT_OWED = 'Credit owed';
export const TOTAL_LOANS = 'Loans';
export const TOTAL_NET = 'Net worth';

export const COLUMN_ACCOUNT = 'Account';
export const COLUMN_CURRENT = 'Current balance';
export const COLUMN_AVAILABLE = 'Available';
export const COLUMN_LIMIT = 'Credit limit';
export const NOT_REPORTED = '—';
export const OWED = 'owed';
export const accountsAt = (institution: string) => `Accounts at ${institution}`;
export const maskLabel = (mask: string) => `ending in ${mask}`;
export const utilisationText = (percent: number, limit: string) => `${percent}% of ${limit} limit used`;

export const CREDIT_CARDS_TITLE = 'Credit cards';
export const CREDIT_CARDS_DESCRIPTION = 'Payments, statements and interest rates, as your card issuers report them.';
export const OVERDUE = 'Payment overdue';
export const DUE_SOON = 'Due soon';
export const PAID = 'Paid';
export const MINIMUM_PAID = 'Minimum paid';
/** Under the due date of a statement paid in full (or one that owed nothing). */
export const paidInFullOn = (date: string) => `paid in full on ${date}`;
export const NOTHING_TO_PAY = 'nothing to pay';
export const minimumPaidOn = (date: string, left: string | null) => (left ? `minimum paid on ${date}; ${left} left to pay` : `minimum paid on ${date}`);
export const MINIMUM_PAYMENT = 'Minimum payment';
export const NEXT_DUE = 'Next payment due';
export const LAST_STATEMENT = 'Last statement';
export const LAST_PAYMENT = 'Last payment';
export const APRS = 'Interest rates';
export const BALANCE = 'Balance';
export const balanceOfLimit = (limit: string) => `of ${limit} limit`;
export const amountOnDate = (amount: string, date: string) => `${amount} on ${date}`;

export const LAST_SYNCED = 'Last synced';
export const NEVER_SYNCED = 'Not synced yet';
export const SYNC_NOW = 'Sync now';
export const SYNCING = 'Syncing…';
export const syncedAgo = (ago: string) => `Synced ${ago}`;

/** Net worth over time (issue 25), under the totals. */
export const NET_WORTH_TITLE = 'Net worth over time';
export const NET_WORTH_SPAN = 'Net worth period';
export const NET_WORTH_VIEW = 'Net worth view';
export const LOADING_NET_WORTH = 'Loading your net worth over time…';
export const NET_WORTH_EMPTY_TITLE = 'No history to draw yet';
export const NET_WORTH_EMPTY_TEXT =
  'Net worth over time starts with your first transaction, or the first value of something you own. Link a bank, import a file, or add a home or a car.';
export const netWorthChange = (direction: 'up' | 'down' | 'same', amount: string, since: string) =>
  direction === 'same' ? `Net worth unchanged since ${since}` : `Net worth ${direction === 'up' ? 'up' : 'down'} ${amount} since ${since}`;
export const historyStartsOn = (date: string) => `Your history starts on ${date}.`;
export const NET_WORTH_ASSETS = 'Assets';
export const NET_WORTH_LIABILITIES = 'Liabilities';
export const NET_WORTH_NET = 'Net worth';
export const NET_WORTH_DATE = 'Balances at the end of';
export const NET_WORTH_TABLE = 'Net worth at each point';
export const netWorthChartLabel = (from: string, to: string, summary: string) => `Net worth, assets and liabilities from ${from} to ${to}. ${summary}.`;
export const BREAKDOWN_OF = 'Breakdown of';
export const breakdownOf = (date: string) => `Show the breakdown of ${date}`;
export const breakdownTitle = (date: string) => `At the end of ${date}`;
export const RECONSTRUCTED_NOTE =
  "From before your banks' balances were recorded here: walked back from them over the posted transactions since; a home or a car counts at the value you gave it then.";
export const TODAY_NOTE = 'The balances recorded from your banks at their syncs; a home or a car at the value you gave it.';
export const transactionsSince = (date: string) => `The transactions since ${date}`;
