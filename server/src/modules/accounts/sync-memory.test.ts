import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser } from '../../../test/users.ts';
import type { BankAccount, BankChangesStep, BankData, BankTransaction } from '../../vendors/index.ts';
import { syncItem } from './index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** The heap's live bytes: collected first, so that garbage not yet swept does not count. */
const liveHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const ROWS = 20_000;
const PAGE = 500;
const MERCHANTS = ['Corner Grocer', 'Sunny Side Bakery', 'Metro Transit', 'City Power & Light', 'Bookworm Books', 'Green Leaf Pharmacy'];

/** The bank's i-th row: dated over the last two years, of one of a few merchants, a purchase of 1.00 to 400.00. */
function bankRow(i: number): BankTransaction {
  const merchant = MERCHANTS[i % MERCHANTS.length]!;
  const day = new Date(Date.UTC(2026, 10, 20) - (i % 730) * 86_400_000).toISOString().slice(0, 10);
  return {
    transactionId: `memory-${i}`, accountId: 'checking', pendingTransactionId: null, amountCents: 100 + ((i * 7_919) % 39_900), isoCurrencyCode: 'USD', date: day, authorizedDate: day,
    name: `${merchant.toUpperCase()} POS PURCHASE ${i}`, merchantName: merchant, merchantEntityId: `entity-${i % MERCHANTS.length}`, logoUrl: null, website: null,
    category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', version: 'v2' }, paymentChannel: 'in store', pending: false,
  };
}

/** A bank with a long history, handed over a page at a time (each page made when asked for); the live heap is sampled at each ask. */
class LongHistoryBank implements BankData {
  samples: number[] = [];
  async accounts(): Promise<BankAccount[]> {
    return [{ accountId: 'checking', name: 'Everyday Checking', officialName: null, mask: '0001', type: 'depository', subtype: 'checking', currentCents: 250_000, availableCents: null, limitCents: null, isoCurrencyCode: 'USD' }];
  }
  async liabilities() {
    return undefined;
  }
  async *changePages(_token: string, cursor: string | null): AsyncGenerator<BankChangesStep> {
    if (cursor !== null) return;
    for (let start = 0; start < ROWS; start += PAGE) {
      this.samples.push(liveHeap());
      const added = Array.from({ length: Math.min(PAGE, ROWS - start) }, (_, i) => bankRow(start + i));
      yield { restart: false, added, modified: [], removed: [], nextCursor: `page-${start + PAGE}`, notReady: false, history: 'complete' };
    }
    this.samples.push(liveHeap());
  }
  async recurringStreams() {
    return undefined;
  }
  async removeItem() {}
}

/** The live heap the history takes held whole, the way a sync that gathered every page before writing held it. */
function heldWhole(): number {
  const empty = liveHeap();
  const whole = Array.from({ length: ROWS }, (_, i) => bankRow(i));
  const bytes = liveHeap() - empty;
  expect(whole).toHaveLength(ROWS);
  return bytes;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app.close();
});

describe('the first sync of a long history', () => {
  it(`never holds the history whole: ${ROWS} rows synced with the heap growing by under a quarter of what they take at once`, async () => {
    const wholeBytes = heldWhole();

    const user = await signedInUser(app, 'sync-memory');
    await givenSubscriber(user);
    const { db } = await testDatabase();
    const { id } = await db
      .insertInto('items')
      .values({ user_id: user.id, external_id: `item-${randomUUID()}`, plaid_item_id: randomUUID(), access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: 'Long History Bank', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bank = new LongHistoryBank();
    const before = liveHeap();
    const result = await syncItem(db, bank, await db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), 'token', () => Date.parse('2026-11-20T12:00:00Z'));
    const after = liveHeap();

    expect(result).toMatchObject({ added: ROWS, skipped: false });
    const stored = await db
      .selectFrom('transactions')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('amount_cents').as('cents')])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const expectedCents = Array.from({ length: ROWS }, (_, i) => bankRow(i).amountCents).reduce((a, b) => a + b, 0);
    expect({ rows: Number(stored.n), cents: Number(stored.cents) }).toEqual({ rows: ROWS, cents: expectedCents });

    expect(bank.samples).toHaveLength(ROWS / PAGE + 1);
    const peakGrowth = Math.max(...bank.samples, after) - before;
    expect(wholeBytes, 'the history held whole is megabytes').toBeGreaterThan(5 * 1024 * 1024);
    expect(peakGrowth, `peak growth ${(peakGrowth / 1048576).toFixed(1)} MB against ${(wholeBytes / 1048576).toFixed(1)} MB held whole`).toBeLessThan(wholeBytes / 4);
  }, 240_000);
});
