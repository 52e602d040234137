import { setTimeout as delay } from 'node:timers/promises';
import { JOBS_SCHEMA, type JobQueue } from './queue.ts';

/** How often a worker renews the lease of the job it runs: four renewals fit in one lease. */
const renewalMs = (queue: JobQueue) => (queue.leaseSeconds * 1000) / 4;

export interface LeasedJob<T> {
  id: string;
  data: T;
}

export interface LeasedWorkersOptions<T> {
  queue: JobQueue;
  name: string;
  /** Runs one job; its result is stored with the completed job. A throw fails it (the queue retries). */
  handle(job: LeasedJob<T>): Promise<object>;
  /** Jobs run at once (a worker each). */
  concurrency: number;
  /** A job still running after this long is given up on: failed, and retried by the queue. */
  timeLimitMs: number;
  /** After each job this process completed or failed. */
  onSettled(): void;
  log: { warn(obj: object, msg: string): void };
}

export interface LeasedWorkers {
  /** Look for a job now instead of at the next poll. */
  wake(): void;
  /** Stops taking jobs; jobs still running after `graceMs` are failed (the queue retries them) and left to end. */
  stop(graceMs: number): Promise<void>;
}

/**
 * Workers on one queue of pg-boss, taking a job at a time each (`fetch`, then `complete` or
 * `fail`). pg-boss 10's own workers hold a job for its whole `expireInSeconds`, as long as a slow
 * sync may take, so a process that died mid-job held it for minutes; these hold a job by a
 * short lease (the job's `expire_in`, counted from its start) that they renew as it runs.
 */
export function startLeasedWorkers<T>(options: LeasedWorkersOptions<T>): LeasedWorkers {
  const { queue, name, log } = options;
  const running = new Map<string, { settled: Promise<unknown>; renewal: NodeJS.Timeout }>();
  const naps = new Set<AbortController>();
  let stopping = false;
  /** Wake-ups so far: one that came while a loop was fetching makes it look again instead of napping. */
  let wakes = 0;

  const renewLease = (id: string) =>
    queue
      .query(`update ${JOBS_SCHEMA}.job set expire_in = now() - started_on + make_interval(secs => $3) where name = $1 and id = $2 and state = 'active'`, [name, id, queue.leaseSeconds])
      .catch((error: Error) => log.warn({ job: id, err: error.message }, 'job lease not renewed'));

  const settle = (id: string, outcome: () => Promise<void>) =>
    outcome()
      .catch((error: Error) => log.warn({ job: id, err: error.message }, 'job outcome not recorded; its lease runs out and it is retried'))
      .finally(options.onSettled);

  async function run(job: LeasedJob<T>) {
    let timer: NodeJS.Timeout | undefined;
    const overTime = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} job still running after ${options.timeLimitMs} ms`)), options.timeLimitMs);
    });
    const renewal = setInterval(() => void renewLease(job.id), renewalMs(queue));
    const settled = Promise.race([options.handle(job), overTime]).then(
      (output) => settle(job.id, () => queue.boss.complete(name, job.id, output)),
      (error: unknown) => settle(job.id, () => queue.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })),
    );
    running.set(job.id, { settled, renewal });
    try {
      await settled;
    } finally {
      clearTimeout(timer);
      clearInterval(renewal);
      running.delete(job.id);
    }
  }

  async function loop() {
    while (!stopping) {
      const wakesBefore = wakes;
      let job: LeasedJob<T> | undefined;
      try {
        [job] = await queue.boss.fetch<T>(name, { batchSize: 1 });
      } catch (error) {
        log.warn({ queue: name, err: (error as Error).message }, 'jobs not fetched; trying again');
      }
      if (job && !stopping) {
        await run(job);
        continue;
      }
      if (job) await settle(job.id, () => queue.boss.fail(name, job.id, { message: 'the process stopped before the job ran' }));
      if (wakes !== wakesBefore) continue;
      const nap = new AbortController();
      naps.add(nap);
      await delay(queue.pollingIntervalSeconds * 1000, undefined, { signal: nap.signal }).catch(() => undefined);
      naps.delete(nap);
    }
  }

  const loops = Array.from({ length: options.concurrency }, loop);
  const wake = () => {
    wakes++;
    for (const nap of naps) nap.abort();
  };
  return {
    wake,
    async stop(graceMs) {
      stopping = true;
      wake();
      const everyJob = Promise.allSettled([...running.values()].map((job) => job.settled));
      const gracePassed = await Promise.race([everyJob.then(() => false), delay(graceMs, true, { ref: false })]);
      if (gracePassed) {
        await Promise.all(
          [...running.entries()].map(([id, { renewal }]) => {
            clearInterval(renewal);
            return settle(id, () => queue.boss.fail(name, id, { message: 'the process stopped while the job ran' }));
          }),
        );
        return;
      }
      await Promise.allSettled(loops);
    },
  };
}
