import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { readJsonFile, writeFileAtomic } from './store.ts';

export interface IdentityKeys {
  /** RS256 private JWKs; the first signs. Their public halves are served at /.well-known/jwks.json. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies (first signs, all verify). */
  cookieKeys: string[];
}

interface KeysFile extends IdentityKeys {
  version: 1;
}

/** The signing key and cookie keys, generated once and kept, so tokens and sessions survive restarts. */
export async function loadOrCreateKeys(file: string): Promise<IdentityKeys> {
  const stored = readJsonFile<KeysFile>(file);
  if (stored && stored.signingKeys.length > 0 && stored.cookieKeys.length > 0) {
    return { signingKeys: stored.signingKeys, cookieKeys: stored.cookieKeys };
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint({ kty: jwk.kty, n: jwk.n, e: jwk.e });
  const keys: KeysFile = {
    version: 1,
    signingKeys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await writeFileAtomic(file, `${JSON.stringify(keys, null, 2)}\n`);
  return { signingKeys: keys.signingKeys, cookieKeys: keys.cookieKeys };
}
