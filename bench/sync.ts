/**
 * Sync figures on one driver: the first full sync of one item (24 months, 4 accounts at First
 * Platypus Bank), an incremental sync that finds nothing, and GET /api/accounts under load.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { linkThroughWidget, startEmulator, TestClock } from '../server/emulators/plaid/test-support.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/client.ts';
import { accessToken, testVerifier } from '../server/test/tokens.ts';
import { load } from './load.ts';

export interface SyncFigures {
  driver: string;
  transactions: number;
  firstSyncSeconds: number;
  rowsPerSecond: number;
  noopSyncMs: number;
  accounts: Awaited<ReturnType<typeof load>>;
}

export async function benchSync(databaseUrl: string | undefined, port: number): Promise<SyncFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-bench-sync-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  await migrateToLatest(database.db);
  const plaid = await startEmulator({ dataDir: path.join(dataDir, 'plaid'), clock: new TestClock(new Date(Date.now() - 86_400_000).toISOString()) });
  const app = await buildApp({ config, db: database.db, verifyAccessToken: testVerifier, vendors: { plaid: plaid.plaid }, logger: false });
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

    await app.listen({ port, host: '127.0.0.1' });
    const accounts = await load(`http://127.0.0.1:${port}/api/accounts`, { seconds: 8, connections: 16, headers });
    return {
      driver: database.driver,
      transactions: Number(n),
      firstSyncSeconds,
      rowsPerSecond: Math.round(Number(n) / firstSyncSeconds),
      noopSyncMs: Math.round(runs[2]!),
      accounts,
    };
  } finally {
    await app.close();
    await plaid.close();
    await database.close();
  }
}
