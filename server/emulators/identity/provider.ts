import Provider, { errors, type Configuration, type JWK as ProviderJWK } from 'oidc-provider';
import type { IdentityKeys } from './keys.ts';
import { messagePage, signingOutPage } from './pages.ts';
import type { OidcFileStore } from './store.ts';
import { profileClaims, type UserStore } from './users.ts';

/** Scopes the SPA asks for; all of them also appear in the access token's `scope`, as Auth0 does. */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

/** Where oidc-provider's own end-session endpoint lives (Auth0's `/v2/logout` leads there). */
export const END_SESSION_PATH = '/oidc/logout';
/** The emulator's own landing point after end-session, which then redirects to `returnTo`. */
export const LOGOUT_RETURN_PATH = '/v2/logout/return';

/** The one scope an AI client's token for the MCP resource carries: reading, never changing, the user's data. */
export const MCP_SCOPE = 'ledgerline:read';

export const PROVIDER_ROUTES = {
  authorization: '/authorize',
  // Auth0's dynamic client registration endpoint (RFC 7591).
  registration: '/oidc/register',
  token: '/oauth/token',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
  revocation: '/oauth/revoke',
  end_session: END_SESSION_PATH,
} as const;

/** Cookie names of their own: localhost cookies are shared across ports with the product. */
export const COOKIE_NAMES = { session: 'ledgerline_idp_session', interaction: 'ledgerline_idp_interaction', resume: 'ledgerline_idp_resume' };

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  audience: string;
  allowedOrigins: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  keys: IdentityKeys;
  store: OidcFileStore;
  users: UserStore;
  /** The MCP server's resource identifier (`${PUBLIC_URL}/mcp`): tokens for it carry `ledgerline:read` only. */
  mcpResource?: string;
}

const DAY = 24 * 60 * 60;

/** Tokens for the MCP endpoint: its own audience (never the app's API), the read scope only. */
function mcpResourceServer(resource: string, accessTokenTtlSeconds: number) {
  return { scope: MCP_SCOPE, audience: resource, accessTokenTTL: accessTokenTtlSeconds, accessTokenFormat: 'jwt' as const, jwt: { sign: { alg: 'RS256' as const } } };
}

export function createProvider(settings: ProviderSettings): Provider {
  const { issuer, clientId, audience, allowedOrigins, accessTokenTtlSeconds, refreshTokenTtlSeconds, users, mcpResource } = settings;
  const scope = SCOPES.join(' ');
  const returnUrl = new URL(LOGOUT_RETURN_PATH.slice(1), issuer).href;

  const configuration: Configuration = {
    adapter: settings.store.adapter,
    clients: [
      {
        client_id: clientId,
        client_name: 'Ledgerline',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: allowedOrigins.flatMap((origin) => [`${origin}/callback`, `${origin}/getstarted-callback`]),
        post_logout_redirect_uris: [...allowedOrigins.flatMap((origin) => [origin, `${origin}/`]), returnUrl],
        id_token_signed_response_alg: 'RS256',
        scope,
      },
    ],
    jwks: { keys: settings.keys.signingKeys as ProviderJWK[] },
    cookies: {
      keys: settings.keys.cookieKeys,
      names: COOKIE_NAMES,
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'nickname', 'picture', 'updated_at'],
      email: ['email', 'email_verified'],
    },
    // A client registering itself names the scope it will ask for: it must be one the provider knows.
    scopes: mcpResource === undefined ? [...SCOPES] : [...SCOPES, MCP_SCOPE],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Profile claims in the ID token, as Auth0 does.
    conformIdTokenClaims: false,
    rotateRefreshToken: true,
    routes: PROVIDER_ROUTES,
    // Auth0's `audience`, and `screen_hint=signup` to open the sign-up page directly.
    extraParams: ['audience', 'screen_hint'],
    clientBasedCORS: (_ctx, origin) => allowedOrigins.includes(origin),
    // The SPA is public ('none'); AI clients registering themselves may also take a secret.
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // A public client may revoke only its own tokens.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      // AI clients register themselves (RFC 7591), as Auth0's open Dynamic Client Registration lets them.
      registration: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signingOutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You are signed out of Ledgerline.', { href: allowedOrigins[0]!, text: 'Back to Ledgerline' });
        },
      },
      resourceIndicators: {
        enabled: true,
        // Auth0's `audience` is the resource; without one, the API's audience is still meant.
        defaultResource: (ctx, _client, oneOf) => {
          if (oneOf) return oneOf;
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' && requested ? requested : audience;
        },
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (mcpResource !== undefined && resourceIndicator === mcpResource) return mcpResourceServer(mcpResource, accessTokenTtlSeconds);
          if (resourceIndicator !== audience) throw new errors.InvalidTarget(`unknown audience ${resourceIndicator}`);
          return {
            scope,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const user = users.findById(sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: () => profileClaims(user) };
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      // An absolute lifetime from sign-in (Auth0's default for SPAs): a rotated token keeps the expiry.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? refreshTokenTtlSeconds,
      Grant: refreshTokenTtlSeconds,
      Session: 30 * DAY,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in problem', out.error_description ? `${out.error}: ${out.error_description}` : out.error, {
        href: allowedOrigins[0]!,
        text: 'Back to Ledgerline',
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx, error) => console.error('identity emulator:', error));
  return provider;
}
