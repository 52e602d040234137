import { createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { createAccessTokenVerifier } from '../src/http/auth.ts';

export const TEST_ISSUER = 'http://localhost:3001/';
export const TEST_AUDIENCE = 'https://api.ledgerline.local';
export const TEST_CLIENT_ID = 'ledgerline-local-spa';
const KID = 'test-key';

const keys = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

/** The verifier the product uses, over a local key set instead of the provider's JWKS URL. */
export const testVerifier = createAccessTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE }, createLocalJWKSet({ keys: [jwk] }));

/** The public key in PEM, for forging tokens that misuse it. */
export const publicKeyPem = await exportSPKI(keys.publicKey);

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  kid?: string;
  /** Seconds from now; negative for the past. */
  expiresIn?: number;
  notBefore?: number;
  signingKey?: CryptoKey;
  claims?: JWTPayload;
}

/** The email a test token carries unless told otherwise. */
export const testEmail = (sub: string) => `${sub.replace(/\W/g, '')}@example.com`;

/**
 * An RS256 token as the identity provider would issue it; every part can be bent for negative tests.
 * It carries the profile claims (email, email_verified, name), so sign-in reads the profile from the
 * verified token and the tests need no /userinfo (the emulator's is tested in session/identity-provider.test.ts).
 */
export async function signToken(sub: string, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const profile = { email: testEmail(sub), email_verified: true, name: 'Test User' };
  const jwt = new SignJWT({ scope: 'openid profile email offline_access', ...profile, ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setSubject(sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (options.expiresIn ?? 3600));
  if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
  return jwt.sign(options.signingKey ?? keys.privateKey);
}

/** A valid access token for `sub`, with these profile claims. */
export const accessToken = (sub: string, profile?: { email?: string; email_verified?: boolean; name?: string }) => signToken(sub, { claims: profile });
