import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { PlaidApi } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { signedInUser } from '../../../test/users.ts';

const KID = 'plaid-test-key';
const keys = await generateKeyPair('ES256', { extractable: true });
const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'ES256', use: 'sig', created_at: 1, expired_at: null };
let keyFetches = 0;

/** Plaid's verification-key endpoint, the only Plaid call these webhooks make before acting. */
const plaid = {
  webhookVerificationKeyGet: async ({ key_id }: { key_id: string }) => {
    keyFetches++;
    if (key_id === KID) return { data: { key: jwk, request_id: 'req' } };
    throw Object.assign(new Error('400'), { response: { status: 400, data: { error_type: 'INVALID_INPUT', error_code: 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', error_message: 'invalid key_id' } } });
  },
} as unknown as PlaidApi;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ vendors: { plaid } });
});
afterAll(() => app.close());

interface SignOptions {
  alg?: 'ES256' | 'HS256';
  kid?: string;
  ageSeconds?: number;
  bodyForHash?: string;
}

async function signature(body: string, options: SignOptions = {}): Promise<string> {
  const payload = { request_body_sha256: createHash('sha256').update(options.bodyForHash ?? body).digest('hex') };
  const iat = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0);
  if (options.alg === 'HS256') {
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid: options.kid ?? KID, typ: 'JWT' }).setIssuedAt(iat).sign(new TextEncoder().encode('a-shared-secret-that-plaid-never-uses'));
  }
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: options.kid ?? KID, typ: 'JWT' }).setIssuedAt(iat).sign(keys.privateKey);
}

async function send(body: object, options: SignOptions = {}) {
  const raw = JSON.stringify(body);
  return app.inject({ method: 'POST', url: '/api/webhooks/plaid', headers: { 'content-type': 'application/json', 'plaid-verification': await signature(raw, options) }, payload: raw });
}

let itemCounter = 0;
async function linkedItem() {
  const user = await signedInUser(app, 'webhook-owner');
  const { db } = await testDatabase();
  const plaidItemId = `plaid-item-webhook-${++itemCounter}-${Date.now()}`;
  await db
    .insertInto('items')
    .values({ user_id: user.id, external_id: `item_webhook_${itemCounter}_${Date.now()}`, plaid_item_id: plaidItemId, access_token_ciphertext: 'v1.x.y.z', institution_id: 'ins_104650', institution_name: 'Tartan Credit Union' })
    .execute();
  const state = async () => db.selectFrom('items').select(['status', 'error_code']).where('plaid_item_id', '=', plaidItemId).executeTakeFirstOrThrow();
  const notices = async () => (await db.selectFrom('notifications').select('kind').where('user_id', '=', user.id).execute()).map((n) => n.kind);
  return { plaidItemId, state, notices };
}

const webhookRows = async () => {
  const { db } = await testDatabase();
  return Number((await db.selectFrom('webhook_events').select((eb) => eb.fn.countAll<number>().as('n')).where('vendor', '=', 'plaid').executeTakeFirstOrThrow()).n);
};

describe('Plaid webhook verification', () => {
  it.each([
    ['a token signed with another algorithm', { alg: 'HS256' as const }],
    ['an unknown key id', { kid: 'rotated-away' }],
    ['an iat older than five minutes', { ageSeconds: 6 * 60 }],
    ['a body that is not the one signed', { bodyForHash: '{"webhook_type":"ITEM","webhook_code":"LOGIN_REPAIRED"}' }],
  ])('refuses %s with 400 and applies nothing', async (_case, options) => {
    const item = await linkedItem();
    const before = await webhookRows();
    const response = await send({ webhook_type: 'ITEM', webhook_code: 'USER_PERMISSION_REVOKED', item_id: item.plaidItemId, environment: 'sandbox' }, options);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_code).toBe('INVALID_SIGNATURE');
    expect(await webhookRows()).toBe(before);
    expect((await item.state()).status).toBe('active');
  });

  it('refuses a missing header with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/webhooks/plaid', headers: { 'content-type': 'application/json' }, payload: { webhook_type: 'ITEM', webhook_code: 'ERROR' } });
    expect(response.statusCode).toBe(400);
  });

  it('applies a valid webhook once though it arrives three times, and fetches each key once', async () => {
    const item = await linkedItem();
    const body = { webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: item.plaidItemId, error: { error_code: 'ITEM_LOGIN_REQUIRED' }, environment: 'sandbox' };
    const raw = JSON.stringify(body);
    const header = await signature(raw);
    const fetchesBefore = keyFetches;
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/webhooks/plaid', headers: { 'content-type': 'application/json', 'plaid-verification': header }, payload: raw });
      expect(response.json()).toEqual({ received: true });
    }
    expect(await item.state()).toEqual({ status: 'login_required', error_code: 'ITEM_LOGIN_REQUIRED' });
    expect(await item.notices()).toEqual(['item_login_required']);
    expect(keyFetches - fetchesBefore).toBeLessThanOrEqual(1);
  });
});

describe('Plaid webhook effects', () => {
  it.each([
    ['PENDING_EXPIRATION', 'login_required'],
    ['PENDING_DISCONNECT', 'login_required'],
    ['USER_PERMISSION_REVOKED', 'inactive'],
  ])('ITEM %s leaves the item %s', async (code, status) => {
    const item = await linkedItem();
    await send({ webhook_type: 'ITEM', webhook_code: code, item_id: item.plaidItemId });
    expect((await item.state()).status).toBe(status);
  });

  it('LOGIN_REPAIRED clears re-authentication, but an older ERROR delivered late does not undo it', async () => {
    const item = await linkedItem();
    const error = { webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: item.plaidItemId, error: { error_code: 'ITEM_LOGIN_REQUIRED' } };
    await send(error, { ageSeconds: 60 });
    expect((await item.state()).status).toBe('login_required');
    await send({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: item.plaidItemId }, { ageSeconds: 10 });
    expect(await item.state()).toEqual({ status: 'active', error_code: null });
    await send({ ...error, environment: 'sandbox' }, { ageSeconds: 30 }); // signed before the repair, arrives after
    expect((await item.state()).status).toBe('active');
  });

  it('NEW_ACCOUNTS_AVAILABLE tells the user', async () => {
    const item = await linkedItem();
    await send({ webhook_type: 'ITEM', webhook_code: 'NEW_ACCOUNTS_AVAILABLE', item_id: item.plaidItemId });
    expect(await item.notices()).toEqual(['new_accounts_available']);
  });

  it('acknowledges a webhook about an item nobody has', async () => {
    const response = await send({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: 'plaid-item-unknown' });
    expect(response.json()).toEqual({ received: true });
  });
});
