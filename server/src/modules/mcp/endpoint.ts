import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { CLIENT_INFO_META_KEY, createMcpHandler } from '@modelcontextprotocol/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import { bearerToken, type AccessTokenVerifier, type Principal } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { toolContextFor } from '../assistant/index.ts';
import { requireSubscriber } from '../subscription/index.ts';
import { isRevokedFor, recordClientUse } from './ai-clients.ts';
import { createMcpServer, type McpCallEvents } from './mcp-server.ts';
import { bearerChallenge, MCP_PATH, MCP_SCOPE, PROTECTED_RESOURCE_METADATA_PATH, protectedResourceMetadata } from './resource.ts';

export interface McpEndpointOptions {
  config: Config;
  db: Db;
  /** Accepts only tokens whose audience is this resource (`${PUBLIC_URL}/mcp`), from the configured issuer. */
  verifyAccessToken: AccessTokenVerifier;
  now?: () => number;
}

/** Who is calling: the person (a subscriber) and the AI client their token was issued to. */
interface McpCaller {
  user: User;
  clientId: string;
  token: string;
  scopes: string[];
  expiresAt?: number;
}

/** What a call's server is made for, handed to the SDK's factory with the verified token. */
interface CallContext {
  tools: Awaited<ReturnType<typeof toolContextFor>>;
  toolCalled: McpCallEvents['toolCalled'];
}

/** What a browser-based client may send, and may read back, across origins (Streamable HTTP's headers and the bearer challenge). */
const CORS_ALLOWED_HEADERS = 'authorization, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id';
const CORS_EXPOSED_HEADERS = 'www-authenticate, mcp-protocol-version, mcp-session-id, retry-after';

/** Largest JSON-RPC message accepted (a tool call's arguments are small). */
const MAX_MESSAGE_BYTES = 256 * 1024;

const MINUTE_MS = 60_000;

/** The client a token was issued to: `client_id` (RFC 9068, the identity stand-in), else `azp` (Auth0). */
function clientIdOf(principal: Principal): string {
  const { client_id: clientId, azp } = principal.claims;
  return typeof clientId === 'string' ? clientId : typeof azp === 'string' ? azp : 'unknown';
}

const grantedScopes = (principal: Principal) => String(principal.claims.scope ?? '').split(' ');

/**
 * `/mcp`, a stateless Streamable HTTP MCP endpoint, and its RFC 9728 metadata. Each call is
 * authorized as the MCP spec asks (a bearer token issued for this resource with `ledgerline:read`;
 * else 401 with the challenge naming the metadata), by a subscriber (403 otherwise, as in the
 * app), within a per-person-and-client rate limit. A tool call is logged by name, user, client
 * and duration, never with its arguments or results. Outside openapi.yaml: its wire format is the
 * MCP specification's JSON-RPC, not a REST operation.
 */
