import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, parseBankFile, parseCsv } from './index.ts';

/**
 * Every figure expected here is read from the fixture's own text with a regular expression, never
 * through the parser. The fixtures (server/test/fixtures/imports/) were written from the formats'
 * documentation; every amount in them has exactly two decimals, so its digits are its cents.
 */
const FIXTURES = new URL('../../../test/fixtures/imports/', import.meta.url);
const bytes = (name: string) => readFileSync(new URL(name, FIXTURES));
const text = (name: string, encoding: BufferEncoding = 'utf8') => bytes(name).toString(encoding);
const lines = (name: string, encoding: BufferEncoding = 'utf8') => text(name, encoding).split(/\r?\n/);

/** `-1,234.50`, `(12.00)`, `$3.00`, `1.234,50` → signed cents. */
const cents = (amount: string) => (/^\s*"?\(|-/.test(amount) ? -1 : 1) * Number(amount.replace(/\D/g, ''));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const matches = (source: string, pattern: RegExp) => [...source.matchAll(pattern)];
const lineOf = (source: string[], test: (line: string) => boolean) => source.findIndex(test) + 1;

describe('OFX and QFX statements', () => {
  const statements = [
    { file: 'ofx1-checking.ofx', types: ['checking'] },
    { file: 'ofx1-savings.qfx', types: ['savings'] },
    { file: 'ofx1-credit-card.ofx', types: ['credit_card'] },
    { file: 'ofx2-checking.ofx', types: ['checking'] },
    { file: 'ofx2-savings.ofx', types: ['savings', 'savings'] },
    { file: 'ofx2-credit-card.qfx', types: ['credit_card'] },
  ];
  it.each(statements)('$file: every transaction, money out positive, with its date, id and account', ({ file, types }) => {
    const source = text(file, 'latin1');
    const parsed = parseBankFile(bytes(file));
    expect(parsed.format).toBe('ofx');
    expect(parsed.problems).toEqual([]);
    const amounts = matches(source, /<TRNAMT>([^<\r\n]+)/g).map((m) => cents(m[1]!));
    expect(parsed.rows).toHaveLength(matches(source, /<STMTTRN>/g).length);
    expect(parsed.rows.map((r) => r.amountCents)).toEqual(amounts.map((a) => -a));
    expect(parsed.rows.map((r) => r.externalId)).toEqual(matches(source, /<FITID>([^<\r\n]+)/g).map((m) => m[1]));
    expect(parsed.rows.map((r) => r.date)).toEqual(matches(source, /<DTPOSTED>(\d{4})(\d\d)(\d\d)/g).map((m) => `${m[1]}-${m[2]}-${m[3]}`));
    expect(parsed.accounts.map((a) => a.type)).toEqual(types);
    expect(parsed.accounts.map((a) => a.externalId)).toEqual(matches(source, /<ACCTID>([^<\r\n]+)/g).map((m) => m[1]));
    const card = types[0] === 'credit_card';
    expect(parsed.accounts.map((a) => a.ledgerBalanceCents)).toEqual(matches(source, /<BALAMT>([^<\r\n]+)/g).map((m) => (card ? -1 : 1) * cents(m[1]!)));
    // Each row belongs to the statement it sits in.
    const perStatement = source.split(/<\/STMTRS>|<\/CCSTMTRS>/).slice(0, -1).map((s) => matches(s, /<STMTTRN>/g).length);
    expect(parsed.accounts.map((_, i) => parsed.rows.filter((r) => r.accountIndex === i).length)).toEqual(perStatement);
  });

  it('reads 1.x names in Windows-1252 with entities, check numbers and a payee aggregate', () => {
    const checking = parseBankFile(bytes('ofx1-checking.ofx')).rows;
    expect(checking.map((r) => r.name)).toContain('Café Lumière');
    expect(checking.map((r) => r.name)).toContain('Smith & Sons Hardware');
    expect(checking.find((r) => r.checkNumber !== null)?.checkNumber).toBe(/<CHECKNUM>(\d+)/.exec(text('ofx1-checking.ofx', 'latin1'))![1]);
    const card = parseBankFile(bytes('ofx1-credit-card.ofx')).rows;
    expect(card.map((r) => r.name)).toContain(/<PAYEE>\n<NAME>([^\n]+)/.exec(text('ofx1-credit-card.ofx'))![1]);
  });

  it("a bank's error answer is reported on its <STATUS> line", () => {
    const source = ['<?xml version="1.0"?>', '<?OFX OFXHEADER="200" VERSION="220"?>', '<OFX>', '<BANKMSGSRSV1>', '<STMTTRNRS>', '<TRNUID>1</TRNUID>', '<STATUS><CODE>2000</CODE><SEVERITY>ERROR</SEVERITY><MESSAGE>Account closed</MESSAGE></STATUS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>'];
    const parsed = parseBankFile(new TextEncoder().encode(source.join('\n')));
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([{ line: lineOf(source, (l) => l.startsWith('<STATUS>')), column: 1, message: expect.stringMatching(/2000: Account closed/) }]);
  });

  it('reads 2.x entities and leaves an empty memo empty', () => {
    const rows = parseBankFile(bytes('ofx2-checking.ofx')).rows;
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(["Ben & Jerry's", 'FUEL <STATION> 12']));
    expect(rows[0]!.memo).toBeNull();
  });

  it('a download cut short: the complete transactions, and a problem on the line of the one cut', () => {
    const source = lines('broken-truncated.ofx', 'latin1');
    const parsed = parseBankFile(bytes('broken-truncated.ofx'));
    expect(parsed.rows).toHaveLength(source.filter((l) => l.trim() === '</STMTTRN>').length);
    expect(parsed.problems).toEqual([expect.objectContaining({ line: source.findLastIndex((l) => l.trim() === '<STMTTRN>') + 1, message: expect.stringContaining('<STMTTRN>') })]);
  });
});

