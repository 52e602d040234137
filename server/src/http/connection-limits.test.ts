import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENV } from '../../test/app.ts';
import { loadConfig } from '../config.ts';

/**
 * Probe 7: a body trickling one byte every 5 s was never timed out, and slow headers were cut
 * only at 78 s. With the limits set to 1 s here (10 s by default), both get 408 in the Error shape.
 */

const TRICKLE_EVERY_MS = 150;

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const config = loadConfig({ ...TEST_ENV, REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' });
  app = await createTestApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Opens a raw connection, writes `opening`, then one `drip` at a time until the server answers and closes. */
function trickle(opening: string, drip: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const dripping = setInterval(() => socket.writable && socket.write(drip), TRICKLE_EVERY_MS);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(opening));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => {
      clearInterval(dripping);
      resolve(answer);
    });
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], headers: head.toLowerCase(), body: body ? (JSON.parse(body) as unknown) : undefined };
}

describe('slow clients', () => {
  it('a body that trickles in gets 408 in the Error shape, and the connection is closed', async () => {
    const payload = JSON.stringify({ webhook_type: 'ITEM', webhook_code: 'ERROR' });
    const answer = await trickle(`POST /api/webhooks/plaid HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nPlaid-Verification: x\r\nContent-Length: ${payload.length * 100}\r\n\r\n`, ' ');
    const { statusLine, headers, body } = parse(answer);
    expect(statusLine).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers).toContain('cache-control: no-store');
    expect(body).toEqual({ error: { error_code: 'REQUEST_TIMEOUT', error_message: 'The request did not arrive in time.' }, message: 'The request did not arrive in time.' });
  });

  it('headers that trickle in get 408 too', async () => {
    const answer = await trickle('GET /api/config HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: yes\r\n');
    expect(parse(answer).statusLine).toMatch(/^HTTP\/1\.1 408 /);
    expect(parse(answer).body).toMatchObject({ error: { error_code: 'REQUEST_TIMEOUT' } });
  });

  it('a request that arrives in time is answered as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(response.status).toBe(200);
  });
});

describe('URLs the router refuses', () => {
  it('a path parameter longer than the router takes answers 414 in the Error shape', async () => {
    const response = await app.inject({ method: 'GET', url: `/db_api/merchants/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: { error_code: 'URI_TOO_LONG', error_message: 'The request URL is too long.' }, message: 'The request URL is too long.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('request headers beyond Node’s limit answer 431 in the Error shape', async () => {
    const answer = await trickle(`GET /api/config HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, '');
    expect(parse(answer).statusLine).toMatch(/^HTTP\/1\.1 431 /);
    expect(parse(answer).body).toMatchObject({ error: { error_code: 'HEADERS_TOO_LARGE' } });
  });
});
