/** The import page's own words. */

export const PAGE_TITLE = 'Import';
export const PAGE_DESCRIPTION =
  'Bring in history from a file: a CSV from your bank, Mint, YNAB, Monarch, Actual or Copilot, an OFX or QFX statement, or a QIF file. Nothing is stored until you confirm.';

export const UPLOAD_TITLE = 'Import a file';
export const CHOOSE_FILE = 'Choose a file';
export const DROP_HINT = 'or drag it here. CSV, OFX, QFX or QIF, up to 20 MB.';
export const DROP_NOW = 'Drop the file to read it';
export const READING_FILE = (name: string) => `Reading ${name}…`;
export const READING_AGAIN = 'Reading the file again…';

export const FORMAT_LABELS = { csv: 'CSV', ofx: 'OFX', qif: 'QIF' } as const;
export const ENCODING_LABELS = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16', 'utf-16be': 'UTF-16', 'windows-1252': 'Windows-1252' } as const;

export const PREVIEW_TITLE = 'Preview';
export const FILE_ACCOUNTS_TITLE = 'Accounts in the file';
export const ROWS_TITLE = 'First rows, as they will be stored';
export const rowsCaption = (shown: number, total: number) => (shown < total ? `The first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows` : `All ${total.toLocaleString('en-US')} rows`);
export const DUPLICATE_BADGE = 'Likely duplicate';
export const UNCATEGORISED = 'Uncategorised';
export const PROBLEMS_TITLE = 'Problems in the file';
export const PROBLEMS_NOTE = 'These rows will be left out; the rest can be imported.';
export const lineLabel = (line: number | null, column?: number) => (line === null ? 'Whole file' : column === undefined ? `Line ${line}` : `Line ${line}, column ${column}`);

export const MAPPING_TITLE = 'How the file is read';
export const MAPPING_DESCRIPTION = 'Change what was guessed and read the file again; the preview follows.';
export const READ_AGAIN = 'Read the file again';
export const mappingMissing = (roles: string) => `Choose a column for ${roles} first.`;

export const TARGET_TITLE = 'Import into';
export const NEW_ACCOUNT = 'A new account';
export const NEW_ACCOUNT_NAME = 'New account name';
export const ACCOUNT_TYPE = 'Account type';
export const SKIP_DUPLICATES = 'Skip likely duplicates';
export const IMPORT_BUTTON = (rows: number) => `Import ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
export const IMPORTING = 'Importing…';
export const CHOOSE_ANOTHER = 'Choose another file';

export const COMMITTING_TITLE = 'Storing your transactions';
export const committingText = (rows: number) => `${rows.toLocaleString('en-US')} rows are being stored. A large file takes a minute; you can leave this page and come back.`;
export const COMMIT_TIMED_OUT = 'This is taking longer than expected. The import keeps running; check the list of past imports in a moment.';

export const RESULT_TITLE = 'Import finished';
export const SEE_ROWS = 'See them in Transactions';
export const UNDO = 'Undo this import';
export const UNDOING = 'Undoing…';
export const IMPORT_ANOTHER = 'Import another file';
export const undone = (removed: number) => `Import undone: ${removed.toLocaleString('en-US')} ${removed === 1 ? 'transaction' : 'transactions'} removed.`;

export const REJECTED_TITLE = "We couldn't read this file";
export const TOO_LARGE_TITLE = 'This file is too large';
export const TOO_LARGE_TEXT = 'An import takes at most 20 MB. Split the file by date and import each part.';
export const FAILED_TITLE = 'Something went wrong';
export const FAILED_TEXT = 'Nothing was stored. Please try again in a moment.';
export const COMMIT_FAILED = "The import didn't finish and nothing was stored. Please try again.";
export const TRY_AGAIN = 'Try again';

export const PAST_TITLE = 'Past imports';
export const PAST_EMPTY = 'Files you import show here, with a way to undo each.';
export const PAST_FAILED = "We couldn't load your past imports.";
export const STATUS_LABELS = { previewed: 'Not imported', running: 'Importing…', committed: 'Imported', failed: 'Failed' } as const;
export const undoImportLabel = (file: string) => `Undo import of ${file}`;

export const MANUAL_TITLE = 'Manual accounts';
export const MANUAL_DESCRIPTION = 'Accounts no bank links, such as cash or a bank Plaid does not cover (imports land in them; they count everywhere like linked ones), and what you own or owe that you value by hand, such as a home or a car (net worth only).';
export const MANUAL_EMPTY = 'No manual accounts yet. Add one here, or create one as you import.';
export const MANUAL_FAILED = "We couldn't load your manual accounts.";
export const ADD_MANUAL = 'Add manual account';
export const EDIT_MANUAL = 'Edit';
export const REMOVE_MANUAL = 'Remove';
export const editLabel = (name: string) => `Edit ${name}`;
export const removeLabel = (name: string) => `Remove ${name}`;
export const REMOVE_TITLE = 'Remove this account?';
export const removeText = (name: string) => `${name}, its transactions and the imports into it will be deleted. This cannot be undone.`;
export const removed = (name: string) => `${name} was removed.`;
export const CANCEL = 'Cancel';

export const MANUAL_DIALOG_ADD_TITLE = 'Add a manual account';
export const MANUAL_DIALOG_EDIT_TITLE = 'Edit manual account';
export const MANUAL_DIALOG_DESCRIPTION = 'Its balance is the opening balance plus its transactions from the opening date on, in US dollars.';
export const NAME = 'Name';
export const OPENING_BALANCE = 'Opening balance';
export const OPENING_BALANCE_HINT = 'For a card or loan, the amount owed.';
export const OPENING_DATE = 'Opening date';
export const NAME_NEEDED = 'Give the account a name.';
export const BALANCE_INVALID = 'Write an amount such as 1250.00 or -40.';
export const DATE_NEEDED = 'Choose the opening date.';
export const SAVE_FAILED = "The account wasn't saved. Please try again.";

export const ACCOUNT_TYPE_LABELS = { cash: 'Cash', checking: 'Checking', savings: 'Savings', credit_card: 'Credit card', loan: 'Loan', other: 'Other' } as const;
/** Kinds valued by hand: no transactions, a dated value. */
export const VALUED_KIND_LABELS = { home: 'Home', vehicle: 'Vehicle', investment: 'Investment', other_asset: 'Other asset', other_liability: 'Other liability (owed)' } as const;
export const KIND_LABELS = { ...ACCOUNT_TYPE_LABELS, ...VALUED_KIND_LABELS } as const;
export const KIND_GROUP_TRANSACTIONS = 'With transactions';
export const KIND_GROUP_VALUED = 'Valued by hand (net worth only)';
export const VALUE = 'Value';
export const VALUE_HINT = 'What it is worth; for a liability, what is owed. It counts in net worth, never in spending.';
export const VALUE_INVALID = 'Write an amount of zero or more, such as 425000.';
export const VALUE_DATE = 'Value as of';
export const VALUED_DIALOG_DESCRIPTION = 'A home, a vehicle or anything else you value by hand: it holds no transactions, only what it is worth on a day, and counts in net worth.';
export const UPDATE_VALUE = 'Update value';
export const updateValueLabel = (name: string) => `Update value of ${name}`;
export const updateValueTitle = (name: string) => `Update the value of ${name}`;
export const UPDATE_VALUE_DESCRIPTION = 'Every value is kept with its date, so net worth over time follows it. A value for a day that has one replaces it.';
export const valuedOn = (date: string) => `valued ${date}`;
export const UNDO_FAILED = "The import wasn't undone. Please try again.";
