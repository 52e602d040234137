import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { PlaidApi } from 'plaid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../test/app.ts';
import { INSTITUTIONS, itemAccessToken, linkInstitution } from '../../test/banking.ts';
import { testDatabase } from '../../test/database.ts';
import { givenSubscriber, signedInUser } from '../../test/users.ts';

const KID = 'durable-sync-key';
const keys = await generateKeyPair('ES256', { extractable: true });
const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'ES256', use: 'sig', created_at: 1, expired_at: null };

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

/** The emulator's Plaid, with webhooks signed by this test's key; `dying` fails every bank call as a process losing its network would. */
function plaidClient({ dying = false } = {}): PlaidApi {
  return new Proxy(emulator.plaid, {
    get(target, property, receiver) {
      if (property === 'webhookVerificationKeyGet') return async () => ({ data: { key: jwk, request_id: 'req' } });
      const value = Reflect.get(target, property, receiver);
      if (!dying || typeof value !== 'function') return value;
      return async () => {
        throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      };
    },
  });
}

async function signedWebhook(body: object) {
  const raw = JSON.stringify(body);
  const header = await new SignJWT({ request_body_sha256: createHash('sha256').update(raw).digest('hex') })
    .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
    .setIssuedAt()
    .sign(keys.privateKey);
  return { method: 'POST' as const, url: '/api/webhooks/plaid', headers: { 'content-type': 'application/json', 'plaid-verification': header }, payload: raw };
}

async function storedIds(userId: string): Promise<string[]> {
  const { db } = await testDatabase();
  return (await db.selectFrom('transactions').select('plaid_transaction_id').where('user_id', '=', userId).execute()).map((r) => r.plaid_transaction_id).sort();
}

async function syncNotices(userId: string): Promise<number> {
  const { db } = await testDatabase();
  return (await db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('kind', '=', 'transactions_synced').execute()).length;
}

describe('a webhook-triggered sync survives the process that acknowledged it', () => {
  it('is done by the next process after a stop right after the 200, once', async () => {
    // Link and import the history.
    const setup = await createTestApp({ vendors: { plaid: plaidClient() } });
    const user = await signedInUser(setup, 'durable-sync');
    await givenSubscriber(user);
    const externalId = await linkInstitution(user, emulator.base, INSTITUTIONS.firstPlatypus);
    expect((await user.request('GET', '/api/initialize_metadata')).json()).toEqual({ status: 'success' });
    const accessToken = await itemAccessToken(externalId);
    const { db } = await testDatabase();
    const { plaid_item_id } = await db.selectFrom('items').select('plaid_item_id').where('external_id', '=', externalId).executeTakeFirstOrThrow();
    await setup.close();

    // The bank posts three new transactions; Plaid's webhook reaches a process that stops right after answering it.
    for (let i = 0; i < 3; i++) {
      const added = await sandboxCall(emulator.base, '/sandbox/transactions/mutate', { access_token: accessToken, change: 'added', fire_webhook: false });
      expect(added.status).toBe(200);
    }
    const expected = (await syncAll(emulator.plaid, accessToken)).added.map((t) => t.transaction_id).sort();
    expect((await storedIds(user.id)).length).toBe(expected.length - 3);

    const acknowledging = await createTestApp({ vendors: { plaid: plaidClient({ dying: true }) } });
    const ack = await acknowledging.inject(await signedWebhook({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: plaid_item_id, initial_update_complete: true, historical_update_complete: true, environment: 'sandbox' }));
    expect(ack.json()).toEqual({ received: true });
    await acknowledging.close();

    // The next process picks the sync up and completes it, writing nothing twice.
    const restarted = await createTestApp({ vendors: { plaid: plaidClient() } });
    try {
      await vi.waitFor(async () => expect(await storedIds(user.id)).toEqual(expected), { timeout: 30_000, interval: 200 });
      expect(new Set(await storedIds(user.id)).size).toBe(expected.length);
      expect(await syncNotices(user.id)).toBe(1);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
