import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Configuration, PlaidApi } from 'plaid';
import { registerPlaidEmulator, type PlaidEmulator } from './index.ts';

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

export async function startEmulator(options: { dataDir: string; seed?: number; clock?: TestClock; port?: number }): Promise<RunningEmulator> {
  const port = options.port ?? (await freePort());
  const app = Fastify({ logger: false });
  const emulator = registerPlaidEmulator(app, {
    dataDir: options.dataDir,
    clientId: CLIENT_ID,
    secret: SECRET,
    publicOrigin: `http://127.0.0.1:${port}/`,
    seed: options.seed,
    now: options.clock?.now,
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
