import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateToLatest, openDatabase, warnConnectionLost } from './db/client.ts';
import { createAccessTokenVerifier } from './http/auth.ts';
import { demoSeedingApplies, seedDemoInBackground } from './demo/seed-demo.ts';
import { createPlaidBankData, createPlaidClient } from './vendors/plaid.ts';
import { openJobs } from './jobs/index.ts';
import { JOB_GRACE_MS } from './plugins/job-workers.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Until the app's logger exists (migrations run first), the client's own warning.
let logConnectionLost = warnConnectionLost;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
  onConnectionLost: (error) => logConnectionLost(error),
});
await migrateToLatest(database.db);
const jobs = await openJobs({ db: database.db, databaseUrl: config.databaseUrl });

const app = await buildApp({
  config,
  db: database.db,
  jobs,
  verifyAccessToken: createAccessTokenVerifier(config.identity),
  spaDir: path.resolve(process.env.DIST_DIR ?? 'dist'),
  apiDocsDir: path.resolve(`${process.env.DIST_DIR ?? 'dist'}-api-docs`),
});
logConnectionLost = (error) => app.log.warn({ err: error.message }, 'Postgres: an idle connection was lost; the pool reconnects');

/**
 * SIGTERM (a process manager, `npm start`'s own stop) and SIGINT (Ctrl-C) alike: stop accepting,
 * let requests in flight and running jobs finish, then release the queue and the database. Past
 * the grace period the process exits anyway; an interrupted job is retried by the next process.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.warn('shutdown grace period over; exiting');
    process.exit(1);
  }, JOB_GRACE_MS + 2_000).unref();
  await app.close();
  await jobs.stop(1_000);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Ledgerline on ${config.publicUrl} (database: ${database.driver})`);
// Offline, the demo account becomes a complete subscriber (once: a later start finds it complete).
if (demoSeedingApplies(config)) void seedDemoInBackground({ app, db: database.db, bankData: createPlaidBankData(createPlaidClient(config.plaid)), config }, app.log);
