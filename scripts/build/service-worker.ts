import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { filesUnder } from './precompress.ts';

const WORKER_SOURCE = path.resolve(import.meta.dirname, '../../src/app/service-worker/worker.ts');
/** Served as `/sw.js`, at the root so that its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The build's files a reload offline needs: the SPA's shell, its content-hashed assets (every
 * page's chunks, so any page's code is at hand), the icon, the manifest and its icons. Not the
 * prerendered pages (the shell stands in for them offline), nor source maps or the build manifest.
 */
function precachedFiles(outDir: string): string[] {
  return [...filesUnder(outDir)]
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((file) => file === 'index.html' || file === 'favicon.svg' || file === 'manifest.webmanifest' || file.startsWith('icons/') || (file.startsWith('assets/') && !file.endsWith('.map')))
    .sort();
}

/**
 * Writes `sw.js` into the SPA's build: src/app/service-worker/worker.ts bundled, with the list of
 * files to keep and a version hashed from their contents (a new build installs a new cache).
 */
export async function buildServiceWorker(outDir: string): Promise<{ files: number }> {
  const files = precachedFiles(outDir);
  const version = createHash('sha256');
  for (const file of files) version.update(file).update(readFileSync(path.join(outDir, file)));
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile: path.join(outDir, SERVICE_WORKER_FILE),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { __PRECACHE__: JSON.stringify(files.map((file) => `/${file}`)), __CACHE_VERSION__: JSON.stringify(version.digest('hex').slice(0, 16)) },
    logLevel: 'warning',
  });
  return { files: files.length };
}
