import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../emulators/plaid/test-support.ts';
import { createTestApp, TEST_ENV } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { shortLeaseJobQueue, testJobQueue } from '../../test/jobs.ts';
import { importedItem, plaidVerification, plaidWebhookRequest, plaidWithTestWebhookKey, storedTransactionIds, syncUpdatesAvailable } from '../../test/plaid-webhooks.ts';
import { ITEM_SYNC } from './item-sync.ts';

let emulator: RunningEmulator;
const data = tempDataDir();
/**
 * The lease of this file's jobs: short, so that the tests wait seconds for one to run out, not
 * the product's 20 s; long enough for a worker's renewals (a quarter of it apart) to keep a live
 * job on PGlite's one connection, where a sync's transaction makes the renewal wait its turn.
 */
const LEASE_SECONDS = 6;
let leased: Awaited<ReturnType<typeof shortLeaseJobQueue>>;
/** A test app on the short-lease queue. */
const appOnLeases = (options: Parameters<typeof createTestApp>[0] = {}) => createTestApp({ ...options, jobs: leased.queue });

beforeAll(async () => {
  emulator = await startEmulator({ dataDir: data.dir, clock: new TestClock(new Date(Date.now() - 86_400_000).toISOString()) });
  // The shared database and queue, opened once per run (seconds on PGlite, more on a busy machine), outside the tests' own time.
  await (await createTestApp()).close();
  leased = await shortLeaseJobQueue(LEASE_SECONDS);
}, 180_000);
afterAll(async () => {
  await leased?.close();
  await emulator.close();
  data.remove();
});

interface SyncJobRow {
  id: string;
  state: string;
  /** When its last run started, in epoch milliseconds. */
  started_ms: number | null;
}

async function syncJobs(itemId: string): Promise<SyncJobRow[]> {
  const queue = await testJobQueue();
  const rows = await queue.query<SyncJobRow>(
    `select id, state, (extract(epoch from started_on) * 1000)::float8 as started_ms from pgboss.job where name = $1 and singleton_key = $2 order by created_on`,
    [ITEM_SYNC, itemId],
  );
  return rows.map((row) => ({ ...row, started_ms: row.started_ms === null ? null : Number(row.started_ms) }));
}

async function syncNotices(userId: string): Promise<number> {
  const { db } = await testDatabase();
  return (await db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('kind', '=', 'transactions_synced').execute()).length;
}

/** A linked, imported item with three transactions at the bank that we have not synced, and a webhook about them queued. */
async function itemWithNewsQueued(name: string) {
  const setup = await appOnLeases({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid) } });
  const imported = await importedItem(setup, emulator.base, name);
  await setup.close();
  for (let i = 0; i < 3; i++) {
    const added = await sandboxCall(emulator.base, '/sandbox/transactions/mutate', { access_token: imported.accessToken, change: 'added', fire_webhook: false });
    expect(added.status).toBe(200);
  }
  const expected = (await syncAll(emulator.plaid, imported.accessToken)).added.map((t) => t.transaction_id).sort();
  expect((await storedTransactionIds(imported.user.id)).length).toBe(expected.length - 3);

  // A process that only takes requests (no workers) acknowledges Plaid's webhook: the job waits in the queue.
  const earlier = new Set((await syncJobs(imported.itemId)).map((job) => job.id));
  const receiver = await appOnLeases({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid) }, jobConcurrency: 0 });
  const raw = syncUpdatesAvailable(imported.plaidItemId);
  expect((await receiver.inject(plaidWebhookRequest(raw, await plaidVerification(raw)))).json()).toEqual({ received: true });
  await receiver.close();
  /** The item's sync jobs since the webhook. */
  const jobsSinceNews = async () => (await syncJobs(imported.itemId)).filter((job) => !earlier.has(job.id));
  return { ...imported, expected, jobsSinceNews };
}

/**
 * A worker process with Plaid working takes the dead one's job once its lease has run out (not
 * before: the lease is what a live worker holds it by) and writes every row once. How soon after
 * the death is a figure of the queue's settings (lease, maintenance, retry delay: well under a
 * minute), not asserted here against a wall clock that a busy machine stretches.
 */
