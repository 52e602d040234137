import { createHash } from 'node:crypto';
import type { IdentityConfig } from '../config.ts';
import type { Principal } from '../http/auth.ts';

/** Who the identity provider says the caller is: what we store at sign-in, never what the browser sent. */
export interface IdentityProfile {
  email: string;
  email_verified: boolean;
  name: string;
  nickname: string;
  picture: string;
  updated_at: string | null;
}

export class IdentityProfileError extends Error {
  constructor(
    message: string,
    /** The provider refused the caller's token (401/403): the caller's problem, not ours. */
    readonly tokenRefused: boolean,
  ) {
    super(message);
    this.name = 'IdentityProfileError';
  }
}

/** The profile behind a verified access token. */
export type IdentityProfiles = (token: string, principal: Principal) => Promise<IdentityProfile>;

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
