import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import type { HandlerGroup } from '../src/http/handler.ts';
import { testDatabase } from './database.ts';
import { testJobQueue } from './jobs.ts';
import { testVerifier } from './tokens.ts';

/** The environment of a fresh clone: every vendor emulated. */
export const TEST_ENV = { DATA_DIR: '/tmp/ledgerline-test-data', ENCRYPTION_KEY: '11'.repeat(32), LOG_LEVEL: 'silent' };

/** Rate limits out of the way: tests make many calls as one user from one address (plugins/rate-limits.test.ts sets its own). */
const UNTHROTTLED = '1000000000';

/** Configuration as on a fresh clone (every vendor emulated), without rate limits in practice. */
export const testConfig = loadConfig({
  ...TEST_ENV,
  RATE_LIMIT_USER_PER_MINUTE: UNTHROTTLED,
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: UNTHROTTLED,
  RATE_LIMIT_IP_PER_MINUTE: UNTHROTTLED,
  RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE: UNTHROTTLED,
  RATE_LIMIT_MCP_PER_MINUTE: UNTHROTTLED,
});

/** The real app over the shared test database, checking every response against openapi.yaml. */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const { db } = await testDatabase();
  const app = await buildApp({ config: testConfig, db, jobs: await testJobQueue(), verifyAccessToken: testVerifier, checkResponses: true, logger: false, ...overrides });
  await app.ready();
  return app;
}

/**
 * An app whose handlers (a module's, made with `create`) read "today" from a clock stopped at noon
 * UTC of `day`, and a GET on it as a user who signed in on another app: for a period in progress.
 */
export async function appOnDay(create: (deps: { db: Db; now: () => number }) => HandlerGroup, day: string) {
  const { db } = await testDatabase();
  const app = await createTestApp({ handlers: create({ db, now: () => Date.parse(`${day}T12:00:00Z`) }) });
  const get = (user: { authorization: string }, url: string) => app.inject({ method: 'GET', url, headers: { authorization: user.authorization } });
  return { app, get };
}
