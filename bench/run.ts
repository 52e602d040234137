/**
 * `npm run bench`: prints figures, asserts nothing. Runs against a fresh data directory and
 * a server of its own on a spare port, so it never touches local data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, run, waitForUrl } from '../scripts/processes.ts';
import { initialJs } from './bundle.ts';
import { load } from './load.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('Building the web app…');
if ((await run(BIN('vite'), ['build', '--logLevel', 'warn'])) !== 0) process.exit(1);
const bundle = initialJs();
console.log('\nInitial JS of the home route (gzip):');
for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kB(f.gzipBytes)}`);
console.log(`  total${' '.repeat(43)} ${kB(bundle.totalGzipBytes)}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-bench-'));
const server = spawn(BIN('tsx'), ['server/src/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForUrl(`http://localhost:${PORT}/healthz`);
  for (const driver of [process.env.DATABASE_URL ? 'postgres' : 'pglite']) {
    console.log(`\nGET /healthz under load (${driver}, 32 connections, 10 s, load tool on the same 2 cores):`);
    const result = await load(`http://localhost:${PORT}/healthz`);
    console.log(`  ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
  }
} finally {
  server.kill('SIGTERM');
}
