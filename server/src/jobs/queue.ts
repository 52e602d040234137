import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';

/** The queue's tables live beside the product's, in the product's own database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * How often the queue's maintenance runs (one process of all does it each time): among its work,
 * failing jobs whose lease ran out, so that they are retried. pg-boss's default is 2 minutes.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 5;

/**
 * A job is its worker's for this long after the worker last spoke for it; then the queue's
 * maintenance fails it and it is retried, by another process or the restarted one. The worker
 * renews the lease while it runs the job, however long that takes, so only a dead (or frozen)
 * worker loses its job.
 */
export const LEASE_SECONDS = 20;

export interface JobQueueOptions {
  db: Db;
  /**
   * Postgres: pg-boss connects with its own small pool. Without it (PGlite, one connection) every
   * queue statement goes through the app's Kysely connection and takes its turn like any other
   * query, so it never lands inside a request's transaction. Hence: send jobs after a transaction
   * commits, never from inside its callback (on PGlite that would wait for the transaction's own turn).
   */
  databaseUrl?: string;
  /** How often an idle worker looks for due jobs (retries whose delay ran out, other processes' jobs). */
  pollingIntervalSeconds?: number;
  /** First retry delay; later ones back off exponentially. */
  retryDelaySeconds?: number;
  /** How long a job stays its worker's after the worker last spoke for it (`LEASE_SECONDS` unless a test shortens it). */
  leaseSeconds?: number;
  /** How often this process may run the queue's maintenance (`MAINTENANCE_INTERVAL_SECONDS` unless a test shortens it). */
  maintenanceIntervalSeconds?: number;
}

export interface JobQueue {
  readonly boss: PgBoss;
  readonly retryDelaySeconds: number;
  readonly pollingIntervalSeconds: number;
  /** A job's lease, renewed by its worker as it runs (`leased-workers.ts`). */
  readonly leaseSeconds: number;
  /** Jobs one process runs at once: 1 on PGlite (one connection on the main thread, shared with requests), 2 on Postgres. */
  readonly concurrency: number;
  /** Runs a parameterised statement on the queue's tables (its schema is `JOBS_SCHEMA`). */
  query<R>(text: string, values: unknown[]): Promise<R[]>;
  /** Stops the workers of this process (their running jobs get up to `graceMs`), then the queue's timers and pool. */
  stop(graceMs: number): Promise<void>;
}

/** Starts pg-boss in the product's database, creating or migrating its schema. */
export async function openJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const executor = { executeSql: (text: string, values?: unknown[]) => options.db.executeQuery(CompiledQuery.raw(text, values ?? [])) };
  const boss = new PgBoss({
    ...(options.databaseUrl ? { connectionString: options.databaseUrl, max: 4, application_name: 'ledgerline-jobs' } : { db: executor }),
    schema: JOBS_SCHEMA,
    // No cron: scheduled metadata syncs come from the SPA's polling (see README, Background jobs).
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
    migrate: true,
  });
  boss.on('error', (error) => console.warn(`job queue: ${error.message}`));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const retryDelaySeconds = options.retryDelaySeconds ?? 10;
  return {
    boss,
    pollingIntervalSeconds,
    retryDelaySeconds,
    leaseSeconds: options.leaseSeconds ?? LEASE_SECONDS,
    concurrency: options.databaseUrl ? 2 : 1,
    query: async <R>(text: string, values: unknown[]) => (await boss.getDb().executeSql(text, values)).rows as R[],
    stop: (graceMs) => boss.stop({ graceful: true, wait: true, timeout: graceMs }),
  };
}
