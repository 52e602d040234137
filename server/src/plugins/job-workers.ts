import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobWorkers } from '../jobs/index.ts';

/** How long closing waits for jobs already running (requests in flight are waited for first, by the server itself). */
export const JOB_GRACE_MS = 10_000;

/** This process's queue workers: they start with the app and stop when it closes, letting running jobs finish. */
export const jobWorkers = fp(
  async (app: FastifyInstance, { workers }: { workers: JobWorkers }) => {
    app.addHook('onReady', () => workers.start());
    app.addHook('onClose', () => workers.stop(JOB_GRACE_MS));
  },
  { name: 'job-workers' },
);
