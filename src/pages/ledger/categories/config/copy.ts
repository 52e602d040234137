/** The categories page's words. */

export const PAGE_TITLE = 'Categories';
export const PAGE_DESCRIPTION = 'Rename, group and order the categories your money is filed under, and add your own. Every page, budget and export uses your names.';
export const LOADING = 'Loading your categories…';
export const LOAD_FAILED_TITLE = "We couldn't load your categories";
export const LOAD_FAILED_TEXT = 'Check your connection and try again. Your categories are safe.';
export const SAVE_FAILED = 'The change could not be saved. Check your connection and try again.';

export const ADD_GROUP = 'Add group';
export const ADD_CATEGORY = 'Add category';
export const addCategoryTo = (group: string) => `Add category to ${group}`;
export const EMPTY_GROUP = 'No categories in this group yet.';

/** Markers beside a name. */
export const YOUR_OWN = 'Your own';
export const HIDDEN = 'Hidden';
export const HIDDEN_HINT = 'Left out of the category pickers; its transactions keep it.';
export const countsAs = (name: string) => `Counts as ${name}`;

/** The menus of a category and of a group. */
export const actionsFor = (name: string) => `Actions for ${name}`;
export const groupActionsFor = (name: string) => `Actions for the ${name} group`;
export const RENAME = 'Rename';
export const CHANGE_ICON = 'Change icon…';
export const HIDE = 'Hide';
export const SHOW = 'Show';
export const MOVE_UP = 'Move up';
export const MOVE_DOWN = 'Move down';
export const MOVE_TO_GROUP = 'Move to group…';
export const MERGE_INTO = 'Merge into…';

/** Renaming in place. */
export const newNameFor = (name: string) => `New name for ${name}`;
export const SAVE = 'Save';
export const SAVING = 'Saving…';
export const CANCEL = 'Cancel';
export const NAME_INVALID = 'Enter a name of 1 to 40 characters.';

/** What a change did, said calmly once it is saved. */
export const renamed = (from: string, to: string) => `Renamed ${from} to ${to}.`;
export const movedUp = (name: string) => `Moved ${name} up.`;
export const movedDown = (name: string) => `Moved ${name} down.`;
export const movedTo = (name: string, group: string) => `Moved ${name} to ${group}.`;
export const hid = (name: string) => `${name} is hidden: the category pickers leave it out, and its transactions keep it.`;
export const groupHid = (name: string) => `${name} is hidden: the category pickers leave its categories out.`;
export const shown = (name: string) => `${name} is shown again.`;
export const iconChanged = (name: string) => `Changed the icon of ${name}.`;
export const added = (name: string, group: string) => `Added ${name} to ${group}.`;
export const groupAdded = (name: string) => `Added the ${name} group.`;
export const renamedBack = (from: string, to: string) => `Renamed ${from} back to ${to}.`;

/** Plaid's primary categories, which the person names as they like. */
export const PRIMARIES_TITLE = 'Broad categories';
export const PRIMARIES_DESCRIPTION = "The bank's broad categories, as the dashboard's spending by category and the filters name them.";
export const primaryActionsFor = (name: string) => `Actions for the broad category ${name}`;
export const wasNamed = (name: string) => `Was ${name}`;
export const USE_BANK_NAME = "Use the bank's name";

/** The icon dialog. */
export const iconTitle = (name: string) => `Icon for ${name}`;
export const CATEGORY_ICON_DESCRIPTION = 'An emoji shown before its name. Leave it empty to show its group’s.';
export const GROUP_ICON_DESCRIPTION = 'An emoji shown before its name. Leave it empty for none.';
export const ICON = 'Icon';
export const ICON_OPTIONAL = 'Icon (optional)';
export const ICON_SUGGESTIONS = 'Suggested icons';
export const ICON_INVALID = 'Use up to 16 characters, such as one emoji.';

/** Adding a category or a group. */
export const addCategoryTitle = (group: string) => `Add a category to ${group}`;
export const ADD_CATEGORY_DESCRIPTION = 'A category of your own. For totals and budgets it counts as the category you choose.';
export const NAME = 'Name';
export const COUNTS_AS = 'Counts as';
export const CHOOSE_COUNTS_AS = 'Choose a category';
export const COUNTS_AS_NEEDED = 'Choose what it counts as in totals and budgets.';
export const ADD_GROUP_TITLE = 'Add a group';
export const ADD_GROUP_DESCRIPTION = 'A new group, last. Add categories to it, or move some in.';

/** Moving a category to another group. */
export const moveTitle = (name: string) => `Move ${name} to another group`;
export const MOVE_DESCRIPTION = 'It goes last in the group you choose.';
export const GROUP = 'Group';

/** Merging a category into another: one of the person's own is removed, one of the bank's remapped and hidden. */
export const mergeTitle = (name: string) => `Merge ${name}`;
export const MERGE_DESCRIPTION = 'Choose the category that takes its transactions and rules.';
export const BANK_MERGE_DESCRIPTION = 'Choose the category that takes what your bank files under it.';
export const MERGE_INTO_LABEL = 'Merge into';
export const mergeExplained = (from: string, into: string) =>
  `The transactions you put in ${from} and the rules that file merchants under it move to ${into}. Then ${from} is removed. This cannot be undone.`;
export const bankMergeExplained = (from: string, into: string) =>
  `Everything your bank files under ${from} goes to ${into} from now on, including the transactions already there (a category you chose by hand stays). ${from} is hidden from the pickers; show it again any time.`;
export const MERGE = 'Merge';
export const MERGING = 'Merging…';
export const MERGE_FAILED = 'The categories could not be merged. Check your connection and try again.';
const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
export const merged = (from: string, into: string, transactions: number, rules: number) =>
  `Merged ${from} into ${into}: ${count(transactions, 'transaction', 'transactions')} and ${count(rules, 'rule', 'rules')} moved.`;
/** What a merge moved; of one of the bank's only the rows (the one rule it makes was said before). */
export const mergedOf = (own: boolean, from: string, into: string, { transactions, rules }: { transactions: number; rules: number }) =>
  own ? merged(from, into, transactions, rules) : `Merged ${from} into ${into}: ${count(transactions, 'transaction', 'transactions')} moved.`;
export const DONE = 'Done';
