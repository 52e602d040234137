import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { Configuration, CountryCode, PlaidApi, Products, type RemovedTransaction, type Transaction } from 'plaid';
import { registerPlaidEmulator, type PlaidEmulator, type WebhookRetryOptions } from './index.ts';

export const CLIENT_ID = 'ledgerline-local';
export const SECRET = 'local-plaid-secret';
export const APP_ORIGIN = 'http://localhost:3000';

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'plaid-emulator-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A clock tests can move. */
export class TestClock {
  #time: number;
  constructor(start = '2026-03-02T15:00:00.000Z') {
    this.#time = Date.parse(start);
  }
  now = (): Date => new Date(this.#time);
  advance(ms: number): void {
    this.#time += ms;
  }
}

export interface RunningEmulator {
  app: FastifyInstance;
  emulator: PlaidEmulator;
  port: number;
  /** http://127.0.0.1:PORT/plaid: the SDK's basePath. */
  base: string;
  plaid: PlaidApi;
  close(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  seed?: number;
  clock?: TestClock;
  port?: number;
  webhookRetry?: Partial<WebhookRetryOptions>;
  initialWebhookDelayMs?: number;
  /** Sees the path of every request the emulator receives (tests count calls with it). */
  onRequest?: (url: string) => void;
  /** Sees every text answer the emulator sends, as sent (the contract test validates them). */
  onResponse?: (exchange: RecordedExchange) => void;
}

export interface RecordedExchange {
  method: string;
  /** The path under `/plaid` (`/transactions/sync`), without the query. */
  path: string;
  status: number;
  body: string;
}

export async function startEmulator(options: StartOptions): Promise<RunningEmulator> {
  const port = options.port ?? (await freePort());
  const app = Fastify({ logger: false });
  const { onRequest } = options;
  if (onRequest) app.addHook('onRequest', async (request) => onRequest(request.url));
  const { onResponse } = options;
  if (onResponse) {
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0]!.replace(/^\/plaid/, '');
      if (typeof payload === 'string') onResponse({ method: request.method, path, status: reply.statusCode, body: payload });
      return payload;
    });
  }
  const emulator = registerPlaidEmulator(app, {
    dataDir: options.dataDir,
    clientId: CLIENT_ID,
    secret: SECRET,
    publicOrigin: `http://127.0.0.1:${port}/`,
    seed: options.seed,
    now: options.clock?.now,
    webhookRetry: options.webhookRetry ?? { attempts: 3, initialDelayMs: 50, timeoutMs: 2_000 },
    initialWebhookDelayMs: options.initialWebhookDelayMs ?? 0,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}/plaid`;
  return { app, emulator, port, base, plaid: plaidClient(base), close: () => app.close() };
}

/** The product's way of talking to Plaid: the official SDK with the keys in headers. */
export function plaidClient(basePath: string, secret = SECRET): PlaidApi {
  return new PlaidApi(
    new Configuration({
      basePath,
      // Node's http adapter even where a DOM (XMLHttpRequest) is present.
      baseOptions: { adapter: 'http', headers: { 'PLAID-CLIENT-ID': CLIENT_ID, 'PLAID-SECRET': secret } },
    }),
  );
}

/** The id of the emulator's institution with that name (ids follow the seed). */
export function institutionId(running: RunningEmulator, name: string): string {
  const found = running.emulator.institutions.find((i) => i.name === name);
  if (!found) throw new Error(`no institution ${name}`);
  return found.institution_id;
}

/** A /link/token/create body as the product sends it (for transactions), with `overrides`. */
export const linkTokenRequest = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Ledgerline',
  language: 'en',
  country_codes: [CountryCode.Us],
  user: { client_user_id: 'user-1' },
  products: [Products.Transactions],
  ...overrides,
});

/** The Plaid error body of a rejected SDK call. */
export async function plaidError(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: Record<string, unknown> } }).response;
    if (!response) throw error;
    return { http_status: response.status, ...response.data };
  }
  throw new Error('expected the Plaid call to fail');
}

/** POSTs to a Link session endpoint as the widget does. */
export async function session(base: string, step: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}/link/session/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: APP_ORIGIN },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  // Plaid errors come inside a 200 (`{ error }`); report them with their own status, as the widget sees them.
  const error = answer.error as Record<string, unknown> | undefined;
  return error ? { status: error.status as number, body: error } : { status: response.status, body: answer };
}

export interface LinkChoice {
  id: string;
  name: string;
  selected: boolean;
  new: boolean;
}

/** Runs a whole Link session as the widget would, returning its onSuccess arguments. */
export async function linkThroughWidget(
  base: string,
  linkToken: string,
  options: { institutionId?: string; username?: string; password?: string; code?: string; select?: (choices: LinkChoice[]) => string[] } = {},
): Promise<{ public_token: string; metadata: Record<string, unknown>; choices: LinkChoice[] }> {
  const started = await session(base, 'start', { link_token: linkToken });
  if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started.body)}`);
  const link_session_id = started.body.link_session_id;
  let step = await session(base, 'credentials', {
    link_token: linkToken,
    link_session_id,
    institution_id: options.institutionId,
    username: options.username ?? 'user_good',
    password: options.password ?? 'pass_good',
  });
  if (step.status === 200 && step.body.status === 'mfa_required') {
    step = await session(base, 'mfa', { link_token: linkToken, link_session_id, code: options.code ?? '1234' });
  }
  if (step.status !== 200) throw new Error(`credentials: ${JSON.stringify(step.body)}`);
  const choices = step.body.accounts as LinkChoice[];
  const account_ids = options.select ? options.select(choices) : choices.filter((c) => c.selected).map((c) => c.id);
  const done = await session(base, 'complete', { link_token: linkToken, link_session_id, account_ids });
  if (done.status !== 200) throw new Error(`complete: ${JSON.stringify(done.body)}`);
  return { ...(done.body as { public_token: string; metadata: Record<string, unknown> }), choices };
}

