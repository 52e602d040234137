import { createHash } from 'node:crypto';
import { TOKEN_CLOCK_TOLERANCE_S } from '../vendors/identity.ts';
import type { AccessTokenVerifier, TokenClaims } from '../vendors/ports/identity.ts';

export type { AccessTokenVerifier, Principal } from '../vendors/ports/identity.ts';
export { createAccessTokenVerifier, TOKEN_CLOCK_TOLERANCE_S } from '../vendors/identity.ts';

/**
 * What names one access token among those a logout revoked: its `jti` when it has one (the
 * identity stand-in's tokens do, as do Auth0's under its RFC 9068 profile), else a hash of the
 * token itself (Auth0's default profile has no `jti`). A session id would do more harm than good:
 * access tokens carry none at Auth0, and the SPA ends the provider's session at logout anyway.
 */
export function accessTokenId(token: string, claims: TokenClaims): string {
  if (typeof claims.jti === 'string' && claims.jti !== '') return `jti:${claims.jti}`;
  return `sha256:${createHash('sha256').update(token).digest('base64url')}`;
}

/** Until when a verified token would be accepted (its `exp` and the clock leeway), in ms. */
export const acceptedUntil = (claims: TokenClaims) => ((claims.exp ?? 0) + TOKEN_CLOCK_TOLERANCE_S) * 1000;

/** Verified tokens remembered at most; the least recently used is forgotten first. */
export const VERIFIED_TOKEN_CACHE_MAX_ENTRIES = 10_000;

/**
 * The verifier, remembering each token it accepted until the token's own `exp` (never longer): a
 * client sends the same token with every call, and verifying a signature is most of an
 * authenticated read's own work. Only acceptances are kept, so a forged or expired token costs a
 * verification every time. Revocation is checked after this, on every call (`refusingRevokedTokens`).
 */
export function rememberingVerifiedTokens(verify: AccessTokenVerifier, options: { now?: () => number; maxEntries?: number } = {}): AccessTokenVerifier {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? VERIFIED_TOKEN_CACHE_MAX_ENTRIES;
  const verified = new Map<string, { principal: Awaited<ReturnType<AccessTokenVerifier>>; until: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      verified.delete(token);
      if (known.until > now()) {
        verified.set(token, known);
        return known.principal;
      }
    }
    const principal = await verify(token);
    const until = (principal.claims.exp ?? 0) * 1000;
    if (until > now()) {
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
      verified.set(token, { principal, until });
    }
    return principal;
  };
}

/** The verifier, refusing afterwards the tokens `isRevoked` names (a logout's); forged ones never reach it. */
export function refusingRevokedTokens(verify: AccessTokenVerifier, isRevoked: (tokenId: string) => Promise<boolean>): AccessTokenVerifier {
  return async (token) => {
    const principal = await verify(token);
    if (await isRevoked(accessTokenId(token, principal.claims))) throw new Error('access token revoked by a logout');
    return principal;
  };
}

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/;

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}
