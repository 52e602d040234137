import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, tempDataDir, type RunningEmulator } from '../../emulators/plaid/test-support.ts';
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