/** POSTs to one of the emulator's own sandbox helpers (not in the SDK) with the API keys. */
export async function sandboxCall(base: string, path: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'PLAID-CLIENT-ID': CLIENT_ID, 'PLAID-SECRET': SECRET },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface SyncResult {
  added: Transaction[];
  modified: Transaction[];
  removed: RemovedTransaction[];
  cursor: string;
  pages: number;
}

/** Every page of /transactions/sync from `cursor` (as the product's sync loop does, without restarts). */
export async function syncAll(plaid: PlaidApi, accessToken: string, cursor?: string, count = 500): Promise<SyncResult> {
  const result: SyncResult = { added: [], modified: [], removed: [], cursor: cursor ?? '', pages: 0 };
  for (let hasMore = true; hasMore; ) {
    const { data } = await plaid.transactionsSync({ access_token: accessToken, count, ...(result.cursor ? { cursor: result.cursor } : {}) });
    result.added.push(...data.added);
    result.modified.push(...data.modified);
    result.removed.push(...data.removed);
    result.cursor = data.next_cursor;
    result.pages += 1;
    hasMore = data.has_more;
  }
  return result;
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The exact bytes received, as text (what `request_body_sha256` covers). */
  raw: string;
  body: Record<string, unknown>;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answer the next `count` deliveries with `status` (e.g. 503 to exercise retries). */
  failNext(count: number, status?: number): void;
  /** The first webhook (already received or still to come) matching `match`, after `from` received ones. */
  next(match: (hook: ReceivedWebhook) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** A tiny HTTP endpoint that records the webhooks the emulator POSTs (200, or a planned failure). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<() => void>();
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures.count > 0) {
        failures.count -= 1;
        response.writeHead(failures.status).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) as Record<string, unknown> });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/api/webhooks/plaid`,
    received,
    failNext: (count, status = 503) => {
      failures = { count, status };
    },
    next(match, { from = 0, timeoutMs = 5_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching webhook within ${timeoutMs} ms (received: ${received.map((h) => `${String(h.body.webhook_type)}:${String(h.body.webhook_code)}`).join(', ')})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Verifies a webhook as Plaid documents it: the `Plaid-Verification` JWT's header names ES256 and
 * a `kid`, its key comes from /webhook_verification_key/get, it is at most five minutes old, and
 * `request_body_sha256` is the SHA-256 of the exact body.
 */
export async function verifyPlaidWebhook(
  plaid: PlaidApi,
  hook: Pick<ReceivedWebhook, 'headers' | 'raw'>,
): Promise<{ header: JWTHeaderParameters; payload: JWTPayload }> {
  const token = hook.headers['plaid-verification'];
  if (typeof token !== 'string') throw new Error('no Plaid-Verification header');
  const unverified = decodeProtectedHeader(token);
  if (unverified.alg !== 'ES256' || !unverified.kid) throw new Error(`unexpected JWT header ${JSON.stringify(unverified)}`);
  const { data } = await plaid.webhookVerificationKeyGet({ key_id: unverified.kid });
  const key = await importJWK(data.key as unknown as JWK, 'ES256');
  const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['ES256'], maxTokenAge: '5 min' });
  if (payload.request_body_sha256 !== createHash('sha256').update(hook.raw).digest('hex')) throw new Error('request_body_sha256 does not match the body');
  return { header: protectedHeader, payload };
}
