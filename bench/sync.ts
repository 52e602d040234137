/**
 * Sync figures on one driver: the first full sync of one item (24 months, 4 accounts at First
 * Platypus Bank), an incremental sync that finds nothing, a webhook's way through the job queue,
 * and GET /api/accounts under load.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { PlaidApi } from 'plaid';
import { linkThroughWidget, sandboxCall, startEmulator, TestClock } from '../server/emulators/plaid/test-support.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/client.ts';
import { openJobs } from '../server/src/jobs/index.ts';
import { ITEM_SYNC } from '../server/src/jobs/item-sync.ts';
import { JOBS_SCHEMA } from '../server/src/jobs/queue.ts';
import { unsealAccessToken } from '../server/src/modules/items/access-token.ts';
import { accessToken, testVerifier } from '../server/test/tokens.ts';
import { load, UNTHROTTLED_ENV } from './load.ts';

export interface SyncFigures {
  driver: string;
  transactions: number;
  firstSyncSeconds: number;
  rowsPerSecond: number;
  noopSyncMs: number;
  /** Plaid webhook (new transaction at the bank) → 200, → the transaction in the database, → the sync job completed; medians of 5. */
  webhook: { answeredMs: number; visibleMs: number; jobDoneMs: number };
  accounts: Awaited<ReturnType<typeof load>>;
}

export async function benchSync(databaseUrl: string | undefined, port: number): Promise<SyncFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-bench-sync-'));
  const config = loadConfig({ ...UNTHROTTLED_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  await migrateToLatest(database.db);
  const jobs = await openJobs({ db: database.db, databaseUrl, pollingIntervalSeconds: 0.5 });
  const plaid = await startEmulator({ dataDir: path.join(dataDir, 'plaid'), clock: new TestClock(new Date(Date.now() - 86_400_000).toISOString()) });
  // Webhooks signed with a key of the bench's own, which the app's Plaid client hands out.
  const KID = 'bench-key';
  const keys = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'ES256', use: 'sig', created_at: 1, expired_at: null };
  const client = new Proxy(plaid.plaid, {
    get: (target, property, receiver) =>
      property === 'webhookVerificationKeyGet' ? async () => ({ data: { key: jwk, request_id: 'bench' } }) : Reflect.get(target, property, receiver),
  }) as PlaidApi;
  const app = await buildApp({ config, db: database.db, jobs, verifyAccessToken: testVerifier, vendors: { plaid: client }, logger: false });
  try {
    const sub = `auth0|bench-${Date.now()}`;
    const headers = { authorization: `Bearer ${await accessToken(sub)}` };
    await app.inject({ method: 'POST', url: '/auth/signin', headers, payload: { sub, email: 'bench@example.com' } });
    const user = await database.db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirstOrThrow();
    await database.db.insertInto('subscriptions').values({ user_id: user.id, stripe_subscription_id: `sub_bench_${user.id}`, status: 'active' }).execute();
    const token = (await app.inject({ method: 'POST', url: '/api/create_link_token', headers })).json().link_token;
    const { public_token } = await linkThroughWidget(plaid.base, token, { institutionId: 'ins_120686' });
    await app.inject({ method: 'POST', url: '/api/set_access_token', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `public_token=${public_token}` });

    let started = performance.now();
    await app.inject({ method: 'GET', url: '/api/initialize_metadata', headers });
    const firstSyncSeconds = (performance.now() - started) / 1000;
    const { n } = await database.db.selectFrom('transactions').select(sql<number>`count(*)::bigint`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();

    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      started = performance.now();
      await app.inject({ method: 'GET', url: '/api/update_metadata', headers });
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);

    const item = await database.db.selectFrom('items').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const itemAccessToken = unsealAccessToken(item, config.encryptionKey);
    const count = async () =>
      Number((await database.db.selectFrom('transactions').select(sql<number>`count(*)::bigint`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
    const lastJobDone = async () =>
      (await jobs.query<{ state: string }>(`select state from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2 order by created_on desc limit 1`, [ITEM_SYNC, item.id]))[0]?.state === 'completed';
    const until = async (done: () => Promise<boolean>) => {
      const deadline = Date.now() + 60_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error('the webhook sync did not finish within 60 s');
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const webhookRuns = { answeredMs: [] as number[], visibleMs: [] as number[], jobDoneMs: [] as number[] };
    for (let i = 0; i < 5; i++) {
      await sandboxCall(plaid.base, '/sandbox/transactions/mutate', { access_token: itemAccessToken, change: 'added', fire_webhook: false });
      const before = await count();
      const raw = JSON.stringify({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: item.plaid_item_id, initial_update_complete: true, historical_update_complete: true, environment: 'sandbox' });
      const signature = await new SignJWT({ request_body_sha256: createHash('sha256').update(raw).digest('hex') })
        .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
        // A distinct signing time per delivery: the same body signed within the same second is one delivery to the app.
        .setIssuedAt(Math.floor(Date.now() / 1000) - 10 + i)
        .sign(keys.privateKey);
      started = performance.now();
      await app.inject({ method: 'POST', url: '/api/webhooks/plaid', headers: { 'content-type': 'application/json', 'plaid-verification': signature }, payload: raw });
      webhookRuns.answeredMs.push(performance.now() - started);
      await until(async () => (await count()) > before);
      webhookRuns.visibleMs.push(performance.now() - started);
      await until(lastJobDone);
      webhookRuns.jobDoneMs.push(performance.now() - started);
    }
    const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[2]!);

    await app.listen({ port, host: '127.0.0.1' });
    const accounts = await load(`http://127.0.0.1:${port}/api/accounts`, { seconds: 8, connections: 16, headers });
    return {
      driver: database.driver,
      transactions: Number(n),
      firstSyncSeconds,
      rowsPerSecond: Math.round(Number(n) / firstSyncSeconds),
      noopSyncMs: Math.round(runs[2]!),
      webhook: { answeredMs: median(webhookRuns.answeredMs), visibleMs: median(webhookRuns.visibleMs), jobDoneMs: median(webhookRuns.jobDoneMs) },
      accounts,
    };
  } finally {
    await app.close();
    await jobs.stop(1_000);
    await plaid.close();
    await database.close();
  }
}
