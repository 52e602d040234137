import type { Auth0Client } from '@auth0/auth0-spa-js';
import { api } from '@/shared/api';
import { IDP_POPUP_TIMEOUT_MS, IDP_REQUEST_TIMEOUT_MS, IDP_SCOPE, IDP_TOKEN_LEEWAY_S, ROUTES } from '@/shared/config';

/** The part of the identity SDK's client the session uses (tests and stories pass a fake). */
export type AuthClient = Pick<
  Auth0Client,
  'isAuthenticated' | 'getUser' | 'getTokenSilently' | 'loginWithRedirect' | 'handleRedirectCallback' | 'logout'
>;

/** What the login wrapper stores with the redirect and gets back on /callback. */
export interface LoginAppState {
  returnTo?: string;
}

const MS_PER_S = 1000;

/**
 * The SDK client, configured from the server's public config (the local identity provider's
 * values when Auth0 is not configured). The SDK is its own chunk, fetched with the config.
 */
async function createAuthClient(): Promise<AuthClient> {
  const [{ data: config }, { Auth0Client }] = await Promise.all([api.GET('/api/config'), import('@auth0/auth0-spa-js')]);
  if (!config) throw new Error('The server sent no public configuration.');
  return new Auth0Client({
    domain: config.auth.domain,
    clientId: config.auth.client_id,
    authorizationParams: {
      audience: config.auth.audience,
      scope: IDP_SCOPE,
      redirect_uri: `${window.location.origin}${ROUTES.callback}`,
    },
    // Refresh tokens only: no hidden-iframe fallback (the provider refuses to be framed).
    useRefreshTokens: true,
    useRefreshTokensFallback: false,
    cacheLocation: 'localstorage',
    httpTimeoutInSeconds: IDP_REQUEST_TIMEOUT_MS / MS_PER_S,
    // The SDK's popup (and background /authorize) time-out.
    authorizeTimeoutInSeconds: IDP_POPUP_TIMEOUT_MS / MS_PER_S,
    leeway: IDP_TOKEN_LEEWAY_S,
  });
}

let factory: () => Promise<AuthClient> = createAuthClient;
let client: Promise<AuthClient> | undefined;

/** The one client, created on first use; a failed creation is tried again on the next call. */
export function getAuthClient(): Promise<AuthClient> {
  client ??= factory().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Tests and stories only: use `create` instead of the real SDK (and forget the current client). */
export function setAuthClientFactory(create: () => Promise<AuthClient> = createAuthClient): void {
  factory = create;
  client = undefined;
}
