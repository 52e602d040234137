/**
 * A fleet as it runs in production, on this machine: several server processes on one Postgres
 * database and one Redis, the vendor stand-ins in a process of their own, and in front of them a
 * small load balancer (round-robin; a connection refused by a process that is restarting is tried
 * on the next, and so is a GET whose connection a closing process reset before answering, as
 * nginx's `proxy_next_upstream error` does for idempotent requests; webhooks can be delivered to
 * two processes at once, as a vendor retrying after a timeout does). Used by the fleet test and bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { NODE_TS, waitForUrl } from '../../scripts/processes.ts';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STARTUP_MS = 180_000;

/** Whether a Postgres server and a Redis answer here (the fleet needs both). */
export async function fleetServicesUp(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return false;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One server process of the fleet: it can be stopped (SIGTERM, draining), killed (SIGKILL) and started again on its port. */
export class FleetProcess {
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();

  constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  get running(): boolean {
    return this.#child !== undefined;
  }

  async start(): Promise<void> {
    const [node, args] = NODE_TS('server/src/main.ts');
    const child = spawn(node, args, { env: { ...this.env, PORT: String(this.port) }, stdio: ['ignore', 'ignore', 'inherit'] });
    this.#child = child;
    this.#exited = new Promise((done) =>
      child.once('exit', () => {
        if (this.#child === child) this.#child = undefined;
        done();
      }),
    );
    await waitForUrl(`${this.url}/healthz`, STARTUP_MS);
  }

  /** SIGTERM: the process stops taking connections, finishes its requests and jobs, then exits. */
  async stop(): Promise<void> {
    this.#child?.kill('SIGTERM');
    await this.#exited;
  }

  /** SIGKILL: gone at once, mid-request or mid-job. */
  async kill(): Promise<void> {
    this.#child?.kill('SIGKILL');
    await this.#exited;
  }
}

export interface FleetOptions {
  processes: number;
  /** Extra environment for every server process (rate limits, say). */
  env?: NodeJS.ProcessEnv;
}

export interface Fleet {
  /** The balancer's address: what users, vendors and webhooks reach. */
  url: string;
  emulatorUrl: string;
  databaseUrl: string;
  servers: FleetProcess[];
  /** When set, a webhook (`/api/webhooks/…`) goes to this many processes at once; the caller gets the first answer. */
  webhookCopies: number;
  /** Requests the balancer could hand to no process (every one refused the connection). */
  unrouted: number;
  /** Freezes the vendor stand-ins (SIGSTOP): a call to a vendor in flight hangs until `resumeVendors`. */
  pauseVendors(): void;
  resumeVendors(): void;
  /** A query on the fleet's database. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** Forwards one request to `port`; rejects when the connection is refused (nothing was sent). */
function forward(port: number, incoming: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A connection per request (no keep-alive to the processes): a process that drains closes its
    // idle connections, and a request sent on one of those would be lost in the race.
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, connection: 'close' }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const refused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
/**
 * Whether the request may go to the next process: the connection was refused (nothing sent), or a
 * GET's connection was reset with no answer (a process that is closing drops connections it
 * accepted but had not yet read; it never ran the request, and a GET changes nothing anyway).
 */
const tryNext = (error: unknown, method: string | undefined) =>
  refused(error) || (method === 'GET' && ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? ''));

function startBalancer(fleet: Fleet): Promise<Server> {
  let next = 0;
  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = next++;
    const order = fleet.servers.map((_, i) => fleet.servers[(first + i) % fleet.servers.length]!);
    const copies = incoming.url?.startsWith('/api/webhooks/') ? Math.max(1, fleet.webhookCopies) : 1;
    const attempts = order.map((server) => () => forward(server.port, incoming, body));
    try {
      // Each copy goes to a process of its own; a copy whose process refuses moves on to the next one free.
      const answers = await Promise.allSettled(
        Array.from({ length: copies }, async (_, copy) => {
          for (let i = copy; i < attempts.length; i += copies) {
            try {
              return await attempts[i]!();
            } catch (error) {
              if (!tryNext(error, incoming.method)) throw error;
            }
          }
          throw Object.assign(new Error('no process took the connection'), { code: 'ECONNREFUSED' });
        }),
      );
      const answered = answers.find((a) => a.status === 'fulfilled');
      if (!answered) throw (answers[0] as PromiseRejectedResult).reason;
      const { status, headers, body: answer } = answered.value;
      delete headers['transfer-encoding'];
      delete headers.connection;
      outgoing.writeHead(status, headers).end(answer);
    } catch (error) {
      if (refused(error)) fleet.unrouted += 1;
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`balancer: ${(error as Error).message}`);
    }
  };
  const server = createServer((incoming, outgoing) => void handle(incoming, outgoing));
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Starts a fleet on a database of its own (created here, dropped by `stop`). The processes start
 * together, as a deploy starts them: they race to migrate and to seed the demo account.
 */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const name = `ledgerline_fleet_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-fleet-'));
  const emulatorPort = await freePort();
  const ports = await Promise.all(Array.from({ length: options.processes }, freePort));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let emulators: ChildProcess | undefined;
  let balancer: Server | undefined;

  const fleet: Fleet = {
    url: '',
    emulatorUrl: `http://localhost:${emulatorPort}`,
    databaseUrl,
    servers: [],
    webhookCopies: 1,
    unrouted: 0,
    pauseVendors: () => void emulators?.kill('SIGSTOP'),
    resumeVendors: () => void emulators?.kill('SIGCONT'),
    query: async (text, values) => (await pool.query(text, values)).rows,
    async stop() {
      await Promise.all(fleet.servers.map((server) => server.stop()));
      if (emulators?.exitCode === null) {
        emulators.kill('SIGCONT');
        emulators.kill('SIGTERM');
        await new Promise((done) => emulators!.once('exit', done));
      }
      await new Promise((done) => (balancer ? balancer.close(done) : done(undefined)));
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    balancer = await startBalancer(fleet);
    fleet.url = `http://localhost:${(balancer.address() as AddressInfo).port}`;
    // One data directory for all: the processes share the key that encrypts vendor tokens at rest.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EMULATOR_PORT: String(emulatorPort),
      PUBLIC_URL: fleet.url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      // The API only: no web app build to read (another run may be writing ./dist).
      DIST_DIR: path.join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'error',
      ...options.env,
    };
    const [node, args] = NODE_TS('server/emulators/main.ts');
    emulators = spawn(node, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForUrl(`${fleet.emulatorUrl}/healthz`, STARTUP_MS);
    fleet.servers = ports.map((port) => new FleetProcess(port, env));
    await Promise.all(fleet.servers.map((server) => server.start()));
    return fleet;
  } catch (error) {
    await fleet.stop();
    throw error;
  }
}
