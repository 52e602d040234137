import { MAX_IMPORT_ROWS, tooManyRows } from '../limits.ts';
import { detectDecimalSeparator, parseAmountCents } from './amounts.ts';
import { readCsvRecords, detectDelimiter, type CsvRecord } from './csv-records.ts';
import { columnNamed, GENERIC_ROLES, headerKey, matchingPreset } from './csv-presets.ts';
import { detectDateFormat, isDateText, toIsoDate } from './dates.ts';
import { normalizeLineEnds } from './decode.ts';
import type { CsvColumns, CsvMapping, ImportProblem, ImportRow, ParsedFile } from './types.ts';

/** How far down a bank's preamble (account number, period) the header may sit. */
const HEADER_SEARCH_RECORDS = 20;
/** Rows a headerless file's columns are guessed from. */
const GUESS_SAMPLE_RECORDS = 50;
/** Share of a column's cells that must read as dates (or amounts) for a headerless guess to pick it. */
const GUESS_MIN_SHARE = 0.8;

const DIRECTION_OUT = new Set(['debit', 'dr', 'd', 'withdrawal']);
const DIRECTION_IN = new Set(['credit', 'cr', 'c', 'deposit']);

/**
 * A CSV's rows. Without `mapping`, the delimiter, header, preset or columns, date order, decimal
 * separator and sign are guessed; with one (the guess, edited by the person importing), it is
 * followed as given, and its date order is taken as their decision.
 */
export function parseCsv(input: string, mapping?: CsvMapping): ParsedFile {
  const text = normalizeLineEnds(input);
  const delimiter = mapping?.delimiter ?? detectDelimiter(text);
  const { records, problems } = readCsvRecords(text, delimiter);
  const guess = mapping ? { mapping, problems: [], complete: true } : guessMapping(records, delimiter);
  problems.push(...guess.problems);
  const used = guess.mapping;
  const headerIndex = used.headerLine === null ? -1 : records.findIndex((r) => r.line === used.headerLine);
  const header = headerIndex >= 0 ? records[headerIndex]!.cells.map((c) => c.trim()) : null;
  const dataRecords = records.slice(headerIndex + 1);
  const result: ParsedFile = { format: 'csv', accounts: [], rows: [], problems, csv: { mapping: used, header } };
  if (!guess.complete) return result;
  if (dataRecords.length > MAX_IMPORT_ROWS) {
    problems.push(tooManyRows(dataRecords.length));
    return result;
  }
  for (const record of dataRecords) {
    const row = readRow(record, used, problems);
    if (row) result.rows.push(row);
  }
  return result;
}

function readRow(record: CsvRecord, mapping: CsvMapping, problems: ImportProblem[]): ImportRow | null {
  const { columns, decimalSeparator } = mapping;
  const cell = (index: number | undefined) => (index === undefined ? '' : (record.cells[index] ?? '').trim());
  const problem = (index: number, message: string) => {
    problems.push({ line: record.line, column: index + 1, message });
    return null;
  };
  const amount = (index: number | undefined) => (cell(index) === '' ? 0 : parseAmountCents(cell(index), decimalSeparator));
  const splitTotal = amount(columns.splitTotal);
  if (splitTotal !== null && splitTotal !== 0) return null;

  const date = toIsoDate(cell(columns.date), mapping.dateFormat);
  if (date === null) return problem(columns.date, `"${cell(columns.date)}" is not a date written ${mapping.dateFormat}.`);
  let amountCents: number;
  if (mapping.sign === 'out-in-columns') {
    const out = amount(columns.out);
    const into = amount(columns.in);
    if (out === null) return problem(columns.out!, `"${cell(columns.out)}" is not an amount.`);
    if (into === null) return problem(columns.in!, `"${cell(columns.in)}" is not an amount.`);
    if (cell(columns.out) === '' && cell(columns.in) === '') return problem(columns.out ?? columns.in ?? 0, 'The row has no amount, out or in.');
    amountCents = Math.abs(out) - Math.abs(into);
  } else {
    const index = columns.amount ?? 0;
    const value = cell(index) === '' ? null : amount(index);
    if (value === null) return problem(index, cell(index) === '' ? 'The row has no amount.' : `"${cell(index)}" is not an amount.`);
    if (mapping.sign === 'direction-column') {
      const direction = cell(columns.direction).toLowerCase();
      if (DIRECTION_OUT.has(direction)) amountCents = Math.abs(value);
      else if (DIRECTION_IN.has(direction)) amountCents = -Math.abs(value);
      else return problem(columns.direction ?? 0, `"${cell(columns.direction)}" says neither debit nor credit.`);
    } else amountCents = mapping.sign === 'positive-is-out' ? value : -value;
  }
  const text = (index: number | undefined) => cell(index) || null;
  return {
    line: record.line,
    date,
    amountCents,
    name: cell(columns.name) || cell(columns.memo),
    memo: text(columns.memo),
    checkNumber: text(columns.checkNumber),
    externalId: text(columns.externalId),
    category: text(columns.category),
    accountIndex: null,
    splits: [],
  };
}

