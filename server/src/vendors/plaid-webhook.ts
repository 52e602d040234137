import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import type { PlaidApi } from 'plaid';
import { callPlaid } from './plaid.ts';

/** Plaid signs each webhook once; one older than this is a replay. */
export const PLAID_WEBHOOK_MAX_AGE_S = 5 * 60;

export class WebhookVerificationError extends Error {}

/**
 * Verifies `Plaid-Verification`: an ES256 JWT (no other algorithm) signed with the key Plaid
 * names by `kid` (fetched once per kid and cached), issued at most five minutes ago, whose
 * `request_body_sha256` equals the SHA-256 of the exact body (compared in constant time).
 */
export function createPlaidWebhookVerifier(plaid: PlaidApi, now: () => number = Date.now) {
  const keys = new Map<string, Promise<CryptoKey | Uint8Array>>();

  const keyFor = (kid: string) => {
    if (!keys.has(kid)) {
      const loading = callPlaid(() => plaid.webhookVerificationKeyGet({ key_id: kid })).then(({ key }) => importJWK(key as unknown as JWK, 'ES256'));
      loading.catch(() => keys.delete(kid)); // a failed fetch is retried next time
      keys.set(kid, loading);
    }
    return keys.get(kid)!;
  };

  return async function verify(token: string | undefined, rawBody: string): Promise<{ issuedAt: number }> {
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
    return { issuedAt: (payload.iat ?? 0) * 1000 };
  };
}
