/** The rules page's words. */

export const PAGE_TITLE = 'Rules';
export const PAGE_DESCRIPTION = 'Each new transaction goes through your rules in this order; a rule whose every condition holds does what it says. A later rule’s category wins over an earlier one’s, and a category you chose by hand is never changed.';
export const NEW_RULE = 'New rule';
export const LOADING = 'Loading your rules…';
export const LOAD_FAILED_TITLE = 'Your rules could not be loaded';
export const LOAD_FAILED_TEXT = 'Something went wrong on our side. Your rules and transactions are safe; try again in a moment.';
export const EMPTY_TITLE = 'No rules yet';
export const EMPTY_TEXT = 'A rule files new transactions for you: for example, everything from Amazon goes to Groceries with the tag Online, or transfers to savings are hidden from your totals.';
export const RULES_LIST = 'Your rules, in the order they run';

// A rule's buttons, each named by its words and which rule ("Edit, rule 2").
export const MOVE_UP = 'Move up';
export const MOVE_DOWN = 'Move down';
export const EDIT = 'Edit';
export const APPLY = 'Apply to past transactions';
export const DELETE = 'Delete';
export const ruleNumber = (n: number) => `Rule ${n}`;
export const forRule = (label: string, n: number) => `${label}, rule ${n}`;

// What a change did, said in the page's status line.
export const added = (n: number) => `Rule ${n} added.`;
export const addedAndApplied = (n: number, applied: number) => `Rule ${n} added and applied to ${transactions(applied)}.`;
export const saved = (n: number) => `Rule ${n} saved.`;
export const savedAndApplied = (n: number, applied: number) => `Rule ${n} saved and applied to ${transactions(applied)}.`;
export const movedUp = (n: number) => `Moved to rule ${n}, up one place.`;
export const movedDown = (n: number) => `Moved to rule ${n}, down one place.`;
export const deleted = (n: number) => `Rule ${n} deleted.`;
export const applied = (n: number, count: number) => `Rule ${n} applied: ${transactions(count)} changed.`;
export const SAVE_FAILED = 'That could not be saved. Check your connection and try again.';

export const transactions = (n: number) => `${n} ${n === 1 ? 'transaction' : 'transactions'}`;

// The rule dialog.
export const NEW_RULE_TITLE = 'New rule';
export const editRuleTitle = (n: number) => `Edit rule ${n}`;
export const RULE_DESCRIPTION = 'Fill in the conditions a transaction must meet (every one you fill in must hold), then what to do with it.';
export const CONDITIONS = 'When a transaction…';
export const ACTIONS = 'Then…';
export const MERCHANT = 'Merchant is';
export const TEXT = 'Bank’s description contains';
export const MIN_AMOUNT = 'Amount from ($)';
export const MAX_AMOUNT = 'Amount to ($)';
export const ACCOUNT = 'Account';
export const ANY_ACCOUNT = 'Any account';
export const GONE_ACCOUNT = 'An account no longer linked';
export const RULE_ACCOUNT = 'The rule’s account';
export const DIRECTION = 'Money';
export const EITHER_WAY = 'In or out';
export const GOES_OUT = 'Goes out';
export const COMES_IN = 'Comes in';
export const BANK_CATEGORY = 'Bank’s category is';
export const ANY_BANK_CATEGORY = 'Any';
export const CATEGORY = 'Set category';
export const KEEP_CATEGORY = 'Leave the category';
export const MERCHANT_NAME = 'Rename the merchant to';
export const TAGS = 'Add tags (separate them with commas)';
export const HIDE = 'Hide them from every total';
export const SPLIT = 'Split them into parts';
export const SPLIT_PARTS = 'The parts';
export const SPLIT_HINT = 'Each part goes under its own category. A percent is rounded down to the cent; a transaction already split, or too small for its parts, is left whole.';
export const partTitle = (n: number) => `Part ${n}`;
export const PART_CATEGORY = 'Category';
export const CHOOSE_CATEGORY = 'Choose a category';
export const PART_SIZE = 'How much';
export const FIXED_AMOUNT = 'Fixed amount';
export const PERCENT = 'Percent';
export const THE_REST = 'The rest';
export const PART_AMOUNT = 'Amount ($)';
export const PART_PERCENT = 'Percent (%)';
export const ADD_PART = 'Add part';
export const REMOVE = 'Remove';
export const removePart = (n: number) => `Remove part ${n}`;
export const mostParts = (most: number) => `A split has at most ${most} parts.`;
export const PREVIEW = 'Preview';
export const PREVIEWING = 'Previewing…';
export const PREVIEW_HINT = 'Preview shows which of your past transactions the rule matches, before you save it.';
export const preview = (matching: number, changing: number) => `Matches ${transactions(matching)}; would change ${changing}.`;
export const NEWEST_EXAMPLES = 'The newest it would change';
export const PREVIEW_FAILED = 'The preview could not be worked out. Try again.';
export const APPLY_TO_PAST = 'Also apply to the past transactions it matches';
export const applyToPast = (matching: number) => `Also apply to the ${transactions(matching)} it matches`;
export const CANCEL = 'Cancel';
export const SAVE = 'Save';
export const SAVING = 'Saving…';
export const REFUSED = 'The rule could not be saved:';

// Problems found before anything is sent.
export const NO_CONDITION = 'Fill in at least one condition.';
export const NO_ACTION = 'Choose at least one thing to do.';
export const AMOUNT_INVALID = 'Enter dollars, like 25 or 25.50.';
export const AMOUNTS_CROSSED = 'Enter an amount no lower than the one it starts from.';
export const CATEGORY_UNKNOWN = 'Choose a category from the list.';
export const TOO_MANY_TAGS = 'Add at most 10 tags.';
export const TAG_TOO_LONG = 'A tag is at most 40 characters.';
export const PART_CATEGORY_NEEDED = 'Choose a category for this part.';
export const PART_AMOUNT_INVALID = 'Enter dollars above zero, like 10 or 12.50.';
export const partAmountTooLarge = (most: string) => `A part is at most ${most}.`;
export const PART_PERCENT_INVALID = 'Enter a percent above 0 and below 100, like 12.5.';
export const ONE_REST = 'Only one part can take the rest: give the others an amount or a percent.';
export const FIXED_NEEDS_REST = 'With a fixed amount, one part must take the rest.';
export const percentsNot100 = (total: string) => `The percentages add up to ${total}, not 100%: change them, or let one part take the rest.`;
export const nothingLeft = (total: string) => `The percentages add up to ${total}, which leaves nothing for the part that takes the rest.`;

// Applying to the past.
export const applyTitle = (n: number) => `Apply rule ${n} to past transactions?`;
export const COUNTING = 'Counting the transactions it matches…';
export const applyCounts = (matching: number, changing: number) =>
  changing === 0
    ? `It matches ${transactions(matching)}, and none of them would change: they already are as it says.`
    : `It matches ${transactions(matching)}; applying it changes ${transactions(changing)}. A category you chose by hand is kept.`;
export const APPLY_CONFIRM = 'Apply';
export const APPLYING = 'Applying…';
export const APPLY_FAILED = 'The rule could not be applied. Try again.';
export const CLOSE = 'Close';

// Deleting.
export const deleteTitle = (n: number) => `Delete rule ${n}?`;
export const DELETE_TEXT = 'New transactions no longer go through it. Transactions it already changed keep what it did.';
export const DELETE_CONFIRM = 'Delete rule';
export const DELETING = 'Deleting…';
export const DELETE_FAILED = 'The rule could not be deleted. Try again.';
