import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlaidEngine } from './engine.ts';
import { PlaidApiError, newRequestId } from './errors.ts';
import { parseBody, sendError, type JsonBody } from './http.ts';

const CONFIG_PLACEHOLDER = "/*__PLAID_EMULATOR_CONFIG__*/ { origin: '' }";

/** The widget script with the emulator's origin filled in. */
export function linkScript(publicOrigin: string): string {
  const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'link-initialize.js'), 'utf8');
  if (!source.includes(CONFIG_PLACEHOLDER)) throw new Error('link-initialize.js: configuration placeholder not found');
  return source.replace(CONFIG_PLACEHOLDER, JSON.stringify({ origin: publicOrigin }));
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The product's pages on this machine (any port), plus any origin configured explicitly. */
export function corsOriginAllowed(origin: string, extra: readonly string[]): boolean {
  if (extra.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export interface LinkRoutesOptions {
  engine: PlaidEngine;
  publicOrigin: string;
  allowedOrigins: readonly string[];
}

/**
 * The Link widget: its script (`GET /plaid/link/link-initialize.js`, CORS `*`) and the internal
 * session endpoints it drives (`POST /plaid/link/session/{start,credentials,mfa,complete}`, keyed by
 * the link token, CORS for local origins). Session endpoints answer Plaid errors as 200
 * `{ error: { error_type, error_code, ... }, request_id }`.
 */
export function registerLinkRoutes(scope: FastifyInstance, options: LinkRoutesOptions): void {
  const script = linkScript(options.publicOrigin);

  scope.get('/link/link-initialize.js', async (_request, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'no-cache')
      .type('application/javascript; charset=utf-8')
      .send(script),
  );

  const cors = (request: FastifyRequest, reply: FastifyReply): void => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && corsOriginAllowed(origin, options.allowedOrigins)) reply.header('access-control-allow-origin', origin);
  };

  scope.options('/link/session/:step', async (request, reply) => {
    cors(request, reply);
    return reply
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  });

  const step = (name: string, run: (body: JsonBody) => object) =>
    scope.post(`/link/session/${name}`, async (request, reply) => {
      cors(request, reply);
      const requestId = newRequestId();
      try {
        const result = run(parseBody(request.body));
        return reply.code(200).type('application/json; charset=utf-8').send({ ...result, request_id: requestId });
      } catch (error) {
        // 200 with the error inside: a Link failure the user can fix (a wrong password) is not an
        // HTTP failure, and the product's page console stays clean (no "Failed to load resource").
        if (!(error instanceof PlaidApiError)) return sendError(reply, error, requestId);
        return reply.code(200).type('application/json; charset=utf-8').send({ error: error.body(requestId), request_id: requestId });
      }
    });

  step('start', (body) => options.engine.startLinkSession(body));
  step('credentials', (body) => options.engine.submitCredentials(body));
  step('mfa', (body) => options.engine.submitMfa(body));
  step('complete', (body) => options.engine.completeLinkSession(body));
}
