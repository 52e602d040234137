import { MAX_IMPORT_ROWS, tooManyRows } from '../limits.ts';
import { centsText, detectDecimalSeparator, parseAmountCents } from './amounts.ts';
import { detectDateFormat, toIsoDate } from './dates.ts';
import { normalizeLineEnds } from './decode.ts';
import type { DecimalSeparator, DateFormat, ImportAccount, ImportAccountType, ImportProblem, ImportRow, ParsedFile } from './types.ts';

/** A field's text and the line it is on. */
interface Field {
  text: string;
  line: number;
}

interface RawSplit {
  line: number;
  category: string | null;
  memo: string | null;
  amount: Field | null;
}

interface RawRecord {
  line: number;
  accountIndex: number | null;
  date: Field | null;
  amount: Field | null;
  payee: string | null;
  memo: string | null;
  category: string | null;
  checkNumber: string | null;
  splits: RawSplit[];
}

/** QIF's account types (`!Type:` and an `!Account` block's `T`) that hold transactions Ledgerline reads. */
const ACCOUNT_TYPES: Record<string, ImportAccountType> = { bank: 'checking', cash: 'cash', ccard: 'credit_card', 'oth a': 'other', 'oth l': 'loan' };
/** Lists a QIF may carry beside transactions, with nothing to import. */
const LIST_TYPES = new Set(['cat', 'class', 'memorized', 'prices', 'security', 'budget', 'payee']);

const newRecord = (line: number, accountIndex: number | null): RawRecord => ({ line, accountIndex, date: null, amount: null, payee: null, memo: null, category: null, checkNumber: null, splits: [] });
const hasContent = (r: RawRecord) => r.date !== null || r.amount !== null || r.payee !== null || r.memo !== null || r.category !== null || r.checkNumber !== null || r.splits.length > 0;

/**
 * The transactions of a QIF file: `!Type:Bank`, `Cash`, `CCard` (and other assets and liabilities),
 * each record's fields one a line, ending with `^`; `!Account` blocks naming the account the
 * records after them belong to; splits kept as parts. Dates and the decimal separator are decided
 * over the whole file, since QIF says neither.
 */
export function parseQif(input: string): ParsedFile {
  const problems: ImportProblem[] = [];
  const accounts: ImportAccount[] = [];
  const records: RawRecord[] = [];
  let section = 'skip' as 'account' | 'transactions' | 'skip';
  let accountIndex: number | null = null;
  let pendingAccount: { name: string | null; type: ImportAccountType } = { name: null, type: 'other' };
  let record = newRecord(1, null);
  const lines = normalizeLineEnds(input).split('\n');

  const endRecord = () => {
    if (section === 'transactions' && hasContent(record)) records.push(record);
    record = newRecord(0, accountIndex);
  };
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    if (text.startsWith('!')) {
      if (section === 'transactions' && hasContent(record)) problems.push({ line: record.line, message: 'This record does not end with ^ before the next section starts.' });
      endRecord();
      const header = text.toLowerCase();
      if (header.startsWith('!account')) {
        section = 'account';
        pendingAccount = { name: null, type: 'other' };
      } else if (header.startsWith('!type:')) {
        const type = header.slice('!type:'.length).trim();
        if (ACCOUNT_TYPES[type]) {
          // Records without an `!Account` block before them still tell what kind of account they are from.
          if (accountIndex === null) accountIndex = accounts.push({ externalId: null, name: null, type: ACCOUNT_TYPES[type], currency: null, ledgerBalanceCents: null, ledgerBalanceDate: null }) - 1;
          section = 'transactions';
        } else {
          if (!LIST_TYPES.has(type)) problems.push({ line, message: `"${text}" records are not bank transactions and are not imported.` });
          section = 'skip';
        }
        record = newRecord(0, accountIndex);
      } else if (!/^!(option|clear):autoswitch/.test(header)) {
        problems.push({ line, message: `"${text}" is not a QIF section this import reads.` });
        section = 'skip';
      }
      return;
    }
    const code = text[0]!;
    const value = text.slice(1).trim();
    if (section === 'account') {
      if (code === 'N') pendingAccount.name = value;
      if (code === 'T') pendingAccount.type = ACCOUNT_TYPES[value.toLowerCase()] ?? 'other';
      if (code === '^') accountIndex = accounts.push({ externalId: null, currency: null, ledgerBalanceCents: null, ledgerBalanceDate: null, ...pendingAccount }) - 1;
      return;
    }
    if (section !== 'transactions') return;
    if (code === '^') return endRecord();
    if (code === 'D' && record.date !== null) {
      problems.push({ line: record.line, message: 'This record does not end with ^ before the next one starts.' });
      endRecord();
    }
    if (!hasContent(record)) record.line = line;
    readField(record, code, { text: value, line });
  });
  if (section === 'transactions' && hasContent(record)) {
    problems.push({ line: record.line, message: 'The last record does not end with ^: the file may be cut short.' });
    records.push(record);
  }

  const result: ParsedFile = { format: 'qif', accounts, rows: [], problems };
  if (records.length > MAX_IMPORT_ROWS) {
    problems.push(tooManyRows(records.length));
    return result;
  }
  const dates = detectDateFormat(records.flatMap((r) => (r.date ? [r.date.text] : [])));
  if (dates.status === 'conflicting') problems.push({ line: records[0]?.line ?? 1, message: 'Some dates are written month first and others day first (read as MM/DD/YYYY).' });
  const decimal = detectDecimalSeparator(records.flatMap((r) => [r.amount, ...r.splits.map((s) => s.amount)].flatMap((f) => (f ? [f.text] : []))));
  for (const r of records) {
    const row = toRow(r, dates.format, decimal, problems);
    if (row) result.rows.push(row);
  }
  return result;
}

