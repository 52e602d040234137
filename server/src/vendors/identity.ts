import { createHash } from 'node:crypto';
import { ManagementClient } from 'auth0';
import { RefreshTokensClient } from 'auth0/refreshTokens';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IdentityConfig } from '../config.ts';
import {
  IdentityProfileError,
  type AccessTokenVerifier,
  type ClientTokenRevoker,
  type Identity,
  type IdentityProfile,
  type IdentityProfiles,
  type Principal,
  type TokenClaims,
} from './ports/identity.ts';

export { IdentityProfileError, type IdentityProfile, type IdentityProfiles };

/** Clock leeway for exp/nbf, as the identity provider's SDK uses. */
export const TOKEN_CLOCK_TOLERANCE_S = 60;

/**
 * RS256 access tokens for our audience, from our issuer only. An ID token fails here
 * because its audience is the SPA's client id, not the API. `keys`: the issuer's JWKS by default.
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

/** A token's claims, read without verifying it: only for a token we just received from the provider ourselves. */
export function unverifiedClaims(token: string): TokenClaims {
  return decodeJwt(token);
}

/** `Identity` through the provider's OpenID endpoints and, for revocations, its Management API. */
export function createIdentity(identity: Pick<IdentityConfig, 'issuer' | 'domain' | 'management'>, profiles?: IdentityProfiles, refreshTokens?: RefreshTokensClient): Identity {
  return { profiles: profiles ?? createIdentityProfiles(identity), revokeClientTokens: createClientTokenRevoker(identity, refreshTokens) };
}

/**
 * The Management API's refresh-token client (auth0's SDK): Auth0 with a machine-to-machine
 * application's credentials, or the stand-in (plain HTTP, its local token) at the same paths.
 */
export function createRefreshTokensClient(identity: Pick<IdentityConfig, 'issuer' | 'domain' | 'management'>): RefreshTokensClient | undefined {
  const management = identity.management;
  if (!management) return undefined;
  if ('token' in management) return new RefreshTokensClient({ baseUrl: `${identity.issuer}api/v2`, token: management.token, maxRetries: 1, timeoutInSeconds: 10 });
  return new ManagementClient({ domain: new URL(identity.issuer).host, clientId: management.clientId, clientSecret: management.clientSecret, maxRetries: 1, timeoutInSeconds: 10 }).refreshTokens;
}

/** `POST /api/v2/refresh-tokens/revoke` for one user and one client: every refresh token the client holds for them. */
function createClientTokenRevoker(identity: Pick<IdentityConfig, 'issuer' | 'domain' | 'management'>, given?: RefreshTokensClient): ClientTokenRevoker {
  const client = given ?? createRefreshTokensClient(identity);
  return async (subject, clientId) => {
    if (!client) return 'not_configured';
    await client.revoke({ user_id: subject, client_id: clientId });
    return 'revoked';
  };
}


/** Tokens whose profile is remembered; the oldest is forgotten first. */
export const PROFILE_CACHE_MAX_ENTRIES = 1_000;
/** A profile is re-read at most this often for one token (and never past the token's expiry). */
export const PROFILE_CACHE_TTL_MS = 10 * 60_000;
const USERINFO_TIMEOUT_MS = 5_000;

export interface IdentityProfilesOptions {
  fetch?: typeof fetch;
  now?: () => number;
  maxEntries?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A profile from claims (the token's or /userinfo's), or undefined when they carry no email. */
export function profileFromClaims(claims: Record<string, unknown>): IdentityProfile | undefined {
  if (typeof claims.email !== 'string' || !claims.email) return undefined;
  return {
    email: claims.email,
    email_verified: claims.email_verified === true,
    name: text(claims.name),
    nickname: text(claims.nickname),
    picture: text(claims.picture),
    updated_at: typeof claims.updated_at === 'string' && claims.updated_at ? claims.updated_at : null,
  };
}

/**
 * The caller's profile: from the verified access token when it carries the email claim, else from
 * the provider's OpenID `/userinfo` with the caller's own token (Auth0 accepts the API access token
 * there when it has the `openid` scope). Cached per token (by its hash), bounded, so a sign-in storm
 * does not spend the provider's /userinfo rate limit.
 */
export function createIdentityProfiles(identity: Pick<IdentityConfig, 'issuer'>, options: IdentityProfilesOptions = {}): IdentityProfiles {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? PROFILE_CACHE_MAX_ENTRIES;
  const userinfoUrl = new URL('userinfo', identity.issuer);
  const cache = new Map<string, { expiresAt: number; profile: Promise<IdentityProfile> }>();

  async function fromUserinfo(token: string, principal: Principal): Promise<IdentityProfile> {
    const response = await fetchFn(userinfoUrl, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) throw new IdentityProfileError(`userinfo refused the token (${response.status})`, true);
    if (!response.ok) throw new IdentityProfileError(`userinfo answered ${response.status}`, false);
    const claims = (await response.json()) as Record<string, unknown>;
    // OpenID Connect Core 5.3.2: a userinfo response for another subject must not be used.
    if (claims.sub !== principal.sub) throw new IdentityProfileError('userinfo describes another subject', true);
    const profile = profileFromClaims(claims);
    if (!profile) throw new IdentityProfileError('userinfo has no email (is the email scope granted?)', true);
    return profile;
  }

  return (token, principal) => {
    const fromToken = profileFromClaims(principal.claims);
    if (fromToken) return Promise.resolve(fromToken);

    const key = createHash('sha256').update(token).digest('base64url');
    const at = now();
    const cached = cache.get(key);
    if (cached && cached.expiresAt > at) return cached.profile;
    cache.delete(key);

    const tokenExpiry = typeof principal.claims.exp === 'number' ? principal.claims.exp * 1000 : at + PROFILE_CACHE_TTL_MS;
    const profile = fromUserinfo(token, principal);
    cache.set(key, { expiresAt: Math.min(at + PROFILE_CACHE_TTL_MS, tokenExpiry), profile });
    profile.catch(() => cache.delete(key)); // a failure is asked again next time
    for (const oldest of cache.keys()) {
      if (cache.size <= maxEntries) break;
      cache.delete(oldest);
    }
    return profile;
  };
}
