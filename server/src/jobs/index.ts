import { setTimeout as delay } from 'node:timers/promises';
import { createItemSyncQueue, ITEM_SYNC, itemSyncs, runItemSync, type ItemSyncData, type ItemSyncs, type ItemSyncWorkerDeps } from './item-sync.ts';
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
  /** Stops taking jobs; jobs already running get up to `graceMs` to finish. */
  stop(graceMs: number): Promise<void>;
}

/** This process's workers on the shared queue: every server process is also a queue worker. */
export function createJobWorkers(queue: JobQueue, deps: ItemSyncWorkerDeps, concurrency = queue.concurrency): JobWorkers {
  const workerIds: string[] = [];
  const running = new Set<Promise<unknown>>();
  const handle = runItemSync(deps);
  const wake = () => {
    for (const id of workerIds) queue.boss.notifyWorker(id);
  };
  return {
    syncs: itemSyncs(queue, wake),
    async start() {
      for (let i = 0; i < concurrency; i++) {
        const id = await queue.boss.work<ItemSyncData>(ITEM_SYNC, { pollingIntervalSeconds: queue.pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          const run = handle(job!);
          running.add(run);
          try {
            return await run;
          } finally {
            running.delete(run);
            // Look for the next job at once instead of after the polling interval.
            wake();
          }
        });
        workerIds.push(id);
      }
    },
    async stop(graceMs) {
      await Promise.all(workerIds.splice(0).map((id) => queue.boss.offWork({ id })));
      await Promise.race([Promise.allSettled([...running]), delay(graceMs, undefined, { ref: false })]);
    },
  };
}