function readField(record: RawRecord, code: string, field: Field) {
  const lastSplit = record.splits.at(-1);
  const value = field.text || null;
  switch (code) {
    case 'D':
      record.date = field;
      break;
    case 'T':
      record.amount = field;
      break;
    case 'U':
      // Quicken writes the amount twice (U and T); U alone is rare but means the same.
      record.amount ??= field;
      break;
    case 'P':
      record.payee = value;
      break;
    case 'M':
      record.memo = value;
      break;
    case 'L':
      record.category = value;
      break;
    case 'N':
      record.checkNumber = value;
      break;
    case 'S':
      record.splits.push({ line: field.line, category: value, memo: null, amount: null });
      break;
    // A split is `S` then `E` then `$`; a part without a category starts at its `E` or `$`.
    case 'E':
      if (lastSplit && lastSplit.memo === null && lastSplit.amount === null) lastSplit.memo = value;
      else record.splits.push({ line: field.line, category: null, memo: value, amount: null });
      break;
    case '$':
      if (lastSplit && lastSplit.amount === null) lastSplit.amount = field;
      else record.splits.push({ line: field.line, category: null, memo: null, amount: field });
      break;
    // C (cleared), A (address), F (reimbursable), % (split percentage) and the like say nothing Ledgerline keeps.
  }
}

function toRow(r: RawRecord, dateFormat: DateFormat, decimal: DecimalSeparator, problems: ImportProblem[]): ImportRow | null {
  const problem = (line: number, message: string, column?: number) => {
    problems.push({ line, ...(column ? { column } : {}), message });
    return null;
  };
  if (!r.date) return problem(r.line, 'The record has no date (D).');
  const date = toIsoDate(r.date.text, dateFormat);
  if (date === null) return problem(r.date.line, `"${r.date.text}" is not a date written ${dateFormat}.`, 2);
  if (!r.amount) return problem(r.line, 'The record has no amount (T).');
  const amount = parseAmountCents(r.amount.text, decimal);
  if (amount === null) return problem(r.amount.line, `"${r.amount.text}" is not an amount.`, 2);
  const splits = [];
  for (const split of r.splits) {
    const part = split.amount ? parseAmountCents(split.amount.text, decimal) : null;
    if (part === null) return problem(split.amount?.line ?? split.line, split.amount ? `"${split.amount.text}" is not an amount.` : 'The split has no amount ($).', 2);
    // QIF writes money leaving negative, as OFX does; stored transactions hold it positive.
    splits.push({ category: split.category, memo: split.memo, amountCents: -part });
  }
  const splitTotal = splits.reduce((sum, s) => sum + s.amountCents, 0);
  if (splits.length > 0 && splitTotal !== -amount) problem(r.line, `The splits add up to ${centsText(-splitTotal)}, the amount is ${centsText(amount)}.`);
  return {
    line: r.line,
    date,
    amountCents: -amount,
    name: r.payee ?? r.memo ?? '',
    memo: r.memo,
    checkNumber: r.checkNumber,
    externalId: null,
    category: r.category,
    accountIndex: r.accountIndex,
    splits,
  };
}
