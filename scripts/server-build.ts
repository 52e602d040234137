/**
 * The server as `npm start` and the benches run it: `server/src/main.ts` bundled by esbuild into one
 * plain JavaScript file (its packages left to node_modules), built again when its sources change.
 * Node then runs JavaScript, not TypeScript through a loader: a process resident in ~120 MB less
 * memory (the loader's transpiled sources and their maps), and no transpiling at startup.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { builtBeforeSources, DIST_DIR } from './spa-build.ts';

const SERVER_SOURCES = ['server/src', 'package-lock.json', 'scripts/server-build.ts'];

/**
 * The bundle: in the project's `dist-server/`, where Node finds the packages it leaves out (in
 * `node_modules`), named after the SPA's build (`DIST_DIR`, which may lie outside the project: a
 * parallel test run's own) so that runs with builds of their own keep bundles of their own.
 */
export const serverBundleFor = (distDir: string): string => fileURLToPath(new URL(`../dist-server/${path.basename(path.resolve(distDir))}.mjs`, import.meta.url));

export const SERVER_BUNDLE = serverBundleFor(DIST_DIR);

/** Bundles the server when the bundle is missing or older than a server source; resolves to the bundle's path. */
export async function buildServerIfStale(bundle = SERVER_BUNDLE): Promise<string> {
  if (!builtBeforeSources(bundle, SERVER_SOURCES)) return bundle;
  await build({
    entryPoints: ['server/src/main.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return bundle;
}

/** The command that runs the server's bundle (built first when stale), for a child process. */
export async function serverCommand(): Promise<[string, string[]]> {
  return [process.execPath, [await buildServerIfStale()]];
}
