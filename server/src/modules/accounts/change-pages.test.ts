import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankChanges, BankChangesStep, BankTransaction } from '../../vendors/index.ts';
import { readChangePages } from './change-pages.ts';

const row = (id: string, merchant: string): BankTransaction => ({
  transactionId: id, accountId: 'checking', pendingTransactionId: null, amountCents: 1234, isoCurrencyCode: 'USD', date: '2026-11-02', authorizedDate: null, name: `${merchant} #${id}`, merchantName: merchant,
  merchantEntityId: null, logoUrl: null, website: null, category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES', version: 'v2' }, paymentChannel: 'in store', pending: false,
});
const page = (n: number, merchant: string, size = 3): BankChanges => ({
  added: Array.from({ length: size }, (_, i) => row(`${merchant}-${n}-${i}`, merchant)),
  modified: [row(`${merchant}-${n}-changed`, merchant)],
  removed: [`${merchant}-${n}-gone`],
  nextCursor: `cursor-${n}`,
  notReady: false,
  history: 'complete',
});
async function* steps(...items: (BankChanges | 'restart')[]): AsyncGenerator<BankChangesStep> {
  for (const item of items) yield item === 'restart' ? { restart: true } : { restart: false, ...item };
}
const gathered = async (pages: AsyncIterable<BankChanges>) => {
  const all: BankChanges[] = [];
  for await (const p of pages) all.push(p);
  return all;
};

// The spool's directory is under the temporary directory: a fresh one per test, to look into.
let spoolRoot: string;
let tmpBefore: string | undefined;
beforeEach(() => {
  spoolRoot = mkdtempSync(path.join(tmpdir(), 'spool-root-'));
  tmpBefore = process.env.TMPDIR;
  process.env.TMPDIR = spoolRoot;
});
afterEach(() => {
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  rmSync(spoolRoot, { recursive: true, force: true });
});
const spoolFiles = () => readdirSync(spoolRoot, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));

describe("a sync's change pages, read before the item is locked", () => {
  it('stay in memory while few: nothing goes to disk', async () => {
    const pages = [page(1, 'Corner Grocer'), page(2, 'Corner Grocer')];
    const read = await readChangePages(steps(...pages), 100);
    expect(spoolFiles()).toEqual([]);
    expect(await gathered(read.pages())).toEqual(pages);
    await read.close();
  });

  it('past the rows kept in memory wait in one file, sealed, and come back whole and in order; the file is gone once closed', async () => {
    const pages = [1, 2, 3, 4].map((n) => page(n, 'Sunny Side Bakery', 50));
    const read = await readChangePages(steps(...pages), 60);
    const files = spoolFiles();
    expect(files).toHaveLength(1);
    const onDisk = readFileSync(files[0]!, 'utf8');
    expect(onDisk.length).toBeGreaterThan(4 * 50 * 100);
    expect(onDisk).not.toContain('Sunny Side Bakery');
    expect(onDisk).not.toContain('cursor-');
    expect(await gathered(read.pages())).toEqual(pages);
    await read.close();
    expect(spoolFiles()).toEqual([]);
  });

  it('after a restart of the source, hold only the pages read since, in memory or on disk', async () => {
    const before = [page(1, 'Old Read', 40), page(2, 'Old Read', 40)];
    const after = [page(1, 'New Read', 40), page(2, 'New Read', 40), page(3, 'New Read', 40)];
    const read = await readChangePages(steps(...before, 'restart', ...after), 50);
    expect(await gathered(read.pages())).toEqual(after);
    await read.close();
    expect(spoolFiles()).toEqual([]);

    const small = await readChangePages(steps(page(1, 'Old Read'), 'restart', page(1, 'New Read')), 50);
    expect(await gathered(small.pages())).toEqual([page(1, 'New Read')]);
  });

  it('leave no file behind when the source fails midway', async () => {
    async function* failing(): AsyncGenerator<BankChangesStep> {
      yield { restart: false, ...page(1, 'Half Read', 80) };
      yield { restart: false, ...page(2, 'Half Read', 80) };
      throw new Error('the bank stopped answering');
    }
    await expect(readChangePages(failing(), 50)).rejects.toThrow('the bank stopped answering');
    expect(spoolFiles()).toEqual([]);
  });
});
