/** What reading a bank file gives, in Ledgerline's words (not OFX's, QIF's or a vendor's). */

export type ImportFormat = 'csv' | 'ofx' | 'qif';

/**
 * Something wrong with the file, where it is. `line` is 1-based in the file as decoded; it is null
 * for what concerns the whole file (its size, its row count). `column` is 1-based: the cell for
 * CSV, the character for OFX and QIF.
 */
export interface ImportProblem {
  line: number | null;
  column?: number;
  message: string;
}

/** The kinds a manual account has (issue 23), so a file's account maps onto one directly. */
export type ImportAccountType = 'cash' | 'checking' | 'savings' | 'credit_card' | 'loan' | 'other';

/** An account the file names: OFX statements and QIF `!Account` blocks. */
export interface ImportAccount {
  /** The bank's account number as the file gives it (OFX ACCTID); null when it gives none. */
  externalId: string | null;
  name: string | null;
  type: ImportAccountType;
  /** ISO 4217; null when the file does not say. */
  currency: string | null;
  /**
   * The statement's closing balance in cents, signed as Ledgerline stores balances: what is in a
   * deposit account, what is owed on a credit card (OFX writes a card's debt negative).
   */
  ledgerBalanceCents: number | null;
  ledgerBalanceDate: string | null;
}

/** A part of a split transaction (QIF `S`/`E`/`$`), signed like its row. */
export interface ImportSplit {
  category: string | null;
  memo: string | null;
  amountCents: number;
}

export interface ImportRow {
  /** Where the row starts in the file, so the preview can point at it. */
  line: number;
  /** YYYY-MM-DD. */
  date: string;
  /** Integer cents, signed as stored transactions are: positive is money leaving the account. */
  amountCents: number;
  name: string;
  memo: string | null;
  checkNumber: string | null;
  /** The bank's own id for the transaction (OFX FITID, a CSV's transaction id column). */
  externalId: string | null;
  /** The file's category text as written (a Mint, YNAB or QIF category), not yet mapped to ours. */
  category: string | null;
  /** Index into the file's `accounts`; null when the file names no account. */
  accountIndex: number | null;
  /** Empty unless the file splits the row (QIF); the parts add up to `amountCents`. */
  splits: ImportSplit[];
}

export type CsvPreset = 'mint' | 'ynab' | 'monarch' | 'actual' | 'copilot' | 'generic';
export type CsvDelimiter = ',' | ';' | '\t';
export type DateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY';
export type DecimalSeparator = '.' | ',';

/**
 * How amounts say their direction:
 * - `negative-is-out`: one amount column, negative for money leaving (most banks, Monarch, Actual);
 * - `positive-is-out`: one amount column, positive for money leaving (Copilot);
 * - `out-in-columns`: money leaving in one column, arriving in another (debit/credit, YNAB's Outflow/Inflow);
 * - `direction-column`: a positive amount and a column saying debit or credit (Mint).
 */
export type CsvSignConvention = 'negative-is-out' | 'positive-is-out' | 'out-in-columns' | 'direction-column';

/** Columns are 0-based indexes into each record (the header may repeat a name). */
export interface CsvColumns {
  date: number;
  name?: number;
  memo?: number;
  category?: number;
  checkNumber?: number;
  externalId?: number;
  amount?: number;
  out?: number;
  in?: number;
  direction?: number;
  /** Actual's `Split_Amount`: non-zero on a split's parent row, whose parts follow as rows of their own. */
  splitTotal?: number;
}

/** How a CSV is read: guessed by `parseCsv(text)`, returned with the rows, and accepted back edited. */
export interface CsvMapping {
  preset: CsvPreset;
  delimiter: CsvDelimiter;
  /** The header's line, 1-based; null when the file has no header (rows start on line 1). */
  headerLine: number | null;
  dateFormat: DateFormat;
  decimalSeparator: DecimalSeparator;
  sign: CsvSignConvention;
  columns: CsvColumns;
}

export interface ParsedFile {
  format: ImportFormat;
  accounts: ImportAccount[];
  rows: ImportRow[];
  problems: ImportProblem[];
  /** CSV only: the mapping used and the header's cells (null without a header), for the mapping editor. */
  csv?: { mapping: CsvMapping; header: string[] | null };
}
