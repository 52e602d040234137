import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAllChanges } from '../../vendors/index.ts';
import { fileAccountIds, fileBankData, type FileStatement } from './file-bank-data.ts';
import { parseBankFile } from './index.ts';

/** Figures are read from the fixture's text with regular expressions, never through the parser. */
const FIXTURES = new URL('../../../test/fixtures/imports/', import.meta.url);
const cents = (text: string) => Math.round(Number(text) * 100);

function statementOf(name: string): { statement: FileStatement; text: string } {
  const bytes = readFileSync(new URL(name, FIXTURES));
  const parsed = parseBankFile(bytes);
  const statement: FileStatement = { accounts: parsed.accounts, rows: parsed.rows.map((r, i) => [r.line, r.date, r.amountCents, r.name, r.category, `key-${i}`, r.accountIndex]) };
  return { statement, text: bytes.toString('utf8') };
}

describe('a bank file as a BankData source', () => {
  it('gives each statement of a two-account OFX as an account with its closing balance, and its rows as changes in that account', async () => {
    const { statement, text } = statementOf('ofx2-savings.ofx');
    const blocks = [...text.matchAll(/<STMTRS>([\s\S]*?)<\/STMTRS>/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    const source = fileBankData(statement, '00000000-0000-4000-8000-000000000001', () => 'USD');

    const accounts = await source.accounts('');
    expect(accounts.map((a) => a.currentCents)).toEqual(blocks.map((b) => cents(/<LEDGERBAL><BALAMT>([-\d.]+)/.exec(b)![1]!)));
    expect(accounts.map((a) => a.mask)).toEqual(blocks.map((b) => /<ACCTID>(\d+)/.exec(b)![1]!.slice(-4)));

    const changes = await readAllChanges(source, '', null);
    expect(changes.modified).toEqual([]);
    expect(changes.removed).toEqual([]);
    expect(fileAccountIds(statement)).toEqual(accounts.map((a) => a.accountId));
    blocks.forEach((block, i) => {
      const inFile = [...block.matchAll(/<TRNAMT>([-\d.]+)/g)].map((m) => -cents(m[1]!));
      const rows = changes.added.filter((t) => t.accountId === accounts[i]!.accountId);
      // Stored sign: positive is money leaving the account, where OFX writes it negative.
      expect(rows.map((t) => t.amountCents)).toEqual(inFile);
    });
    expect(new Set(changes.added.map((t) => t.transactionId)).size).toBe(changes.added.length);
    expect(changes.added.every((t, i) => t.importKey === `key-${i}` && !t.pending && t.isoCurrencyCode === 'USD')).toBe(true);
  });

  it('is read once: from a cursor it has nothing more, and it has no liabilities or recurring streams', async () => {
    const { statement } = statementOf('ofx1-checking.ofx');
    const source = fileBankData(statement, '00000000-0000-4000-8000-000000000002', () => 'USD');
    const first = await readAllChanges(source, '', null);
    expect(first.added).toHaveLength(statement.rows.length);
    expect((await readAllChanges(source, '', first.nextCursor)).added).toEqual([]);
    expect(await source.liabilities('')).toBeUndefined();
    expect(await source.recurringStreams('')).toBeUndefined();
  });
});
