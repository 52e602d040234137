import type { FastifyInstance, FastifyReply } from 'fastify';
import { PlaidApiError, internalError, invalidBody, newRequestId, notFound } from './errors.ts';

export type JsonBody = Record<string, unknown>;

/**
 * Plaid's JSON handling for the `/plaid` scope: bodies are read as text and parsed here, so any
 * content type works (the widget posts text/plain to avoid CORS preflights) and a malformed body
 * gets Plaid's INVALID_BODY rather than Fastify's error.
 */
export function usePlaidBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  scope.setErrorHandler((error: unknown, _request, reply) => {
    const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    sendError(reply, status >= 400 && status < 500 ? invalidBody() : error, newRequestId());
  });
  scope.setNotFoundHandler((_request, reply) => sendError(reply, notFound(), newRequestId()));
}

export function parseBody(raw: unknown): JsonBody {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') throw invalidBody();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidBody();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidBody();
  return parsed as JsonBody;
}

export function sendError(reply: FastifyReply, error: unknown, requestId: string): FastifyReply {
  if (!(error instanceof PlaidApiError)) reply.log.error({ err: error }, 'Plaid emulator: unexpected error');
  const plaidError = error instanceof PlaidApiError ? error : internalError();
  return reply.code(plaidError.status).type('application/json; charset=utf-8').send(plaidError.body(requestId));
}
