import { MAX_IMPORT_ROWS, tooManyRows } from '../limits.ts';
import { parseAmountCents } from './amounts.ts';
import { isoDate } from './dates.ts';
import { normalizeLineEnds } from './decode.ts';
import type { ImportAccount, ImportAccountType, ImportProblem, ImportRow, ParsedFile } from './types.ts';

/** An OFX element: an aggregate with children, or a leaf with a value. */
interface OfxElement {
  name: string;
  line: number;
  column: number;
  value: string | null;
  children: OfxElement[];
  /** False for an aggregate the file ended inside (a cut-short download): its content is not read. */
  closed: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity.toLowerCase()] ?? whole;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });

/** Line and column (1-based) of an offset, by the offsets where lines start. */
function positionsOf(text: string) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

/**
 * The element tree of OFX 1.x (SGML: a leaf's value runs to the next tag, with no closing tag)
 * and 2.x (XML: every element closed) alike. The headers before `<OFX>` (1.x `KEY:value` lines,
 * 2.x processing instructions) are skipped.
 */
function readElements(text: string, problems: ImportProblem[]): OfxElement | null {
  const at = positionsOf(text);
  const start = text.search(/<OFX>/i);
  if (start < 0) {
    problems.push({ line: 1, message: 'No <OFX> element: this is not an OFX statement, or it is cut short before it starts.' });
    return null;
  }
  const root: OfxElement = { name: '', line: 0, column: 0, value: null, children: [], closed: true };
  const open: OfxElement[] = [root];
  let lastLeaf: OfxElement | null = null;
  let pos = start;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt);
      pos = end < 0 ? text.length : end + 3;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt < 0) {
      problems.push({ ...at(lt), message: 'The file ends inside a tag.' });
      break;
    }
    const tag = text.slice(lt + 1, gt).trim();
    pos = gt + 1;
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toUpperCase();
      const depth = open.findLastIndex((e) => e.name === name);
      if (depth > 0) for (const closed of open.splice(depth)) closed.closed = true;
      else if (lastLeaf?.name !== name) problems.push({ ...at(lt), message: `</${name}> closes nothing that is open.` });
      lastLeaf = null;
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = (selfClosing ? tag.slice(0, -1) : tag).trim().split(/\s/)[0]!.toUpperCase();
    const next = text.indexOf('<', pos);
    const raw = text.slice(pos, next < 0 ? text.length : next).trim();
    const element: OfxElement = { name, ...at(lt), value: null, children: [], closed: true };
    open.at(-1)!.children.push(element);
    if (selfClosing) element.value = '';
    else if (raw !== '') {
      element.value = decodeEntities(raw);
      lastLeaf = element;
      pos = next < 0 ? text.length : next;
    } else {
      element.closed = false;
      open.push(element);
      lastLeaf = null;
    }
  }
  // An element left open only because the file stops here was cut short (an OFX ends with </OFX>).
  const unclosed = open.slice(1);
  if (unclosed.length > 0) {
    const innermost = unclosed.at(-1)!;
    problems.push({ line: innermost.line, column: innermost.column, message: `The file ends before <${innermost.name}>, opened here, is closed: it may be cut short.` });
  }
  return root;
}

const child = (e: OfxElement | undefined, name: string) => e?.children.find((c) => c.name === name);
const leafValue = (e: OfxElement | undefined, name: string) => child(e, name)?.value ?? null;

function* descendants(e: OfxElement, names: Set<string>): Generator<OfxElement> {
  for (const c of e.children) {
    if (names.has(c.name)) yield c;
    else yield* descendants(c, names);
  }
}

/** `20240105`, `20240105120000`, `20240105120000.000[-5:EST]`: the date as the bank wrote it, its time zone aside. */
function ofxDate(value: string | null): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? '');
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** OFX amounts use a point; some European banks write a comma instead (never both). */
const ofxAmount = (value: string | null) => (value === null ? null : parseAmountCents(value, value.includes(',') && !value.includes('.') ? ',' : '.'));