interface Guess {
  mapping: CsvMapping;
  problems: ImportProblem[];
  /** False when a column rows need could not be found: no row is read until the mapping is edited. */
  complete: boolean;
}

function guessMapping(records: CsvRecord[], delimiter: CsvMapping['delimiter']): Guess {
  const headerIndex = records.slice(0, HEADER_SEARCH_RECORDS).findIndex((r) => {
    const keys = r.cells.map(headerKey);
    const has = (names: string[]) => names.some((n) => keys.includes(n));
    return has(GENERIC_ROLES.date) && (has(GENERIC_ROLES.amount) || (has(GENERIC_ROLES.out) && has(GENERIC_ROLES.in)));
  });
  const header = records[headerIndex];
  const data = records.slice(headerIndex + 1);
  const { preset, columns, sign } = header ? columnsFromHeader(header.cells.map(headerKey), data) : columnsFromContent(data);
  const column = (index: number | undefined) => (index === undefined ? [] : data.map((r) => r.cells[index] ?? ''));
  const dates = detectDateFormat(column(columns.date));
  const mapping: CsvMapping = {
    preset,
    delimiter,
    headerLine: header?.line ?? null,
    dateFormat: dates.format,
    decimalSeparator: detectDecimalSeparator([...column(columns.amount), ...column(columns.out), ...column(columns.in)]),
    sign,
    // Until a date column is chosen, the first stands in (no row is read: the guess is incomplete).
    columns: { date: 0, ...Object.fromEntries(Object.entries(columns).filter(([, index]) => index !== undefined)) },
  };
  const problems: ImportProblem[] = [];
  const at = header?.line ?? data[0]?.line ?? 1;
  const hasAmount = sign === 'out-in-columns' ? columns.out !== undefined && columns.in !== undefined : columns.amount !== undefined;
  if (columns.date === undefined || !hasAmount) {
    problems.push({ line: at, message: `No ${columns.date === undefined ? 'date' : 'amount'} column was recognised: choose the columns to read.` });
    return { mapping, problems, complete: false };
  }
  if (dates.status === 'ambiguous') problems.push({ line: at, column: columns.date + 1, message: 'Every date could be month/day or day/month: confirm the date format (read as MM/DD/YYYY).' });
  if (dates.status === 'conflicting') problems.push({ line: at, column: columns.date + 1, message: 'Some dates are written month first and others day first: confirm the date format (read as MM/DD/YYYY).' });
  return { mapping, problems, complete: true };
}

type GuessedColumns = { preset: CsvMapping['preset']; columns: Partial<CsvColumns>; sign: CsvMapping['sign'] };

function columnsFromHeader(keys: string[], data: CsvRecord[]): GuessedColumns {
  const preset = matchingPreset(keys);
  const roles = preset?.roles ?? GENERIC_ROLES;
  const columns = Object.fromEntries(
    (Object.keys(GENERIC_ROLES) as (keyof CsvColumns)[]).map((role) => [role, columnNamed(keys, roles[role])]).filter(([, index]) => index !== undefined),
  ) as Partial<CsvColumns>;
  if (preset) return { preset: preset.preset, columns, sign: preset.sign };
  const saysDirection = (index: number) => data.every((r) => {
    const value = (r.cells[index] ?? '').trim().toLowerCase();
    return DIRECTION_OUT.has(value) || DIRECTION_IN.has(value);
  });
  if (columns.amount !== undefined) {
    const sign = columns.direction !== undefined && saysDirection(columns.direction) ? 'direction-column' : 'negative-is-out';
    return { preset: 'generic', columns: sign === 'direction-column' ? columns : { ...columns, direction: undefined }, sign };
  }
  return { preset: 'generic', columns, sign: 'out-in-columns' };
}

/** A file without a header: the date is the first column of dates, the amount the first of amounts with cents, the name the first of words. */
function columnsFromContent(data: CsvRecord[]): GuessedColumns {
  const sample = data.slice(0, GUESS_SAMPLE_RECORDS);
  const width = Math.max(0, ...sample.map((r) => r.cells.length));
  const cellsOf = (index: number) => sample.map((r) => (r.cells[index] ?? '').trim());
  const share = (index: number, test: (cell: string) => boolean) => cellsOf(index).filter(test).length / Math.max(1, sample.length);
  const indexes = [...Array(width).keys()];
  const decimal = detectDecimalSeparator(sample.flatMap((r) => r.cells));
  const date = indexes.find((i) => share(i, isDateText) >= GUESS_MIN_SHARE);
  const amount = indexes.find((i) => i !== date && share(i, (c) => parseAmountCents(c, decimal) !== null) >= GUESS_MIN_SHARE && cellsOf(i).some((c) => c.includes(decimal)));
  const name = indexes.find((i) => i !== date && i !== amount && share(i, (c) => /\p{L}/u.test(c)) >= 0.5);
  return { preset: 'generic', columns: { date, amount, name }, sign: 'negative-is-out' };
}
