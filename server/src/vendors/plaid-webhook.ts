import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import type { PlaidApi } from 'plaid';
import { callPlaid } from './plaid-call.ts';
import { WebhookVerificationError, type VerifiedBankWebhook } from './ports/bank-data.ts';

export { WebhookVerificationError };

/** Plaid signs each webhook once; one older than this is a replay. */
export const PLAID_WEBHOOK_MAX_AGE_S = 5 * 60;

/** A key id Plaid did not give us is not asked about again for this long (unsigned requests must not spend our quota). */
export const UNKNOWN_KID_RETRY_MS = 60_000;
/** At most this many lookups of key ids we have never seen, per minute, whatever the ids. */
export const NEW_KID_LOOKUPS_PER_MINUTE = 10;
/** Remembered unknown ids; the oldest go first. */
const MAX_UNKNOWN_KIDS = 1_000;

/**
 * Verifies `Plaid-Verification`: an ES256 JWT (no other algorithm) signed with the key Plaid
 * names by `kid` (fetched once per kid and cached), issued at most five minutes ago, whose
 * `request_body_sha256` equals the SHA-256 of the exact body (compared in constant time).
 * Anyone can send a header naming any kid: a kid whose lookup failed is refused without asking
 * again for a minute, and new kids are looked up at most ten times a minute in all (Plaid retries
 * a refused webhook later, so a real key rotation during a flood is delayed, not lost).
 */
export function createPlaidWebhookVerifier(plaid: PlaidApi, now: () => number = Date.now) {
  const keys = new Map<string, Promise<CryptoKey | Uint8Array>>();
  const unknownUntil = new Map<string, number>();
  let recentLookups: number[] = [];

  const keyFor = (kid: string) => {
    const cached = keys.get(kid);
    if (cached) return cached;
    const at = now();
    if ((unknownUntil.get(kid) ?? 0) > at) throw new WebhookVerificationError(`key ${kid} is unknown to Plaid (asked less than a minute ago)`);
    unknownUntil.delete(kid);
    recentLookups = recentLookups.filter((time) => at - time < 60_000);
    if (recentLookups.length >= NEW_KID_LOOKUPS_PER_MINUTE) throw new WebhookVerificationError('too many lookups of new key ids in the last minute');
    recentLookups.push(at);
    const loading = callPlaid(() => plaid.webhookVerificationKeyGet({ key_id: kid })).then(({ key }) => importJWK(key as unknown as JWK, 'ES256'));
    loading.catch(() => {
      keys.delete(kid);
      unknownUntil.set(kid, now() + UNKNOWN_KID_RETRY_MS);
      for (const oldest of unknownUntil.keys()) {
        if (unknownUntil.size <= MAX_UNKNOWN_KIDS) break;
        unknownUntil.delete(oldest);
      }
    });
    keys.set(kid, loading);
    return loading;
  };

  return async function verify(token: string | undefined, rawBody: string): Promise<VerifiedPlaidWebhook> {
    if (!token) throw new WebhookVerificationError('missing Plaid-Verification header');
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new WebhookVerificationError('malformed Plaid-Verification token');
    }
    if (header.alg !== 'ES256') throw new WebhookVerificationError(`algorithm ${String(header.alg)} is not accepted`);
    if (!header.kid) throw new WebhookVerificationError('no key id');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await keyFor(header.kid), {
        algorithms: ['ES256'],
        maxTokenAge: PLAID_WEBHOOK_MAX_AGE_S,
        currentDate: new Date(now()),
      }));
    } catch (error) {
      throw new WebhookVerificationError(`signature rejected: ${(error as Error).message}`);
    }
    const claimed = typeof payload.request_body_sha256 === 'string' ? Buffer.from(payload.request_body_sha256, 'hex') : Buffer.alloc(0);
    const actual = createHash('sha256').update(rawBody).digest();
    if (claimed.length !== actual.length || !timingSafeEqual(claimed, actual)) throw new WebhookVerificationError('body does not match its signature');
    return { issuedAt: (payload.iat ?? 0) * 1000, deliveryId: deliveryIdOf(token) };
  };
}

/** `issuedAt`: when Plaid signed it, in milliseconds; `deliveryId`: what tells this delivery from every other (a replay of the same token has the same id). */
export type VerifiedPlaidWebhook = VerifiedBankWebhook;

/**
 * Plaid sends no event id, and its bodies repeat byte for byte (SYNC_UPDATES_AVAILABLE for one
 * item, several times a second), so a delivery is its signed token. ES256 signs with a random
 * point each time, whose x coordinate is the signature's first half (r): two signings of one body
 * in one second differ there. The second half can be rewritten by anyone into another valid
 * signature (s into n − s), and the text re-encoded, so the id is the signed header and payload with
 * r alone: a replay dressed up that way is still the same delivery.
 */
function deliveryIdOf(verifiedToken: string): string {
  const [header, payload, signature] = verifiedToken.split('.');
  const r = Buffer.from(signature!, 'base64url').subarray(0, ES256_COORDINATE_BYTES);
  return createHash('sha256').update(`${header}.${payload}.`).update(r).digest('hex');
}

const ES256_COORDINATE_BYTES = 32;
