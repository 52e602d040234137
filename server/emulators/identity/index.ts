import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import { EmailConfirmations } from './email-confirmations.ts';
import { registerInteractionRoutes } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { LoginThrottle } from './login-throttle.ts';
import { Outbox } from './outbox.ts';
import { registerOutboxRoutes } from './outbox-routes.ts';
import { createProvider, END_SESSION_PATH, LOGOUT_RETURN_PATH, PROVIDER_ROUTES } from './provider.ts';
import { ensureDir, OidcFileStore, storePaths } from './store.ts';
import { DEFAULT_SCRYPT_LOG_N, profileClaims, UserStore } from './users.ts';

export { DEMO_ACCOUNT } from './users.ts';
export { MCP_SCOPE, SCOPES } from './provider.ts';
export { MESSAGES, tooManyAttempts } from './interactions.ts';
export type { OutboxMessage } from './outbox.ts';

export interface IdentityProviderOptions {
  /** Exactly the `iss` of issued tokens, with a trailing slash: `http://localhost:3001/`. */
  issuer: string;
  /** The emulator's own folder (keys, users, provider state); never the product's database. */
  dataDir: string;
  /** Origins of the SPA: redirect URIs, post-logout targets and CORS all derive from these. */
  allowedOrigins: string[];
  clientId: string;
  /** The API identifier: `aud` of access tokens. */
  audience: string;
  /** The MCP server's resource identifier (`${PUBLIC_URL}/mcp`), for which AI clients get read-only tokens. */
  mcpResource?: string;
  /** Default 3600 (Auth0's default is longer; one hour keeps refresh exercised). */
  accessTokenTtlSeconds?: number;
  /** Absolute lifetime of a sign-in's refresh tokens (rotation keeps the expiry). Default 30 days. */
  refreshTokenTtlSeconds?: number;
  /** The bearer token its Management API answers (Auth0 issues one to a machine-to-machine application); without it, no Management API. */
  managementToken?: string;
  /** scrypt cost as log2(N); default 15. Tests may lower it. */
  scryptLogN?: number;
}

export interface IdentityProviderHandle {
  provider: Provider;
  users: UserStore;
  throttle: LoginThrottle;
  /** The emails it would have sent (Auth0 sends its own): files under `dataDir/outbox/`, listed at `/outbox`. */
  outbox: Outbox;
  /** Public signing keys as served at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
}

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Endpoints the SPA calls with fetch (and a custom `Auth0-Client` header, hence preflights). */
const CORS_ENDPOINTS: Record<string, string> = {
  [PROVIDER_ROUTES.token]: 'POST',
  [PROVIDER_ROUTES.revocation]: 'POST',
  [PROVIDER_ROUTES.userinfo]: 'GET,POST',
};

function normalizeOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`allowed origin must be http(s): ${origin}`);
  return url.origin;
}

/**
 * A stand-in for Auth0: an OpenID provider (oidc-provider) on Auth0's paths, with its own
 * sign-in and sign-up pages and a store under `dataDir` that survives restarts.
 */
