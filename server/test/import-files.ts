import { readFileSync } from 'node:fs';
import type { TestUser } from './users.ts';

/** The bank-file fixtures (server/test/fixtures/imports/), written from the formats' documentation. */
export const IMPORT_FIXTURES = new URL('./fixtures/imports/', import.meta.url);
export const fixtureBytes = (name: string) => readFileSync(new URL(name, IMPORT_FIXTURES));

/** `-1,234.50`, `(12.00)`, `$3.00`, `1.234,50` → signed cents (every fixture amount has two decimals). */
export const textCents = (amount: string) => (/^\s*"?\(|-/.test(amount) ? -1 : 1) * Number(amount.replace(/\D/g, '') || '0');

const rowsMatching = (text: string, pattern: RegExp, out: (m: RegExpMatchArray) => number) => text.split(/\r?\n/).flatMap((line) => {
  const m = pattern.exec(line);
  return m ? [out(m)] : [];
});

/**
 * Each readable fixture's transactions as the test reads them from the text (never through the
 * parser): cents in the stored sign, positive for money leaving the account.
 */
export const FIXTURE_AMOUNTS: Record<string, () => number[]> = Object.fromEntries(
  [
    ...['ofx1-checking.ofx', 'ofx1-savings.qfx', 'ofx1-credit-card.ofx', 'ofx2-checking.ofx', 'ofx2-savings.ofx', 'ofx2-credit-card.qfx'].map((file) => [
      file,
      () => [...fixtureBytes(file).toString('latin1').matchAll(/<TRNAMT>([^<\r\n]+)/g)].map((m) => -textCents(m[1]!)),
    ]),
    // A QIF's records start at its `!Type:` line (an `!Account` block before it has a `T` line of its own: the account's type).
    ...['qif-bank-splits.qif', 'qif-ccard-non-us.qif'].map((file) => [file, () => rowsMatching(fixtureBytes(file).toString().split(/^!Type:.*$/m)[1]!, /^T(.+)$/, (m) => -textCents(m[1]!))]),
    ['mint.csv', () => rowsMatching(fixtureBytes('mint.csv').toString(), /^"[\d/]+",(?:"[^"]*",){2}"([\d,.]+)","(debit|credit)"/, (m) => (m[2] === 'debit' ? 1 : -1) * textCents(m[1]!))],
    ['ynab.csv', () => rowsMatching(fixtureBytes('ynab.csv').toString(), /"[\d/]+",.*"(\$[\d,.]+)","(\$[\d,.]+)","\w+"$/, (m) => textCents(m[1]!) - textCents(m[2]!))],
    ['monarch.csv', () => rowsMatching(fixtureBytes('monarch.csv').toString(), /^\d{4}-\d\d-\d\d,.*,(-?\d+\.\d\d),[^,]*$/, (m) => -textCents(m[1]!))],
    ['actual.csv', () => rowsMatching(fixtureBytes('actual.csv').toString(), /^[^,]*,\d{4}-\d\d-\d\d,.*,(-?\d+\.\d\d),0,[^,]*$/, (m) => -textCents(m[1]!))],
    ['copilot.csv', () => rowsMatching(fixtureBytes('copilot.csv').toString(), /^\d{4}-\d\d-\d\d,[^,]*,(-?\d+\.\d\d),/, (m) => textCents(m[1]!))],
    ['bank-generic.csv', () => rowsMatching(fixtureBytes('bank-generic.csv').toString(), /^\d\d\/\d\d\/\d{4},.*?,("?\(?[\d,]+\.\d\d\)?"?),"[\d,.]+"$/, (m) => -textCents(m[1]!))],
    ['bank-debit-credit.csv', () => rowsMatching(fixtureBytes('bank-debit-credit.csv').toString(), /^[\d.]+;[\d.]+;[^;]*;([\d.,]*);([\d.,]*);/, (m) => textCents(m[1]!) - textCents(m[2]!))],
    ['bank-utf16.csv', () => rowsMatching(fixtureBytes('bank-utf16.csv').toString('utf16le'), /^\d{4}-\d\d-\d\d\t[^\t]*\t(-?\d+\.\d\d)$/, (m) => -textCents(m[1]!))],
  ] as [string, () => number[]][],
);

/** The broken fixtures, each with the line its problem is on, as the test finds it in the text. */
export const BROKEN_FIXTURES: Record<string, () => number> = {
  'broken-bad-date.csv': () => fixtureBytes('broken-bad-date.csv').toString().split('\n').findIndex((l) => l.startsWith('2024-13-45')) + 1,
  'broken-truncated.ofx': () => fixtureBytes('broken-truncated.ofx').toString('latin1').split(/\r?\n/).findLastIndex((l) => l.trim() === '<STMTTRN>') + 1,
  'broken-missing-caret.qif': () => {
    let open = 0;
    let unended = 0;
    fixtureBytes('broken-missing-caret.qif')
      .toString()
      .split(/\r?\n/)
      .forEach((l, i) => {
        if (l === '^') open = 0;
        else if (l.startsWith('D')) {
          if (open && !unended) unended = open;
          open = i + 1;
        }
      });
    return unended;
  },
};

/** A multipart/form-data body as a browser sends it: the file as `file`, then the text fields. */
export function multipart(file: { name: string; bytes: Uint8Array } | null, fields: Record<string, string> = {}) {
  const boundary = `----ledgerline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/imports as the user. */
export function uploadFile(user: TestUser, file: { name: string; bytes: Uint8Array } | null, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(file, fields);
  return user.request('POST', '/api/imports', payload, headers);
}
