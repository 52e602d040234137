import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, tempDataDir, type RunningEmulator } from '../../emulators/plaid/test-support.ts';
import { plaidVerification, plaidWithTestWebhookKey } from '../../test/plaid-webhooks.ts';
import { createPlaidWebhookVerifier, NEW_KID_LOOKUPS_PER_MINUTE, UNKNOWN_KID_RETRY_MS, WebhookVerificationError } from './plaid-webhook.ts';

/** A Plaid-Verification header naming `kid` (alg ES256); its signature never gets checked when the key is unknown. */
const headerNaming = (kid: string) =>
  `${Buffer.from(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' })).toString('base64url')}.${Buffer.from('{"iat":1}').toString('base64url')}.${'A'.repeat(86)}`;

const data = tempDataDir();
let emulator: RunningEmulator;
const keyLookups: string[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ dataDir: data.dir, onRequest: (url) => url.endsWith('/webhook_verification_key/get') && keyLookups.push(url) });
});
afterAll(async () => {
  await emulator.close();
  data.remove();
});

describe('Plaid webhook keys', () => {
  it('asks Plaid about an unknown kid at most once a minute', async () => {
    let now = Date.now();
    const verify = createPlaidWebhookVerifier(emulator.plaid, () => now);
    const before = keyLookups.length;
    for (let i = 0; i < 20; i++) await expect(verify(headerNaming('kid-nobody-has'), '{}')).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(keyLookups.length - before).toBe(1);

    now += UNKNOWN_KID_RETRY_MS + 1;
    await expect(verify(headerNaming('kid-nobody-has'), '{}')).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(keyLookups.length - before).toBe(2);
  });

  it('looks up only a few new kids a minute, however many a caller invents', async () => {
    let now = Date.now();
    const verify = createPlaidWebhookVerifier(emulator.plaid, () => now);
    const before = keyLookups.length;
    for (let i = 0; i < 50; i++) await expect(verify(headerNaming(`invented-${i}`), '{}')).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(keyLookups.length - before).toBe(NEW_KID_LOOKUPS_PER_MINUTE);
    now += 60_001;
    await expect(verify(headerNaming('invented-after-a-minute'), '{}')).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(keyLookups.length - before).toBe(NEW_KID_LOOKUPS_PER_MINUTE + 1);
  });
});

/** P-256's group order: an ECDSA signature (r, s) is as valid as (r, n − s). */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/** The same token with its signature's other valid form. */
function withOtherS(token: string): string {
  const [header, payload, signature] = token.split('.');
  const bytes = Buffer.from(signature!, 'base64url');
  const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
  const flipped = Buffer.from((P256_ORDER - s).toString(16).padStart(64, '0'), 'hex');
  return `${header}.${payload}.${Buffer.concat([bytes.subarray(0, 32), flipped]).toString('base64url')}`;
}

describe('a Plaid webhook delivery', () => {
  const body = '{"webhook_type":"TRANSACTIONS","webhook_code":"SYNC_UPDATES_AVAILABLE","item_id":"item-1"}';

  it('is told apart from another signing of the same body in the same second', async () => {
    const verify = createPlaidWebhookVerifier(plaidWithTestWebhookKey(emulator.plaid));
    const issuedAt = Math.floor(Date.now() / 1000);
    const [first, second] = [await plaidVerification(body, issuedAt), await plaidVerification(body, issuedAt)];
    expect((await verify(first, body)).deliveryId).not.toBe((await verify(second, body)).deliveryId);
    expect((await verify(first, body)).deliveryId).toBe((await verify(first, body)).deliveryId);
  });

  it('stays the same delivery when a replay rewrites the signature into its other valid form', async () => {
    const verify = createPlaidWebhookVerifier(plaidWithTestWebhookKey(emulator.plaid));
    const token = await plaidVerification(body);
    const rewritten = withOtherS(token);
    expect(rewritten).not.toBe(token);
    // ECDSA verification accepts both forms (nothing asks for the low s).
    expect((await verify(rewritten, body)).deliveryId).toBe((await verify(token, body)).deliveryId);
  });
});
