import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody } from './errors.ts';

export interface ConnectionLimits {
  /** A request's headers must all arrive within this time of its first byte. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestTimeoutMs: number;
}

/** How often Node looks for requests past their time (its default, 30 s, would let a slow request linger that much longer). */
const MAX_CHECK_INTERVAL_MS = 1_000;

/** Status, error code and message for each way Node's HTTP parser gives up on a client. */
function clientFailure(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.'];
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'HEADERS_TOO_LARGE', 'The request line and headers are too large.'];
    default:
      return [400, 'INVALID_REQUEST', 'The request is not valid HTTP.'];
  }
}

/**
 * Answers what Node refuses before Fastify sees a request (a slow request: 408; headers too large:
 * 431; broken framing: 400) in the contract's Error shape, then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, code, message] = clientFailure(error.code);
    const body = JSON.stringify(errorBody(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${code.replaceAll('_', ' ')}\r\ncontent-type: application/json; charset=utf-8\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The router's own refusals (a path parameter longer than the router takes: 414; a malformed URL:
 * 400) in the Error shape. They come before any hook, so the API's headers are set here.
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(errorBody('URI_TOO_LONG', 'The request URL is too long.'));
    return;
  }
  void reply.code(400).send(errorBody('INVALID_REQUEST', 'The request URL is not valid.'));
}

/** Fastify's server options for request time limits and the refusals that come before routing. */
export function connectionOptions({ headersTimeoutMs, requestTimeoutMs }: ConnectionLimits): Partial<FastifyServerOptions> {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(Math.min(headersTimeoutMs, requestTimeoutMs) / 4)),
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  } as Partial<FastifyServerOptions>;
}
