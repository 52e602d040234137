/**
 * A first sync of a long history in a process of its own, for `sync-memory.test.ts`: a fresh heap
 * (no other test's garbage moving under the measure), the live heap sampled after a forced GC at
 * every page the bank is asked for. Run as `node --expose-gc --import tsx`, with `DATABASE_URL` for
 * Postgres (migrated already) or none for a fresh in-memory PGlite. Prints one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase, migrateToLatest } from '../src/db/client.ts';
import { syncItem } from '../src/modules/accounts/index.ts';
import type { BankAccount, BankChangesStep, BankData } from '../src/vendors/index.ts';
import { bankRow, PAGE, ROWS } from './long-history.ts';

export interface ProbeResult {
  /** Live heap bytes the history takes held whole, as a sync that gathered every page held it. */
  wholeBytes: number;
  /** The live heap's largest growth over the sync (at each page asked for, and after). */
  peakGrowthBytes: number;
  pagesAsked: number;
  added: number;
  /** What the database holds for the user after the sync. */
  stored: { rows: number; cents: number };
}

async function probe(): Promise<ProbeResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const liveHeap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const samples: number[] = [];
  const bank: BankData = {
    accounts: async (): Promise<BankAccount[]> => [
      { accountId: 'checking', name: 'Everyday Checking', officialName: null, mask: '0001', type: 'depository', subtype: 'checking', currentCents: 250_000, availableCents: null, limitCents: null, isoCurrencyCode: 'USD' },
    ],
    liabilities: async () => undefined,
    async *changePages(_token, cursor): AsyncGenerator<BankChangesStep> {
      if (cursor !== null) return;
      for (let start = 0; start < ROWS; start += PAGE) {
        samples.push(liveHeap());
        const added = Array.from({ length: Math.min(PAGE, ROWS - start) }, (_, i) => bankRow(start + i));
        yield { restart: false, added, modified: [], removed: [], nextCursor: `page-${start + PAGE}`, notReady: false, history: 'complete' };
      }
      samples.push(liveHeap());
    },
    recurringStreams: async () => undefined,
    removeItem: async () => {},
  };

  const { db, close } = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
  try {
    if (!process.env.DATABASE_URL) await migrateToLatest(db);
    const wholeBytes = (() => {
      const empty = liveHeap();
      const whole = Array.from({ length: ROWS }, (_, i) => bankRow(i));
      const bytes = liveHeap() - empty;
      return whole.length === ROWS ? bytes : 0;
    })();
    const unique = randomUUID();
    const user = await db.insertInto('users').values({ issuer: 'http://localhost/', sub: `probe|${unique}`, email: `probe-${unique}@example.com` }).returning('id').executeTakeFirstOrThrow();
    const item = await db
      .insertInto('items')
      .values({ user_id: user.id, external_id: `item-${unique}`, plaid_item_id: unique, access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: 'Long History Bank', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const itemRow = await db.selectFrom('items').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    const before = liveHeap();
    const result = await syncItem(db, bank, itemRow, 'token', () => Date.parse('2026-11-20T12:00:00Z'));
    const after = liveHeap();
    const stored = await db
      .selectFrom('transactions')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('amount_cents').as('cents')])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return { wholeBytes, peakGrowthBytes: Math.max(...samples, after) - before, pagesAsked: samples.length, added: result.added, stored: { rows: Number(stored.n), cents: Number(stored.cents) } };
  } finally {
    await close();
  }
}

process.stdout.write(`${JSON.stringify(await probe())}\n`);