describe('QIF files', () => {
  it('bank records in Quicken date styles, with thousands separators, an account block and splits that add up', () => {
    const source = lines('qif-bank-splits.qif');
    const parsed = parseBankFile(bytes('qif-bank-splits.qif'));
    expect(parsed.format).toBe('qif');
    expect(parsed.problems).toEqual([]);
    expect(parsed.accounts).toEqual([expect.objectContaining({ name: source[lineOf(source, (l) => l === '!Account')]!.slice(1), type: 'checking' })]);
    const records = source.slice(lineOf(source, (l) => l.startsWith('!Type:')));
    expect(parsed.rows.map((r) => r.amountCents)).toEqual(records.filter((l) => l.startsWith('T')).map((l) => -cents(l.slice(1))));
    const usDate = (l: string) => {
      const [, month, day, year] = /^D(\d+)\/\s*(\d+)['/](\d+)$/.exec(l)!;
      return `${year!.length === 2 ? `20${year}` : year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
    };
    expect(parsed.rows.map((r) => r.date)).toEqual(records.filter((l) => l.startsWith('D')).map(usDate));
    expect(parsed.rows.map((r) => r.checkNumber)).toContain(records.find((l) => l.startsWith('N'))!.slice(1));
    const recordTexts = records.join('\n').split(/^\^$/m).slice(0, -1);
    expect(parsed.rows.map((r) => r.splits.map((s) => s.amountCents))).toEqual(recordTexts.map((r) => matches(r, /^\$(.+)$/gm).map((m) => -cents(m[1]!))));
    for (const row of parsed.rows.filter((r) => r.splits.length > 0)) expect(sum(row.splits.map((s) => s.amountCents))).toBe(row.amountCents);
  });

  it('a credit card with day-first dates and decimal commas, decided across the file', () => {
    const source = lines('qif-ccard-non-us.qif');
    const parsed = parseBankFile(bytes('qif-ccard-non-us.qif'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.accounts.map((a) => a.type)).toEqual(['credit_card']);
    expect(parsed.rows.map((r) => r.date)).toEqual(source.filter((l) => l.startsWith('D')).map((l) => l.replace(/^D(\d\d)\/(\d\d)\/(\d{4})$/, '$3-$2-$1')));
    expect(parsed.rows.map((r) => r.amountCents)).toEqual(source.filter((l) => l.startsWith('T')).map((l) => -cents(l.slice(1))));
  });

  it('a record without ^ is reported on its line', () => {
    const source = lines('broken-missing-caret.qif');
    let open = 0;
    let unended = 0;
    source.forEach((l, i) => {
      if (l === '^') open = 0;
      else if (l.startsWith('D')) {
        if (open && !unended) unended = open;
        open = i + 1;
      }
    });
    expect(parseBankFile(bytes('broken-missing-caret.qif')).problems).toEqual([expect.objectContaining({ line: unended, message: expect.stringContaining('^') })]);
  });

  it("reads Quicken's one-digit years after the apostrophe as this century", () => {
    expect(parseBankFile(new TextEncoder().encode("!Type:Cash\nD1/ 5' 4\nT-1.00\nPKiosk\n^\n")).rows.map((r) => r.date)).toEqual(['2004-01-05']);
  });

  it('splits that do not add up to their row are reported', () => {
    const parsed = parseBankFile(new TextEncoder().encode('!Type:Bank\nD1/2/2024\nT-10.00\nPShop\nSA\n$-4.00\nSB\n$-5.00\n^\n'));
    expect(parsed.problems).toEqual([expect.objectContaining({ line: 2, message: expect.stringContaining('add up') })]);
  });
});

describe('CSV files', () => {
  /** Each fixture with the preset it should be read by, and its rows as the test reads them: date text, cents out. */
  const files: { file: string; preset: string; encoding?: BufferEncoding; row: RegExp; expected: (m: RegExpMatchArray) => { date: string; out: number } }[] = [
    { file: 'mint.csv', preset: 'mint', row: /^"(\d+)\/(\d+)\/(\d{4})",(?:"[^"]*",){2}"([\d,.]+)","(debit|credit)"/, expected: (m) => ({ date: `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]}`, out: (m[5] === 'debit' ? 1 : -1) * cents(m[4]!) }) },
    { file: 'ynab.csv', preset: 'ynab', row: /"(\d\d)\/(\d\d)\/(\d{4})",.*"(\$[\d,.]+)","(\$[\d,.]+)","\w+"$/, expected: (m) => ({ date: `${m[3]}-${m[1]}-${m[2]}`, out: cents(m[4]!) - cents(m[5]!) }) },
    { file: 'monarch.csv', preset: 'monarch', row: /^(\d{4}-\d\d-\d\d),.*,(-?\d+\.\d\d),[^,]*$/, expected: (m) => ({ date: m[1]!, out: -cents(m[2]!) }) },
    { file: 'actual.csv', preset: 'actual', row: /^[^,]*,(\d{4}-\d\d-\d\d),.*,(-?\d+\.\d\d),0,[^,]*$/, expected: (m) => ({ date: m[1]!, out: -cents(m[2]!) }) },
    { file: 'copilot.csv', preset: 'copilot', row: /^(\d{4}-\d\d-\d\d),[^,]*,(-?\d+\.\d\d),/, expected: (m) => ({ date: m[1]!, out: cents(m[2]!) }) },
    { file: 'bank-generic.csv', preset: 'generic', row: /^(\d\d)\/(\d\d)\/(\d{4}),.*?,("?\(?[\d,]+\.\d\d\)?"?),"[\d,.]+"$/, expected: (m) => ({ date: `${m[3]}-${m[1]}-${m[2]}`, out: -cents(m[4]!) }) },
    { file: 'bank-debit-credit.csv', preset: 'generic', row: /^[\d.]+;(\d\d)\.(\d\d)\.(\d{4});[^;]*;([\d.,]*);([\d.,]*);/, expected: (m) => ({ date: `${m[3]}-${m[2]}-${m[1]}`, out: cents(m[4]! || '0') - cents(m[5]! || '0') }) },
    { file: 'bank-utf16.csv', preset: 'generic', encoding: 'utf16le', row: /^(\d{4}-\d\d-\d\d)\t[^\t]*\t(-?\d+\.\d\d)$/, expected: (m) => ({ date: m[1]!, out: -cents(m[2]!) }) },
  ];
  it.each(files)('$file: read by the $preset preset, every row with its date and amount', ({ file, preset, encoding, row, expected }) => {
    const parsed = parseBankFile(bytes(file));
    expect(parsed.format).toBe('csv');
    expect(parsed.problems).toEqual([]);
    expect(parsed.csv?.mapping.preset).toBe(preset);
    const want = lines(file, encoding).flatMap((l) => {
      const m = row.exec(l);
      return m ? [expected(m)] : [];
    });
    expect(want.length).toBeGreaterThan(0);
    expect(parsed.rows.map((r) => ({ date: r.date, out: r.amountCents }))).toEqual(want);
  });

  it('keeps quoted commas, doubled quotes and categories as written', () => {
    const generic = parseBankFile(bytes('bank-generic.csv')).rows.map((r) => r.name);
    expect(generic).toContain('PAYROLL, ACME CORP');
    expect(generic).toContain('COFFEE "BEANS" CO');
    const monarch = parseBankFile(bytes('monarch.csv')).rows;
    expect(monarch.map((r) => r.name)).toContain('Hardware, Tools & More');
    expect(monarch.map((r) => r.category)).toEqual(lines('monarch.csv').slice(1, -1).map((l) => /^[^,]*,(?:"[^"]*"|[^,]*),([^,]*)/.exec(l)![1]));
  });

  it('reads the same rows whatever the line ends', () => {
    const lf = parseBankFile(bytes('monarch.csv'));
    for (const ending of ['\r\n', '\r']) {
      expect(parseBankFile(new TextEncoder().encode(text('monarch.csv').replaceAll('\n', ending)))).toEqual(lf);
    }
  });

  it('a bad date is reported on its line and column, and the other rows are read', () => {
    const source = lines('broken-bad-date.csv');
    const parsed = parseBankFile(bytes('broken-bad-date.csv'));
    expect(parsed.problems).toEqual([expect.objectContaining({ line: lineOf(source, (l) => l.startsWith('2024-13-45')), column: 1 })]);
    expect(parsed.rows).toHaveLength(source.filter((l) => /^\d{4}-/.test(l)).length - 1);
  });

  it('a quoted cell that never closes is reported where it opens', () => {
    const parsed = parseCsv('Date,Description,Amount\n2024-01-01,Shop,-1.00\n2024-01-02,"Cafe,-2.00\n2024-01-03,Bar,-3.00\n');
    expect(parsed.problems).toEqual([expect.objectContaining({ line: 3, column: 2, message: expect.stringContaining('never closes') })]);
  });

  it('dates that could be either order are reported, and an edited mapping decides them', () => {
    const csv = 'Date,Description,Amount\n03/04/2024,Shop,-1.00\n05/06/2024,Cafe,-2.00\n';
    const guessed = parseCsv(csv);
    expect(guessed.problems).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining('month/day or day/month') })]);
    expect(guessed.rows.map((r) => r.date)).toEqual(['2024-03-04', '2024-05-06']);
    const decided = parseCsv(csv, { ...guessed.csv!.mapping, dateFormat: 'DD/MM/YYYY' });
    expect(decided.problems).toEqual([]);
    expect(decided.rows.map((r) => r.date)).toEqual(['2024-04-03', '2024-06-05']);
  });

  it('a headerless file is read by its columns\' content', () => {
    const parsed = parseCsv('01/15/2024,-12.34,COFFEE SHOP\n01/16/2024,100.00,REFUND\n');
    expect(parsed.csv?.mapping.headerLine).toBeNull();
    expect(parsed.rows.map((r) => [r.date, r.amountCents, r.name])).toEqual([['2024-01-15', 1234, 'COFFEE SHOP'], ['2024-01-16', -10000, 'REFUND']]);
  });
});

describe('limits and bad input', () => {
  it('refuses a file over the size limit whole', () => {
    const parsed = parseBankFile(new Uint8Array(MAX_IMPORT_BYTES + 1));
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([expect.objectContaining({ line: null, message: expect.stringContaining('MB') })]);
  });

  it('refuses a file over the row limit whole', () => {
    const parsed = parseCsv(`Date,Description,Amount\n${'2024-01-01,Shop,-1.00\n'.repeat(MAX_IMPORT_ROWS + 1)}`);
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([expect.objectContaining({ line: null, message: expect.stringContaining(MAX_IMPORT_ROWS.toLocaleString('en-US')) })]);
  });

  it('reads a CSV that is not UTF-8 as Windows-1252', () => {
    const parsed = parseBankFile(Buffer.from('Date,Description,Amount\n2024-01-02,Caf\xe9 \x93Noir\x94,-3.00\n', 'latin1'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => r.name)).toEqual(['Café “Noir”']);
  });

  it('a CSV without a recognisable amount column reads no row and asks for the columns', () => {
    const parsed = parseCsv(`Date,What\n${[2, 3, 4, 5, 6].map((d) => `2024-01-0${d},Shop`).join('\n')}\n`);
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining('No amount column') })]);
    expect(parsed.csv?.mapping).toBeDefined();
  });

  it('an empty file says so', () => {
    expect(parseBankFile(new TextEncoder().encode(' \r\n')).problems).toEqual([{ line: null, message: 'The file is empty.' }]);
  });

  it('never throws, whatever part of a file arrives', () => {
    for (const file of ['ofx1-checking.ofx', 'ofx2-credit-card.qfx', 'qif-bank-splits.qif', 'ynab.csv', 'bank-generic.csv']) {
      const whole = bytes(file);
      for (let cut = 0; cut <= whole.length; cut += 7) expect(() => parseBankFile(whole.subarray(0, cut))).not.toThrow();
    }
  });
});
