/**
 * Authenticated reads on a fleet: one server process, then three on one Postgres database and one
 * Redis (tests/fleet/fleet-stack.ts), each process loaded directly on its own port (a balancer in
 * Node would be the bottleneck), the load tool on the same 2 cores.
 */
import { loadavg } from 'node:os';
import { startFleet } from '../tests/fleet/fleet-stack.ts';
import { load, UNTHROTTLED_ENV, type LoadResult } from './load.ts';
import { linkBank, newSubscriber } from './money.ts';

const CONNECTIONS = 30;
const SECONDS = 8;
const INSTITUTION = 'ins_120686';
const READS = [
  ['GET /api/accounts', '/api/accounts'],
  ['GET /db_api/transactions (first page of 50)', '/db_api/transactions?page_size=50'],
] as const;

export interface FleetFigures {
  processes: number;
  reads: { label: string; requestsPerSecond: number; p99Ms: number; failed: number }[];
  loadAverage: number;
}

/** The load split evenly over the processes at once: summed req/s, the worst p99. */
async function spread(urls: string[], headers: Record<string, string>): Promise<Omit<FleetFigures['reads'][number], 'label'>> {
  const results: LoadResult[] = await Promise.all(urls.map((url) => load(url, { headers, connections: Math.ceil(CONNECTIONS / urls.length), seconds: SECONDS })));
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

export async function benchFleet(processes: number): Promise<FleetFigures> {
  const fleet = await startFleet({ processes, env: UNTHROTTLED_ENV });
  try {
    const { headers, call } = await newSubscriber(fleet.url, { email: `bench-fleet-${Date.now()}@example.com`, password: 'bench-household-password' });
    await linkBank(call, fleet.emulatorUrl, INSTITUTION);
    const reads: FleetFigures['reads'] = [];
    for (const [label, path] of READS) reads.push({ label, ...(await spread(fleet.servers.map((server) => `${server.url}${path}`), headers)) });
    return { processes, reads, loadAverage: loadavg()[0]! };
  } finally {
    await fleet.stop();
  }
}

export function printFleetFigures(figures: FleetFigures[]): void {
  console.log(`\nAuthenticated reads on a fleet (Postgres and Redis; ${CONNECTIONS} connections spread over the processes, ${SECONDS} s each, load tool on the same 2 cores):`);
  for (const { processes, reads, loadAverage } of figures) {
    for (const read of reads) {
      console.log(`  ${processes} process${processes === 1 ? ' ' : 'es'}  ${read.label.padEnd(46)} ${String(read.requestsPerSecond).padStart(6)} req/s, p99 ${read.p99Ms} ms${read.failed ? `, failed ${read.failed}` : ''}  (load average ${loadAverage.toFixed(1)})`);
    }
  }
  const [one, three] = figures;
  if (one && three) {
    for (const [i, read] of one.reads.entries()) console.log(`  ${read.label}: three processes serve ${(three.reads[i]!.requestsPerSecond / read.requestsPerSecond).toFixed(2)}× one`);
  }
}
