export const PAGE_TITLE = 'Transactions';
export const PAGE_DESCRIPTION = 'Every transaction from your linked accounts, by date range, institution and category, with search.';
export const TABLE_LABEL = 'Transactions';
export const LOADING_TRANSACTIONS = 'Loading transactions…';
export const EMPTY_TITLE = 'No transactions match';
export const EMPTY_FILTERED_TEXT = 'Nothing in this period matches your filters. Clear them, or choose another period.';
export const EMPTY_PERIOD_TEXT = 'There are no transactions in this period. Choose another period above.';
export const CLEAR_FILTERS = 'Clear filters';
export const LOAD_FAILED_TITLE = "We couldn't load your transactions";
export const LOAD_FAILED_TEXT = 'Check your connection and try again.';
export const TRY_AGAIN = 'Try again';
export const SEARCH_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Merchant or description';
export const FILTERS_LABEL = 'Filters';
/** The recategorise dialog's way to the person's categories (names, groups, their own). */
export const MANAGE_CATEGORIES = 'Manage categories';
export { ANY_CHOICE as ANY } from '@/entities/transaction';

/** The headline of the filtered set (every page of it). */
export const TOTALS_LABEL = 'Totals of the filtered transactions';
export const SPENT = 'Spent';
export const INCOME = 'Income';
export const MONEY_OUT = 'Money out';
export const MONEY_IN = 'Money in';
export const TRANSACTIONS = 'Transactions';
/** A phone's one line for the note, which opens it. */
export const TOTALS_NOTE_SUMMARY = 'What these figures count';
export const TOTALS_NOTE = 'Spent and income as the dashboard counts them; money out and in as a bank statement adds them, transfers included.';
export const versus = (label: string, figure: string) => `vs ${label}: ${figure}`;
/** How the count (the pager's too) treats pending rows. */
export const pendingNote = (pending: number, hidden = 0) => {
  const pendingPart = pending === 0 ? undefined : `${pending.toLocaleString()} pending, not in the sums until ${pending === 1 ? 'it posts' : 'they post'}`;
  const hiddenPart = hidden === 0 ? undefined : `${hidden.toLocaleString()} hidden, in no sum`;
  if (!pendingPart && !hiddenPart) return 'All posted, all in the sums';
  return `Incl. ${[pendingPart, hiddenPart].filter(Boolean).join('; ')}`;
};

/** While a bank's older history is still arriving (issue 29): what it means for this list. */
export const HISTORY_NOT_ARRIVED_TITLE = 'This history is on its way';
export const historyNotArrivedText = (period: string) => `The history for ${period} has not arrived yet. Its transactions show here once your bank has sent them.`;
export const rowsCoveredFrom = (date: string) => `Transactions before ${date} have not arrived yet, so this period's list and totals are not whole.`;
export const SOME_ROWS_ON_THEIR_WAY = "Some of this period's transactions may not have arrived yet.";
export const comparisonCoveredFrom = (label: string, date: string) => `The comparison with ${label} counts only from ${date}.`;

/** The count of rows to review: unreviewed, arrived since the previous visit to this page. */
export const toReviewText = (count: number) => `To review: ${count} new ${count === 1 ? 'transaction' : 'transactions'} since your last visit.`;
/** Beyond the spec (issue 25): the page's way to /recurring. */
export const RECURRING_LINK = 'Recurring payments';
