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

/** Splitting a transaction into parts, each under its own category (issue 24, item 2). */
export const SPLIT_TRANSACTION = 'Split transaction';
export const EDIT_SPLIT = 'Edit split';
export const SPLIT_SECTION = 'Split';
export const splitDescription = (merchant: string, date: string, whole: string) => `${merchant} · ${date} · ${whole}. Give each part an amount and a category; the parts must add up to the whole.`;
export const partLegend = (part: number) => `Part ${part}`;
export const PART_AMOUNT = 'Amount';
export const PART_CATEGORY = 'Category';
export const PART_NOTE = 'Note (optional)';
export const CHOOSE_CATEGORY = 'Choose a category';
export const PART_AMOUNT_INVALID = 'An amount above zero, such as 12.50';
export const PART_CATEGORY_NEEDED = 'Choose a category for this part';
export const ADD_PART = 'Add part';
export const REMOVE = 'Remove';
export const removePart = (part: number) => `Remove part ${part}`;
export const MAKE_WHOLE = 'Make whole again';
export const splitLeft = (amount: string) => `${amount} left to split`;
export const splitOver = (amount: string) => `${amount} more than the transaction`;
export const splitAddsUp = (whole: string) => `The parts add up to ${whole}.`;
/** Said with the line above when Save is refused. */
export const splitMustAddUp = (whole: string) => `The parts must add up to ${whole} exactly to save.`;
export const maxPartsReached = (most: number) => `A split has at most ${most} parts.`;
/** When the bank changed the amount after the split: what the dialog made of the difference. */
export const remainderAdded = (difference: string) => `Your bank changed the amount after you split it. The difference, ${difference}, is the last part below: check its category, then save.`;
export const remainderOver = (difference: string) => `Your bank lowered the amount by ${difference} after you split it. Take it off the parts, then save.`;
export const CATEGORIES_FAILED = 'Your categories could not be loaded, so no part can be given one. Close this and try again.';
export const SPLIT_FAILED = 'The split could not be saved. Check your connection and try again.';
export const splitSaved = (parts: number) => `Split into ${parts} parts.`;
export const MADE_WHOLE = 'Transaction made whole again.';
/** A part's row in the list, and in the details. */
export const splitMarker = (part: number, parts: number) => `Split · ${part} of ${parts}`;
export const REMAINDER = 'Bank changed the amount';
export const REMAINDER_HINT = 'The bank changed the amount after you split it: this part is the difference, under the transaction’s own category. Edit the split to place it.';
export const splitInto = (parts: number) => `Split into ${parts} parts`;
export const SPLIT_CATEGORIES_HINT = 'Each part counts under its own category: edit the split to change them.';
export const LOADING_PARTS = 'Loading the parts…';
export const PARTS_FAILED = 'The parts could not be loaded.';
/** A part's category button in the list opens its details, where the split is edited. */
export const splitPartButtonLabel = (category: string, part: number, parts: number, name: string) => `${category} · split ${part} of ${parts}, open the split of ${name}`;
