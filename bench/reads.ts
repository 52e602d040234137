/**
 * Authenticated reads under load on one production server process (`node server/src/main.ts`,
 * its own process as `npm start` runs it, with the vendor stand-ins in another): a subscriber with
 * one linked bank, then GET /api/accounts, /auth/@me and the first page of /db_api/transactions
 * with a valid bearer token, from autocannon in the bench's process (on the same 2 cores).
 * `BENCH_CPU_PROF=<dir>` writes the server's CPU profile there (open it in Chrome's DevTools).
 */
import { loadavg } from 'node:os';
import { load, type LoadResult } from './load.ts';
import { linkBank, newSubscriber, rssMb, startBenchStack } from './money.ts';

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
  const profile = process.env.BENCH_CPU_PROF;
  const stack = await startBenchStack(databaseUrl, port, 'reads', profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
  const { baseUrl, server } = stack;
  try {
    const { headers, call } = await newSubscriber(baseUrl, { email: `bench-reads-${Date.now()}@example.com`, password: 'bench-household-password' });
    await linkBank(call, stack.emulatorUrl, INSTITUTION);
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
    await stack.stop();
  }
}

export function printReadFigures(figures: ReadFigures): void {
  console.log(`\nAuthenticated reads, one server process (${figures.driver}; ${CONNECTIONS} connections, ${SECONDS} s each, load tool on the same 2 cores, load average ${figures.loadAverage.toFixed(1)}):`);
  for (const { label, result } of figures.reads) {
    console.log(`  ${label.padEnd(46)} ${String(result.requestsPerSecond).padStart(6)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.non2xx ? `, non-2xx ${result.non2xx}` : ''}${result.errors ? `, errors ${result.errors}` : ''}`);
  }
  console.log(`  server RSS after the reads  ${figures.rssMb} MB`);
}
