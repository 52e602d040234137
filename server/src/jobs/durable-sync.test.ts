import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { importedItem, plaidVerification, plaidWebhookRequest, plaidWithTestWebhookKey, storedTransactionIds, syncUpdatesAvailable } from '../../test/plaid-webhooks.ts';

let emulator: RunningEmulator;
const data = tempDataDir();

beforeAll(async () => {
  emulator = await startEmulator({ dataDir: data.dir, clock: new TestClock(new Date(Date.now() - 86_400_000).toISOString()) });
  // The shared database and queue, opened once per run (seconds on PGlite), outside the test's own time.
  await (await createTestApp()).close();
});
afterAll(async () => {
  await emulator.close();
  data.remove();
});

async function syncNotices(userId: string): Promise<number> {
  const { db } = await testDatabase();
  return (await db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('kind', '=', 'transactions_synced').execute()).length;
}

describe('a webhook-triggered sync survives the process that acknowledged it', () => {
  it('is done by the next process after a stop right after the 200, once', async () => {
    // Link and import the history.
    const setup = await createTestApp({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid) } });
    const { user, plaidItemId, accessToken } = await importedItem(setup, emulator.base, 'durable-sync');
    await setup.close();

    // The bank posts three new transactions; Plaid's webhook reaches a process that stops right after answering it.
    for (let i = 0; i < 3; i++) {
      const added = await sandboxCall(emulator.base, '/sandbox/transactions/mutate', { access_token: accessToken, change: 'added', fire_webhook: false });
      expect(added.status).toBe(200);
    }
    const expected = (await syncAll(emulator.plaid, accessToken)).added.map((t) => t.transaction_id).sort();
    expect((await storedTransactionIds(user.id)).length).toBe(expected.length - 3);

    const acknowledging = await createTestApp({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid, { dying: true }) } });
    const raw = syncUpdatesAvailable(plaidItemId);
    const ack = await acknowledging.inject(plaidWebhookRequest(raw, await plaidVerification(raw)));
    expect(ack.json()).toEqual({ received: true });
    await acknowledging.close();

    // The next process picks the sync up and completes it, writing nothing twice.
    const restarted = await createTestApp({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid) } });
    try {
      await vi.waitFor(async () => expect(await storedTransactionIds(user.id)).toEqual(expected), { timeout: 30_000, interval: 200 });
      expect(new Set(await storedTransactionIds(user.id)).size).toBe(expected.length);
      expect(await syncNotices(user.id)).toBe(1);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
