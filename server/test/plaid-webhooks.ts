import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { PlaidApi } from 'plaid';
import { INSTITUTIONS, itemAccessToken, linkInstitution } from './banking.ts';
import { testDatabase } from './database.ts';
import { givenSubscriber, signedInUser } from './users.ts';

/** Plaid's webhook key as these tests hold it: the private half signs, Plaid's key endpoint gives the public half. */
const KID = 'test-webhook-key';
const keys = await generateKeyPair('ES256', { extractable: true });
const publicKey = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'ES256', use: 'sig', created_at: 1, expired_at: null };

/**
 * A Plaid client (the emulator's, usually) whose `/webhook_verification_key/get` gives this test
 * key, so the tests can sign webhooks themselves; `dying` fails every other call as a process
 * losing its network would.
 */
export function plaidWithTestWebhookKey(plaid: PlaidApi, { dying = false } = {}): PlaidApi {
  return new Proxy(plaid, {
    get(target, property, receiver) {
      if (property === 'webhookVerificationKeyGet') return async () => ({ data: { key: publicKey, request_id: 'req' } });
      const value = Reflect.get(target, property, receiver);
      if (!dying || typeof value !== 'function') return value;
      return async () => {
        throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      };
    },
  });
}

/** A `Plaid-Verification` header for this exact body, issued at `issuedAt` (Unix seconds; now by default). */
export function plaidVerification(raw: string, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ request_body_sha256: createHash('sha256').update(raw).digest('hex') })
    .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .sign(keys.privateKey);
}

/** The injected request of one delivery of `raw` with this verification header. */
export function plaidWebhookRequest(raw: string, verification: string) {
  return { method: 'POST' as const, url: '/api/webhooks/plaid', headers: { 'content-type': 'application/json', 'plaid-verification': verification }, payload: raw };
}

/** Plaid's TRANSACTIONS SYNC_UPDATES_AVAILABLE body for an item, byte for byte the same each time (as Plaid sends it). */
export const syncUpdatesAvailable = (plaidItemId: string) =>
  JSON.stringify({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: plaidItemId, initial_update_complete: true, historical_update_complete: true, environment: 'sandbox' });

/** A subscriber with one linked bank whose history is imported, as a webhook finds them. */
export async function importedItem(app: FastifyInstance, plaidBase: string, name: string) {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  const externalId = await linkInstitution(user, plaidBase, INSTITUTIONS.firstPlatypus);
  const imported = await user.request('GET', '/api/initialize_metadata');
  if (imported.statusCode !== 200) throw new Error(`initialize_metadata: ${imported.body}`);
  const { db } = await testDatabase();
  const { id: itemId, plaid_item_id: plaidItemId } = await db.selectFrom('items').select(['id', 'plaid_item_id']).where('external_id', '=', externalId).executeTakeFirstOrThrow();
  return { user, itemId, plaidItemId, accessToken: await itemAccessToken(externalId) };
}

/** The Plaid ids of the user's stored transactions, sorted. */
export async function storedTransactionIds(userId: string): Promise<string[]> {
  const { db } = await testDatabase();
  return (await db.selectFrom('transactions').select('plaid_transaction_id').where('user_id', '=', userId).execute()).map((r) => r.plaid_transaction_id).sort();
}