export async function registerIdentityProvider(app: FastifyInstance, options: IdentityProviderOptions): Promise<IdentityProviderHandle> {
  if (!/^https?:\/\/[^/]+\/$/.test(options.issuer)) throw new Error(`issuer must be an origin with a trailing slash: ${options.issuer}`);
  const allowedOrigins = [...new Set(options.allowedOrigins.map(normalizeOrigin))];
  if (allowedOrigins.length === 0) throw new Error('at least one allowed origin is needed');
  const { issuer, clientId, audience, mcpResource } = options;
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;

  ensureDir(options.dataDir);
  const files = storePaths(options.dataDir);
  const keys = await loadOrCreateKeys(files.keys);
  const users = await UserStore.open(files.users, options.scryptLogN ?? DEFAULT_SCRYPT_LOG_N);
  const store = new OidcFileStore(files.oidc);
  const provider = createProvider({
    issuer,
    clientId,
    audience,
    allowedOrigins,
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
    keys,
    store,
    users,
    mcpResource,
  });
  const handleByProvider = provider.callback();
  const jwks = { keys: keys.signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) };
  const localKeys = createLocalJWKSet(jwks);

  app.addHook('onClose', async () => {
    await Promise.all([store.flush(), users.flush()]);
  });

  const corsAllowed = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && allowedOrigins.includes(origin) ? origin : undefined;
  };

  /** Preflights answered here, so only the SPA's origins get an allow-origin header. */
  const preflight = (methods: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Vary', 'Origin');
    const origin = corsAllowed(request);
    if (origin && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Methods', methods);
      const requested = request.headers['access-control-request-headers'];
      if (requested) reply.header('Access-Control-Allow-Headers', requested);
      reply.header('Access-Control-Max-Age', '3600');
    }
    return reply.code(204).send();
  };

  /** Everything oidc-provider answers itself: the raw request goes to its Koa app, body unread. */
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await handleByProvider(request.raw, reply.raw);
    };

    scope.get(PROVIDER_ROUTES.authorization, async (request, reply) => {
      // Without prompt=consent oidc-provider drops offline_access (no refresh token); Auth0 does not ask.
      const url = new URL(request.raw.url ?? '/', 'http://internal');
      const scopes = (url.searchParams.get('scope') ?? '').split(' ');
      const prompts = (url.searchParams.get('prompt') ?? '').split(' ').filter(Boolean);
      if (scopes.includes('offline_access') && !prompts.includes('none') && !prompts.includes('consent')) {
        url.searchParams.set('prompt', [...prompts, 'consent'].join(' '));
        request.raw.url = `${url.pathname}${url.search}`;
      }
      return forward(request, reply);
    });
    scope.get(`${PROVIDER_ROUTES.authorization}/:uid`, forward);
    for (const path of [PROVIDER_ROUTES.token, PROVIDER_ROUTES.revocation]) {
      scope.post(path, forward);
      scope.options(path, preflight(CORS_ENDPOINTS[path]!));
    }
    for (const path of [PROVIDER_ROUTES.jwks, '/.well-known/openid-configuration']) {
      scope.get(path, forward);
      scope.options(path, forward);
    }
    // RFC 8414 metadata, as MCP clients look for it first: the same document as OpenID discovery.
    scope.get('/.well-known/oauth-authorization-server', async (request, reply) => {
      request.raw.url = '/.well-known/openid-configuration';
      return forward(request, reply);
    });
    scope.post(PROVIDER_ROUTES.registration, forward);
    for (const method of ['get', 'put', 'delete'] as const) scope[method](`${PROVIDER_ROUTES.registration}/:clientId`, forward);
    scope.get(END_SESSION_PATH, forward);
    scope.post(`${END_SESSION_PATH}/confirm`, forward);
    scope.get(`${END_SESSION_PATH}/success`, forward);
  });

  if (options.managementToken) registerManagementRoutes(app, store, options.managementToken);

  /** Auth0's /userinfo accepts the API access token when it carries `openid`. */
  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Vary', 'Origin').header('Cache-Control', 'no-store');
    const origin = corsAllowed(request);
    if (origin) reply.header('Access-Control-Allow-Origin', origin);
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const unauthorized = (description: string) =>
      reply
        .code(401)
        .header('WWW-Authenticate', `Bearer realm="${issuer}", error="invalid_token", error_description="${description}"`)
        .send({ error: 'invalid_token', error_description: description });
    if (!match) return unauthorized('no access token provided');
    try {
      const { payload } = await jwtVerify(match[1]!, localKeys, { issuer, audience, algorithms: ['RS256'] });
      const granted = new Set(String(payload.scope ?? '').split(' '));
      const user = payload.sub ? users.findById(payload.sub) : undefined;
      if (!user) return unauthorized('unknown user');
      if (!granted.has('openid')) return reply.code(403).send({ error: 'insufficient_scope', error_description: 'openid scope missing' });
      const { sub, email, email_verified, name, nickname, picture, updated_at } = profileClaims(user);
      return reply.send({
        sub,
        ...(granted.has('profile') ? { name, nickname, picture, updated_at } : {}),
        ...(granted.has('email') ? { email, email_verified } : {}),
      });
    } catch {
      return unauthorized('invalid access token');
    }
  };
  app.get(PROVIDER_ROUTES.userinfo, userinfo);
  app.post(PROVIDER_ROUTES.userinfo, userinfo);
  app.options(PROVIDER_ROUTES.userinfo, preflight(CORS_ENDPOINTS[PROVIDER_ROUTES.userinfo]!));

  /** `returnTo` when it is on an allowed origin, else undefined. */
  const safeReturnTo = (value: unknown): string | undefined => {
    if (typeof value !== 'string' || !value) return undefined;
    const url = URL.parse(value);
    return url && allowedOrigins.includes(url.origin) ? url.href : undefined;
  };

  /** Auth0's logout: end the provider session, then go back to `returnTo` (allowed origins only). */
  app.get<{ Querystring: { client_id?: string; returnTo?: string } }>('/v2/logout', async (request, reply) => {
    const target = safeReturnTo(request.query.returnTo) ?? allowedOrigins[0]!;
    const endSession = new URL(END_SESSION_PATH.slice(1), issuer);
    endSession.searchParams.set('client_id', clientId);
    endSession.searchParams.set('post_logout_redirect_uri', new URL(LOGOUT_RETURN_PATH.slice(1), issuer).href);
    endSession.searchParams.set('state', target);
    return reply.header('Cache-Control', 'no-store').redirect(`${endSession.pathname}${endSession.search}`, 302);
  });
  app.get<{ Querystring: { state?: string } }>(LOGOUT_RETURN_PATH, async (request, reply) => {
    return reply.header('Cache-Control', 'no-store').redirect(safeReturnTo(request.query.state) ?? allowedOrigins[0]!, 302);
  });

  const throttle = new LoginThrottle();
  const outbox = new Outbox(files.outbox);
  registerOutboxRoutes(app, outbox);
  await registerInteractionRoutes(app, { provider, users, throttle, outbox, confirmations: new EmailConfirmations(), issuer, clientId, homeUrl: allowedOrigins[0]! });

  return { provider, users, throttle, outbox, jwks };
}

/**
 * The one Management API call the server makes, on Auth0's path and wire: `POST
 * /api/v2/refresh-tokens/revoke` with `{ user_id, client_id }` (both required here, as the server
 * always sends both), `202` with no body, errors as Auth0 words them.
 */
function registerManagementRoutes(app: FastifyInstance, store: OidcFileStore, managementToken: string): void {
  const error = (reply: FastifyReply, statusCode: number, name: string, message: string, errorCode: string) => reply.code(statusCode).send({ statusCode, error: name, message, errorCode });
  app.post('/api/v2/refresh-tokens/revoke', async (request, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match || match[1] !== managementToken) return error(reply, 401, 'Unauthorized', 'Invalid token', 'invalid_token');
    const body = (request.body ?? {}) as { user_id?: unknown; client_id?: unknown; ids?: unknown; audience?: unknown };
    if (typeof body.user_id !== 'string' || !body.user_id || typeof body.client_id !== 'string' || !body.client_id) {
      return error(reply, 400, 'Bad Request', 'Payload validation error: user_id and client_id are required by this stand-in.', 'invalid_body');
    }
    await store.revokeRefreshTokens(body.user_id, body.client_id);
    return reply.code(202).send();
  });
}
