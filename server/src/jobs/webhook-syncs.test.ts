import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../emulators/plaid/test-support.ts';
import { createTestApp, testConfig } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { itemSyncPending } from '../../test/jobs.ts';
import { importedItem, plaidVerification, plaidWebhookRequest, plaidWithTestWebhookKey, storedTransactionIds, syncUpdatesAvailable } from '../../test/plaid-webhooks.ts';
import { createPlaidBankData } from '../vendors/plaid.ts';
import { runItemSync } from './item-sync.ts';

let emulator: RunningEmulator;
const data = tempDataDir();
let app: FastifyInstance;

beforeAll(async () => {
  emulator = await startEmulator({ dataDir: data.dir, clock: new TestClock(new Date(Date.now() - 86_400_000).toISOString()) });
  // The shared database and queue are opened here, once per run (seconds on PGlite, more on a busy machine).
  app = await createTestApp({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid) } });
}, 180_000);
afterAll(async () => {
  await app.close();
  await emulator.close();
  data.remove();
});

const addTransaction = async (accessToken: string) => {
  const added = await sandboxCall(emulator.base, '/sandbox/transactions/mutate', { access_token: accessToken, change: 'added', fire_webhook: false });
  expect(added.status).toBe(200);
};

/** Every transaction Plaid has for the item now, as a sync from the start would read them. */
const allAtPlaid = async (accessToken: string) => (await syncAll(emulator.plaid, accessToken)).added.map((t) => t.transaction_id).sort();

async function deliveriesOf(raw: string): Promise<number> {
  const { db } = await testDatabase();
  const row = await db.selectFrom('webhook_events').select((eb) => eb.fn.countAll<number>().as('n')).where('vendor', '=', 'plaid').where('payload', '=', raw).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('Plaid webhooks about new transactions', () => {
  it('bring in every transaction though Plaid signs identical bodies in the same second, and a replayed token is recorded once', async () => {
    const { user, itemId, plaidItemId, accessToken } = await importedItem(app, emulator.base, 'same-second');
    const raw = syncUpdatesAvailable(plaidItemId);
    const issuedAt = Math.floor(Date.now() / 1000);
    let last = '';
    for (let i = 0; i < 4; i++) {
      await addTransaction(accessToken);
      last = await plaidVerification(raw, issuedAt);
      expect((await app.inject(plaidWebhookRequest(raw, last))).json()).toEqual({ received: true });
      // Each announcement is synced before the bank's next change, so a dropped one would leave its row out for good.
      await vi.waitFor(async () => expect(await itemSyncPending(itemId)).toBe(false), { timeout: 30_000, interval: 100 });
    }
    expect(await storedTransactionIds(user.id)).toEqual(await allAtPlaid(accessToken));

    expect((await app.inject(plaidWebhookRequest(raw, last))).json()).toEqual({ received: true });
    expect(await deliveriesOf(raw)).toBe(4);
  }, 120_000);

  it('a sync that starts while an older one is running still stores what it read', async () => {
    const { user, itemId, accessToken } = await importedItem(app, emulator.base, 'overlapping-syncs');

    // The older sync reads one change, and writes after the newer one has read the next.
    await addTransaction(accessToken);
    let releaseOlder!: () => void;
    const older = syncPausedAfterRead(itemId, new Promise<void>((resolve) => (releaseOlder = resolve)));
    await vi.waitFor(() => expect(older.hasRead()).toBe(true), { timeout: 30_000, interval: 20 });

    await addTransaction(accessToken);
    const newer = syncPausedAfterRead(itemId, older.done);
    await vi.waitFor(() => expect(newer.hasRead()).toBe(true), { timeout: 30_000, interval: 20 });
    releaseOlder();
    await Promise.all([older.done, newer.done]);

    expect(await storedTransactionIds(user.id)).toEqual(await allAtPlaid(accessToken));
  }, 120_000);
});

/** A sync job of the item whose first read of Plaid's changes is handed back only once `mayGoOn` settles. */
function syncPausedAfterRead(itemId: string, mayGoOn: Promise<unknown>) {
  let read = false;
  let first = true;
  const plaid = new Proxy(emulator.plaid, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'transactionsSync') return value;
      return async (...args: unknown[]) => {
        const page = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        if (first) {
          first = false;
          read = true;
          await mayGoOn;
        }
        return page;
      };
    },
  });
  const done = testDatabase().then(({ db }) => runItemSync({ config: testConfig, db, bankData: createPlaidBankData(plaid), log: { info() {}, warn() {} } })({ id: crypto.randomUUID(), data: { itemId, reason: 'webhook' } }));
  return { hasRead: () => read, done };
}