/** OFX's ACCTTYPE as a manual account's kind: a money market account and a certificate of deposit are savings. */
const ACCOUNT_TYPES: Record<string, ImportAccountType> = { CHECKING: 'checking', SAVINGS: 'savings', MONEYMRKT: 'savings', CD: 'savings' };

function statementAccount(statement: OfxElement): ImportAccount {
  const card = statement.name === 'CCSTMTRS';
  const from = child(statement, card ? 'CCACCTFROM' : 'BANKACCTFROM');
  const type = card ? 'credit_card' : (ACCOUNT_TYPES[leafValue(from, 'ACCTTYPE')?.toUpperCase() ?? ''] ?? 'other');
  const ledger = child(statement, 'LEDGERBAL');
  const balance = ofxAmount(leafValue(ledger, 'BALAMT'));
  return {
    externalId: leafValue(from, 'ACCTID'),
    name: null,
    type,
    currency: leafValue(statement, 'CURDEF'),
    // A card's statement writes what is owed as negative; Ledgerline holds debt positive.
    ledgerBalanceCents: balance === null ? null : card ? -balance : balance,
    ledgerBalanceDate: ofxDate(leafValue(ledger, 'DTASOF')),
  };
}

function statementRow(transaction: OfxElement, accountIndex: number, problems: ImportProblem[]): ImportRow | null {
  const problem = (message: string) => {
    problems.push({ line: transaction.line, column: transaction.column, message });
    return null;
  };
  const date = ofxDate(leafValue(transaction, 'DTPOSTED'));
  if (date === null) return problem(`The transaction's <DTPOSTED> "${leafValue(transaction, 'DTPOSTED') ?? ''}" is not a date.`);
  const amount = ofxAmount(leafValue(transaction, 'TRNAMT'));
  if (amount === null) return problem(`The transaction's <TRNAMT> "${leafValue(transaction, 'TRNAMT') ?? ''}" is not an amount.`);
  // <PAYEE> is an aggregate with its own <NAME> in the specification; some banks write it as a leaf.
  const payee = child(transaction, 'PAYEE');
  const name = leafValue(transaction, 'NAME') ?? payee?.value ?? leafValue(payee, 'NAME') ?? leafValue(transaction, 'MEMO') ?? '';
  return {
    line: transaction.line,
    date,
    // OFX writes money leaving negative; stored transactions hold it positive.
    amountCents: -amount,
    name,
    memo: leafValue(transaction, 'MEMO'),
    checkNumber: leafValue(transaction, 'CHECKNUM'),
    externalId: leafValue(transaction, 'FITID'),
    category: null,
    accountIndex,
    splits: [],
  };
}

/** Every bank and credit card statement of an OFX or QFX file, 1.x or 2.x, with its account. */
export function parseOfx(input: string): ParsedFile {
  const problems: ImportProblem[] = [];
  const result: ParsedFile = { format: 'ofx', accounts: [], rows: [], problems };
  const root = readElements(normalizeLineEnds(input), problems);
  if (!root) return result;
  // A bank that could not give a statement says why in the answer's <STATUS> instead.
  for (const answer of descendants(root, new Set(['STMTTRNRS', 'CCSTMTTRNRS']))) {
    const status = child(answer, 'STATUS');
    const code = leafValue(status, 'CODE');
    if (code !== null && code !== '0') problems.push({ line: status!.line, column: status!.column, message: `The bank answered with error ${code}${leafValue(status, 'MESSAGE') ? `: ${leafValue(status, 'MESSAGE')}` : ''}, not a statement.` });
  }
  for (const statement of descendants(root, new Set(['STMTRS', 'CCSTMTRS']))) {
    const accountIndex = result.accounts.push(statementAccount(statement)) - 1;
    for (const transaction of child(statement, 'BANKTRANLIST')?.children ?? []) {
      if (transaction.name !== 'STMTTRN' || !transaction.closed) continue;
      const row = statementRow(transaction, accountIndex, problems);
      if (row) result.rows.push(row);
    }
  }
  if (result.accounts.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'The file holds no bank or credit card statement.' });
  if (result.rows.length > MAX_IMPORT_ROWS) {
    problems.push(tooManyRows(result.rows.length));
    result.rows = [];
  }
  return result;
}
