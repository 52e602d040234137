import type { CsvMapping, Import, ImportPreview, ImportPreviewRow, ImportRejection, ManualAccount } from '@/shared/api';

/** Stories and tests only: what the import calls answer. */

const row = (line: number, date: string, name: string, amount: number, category_primary: string | null, duplicate = false, category_text: string | null = null): ImportPreviewRow => ({
  line,
  date,
  name,
  amount,
  category_text,
  category_primary,
  duplicate,
});

export const BANK_CSV_MAPPING: CsvMapping = {
  preset: 'generic',
  delimiter: ',',
  header_line: 1,
  date_format: 'MM/DD/YYYY',
  decimal_separator: '.',
  sign: 'negative-is-out',
  columns: { date: 0, name: 1, amount: 2, category: 3 },
};

const BANK_ROWS = [
  row(2, '2024-03-01', 'Blue Bottle Coffee', 6.5, 'FOOD_AND_DRINK', false, 'Coffee'),
  row(3, '2024-03-01', 'Payroll ACME Corp', -2450, 'INCOME', false, 'Paycheck'),
  row(4, '2024-03-03', 'Whole Foods Market', 84.12, 'FOOD_AND_DRINK', false, 'Groceries'),
  row(5, '2024-03-05', 'Rent, March', 1850, 'RENT_AND_UTILITIES', false, 'Rent'),
  row(6, '2024-03-08', 'Shell Oil 5544', 41.07, 'TRANSPORTATION', false, 'Gas'),
];

/** A bank's CSV, read with the guessed mapping: five rows, all new. */
export const BANK_CSV_PREVIEW: ImportPreview = {
  import_id: 'imp_bank_csv',
  file_name: 'checking-march.csv',
  format: 'csv',
  encoding: 'utf-8',
  csv: { mapping: BANK_CSV_MAPPING, header: ['Date', 'Description', 'Amount', 'Category', 'Balance'] },
  account_id: null,
  accounts: [],
  rows: BANK_ROWS,
  counts: { rows: 5, new: 5, duplicates: 0 },
  problems: [],
};

/** The same file with two rows the server could not read: they are left out, the rest can be imported. */
export const PROBLEMS_PREVIEW: ImportPreview = {
  ...BANK_CSV_PREVIEW,
  import_id: 'imp_problems',
  counts: { rows: 5, new: 5, duplicates: 0 },
  problems: [
    { line: 7, column: 1, message: '"31/02/2024" is not a date in the file\'s format (month/day/year).' },
    { line: 9, column: 3, message: '"12,34,5" is not an amount.' },
  ],
};

export const MANUAL_CHECKING: ManualAccount = {
  account_id: 'man_checking',
  name: 'Credit union checking',
  type: 'checking',
  opening_balance: 1200,
  opening_date: '2024-01-01',
  balance: 3468.31,
  iso_currency_code: 'USD',
  values: [],
};

export const MANUAL_CASH: ManualAccount = {
  account_id: 'man_cash',
  name: 'Cash wallet',
  type: 'cash',
  opening_balance: 80,
  opening_date: '2024-02-01',
  balance: 42.5,
  iso_currency_code: 'USD',
  values: [],
};

/** A home valued by hand: no transactions, three values over two years. */
export const MANUAL_HOME: ManualAccount = {
  account_id: 'man_home',
  name: 'Maple Street house',
  type: 'home',
  opening_balance: 480000,
  opening_date: '2024-03-01',
  balance: 512500,
  iso_currency_code: 'USD',
  values: [
    { as_of: '2024-03-01', value: 480000 },
    { as_of: '2025-03-01', value: 497000 },
    { as_of: '2026-03-01', value: 512500 },
  ],
};

export const MANUAL_ACCOUNTS: ManualAccount[] = [MANUAL_CHECKING, MANUAL_CASH];
/** Accounts of transactions and a home valued by hand. */
export const MANUAL_ACCOUNTS_WITH_HOME: ManualAccount[] = [MANUAL_CHECKING, MANUAL_HOME];

/** An OFX statement read against an account that already holds two of its rows. */
export const DUPLICATES_PREVIEW: ImportPreview = {
  import_id: 'imp_ofx',
  file_name: 'statement-2024-03.ofx',
  format: 'ofx',
  encoding: 'windows-1252',
  csv: null,
  account_id: MANUAL_CHECKING.account_id,
  accounts: [{ external_id: '000123456789', name: 'Everyday Checking', type: 'checking', currency: 'USD', balance: 3468.31, balance_date: '2024-03-31' }],
  rows: [row(14, '2024-03-01', 'Blue Bottle Coffee', 6.5, 'FOOD_AND_DRINK', true), row(22, '2024-03-01', 'Payroll ACME Corp', -2450, 'INCOME', true), ...BANK_ROWS.slice(2).map((r, i) => ({ ...r, line: 30 + i * 8 }))],
  counts: { rows: 1296, new: 1284, duplicates: 12 },
  problems: [],
};

/** The server could not read the CSV at all: the problems by line, and the mapping tried. */
export const REJECTION: ImportRejection = {
  error: { error_code: 'INVALID_FILE', error_message: 'Line 2: "Mar 1st" is not a date.' },
  message: 'Line 2: "Mar 1st" is not a date.',
  problems: [
    { line: 2, column: 1, message: '"Mar 1st" is not a date.' },
    { line: 3, column: 1, message: '"Mar 2nd" is not a date.' },
  ],
  format: 'csv',
  csv: { mapping: { ...BANK_CSV_MAPPING, columns: { date: 0, name: 1, amount: 2 } }, header: ['Date', 'Description', 'Amount'] },
};

export const TOO_LARGE_MESSAGE = 'The file is 24.3 MB; an import takes at most 20 MB. Split it by date and import each part.';

export const importRecord = (preview: ImportPreview, change: Partial<Import> = {}): Import => ({
  import_id: preview.import_id,
  file_name: preview.file_name,
  format: preview.format,
  account_id: MANUAL_CHECKING.account_id,
  account_name: MANUAL_CHECKING.name,
  status: 'committed',
  rows: preview.counts.rows,
  added: preview.counts.new,
  duplicates_skipped: preview.counts.duplicates,
  error: null,
  created_at: '2026-11-20T15:04:00Z',
  ...change,
});

export const PAST_IMPORTS: Import[] = [
  importRecord(DUPLICATES_PREVIEW, { import_id: 'imp_past_1', created_at: '2026-11-21T09:30:00Z' }),
  importRecord(BANK_CSV_PREVIEW, { import_id: 'imp_past_2', account_id: MANUAL_CASH.account_id, account_name: MANUAL_CASH.name }),
];
