/**
 * Authenticated reads under load on one production server process (`node server/src/main.ts`,
 * its own process as `npm start` runs it, with the vendor stand-ins in another): a subscriber with
 * one linked bank, then GET /api/accounts, /auth/@me and the first page of /db_api/transactions
 * with a valid bearer token, from autocannon in the bench's process (on the same 2 cores).
 * `BENCH_CPU_PROF=<dir>` writes the server's CPU profile there (open it in Chrome's DevTools).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { linkThroughWidget } from '../server/emulators/plaid/test-support.ts';
import { METADATA_WAIT_MS } from '../server/src/modules/accounts/handlers.ts';
import { waitForUrl } from '../scripts/processes.ts';
import { waitForDemoAccount } from './first-load.ts';
import { load, UNTHROTTLED_ENV, type LoadResult } from './load.ts';
import { newSubscriber, rssMb, startProcess } from './money.ts';

const STARTUP_MS = 180_000;
/** A bank of a few accounts and a couple of years of transactions. */
const INSTITUTION = 'ins_120686';
const CONNECTIONS = 32;
const SECONDS = 8;

export interface ReadFigures {
  driver: string;
  reads: { label: string; result: LoadResult }[];
  rssMb: number;
  /** The machine's 1-minute load average when the reads ended: a noisy run shows here. */
  loadAverage: number;
}

export async function benchReads(databaseUrl: string | undefined, port: number): Promise<ReadFigures> {
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...UNTHROTTLED_ENV,
    PORT: String(port),
    EMULATOR_PORT: String(port + 1),
    PUBLIC_URL: baseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ledgerline-bench-reads-')),
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const emulators = startProcess('server/emulators/main.ts', env);
  let server: ReturnType<typeof startProcess> | undefined;
  try {
    await waitForUrl(`http://localhost:${port + 1}/healthz`, STARTUP_MS);
    const profile = process.env.BENCH_CPU_PROF;
    server = startProcess('server/src/main.ts', env, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
    await waitForUrl(`${baseUrl}/healthz`, STARTUP_MS);
    await waitForDemoAccount(baseUrl);
    const { headers, call } = await newSubscriber(baseUrl, { email: `bench-reads-${Date.now()}@example.com`, password: 'bench-household-password' });
    const { link_token } = (await call('POST', '/api/create_link_token')) as { link_token: string };
    const { public_token } = await linkThroughWidget(`http://localhost:${port + 1}/plaid`, link_token, { institutionId: INSTITUTION });
    await call('POST', '/api/set_access_token', new URLSearchParams({ public_token }));
    for (let asked = performance.now(); ; asked = performance.now()) {
      await call('GET', '/api/initialize_metadata');
      if (performance.now() - asked < METADATA_WAIT_MS) break;
    }
    const reads: ReadFigures['reads'] = [];
    for (const [label, url] of [
      ['GET /api/accounts', '/api/accounts'],
      ['GET /auth/@me', '/auth/@me'],
      ['GET /db_api/transactions (first page of 50)', '/db_api/transactions?page_size=50'],
    ] as const) {
      reads.push({ label, result: await load(`${baseUrl}${url}`, { headers, connections: CONNECTIONS, seconds: SECONDS }) });
    }
    return { driver: databaseUrl ? 'postgres' : 'pglite', reads, rssMb: rssMb(server.child.pid!), loadAverage: loadavg()[0]! };
  } finally {
    for (const started of [server, emulators]) {
      if (!started) continue;
      started.child.kill('SIGTERM');
      await started.stopped;
    }
  }
}

export function printReadFigures(figures: ReadFigures): void {
  console.log(`\nAuthenticated reads, one server process (${figures.driver}; ${CONNECTIONS} connections, ${SECONDS} s each, load tool on the same 2 cores, load average ${figures.loadAverage.toFixed(1)}):`);
  for (const { label, result } of figures.reads) {
    console.log(`  ${label.padEnd(46)} ${String(result.requestsPerSecond).padStart(6)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.non2xx ? `, non-2xx ${result.non2xx}` : ''}${result.errors ? `, errors ${result.errors}` : ''}`);
  }
  console.log(`  server RSS after the reads  ${figures.rssMb} MB`);
}
