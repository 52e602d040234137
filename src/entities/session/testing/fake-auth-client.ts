import type { AuthClient } from '../api/auth-client';
import { clearStoredIdentitySession, SDK_CACHE_PREFIX } from '../api/stored-session';
import type { IdentityProviderUser } from '../lib/identity-user';

/** A user as the local identity provider describes one. */
export const FAKE_IDENTITY_USER: IdentityProviderUser = {
  sub: 'auth0|0123456789abcdef01234567',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  nickname: 'ada',
  picture: 'https://www.gravatar.com/avatar/0?d=identicon',
  updated_at: '2026-01-01T00:00:00.000Z',
};

export interface FakeAuthClientOptions extends Partial<Omit<AuthClient, 'getTokenSilently'>> {
  /** Replaces the token call (e.g. to reject with a missing-refresh-token error). */
  getTokenSilently?: () => Promise<string | undefined>;
  /** The signed-in user; `null` for a visitor who is signed out. */
  user?: IdentityProviderUser | null;
  /** The access token `getTokenSilently` resolves to. */
  token?: string;
}

export interface FakeAuthClient extends AuthClient {
  /** Arguments of the calls that would leave the page. */
  calls: { loginWithRedirect: unknown[]; logout: unknown[]; handleRedirectCallback: unknown[] };
}

/**
 * Stands in for the identity SDK in tests and stories (`setAuthClientFactory(async () => fake)`).
 * For a signed-in user it also leaves a mark in local storage where the SDK keeps its cache, which
 * is how the app knows, without loading the SDK, that a session may exist; for nobody, it clears it.
 */
export function createFakeAuthClient({
  user = FAKE_IDENTITY_USER,
  token = 'fake-access-token',
  getTokenSilently = async () => token,
  ...overrides
}: FakeAuthClientOptions = {}): FakeAuthClient {
  // A signed-out browser holds no cache: clear what an earlier test or story left.
  if (user) localStorage.setItem(`${SDK_CACHE_PREFIX}::fake::@@user@@`, JSON.stringify({ decodedToken: { user } }));
  else clearStoredIdentitySession();
  const calls: FakeAuthClient['calls'] = { loginWithRedirect: [], logout: [], handleRedirectCallback: [] };
  const client: AuthClient = {
    isAuthenticated: async () => user !== null,
    getUser: (async () => user ?? undefined) as AuthClient['getUser'],
    getTokenSilently: getTokenSilently as AuthClient['getTokenSilently'],
    loginWithRedirect: async (loginOptions) => {
      calls.loginWithRedirect.push(loginOptions);
    },
    handleRedirectCallback: (async (url?: string) => {
      calls.handleRedirectCallback.push(url);
      return { appState: undefined, response_type: 'code' };
    }) as AuthClient['handleRedirectCallback'],
    logout: async (logoutOptions) => {
      calls.logout.push(logoutOptions);
    },
    ...overrides,
  };
  return { ...client, calls };
}
