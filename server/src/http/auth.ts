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
