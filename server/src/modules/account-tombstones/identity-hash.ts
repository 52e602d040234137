import { createHmac, hkdfSync } from 'node:crypto';

/** Separates this key from every other use of ENCRYPTION_KEY. */
const KEY_INFO = 'ledgerline account tombstone v1';

/**
 * An identity's key among the tombstones: HMAC-SHA256 of its (issuer, sub) under a key derived
 * from ENCRYPTION_KEY. A plain hash of a known `sub` could be recomputed by anyone who reads the
 * table, so it would still say who had an account; without the key the table names nobody.
 */
export function identityHash(encryptionKey: Buffer, identity: { issuer: string; sub: string }): string {
  const key = Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), KEY_INFO, 32));
  return createHmac('sha256', key).update(JSON.stringify([identity.issuer, identity.sub])).digest('hex');
}
