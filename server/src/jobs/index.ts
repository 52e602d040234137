import { announceSyncSettled, createItemSyncQueue, ITEM_SYNC, itemSyncs, runItemSync, SYNC_TIME_LIMIT_MS, type ItemSyncData, type ItemSyncs, type ItemSyncWorkerDeps } from './item-sync.ts';
import { startLeasedWorkers, type LeasedWorkers } from './leased-workers.ts';
import { openJobQueue, type JobQueue, type JobQueueOptions } from './queue.ts';

export type { JobQueue } from './queue.ts';
export type { ItemSyncs } from './item-sync.ts';

/** The queue with every queue the product uses created (idempotent: each process does it at start). */
export async function openJobs(options: JobQueueOptions): Promise<JobQueue> {
  const queue = await openJobQueue(options);
  await createItemSyncQueue(queue);
  return queue;
}

export interface JobWorkers {
  /** What handlers use to ask for syncs and wait for them. */
  syncs: ItemSyncs;
  /** Starts this process's workers (`concurrency` jobs at a time; 0: a process that only sends jobs). */
  start(): Promise<void>;
  /** Stops taking jobs; jobs already running get up to `graceMs` to finish, then are failed (the queue retries them). */
  stop(graceMs: number): Promise<void>;
}

/** This process's workers on the shared queue: every server process is also a queue worker. */
export function createJobWorkers(queue: JobQueue, deps: ItemSyncWorkerDeps, concurrency = queue.concurrency): JobWorkers {
  let workers: LeasedWorkers | undefined;
  const handle = runItemSync(deps);
  return {
    syncs: itemSyncs(queue, () => workers?.wake()),
    async start() {
      if (concurrency === 0) return;
      workers = startLeasedWorkers<ItemSyncData>({
        queue,
        name: ITEM_SYNC,
        handle,
        concurrency,
        timeLimitMs: SYNC_TIME_LIMIT_MS,
        // A job done here wakes the waiters here at once.
        onSettled: announceSyncSettled,
        log: deps.log,
      });
    },
    async stop(graceMs) {
      await workers?.stop(graceMs);
      workers = undefined;
    },
  };
}
