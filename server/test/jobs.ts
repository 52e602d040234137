import { inject } from 'vitest';
import { createQueues, openJobs, type JobQueue, type JobQueueOptions } from '../src/jobs/index.ts';
import { testDatabase } from './database.ts';

/**
 * One job queue per test run over the shared test database (starting pg-boss creates its
 * schema: seconds on PGlite). Each test app runs its own workers on it and stops them on close.
 * Short polling and retry delays keep waits in tests brief.
 */
let shared: Promise<JobQueue> | undefined;

export function testJobQueue(): Promise<JobQueue> {
  shared ??= open();
  return shared;
}

async function open(options: Partial<JobQueueOptions> = {}): Promise<JobQueue> {
  const { db } = await testDatabase();
  const url = inject('testDatabaseUrl');
  return openJobs({ db, ...(url === 'pglite' ? {} : { databaseUrl: url }), pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, ...options });
}

/**
 * A second queue over the test database whose jobs are held by a short lease, its maintenance
 * every second: for the tests that wait for a lease to run out. Opening it gives the product's
 * queues its lease; `close` stops it and gives them the shared queue's again.
 */
export async function shortLeaseJobQueue(leaseSeconds: number): Promise<{ queue: JobQueue; close(): Promise<void> }> {
  const queue = await open({ leaseSeconds, maintenanceIntervalSeconds: 1 });
  return {
    queue,
    async close() {
      await queue.stop(5_000);
      await createQueues(await testJobQueue());
    },
  };
}

/** Whether a sync of the item is queued, running or waiting for a retry. */
export async function itemSyncPending(itemId: string): Promise<boolean> {
  const queue = await testJobQueue();
  const [row] = await queue.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'item-sync' and singleton_key = $1 and state in ('created', 'active', 'retry')`, [itemId]);
  return row!.n > 0;
}