async function expectTakenOver(news: Awaited<ReturnType<typeof itemWithNewsQueued>>, takenAtMs: number) {
  const survivor = await appOnLeases({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid) } });
  try {
    await vi.waitFor(async () => expect((await news.jobsSinceNews()).map((job) => job.state)).toEqual(['completed']), { timeout: 200_000, interval: 250 });
    const [rerun] = await news.jobsSinceNews();
    // Renewals before the death only ever move the lease's end later.
    expect(rerun!.started_ms!).toBeGreaterThanOrEqual(takenAtMs + LEASE_SECONDS * 1000);
    expect(await storedTransactionIds(news.user.id)).toEqual(news.expected);
    expect(await syncNotices(news.user.id)).toBe(1);
  } finally {
    await survivor.close();
  }
}

describe('a sync job whose worker died', () => {
  it('is run by another worker once its lease runs out, and nothing is written twice', async () => {
    const news = await itemWithNewsQueued('dead-worker');

    // A worker takes the job and dies at once: it never reports on it again. It is taken as
    // pg-boss's fetch takes a job, but by its item: the queue is shared with the files before this
    // one, whose closed apps can leave jobs of their own waiting for a retry ahead of it.
    const queue = await testJobQueue();
    const taken = await queue.query<{ id: string; started_ms: number }>(
      `update pgboss.job set state = 'active', started_on = now(), retry_count = case when started_on is not null then retry_count + 1 else retry_count end
       where name = $1 and singleton_key = $2 and state < 'active' returning id, (extract(epoch from started_on) * 1000)::float8 as started_ms`,
      [ITEM_SYNC, news.itemId],
    );
    expect(taken).toHaveLength(1);
    await expectTakenOver(news, Number(taken[0]!.started_ms));
  }, 300_000);

  // PGlite serves one process, whose restart is the same lease running out (the test above).
  it.skipIf(inject('testDatabaseUrl') === 'pglite')('is run by another process once the lease of its own, killed mid-sync, runs out', async () => {
    const news = await itemWithNewsQueued('killed-worker');
    const doomed = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../test/doomed-sync-worker.ts', import.meta.url))], {
      env: { ...process.env, ...TEST_ENV, DATABASE_URL: inject('testDatabaseUrl'), PLAID_BASE: emulator.base, JOB_LEASE_SECONDS: String(LEASE_SECONDS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      for await (const line of createInterface({ input: doomed.stdout })) if (line === 'syncing') break;
      const [active] = await news.jobsSinceNews();
      expect(active!.state).toBe('active');
      doomed.kill('SIGKILL');
      await once(doomed, 'exit');
      await expectTakenOver(news, active!.started_ms!);
    } finally {
      doomed.kill('SIGKILL');
    }
  }, 300_000);
});

describe('a sync job whose worker is alive but slow', () => {
  it('stays with it past its lease, and runs once', async () => {
    const { user, expected, jobsSinceNews } = await itemWithNewsQueued('slow-worker');

    // The worker's sync waits at Plaid until the queue's maintenance has run past the job's first lease.
    let releasePlaid!: () => void;
    const plaidMayAnswer = new Promise<void>((resolve) => (releasePlaid = resolve));
    let waitingAtPlaid = false;
    const slowPlaid = new Proxy(plaidWithTestWebhookKey(emulator.plaid), {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'transactionsSync') return value;
        return async (...args: unknown[]) => {
          waitingAtPlaid = true;
          await plaidMayAnswer;
          return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
      },
    });
    const queue = leased.queue;
    const worker = await appOnLeases({ vendors: { plaid: slowPlaid } });
    try {
      await vi.waitFor(() => expect(waitingAtPlaid).toBe(true), { timeout: 30_000, interval: 50 });
      const [running] = await jobsSinceNews();
      const leaseEnd = Date.now() + LEASE_SECONDS * 1000;
      // Maintenance that ran once the first lease was over would have taken back a job nobody renewed.
      while (Date.now() < leaseEnd + 1_000) await once(queue.boss, 'maintenance');
      await once(queue.boss, 'maintenance');
      expect(await jobsSinceNews()).toEqual([running]);

      releasePlaid();
      await vi.waitFor(async () => expect(await jobsSinceNews()).toEqual([{ ...running!, state: 'completed' }]), { timeout: 60_000, interval: 250 });
      expect(await storedTransactionIds(user.id)).toEqual(expected);
      expect(await syncNotices(user.id)).toBe(1);
    } finally {
      releasePlaid();
      await worker.close();
    }
  }, 180_000);
});
