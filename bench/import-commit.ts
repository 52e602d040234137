/**
 * Issue 23's import benchmark through the server: a 100,000-row CSV and OFX 2.x statement (the
 * parsing bench's files) uploaded to `POST /api/imports` (the preview) and committed into a new
 * manual account (`POST /api/imports/{id}/commit`, which runs as a job past 5,000 rows, polled until
 * `committed`), on PGlite or Postgres. The app runs in this process (Fastify's `inject`, the job
 * workers on the same queue), so the resident memory sampled during each step is the server's.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/client.ts';
import { openJobs } from '../server/src/jobs/index.ts';
import { multipart } from '../server/test/import-files.ts';
import { accessToken, testVerifier } from '../server/test/tokens.ts';
import { bigCsv, bigOfx } from './imports.ts';
import { UNTHROTTLED_ENV } from './load.ts';
import { loadAverageNow } from './machine.ts';

export interface ImportCommitFigures {
  label: string;
  rows: number;
  megabytes: number;
  previewMs: number;
  commitMs: number;
  added: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const MB = 1024 * 1024;

/** The process's highest resident memory while `work` runs, sampled every 20 ms. */
async function withRssPeak<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

export async function benchImportCommits(databaseUrl?: string): Promise<{ driver: string; figures: ImportCommitFigures[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-bench-imports-'));
  const config = loadConfig({ ...process.env, ...UNTHROTTLED_ENV, DATA_DIR: dataDir, ENCRYPTION_KEY: '11'.repeat(32), LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'db') });
  await migrateToLatest(database.db);
  const jobs = await openJobs({ db: database.db, ...(databaseUrl ? { databaseUrl } : {}), pollingIntervalSeconds: 0.5 });
  const app = await buildApp({ config, db: database.db, jobs, verifyAccessToken: testVerifier, logger: false });
  await app.ready();
  const figures: ImportCommitFigures[] = [];
  try {
    const sub = `auth0|bench-imports-${randomUUID()}`;
    const authorization = `Bearer ${await accessToken(sub, { email: 'bench-imports@example.com', name: 'Bench' })}`;
    const signIn = await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization }, payload: { sub, email: 'bench-imports@example.com', name: 'Bench' } });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
    const { id: userId } = await database.db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirstOrThrow();
    // A live subscription, as Stripe's webhook leaves it (the bench is about imports, not billing).
    await database.db.insertInto('subscriptions').values({ user_id: userId, stripe_subscription_id: `sub_bench_${userId}`, status: 'active', plan_name: 'Ledgerline Premium', current_period_end: new Date(Date.now() + 30 * 86_400_000) }).execute();

    for (const { label, name, bytes } of [
      { label: 'CSV', name: 'bench.csv', bytes: new TextEncoder().encode(bigCsv()) },
      { label: 'OFX 2.x', name: 'bench.ofx', bytes: new TextEncoder().encode(bigOfx()) },
    ]) {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const { payload, headers } = multipart({ name, bytes });
      let started = performance.now();
      const previewed = await withRssPeak(() => app.inject({ method: 'POST', url: '/api/imports', headers: { authorization, ...headers }, payload }));
      const previewMs = performance.now() - started;
      if (previewed.result.statusCode !== 200) throw new Error(`preview failed: ${previewed.result.body.slice(0, 300)}`);
      const preview = previewed.result.json() as { import_id: string; counts: { rows: number } };

      started = performance.now();
      const committed = await withRssPeak(async () => {
        const answer = await app.inject({ method: 'POST', url: `/api/imports/${preview.import_id}/commit`, headers: { authorization }, payload: { new_account: { name: `Bench ${label}`, type: 'checking' } } });
        let status = answer.json() as { status: string; added: number };
        while (status.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = (await app.inject({ method: 'GET', url: `/api/imports/${preview.import_id}`, headers: { authorization } })).json();
        }
        return status;
      });
      const commitMs = performance.now() - started;
      if (committed.result.status !== 'committed') throw new Error(`commit ended ${committed.result.status}`);
      figures.push({ label, rows: preview.counts.rows, megabytes: bytes.byteLength / MB, previewMs, commitMs, added: committed.result.added, rssBeforeMb: rssBefore / MB, rssPeakMb: Math.max(previewed.peak, committed.peak) / MB });
    }
  } finally {
    await app.close();
    await jobs.stop(5_000);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { driver: databaseUrl ? 'postgres' : 'pglite', figures };
}

export function printImportCommitFigures({ driver, figures }: { driver: string; figures: ImportCommitFigures[] }): void {
  console.log(`\nImporting a bank file through the server (${driver}; preview = upload and parse, commit = until committed, a job past 5,000 rows; the app in the bench's process; ${loadAverageNow()}):`);
  for (const f of figures) {
    console.log(
      `  ${f.label.padEnd(8)} ${f.rows} rows, ${f.megabytes.toFixed(1)} MB: preview ${(f.previewMs / 1000).toFixed(1)} s, commit ${(f.commitMs / 1000).toFixed(1)} s (${f.added} added); rss ${f.rssBeforeMb.toFixed(0)} MB before, ${f.rssPeakMb.toFixed(0)} MB at its peak`,
    );
  }
}
