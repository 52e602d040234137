/**
 * `npm start`: builds the SPA when its sources changed, starts the local vendor emulators for
 * every vendor left unconfigured, then the server that serves the SPA and the API on one port.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { BIN, ProcessGroup, run, waitForUrl } from './processes.ts';

const SPA_SOURCES = ['src', 'index.html', 'public', 'panda.config.ts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Where the built SPA goes and is served from (DIST_DIR lets parallel test runs keep their own). */
const DIST_DIR = process.env.DIST_DIR ?? 'dist';

function spaIsStale(): boolean {
  const built = path.join(DIST_DIR, 'index.html');
  if (!existsSync(built)) return true;
  return SPA_SOURCES.some((source) => newestMtime(source) > statSync(built).mtimeMs);
}

const config = loadConfig();

if (spaIsStale()) {
  console.log('Building the web app…');
  const code = await run(BIN('vite'), ['build', '--logLevel', 'warn', '--outDir', DIST_DIR, '--emptyOutDir']);
  if (code !== 0) process.exit(code);
}

const group = new ProcessGroup();
if (config.needsEmulators) {
  group.start('emulators', BIN('tsx'), ['server/emulators/main.ts']);
  await waitForUrl(`${config.emulatorUrl}/healthz`);
}
group.start('server', BIN('tsx'), ['server/src/main.ts']);
await waitForUrl(`http://localhost:${config.port}/healthz`);
console.log(`\nLedgerline is running at ${config.publicUrl}\n`);
