import { addDays } from '../../lib/calendar.ts';
import type { BankAccount, BankChangesStep, BankData, BankTransaction } from '../../vendors/index.ts';
import { ACCOUNT_TYPES } from './manual-accounts.ts';
import { categoryFromText, type UserCategoryNames } from './deps.ts';
import type { ImportAccount } from './parse/types.ts';

/**
 * A row as kept between preview and commit: [line, date, amount in cents, name, file category, key,
 * index of the file's account (absent: the file names none), the file's split of it (absent: none)].
 */
export type KeptRow = [number, string, number, string, string | null, string, (number | null)?, KeptSplit[]?];

/** A part of a row the file splits (QIF): [amount in cents, the file's category text, memo]. */
export type KeptSplit = [number, string | null, string | null];

/** A bank file as kept between preview and commit: the accounts it names and its rows, read. */
export interface FileStatement {
  accounts: ImportAccount[];
  rows: KeptRow[];
}

/** The source id of the file's account at `index` (null: the file names no account; its rows share one). */
export const fileAccountId = (index: number | null | undefined) => `file-account-${index ?? 'none'}`;

/** The source account ids the file's rows are in, each once, in the order they first appear. */
export function fileAccountIds(statement: FileStatement): string[] {
  return [...new Set(statement.rows.map((r) => fileAccountId(r[6])))];
}

function bankAccount(account: ImportAccount, index: number): BankAccount {
  const kind = ACCOUNT_TYPES[account.type];
  return {
    accountId: fileAccountId(index),
    name: account.name ?? account.externalId ?? 'Imported account',
    officialName: null,
    mask: account.externalId ? account.externalId.slice(-4) : null,
    type: kind.type,
    subtype: kind.subtype,
    currentCents: account.ledgerBalanceCents,
    availableCents: null,
    limitCents: null,
    isoCurrencyCode: account.currency,
  };
}

/**
 * A bank file as a `BankData` source: its accounts (with the statement's closing balance) and its
 * rows as one change set added since no cursor, in the port's product types, so its rows take the
 * write path synced rows take (`applyBankChanges`). Each row keeps its key in the account
 * (`importKey`), so storing the file again adds nothing. A file has no liabilities, no recurring
 * streams and nothing to unlink; its handle (`accessToken`) is unused. `currencyOf` says the
 * currency of an account's rows (the target account's, else the file's); `userNames` the user's
 * categories by name, which a file's category text is read as first.
 */
export function fileBankData(statement: FileStatement, importId: string, currencyOf: (accountIndex: number | null | undefined) => string, userNames?: UserCategoryNames): BankData {
  const transaction = ([, date, amountCents, name, category, key, accountIndex, splits]: KeptRow, i: number): BankTransaction => {
    const mapped = categoryFromText(category, amountCents, userNames);
    const parts = splits?.map(([cents, text, memo]) => {
      const part = categoryFromText(text, cents, userNames);
      return { amountCents: cents, category: part ? { primary: part.primary, detailed: part.detailed } : null, note: memo };
    });
    return {
      transactionId: `imp-${importId}-${i}`,
      accountId: fileAccountId(accountIndex),
      pendingTransactionId: null,
      amountCents,
      isoCurrencyCode: currencyOf(accountIndex),
      date,
      authorizedDate: null,
      name,
      merchantName: null,
      merchantEntityId: null,
      logoUrl: null,
      website: null,
      category: mapped ? { primary: mapped.primary, detailed: mapped.detailed } : null,
      paymentChannel: 'other',
      pending: false,
      importKey: key,
      ...(parts && parts.length > 1 ? { splits: parts } : {}),
    };
  };
  return {
    accounts: async () => statement.accounts.map(bankAccount),
    liabilities: async () => undefined,
    async *changePages(_accessToken, cursor): AsyncGenerator<BankChangesStep> {
      yield {
        restart: false,
        // The whole file is one page: read once from no cursor, nothing after.
        added: cursor === null ? statement.rows.map(transaction) : [],
        modified: [],
        removed: [],
        nextCursor: `file:${statement.rows.length}`,
        notReady: false,
        // A file brings all the history it has at once.
        history: 'complete',
      };
    },
    recurringStreams: async () => undefined,
    removeItem: async () => {},
  };
}

/** How a new account opens so that its balance after the file equals the statement's closing balance. */
export interface FileOpening {
  openingCents: number;
  /** The day before the account's first row in the file. */
  openingDate: string;
}

/**
 * The opening of the file's account at `accountIndex`, from the statement's closing balance (OFX
 * LEDGERBAL): that balance less the file's rows in the account, as a manual account's balance
 * follows its rows (money out lowers what is in a deposit account and raises what is owed on a
 * card or loan). Null when the file gives no closing balance for it or has no row in it.
 */
export function fileOpening(statement: FileStatement, accountIndex: number, owed: boolean): FileOpening | null {
  const ledger = statement.accounts[accountIndex]?.ledgerBalanceCents ?? null;
  if (ledger === null) return null;
  let sum = 0;
  let first: string | null = null;
  for (const row of statement.rows) {
    if ((row[6] ?? null) !== accountIndex) continue;
    sum += row[2];
    if (first === null || row[1] < first) first = row[1];
  }
  if (first === null) return null;
  return { openingCents: ledger - (owed ? sum : -sum), openingDate: addDays(first, -1) };
}
