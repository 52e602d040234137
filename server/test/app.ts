import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { testDatabase } from './database.ts';
import { testVerifier } from './tokens.ts';

/** Configuration as on a fresh clone: every vendor emulated. */
export const testConfig = loadConfig({ DATA_DIR: '/tmp/ledgerline-test-data', ENCRYPTION_KEY: '11'.repeat(32), LOG_LEVEL: 'silent' });

/** The real app over the shared test database, checking every response against openapi.yaml. */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const { db } = await testDatabase();
  const app = await buildApp({ config: testConfig, db, verifyAccessToken: testVerifier, checkResponses: true, logger: false, ...overrides });
  await app.ready();
  return app;
}
