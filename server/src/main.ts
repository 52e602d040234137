import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateToLatest, openDatabase, warnConnectionLost } from './db/client.ts';
import { createAccessTokenVerifier } from './http/auth.ts';

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

const app = await buildApp({
  config,
  db: database.db,
  verifyAccessToken: createAccessTokenVerifier(config.identity),
  spaDir: path.resolve(process.env.DIST_DIR ?? 'dist'),
});
logConnectionLost = (error) => app.log.warn({ err: error.message }, 'Postgres: an idle connection was lost; the pool reconnects');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Ledgerline on ${config.publicUrl} (database: ${database.driver})`);
