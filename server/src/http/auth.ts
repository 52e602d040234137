import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { IdentityConfig } from '../config.ts';

/** Who a verified access token speaks for. Users are keyed by (issuer, sub). */
export interface Principal {
  issuer: string;
  sub: string;
  claims: JWTPayload;
}

export type AccessTokenVerifier = (token: string) => Promise<Principal>;

/** Clock leeway for exp/nbf, as the identity provider's SDK uses. */
export const TOKEN_CLOCK_TOLERANCE_S = 60;

/**
 * RS256 access tokens for our audience, from our issuer only. An ID token fails here
 * because its audience is the SPA's client id, not the API.
 */
export function createAccessTokenVerifier(identity: Pick<IdentityConfig, 'issuer' | 'audience'>, keys?: JWTVerifyGetKey): AccessTokenVerifier {
  const getKey = keys ?? createRemoteJWKSet(new URL('.well-known/jwks.json', identity.issuer), { timeoutDuration: 5_000 });
  return async (token) => {
    const { payload } = await jwtVerify(token, getKey, {
      issuer: identity.issuer,
      audience: identity.audience,
      algorithms: ['RS256'],
      clockTolerance: TOKEN_CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp'],
    });
    return { issuer: identity.issuer, sub: payload.sub!, claims: payload };
  };
}

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/;

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}
