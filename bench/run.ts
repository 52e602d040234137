/**
 * `npm run bench`: prints figures, asserts nothing. Runs against a fresh data directory and
 * a server of its own on a spare port, so it never touches local data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, NODE_TS, run, waitForUrl } from '../scripts/processes.ts';
import { serverCommand } from '../scripts/server-build.ts';
import { loadAverageNow } from './machine.ts';
import { initialJs, ROUTE_MODULES } from './bundle.ts';
import { accountsReloadTimes, lighthouseScores, median } from './first-load.ts';
import { load, UNTHROTTLED_ENV } from './load.ts';
import { benchImportCommits, printImportCommitFigures } from './import-commit.ts';
import { benchImports } from './imports.ts';
import { benchMoney, printMoneyFigures } from './money.ts';
import { benchOverview, printOverviewFigures } from './overview.ts';
import { benchReads, printReadFigures } from './reads.ts';
import { benchFleet, printFleetFigures } from './fleet.ts';
import { fleetServicesUp } from '../tests/fleet/fleet-stack.ts';
import { POSTGRES_URL, scratchPostgres } from './scratch-postgres.ts';
import { benchSync } from './sync.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
/** `npm run bench -- --only money` runs one section: bundle (with first load and /healthz), sync, reads, fleet, money or imports. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const runs = (section: 'bundle' | 'sync' | 'reads' | 'fleet' | 'money' | 'imports') => only === undefined || only === section;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (runs('bundle')) {
  console.log('Building the web app…');
  if ((await run(BIN('vite'), ['build', '--logLevel', 'warn'])) !== 0) process.exit(1);
  console.log('\nInitial JS (gzip; the entry, the route\'s lazy chunks and their static imports, from the build manifest):');
  for (const route of Object.keys(ROUTE_MODULES)) {
    const { files, totalGzipBytes } = initialJs(route);
    console.log(`  ${route.padEnd(14)} ${kB(totalGzipBytes).padStart(9)} in ${files.length} files`);
  }

  console.log('\nFirst load, on a production server (npm start, emulated vendors):');
  const appPort = PORT + 2;
  const app = spawn(...NODE_TS('scripts/start.ts'), {
    env: { ...process.env, PORT: String(appPort), EMULATOR_PORT: String(appPort + 1), PUBLIC_URL: `http://localhost:${appPort}`, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ledgerline-bench-app-')), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const appStopped = new Promise((resolve) => app.once('exit', resolve));
  try {
    const baseUrl = `http://localhost:${appPort}`;
    await waitForUrl(`${baseUrl}/healthz`, 180_000);
    const scores = await lighthouseScores(`${baseUrl}/`);
    console.log(`  Lighthouse, mobile, /     performance ${scores.performance}, accessibility ${scores.accessibility}; FCP ${(scores.fcpMs / 1000).toFixed(1)} s, LCP ${(scores.lcpMs / 1000).toFixed(1)} s, CLS ${scores.cls.toFixed(3)}`);
    const reloads = await accountsReloadTimes(baseUrl);
    const heading = reloads.map((r) => r.headingMs);
    const accounts = reloads.map((r) => r.accountsMs);
    console.log(`  reload /accounts → heading  ${Math.round(median(heading))} ms (median of ${heading.length}: ${heading.map(Math.round).join(', ')}), demo subscriber with a bank, Chromium`);
    console.log(`  reload /accounts → accounts ${Math.round(median(accounts))} ms (median of ${accounts.length}: ${accounts.map(Math.round).join(', ')})`);
  } finally {
    process.kill(-app.pid!, 'SIGTERM');
    await appStopped;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-bench-'));
  const server = spawn(...(await serverCommand()), {
    env: { ...process.env, ...UNTHROTTLED_ENV, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForUrl(`http://localhost:${PORT}/healthz`);
    for (const driver of [process.env.DATABASE_URL ? 'postgres' : 'pglite']) {
      console.log(`\nGET /healthz under load (${driver}, 32 connections, 10 s, load tool on the same 2 cores):`);
      const result = await load(`http://localhost:${PORT}/healthz`);
      console.log(`  ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors} (${loadAverageNow()})`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

if (runs('sync')) {
  const postgres = await scratchPostgres();
  for (const target of [undefined, ...(postgres ? [postgres.url] : [])]) {
    const figures = await benchSync(target, PORT + 1);
    console.log(`\nSync (${figures.driver}): one item, 24 months across 4 accounts at First Platypus Bank, ${figures.transactions} transactions (${loadAverageNow()})`);
    console.log(`  first full sync          ${figures.firstSyncSeconds.toFixed(2)} s (${figures.rowsPerSecond} rows/s)`);
    console.log(`  incremental, nothing new ${figures.noopSyncMs} ms (median of 5)`);
    console.log(`  webhook → job → visible  answered ${figures.webhook.answeredMs} ms, transactions visible ${figures.webhook.visibleMs} ms, job done ${figures.webhook.jobDoneMs} ms (median of 5, from receipt)`);
    console.log(`  GET /api/accounts        ${figures.accounts.requestsPerSecond} req/s, p99 ${figures.accounts.p99Ms} ms (16 connections, 8 s)`);
  }
  await postgres?.drop();
}

if (runs('reads')) {
  const postgres = await scratchPostgres();
  try {
    for (const target of [undefined, ...(postgres ? [postgres.url] : [])]) printReadFigures(await benchReads(target, PORT + 6));
  } finally {
    await postgres?.drop();
  }
}

if (runs('fleet')) {
  if (await fleetServicesUp()) printFleetFigures([await benchFleet(1), await benchFleet(3)]);
  else console.log(`\nAuthenticated reads on a fleet: n/a (needs Postgres at ${POSTGRES_URL} and Redis)`);
}

if (runs('money')) {
  for (const driver of ['pglite', 'postgres'] as const) {
    const postgres = driver === 'postgres' ? await scratchPostgres() : undefined;
    if (driver === 'postgres' && !postgres) {
      console.log(`\nMoney pages (postgres): n/a (no Postgres at ${POSTGRES_URL})`);
      continue;
    }
    try {
      const money = await benchMoney(postgres?.url, PORT + 4);
      printMoneyFigures(money);
      // On the same subscriber and database, once the money section's server has stopped.
      printOverviewFigures(money.driver, await benchOverview(money.database, money.subscriberEmail));
    } finally {
      await postgres?.drop();
    }
  }
}

if (runs('imports')) {
  console.log(`\nReading a bank file (parsing only, in the bench's process; median of 3; ${loadAverageNow()}):`);
  for (const f of benchImports()) {
    console.log(`  ${f.label.padEnd(8)} ${f.rows} rows, ${f.megabytes.toFixed(1)} MB: ${Math.round(f.medianMs)} ms, heap +${f.heapGrowthMb.toFixed(0)} MB at its highest sample`);
  }
  printImportCommitFigures(await benchImportCommits());
  const postgres = await scratchPostgres();
  if (!postgres) console.log(`\nImporting a bank file through the server (postgres): n/a (no Postgres at ${POSTGRES_URL})`);
  else {
    try {
      printImportCommitFigures(await benchImportCommits(postgres.url));
    } finally {
      await postgres.drop();
    }
  }
}
