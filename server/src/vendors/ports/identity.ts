/** `Identity`: who a caller is, in the product's words. Auth0 (or any OIDC provider, the emulator's included) through `jose` is the adapter (vendors/identity.ts). */

/** A verified token's claims. */
export interface TokenClaims {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  nbf?: number;
  iat?: number;
  jti?: string;
  [claim: string]: unknown;
}

/** Who a verified access token speaks for. Users are keyed by (issuer, sub). */
export interface Principal {
  issuer: string;
  sub: string;
  claims: TokenClaims;
}

export type AccessTokenVerifier = (token: string) => Promise<Principal>;

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

/** What revoking a client's refresh tokens at the provider came to. */
export type ClientRevocation = 'revoked' | 'not_configured';

/** Ends what the provider keeps for one person and one client: its refresh tokens (and so its grant). */
export type ClientTokenRevoker = (subject: string, clientId: string) => Promise<ClientRevocation>;

export interface Identity {
  /** The caller's profile (token claims or the provider's /userinfo). */
  profiles: IdentityProfiles;
  /** Revokes a client's refresh tokens for one person at the provider (its Management API). */
  revokeClientTokens: ClientTokenRevoker;
}
