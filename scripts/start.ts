/**
 * `npm start`: builds the SPA when its sources changed, starts the local vendor emulators for
 * every vendor left unconfigured, then the server that serves the SPA and the API on one port.
 */
import { loadConfig } from '../server/src/config.ts';
import { apiDocsAreStale, buildApiDocs, defaultApiDocsDir } from './build-api-docs.ts';
import { NODE_TS, ProcessGroup, waitForUrl } from './processes.ts';
import { serverCommand } from './server-build.ts';
import { buildSpaIfStale } from './spa-build.ts';

/** A first start creates the embedded database (initdb, migrations, the job queue's schema): slow on a busy machine. */
const STARTUP_MS = 180_000;

const config = loadConfig();
// Before anything starts: a stop during the build then exits instead of going on to start the servers.
const group = new ProcessGroup();

const built = await buildSpaIfStale();
if (built !== 0) process.exit(built);
if (apiDocsAreStale(defaultApiDocsDir())) {
  console.log('Building the API reference…');
  await buildApiDocs(defaultApiDocsDir());
}

if (config.needsEmulators) {
  group.start('emulators', ...NODE_TS('server/emulators/main.ts'));
  await waitForUrl(`${config.emulatorUrl}/healthz`, STARTUP_MS);
}
group.start('server', ...(await serverCommand()));
await waitForUrl(`http://localhost:${config.port}/healthz`, STARTUP_MS);
console.log(`\nLedgerline is running at ${config.publicUrl}\n`);
