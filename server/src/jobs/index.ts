import { announceSyncSettled, createItemSyncQueue, ITEM_SYNC, itemSyncs, runItemSync, SYNC_TIME_LIMIT_MS, type ItemSyncData, type ItemSyncs, type ItemSyncWorkerDeps } from './item-sync.ts';
import { createImportCommitQueue, IMPORT_COMMIT, IMPORT_TIME_LIMIT_MS, importJobs, runImportCommit, type ImportCommitData } from './import-commit.ts';
import { startLeasedWorkers, type LeasedWorkers } from './leased-workers.ts';
import { openJobQueue, type JobQueue, type JobQueueOptions } from './queue.ts';
import type { ImportJobs } from '../modules/imports/index.ts';

export type { JobQueue, JobQueueOptions } from './queue.ts';
export type { ItemSyncs } from './item-sync.ts';
export type { ImportJobs };

/** Postgres's code for a transaction it ended to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
const QUEUE_CREATION_ATTEMPTS = 5;

/**
 * Creates the product's queues, once more when Postgres ends the attempt to break a deadlock:
 * processes that start together (a deploy) each create every queue, and pg-boss's `create_queue`
 * takes the job table's locks in an order that can deadlock two of them. A repeat is harmless
 * (a queue that exists is left as it is).
 */
export async function createQueues(queue: JobQueue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await createItemSyncQueue(queue);
      await createImportCommitQueue(queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === QUEUE_CREATION_ATTEMPTS) throw error;
      // Apart, so the same processes do not meet again at the same moment.
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** The queue with every queue the product uses created (idempotent: each process does it at start). */
export async function openJobs(options: JobQueueOptions): Promise<JobQueue> {
  const queue = await openJobQueue(options);
  await createQueues(queue);
  return queue;
}

export interface JobWorkers {
  /** What handlers use to ask for syncs and wait for them. */
  syncs: ItemSyncs;
  /** What the imports module uses to store a large import in the background. */
  imports: ImportJobs;
  /** Starts this process's workers (`concurrency` jobs at a time; 0: a process that only sends jobs). */
  start(): Promise<void>;
  /** Stops taking jobs; jobs already running get up to `graceMs` to finish, then are failed (the queue retries them). */
  stop(graceMs: number): Promise<void>;
}

/** This process's workers on the shared queue: every server process is also a queue worker. */
export function createJobWorkers(queue: JobQueue, deps: ItemSyncWorkerDeps, concurrency = queue.concurrency): JobWorkers {
  let workers: LeasedWorkers | undefined;
  let importWorkers: LeasedWorkers | undefined;
  const handle = runItemSync(deps);
  return {
    syncs: itemSyncs(queue, () => workers?.wake()),
    imports: importJobs(queue, () => importWorkers?.wake()),
    async start() {
      if (concurrency === 0) return;
      // One import at a time per process: it holds the user's lock and a large transaction.
      importWorkers = startLeasedWorkers<ImportCommitData>({
        queue,
        name: IMPORT_COMMIT,
        handle: runImportCommit(deps),
        concurrency: 1,
        timeLimitMs: IMPORT_TIME_LIMIT_MS,
        onSettled: () => undefined,
        log: deps.log,
      });
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
      await Promise.all([workers?.stop(graceMs), importWorkers?.stop(graceMs)]);
      workers = undefined;
      importWorkers = undefined;
    },
  };
}