export async function mcpEndpoint(app: FastifyInstance, options: McpEndpointOptions): Promise<void> {
  const { config, db, verifyAccessToken } = options;
  const now = options.now ?? Date.now;
  const metadata = protectedResourceMetadata(config);
  // Failed tokens count per address (as the API's do), and a spent address is refused before its token is verified.
  const failedPerAddress = app.createRateLimit({ max: config.rateLimits.ipPerMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => `mcp-ip:${request.ip}` });
  const perClient = app.createRateLimit({ max: config.rateLimits.mcpPerMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => `mcp:${(request as McpRequest).mcpCaller?.user.id}:${(request as McpRequest).mcpCaller?.clientId}` });

  // Clients that run in a browser (the MCP Inspector's web UI, web-based assistants) call from
  // their own origin: every answer here allows any origin and shows them the headers MCP needs. No
  // cookie is ever read here (the token is the only credential), so no origin gains anything else.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  });

  for (const path of [MCP_PATH, PROTECTED_RESOURCE_METADATA_PATH, `${PROTECTED_RESOURCE_METADATA_PATH}${MCP_PATH}`]) {
    app.options(path, async (_request, reply) =>
      reply.code(204).header('access-control-allow-methods', path === MCP_PATH ? 'POST, GET, DELETE' : 'GET').header('access-control-allow-headers', CORS_ALLOWED_HEADERS).header('access-control-max-age', '3600').send(),
    );
  }
  for (const path of [PROTECTED_RESOURCE_METADATA_PATH, `${PROTECTED_RESOURCE_METADATA_PATH}${MCP_PATH}`]) {
    app.get(path, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(metadata));
  }

  const refused = (status: number, code: string, message: string, challenge: string) => new HttpError(status, code, message, { 'www-authenticate': challenge });

  const tooManyRequests = (retryAfterSeconds: number) =>
    new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, { 'retry-after': String(retryAfterSeconds) });

  /** Counts a refused token against its address; past the limit the refusal is a 429. */
  async function countFailure(request: FastifyRequest, refusal: HttpError): Promise<HttpError> {
    const limit = await failedPerAddress(request);
    return !limit.isAllowed && limit.isExceeded ? tooManyRequests(limit.ttlInSeconds) : refusal;
  }

  async function authorize(request: McpRequest): Promise<void> {
    const spent = await failedPerAddress(request, { increment: false });
    if (!spent.isAllowed && spent.remaining === 0 && spent.ttlInSeconds > 0) throw tooManyRequests(spent.ttlInSeconds);
    try {
      await authorizeToken(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) throw await countFailure(request, error);
      throw error;
    }
  }

  async function authorizeToken(request: McpRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw refused(401, 'UNAUTHORIZED', 'A bearer access token for this MCP server is required.', bearerChallenge(config));
    let principal: Principal;
    try {
      principal = await verifyAccessToken(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'mcp: bearer token rejected');
      throw refused(401, 'UNAUTHORIZED', 'The bearer access token is invalid, expired or not issued for this MCP server.', bearerChallenge(config, 'invalid_token'));
    }
    if (!grantedScopes(principal).includes(MCP_SCOPE)) {
      throw refused(403, 'INSUFFICIENT_SCOPE', `The access token lacks the ${MCP_SCOPE} scope.`, bearerChallenge(config, 'insufficient_scope'));
    }
    const user = await requireSubscriber(db, { principal });
    const clientId = clientIdOf(principal);
    if (await isRevokedFor(db, user.id, clientId, principal.claims.iat ?? 0)) {
      throw refused(401, 'UNAUTHORIZED', 'This AI client was revoked in Settings: sign in through it and allow it again.', bearerChallenge(config, 'invalid_token'));
    }
    request.mcpCaller = { user, clientId, token, scopes: grantedScopes(principal), expiresAt: principal.claims.exp };
    const limit = await perClient(request);
    if (!limit.isAllowed && limit.isExceeded) {
      request.log.warn({ user_id: user.id, client_id: request.mcpCaller.clientId }, 'mcp: rate limit reached');
      throw tooManyRequests(limit.ttlInSeconds);
    }
  }

  // One handler for every call, serving both protocol eras statelessly: 2026-07-28 requests (each
  // carrying its own envelope) and 2025-era ones (initialize, then one request per POST); a tool
  // answers in one JSON body (it sends nothing before its result). The server for a call is made
  // from the caller's verified token.
  const handler = createMcpHandler(
    ({ authInfo }) => {
      const call = authInfo?.extra?.call as CallContext | undefined;
      if (!call) throw new Error('mcp: a call reached the handler without its verified caller');
      return createMcpServer(call.tools, config.publicUrl, { toolCalled: call.toolCalled }, now);
    },
    { legacy: 'stateless', maxRequestBodySize: MAX_MESSAGE_BYTES, onerror: (error) => app.log.warn({ err: error.message }, 'mcp: a call failed') },
  );
  app.addHook('onClose', async () => handler.close());

  async function handle(request: McpRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { user, clientId, token, scopes, expiresAt } = request.mcpCaller!;
    await recordClientUse(db, { userId: user.id, clientId, at: now(), ...whatTheCallSays(request.body) });
    const call: CallContext = {
      tools: await toolContextFor({ db, now }, user.id),
      toolCalled: ({ tool, durationMs, isError }) => request.log.info({ tool, user_id: user.id, client_id: clientId, duration_ms: durationMs, is_error: isError }, 'mcp tool call'),
    };
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const webRequest = new Request(new URL(request.url, config.publicUrl), { method: request.method, headers });
    const response = await handler.fetch(webRequest, { authInfo: { token, clientId, scopes, expiresAt, resource: new URL(metadata.resource), extra: { call } }, parsedBody: request.body });
    reply.code(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    // A person's money: never kept by a cache (the SDK's own `no-cache` would let one keep it).
    reply.header('cache-control', 'no-store');
    return reply.send(response.body ? Readable.fromWeb(response.body as NodeReadableStream) : undefined);
  }

  app.post(MCP_PATH, { onRequest: authorize }, handle);
  // Stateless: no stream to open (GET) and no session to end (DELETE), as the transport spec allows.
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(405).header('allow', 'POST').send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; POST JSON-RPC messages.' }, id: null });
  app.get(MCP_PATH, { onRequest: authorize }, notAllowed);
  app.delete(MCP_PATH, { onRequest: authorize }, notAllowed);
}

type McpRequest = FastifyRequest & { mcpCaller?: McpCaller };

/**
 * From a JSON-RPC message, only what Settings shows: the client's own name (in a 2025-era
 * `initialize`, or in the 2026-07-28 envelope every request carries) and whether it calls a tool.
 */
function whatTheCallSays(body: unknown): { clientName?: string; toolCall: boolean } {
  type Info = { name?: unknown; title?: unknown };
  const message = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { method?: unknown; params?: { clientInfo?: Info; _meta?: Record<string, unknown> } }) : {};
  const info = message.method === 'initialize' ? message.params?.clientInfo : (message.params?._meta?.[CLIENT_INFO_META_KEY] as Info | undefined);
  const name = typeof info?.title === 'string' ? info.title : typeof info?.name === 'string' ? info.name : undefined;
  return { clientName: name, toolCall: message.method === 'tools/call' };
}
