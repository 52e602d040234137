import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BIN, run, runToLog } from './processes.ts';

const SPA_SOURCES = ['src', 'index.html', 'public', 'panda.config.ts', 'vite.config.ts', 'scripts/build', 'package-lock.json'];

/** Where the built SPA goes and is served from (DIST_DIR lets parallel test runs keep their own). */
export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

/** The latest modification time under `entry` (0 when it does not exist). */
export function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Whether the built file is missing or older than something under one of its sources. */
export function builtBeforeSources(built: string, sources: readonly string[]): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** Whether `distDir` lacks a build or holds one older than the SPA's sources. */
export function spaIsStale(distDir = DIST_DIR): boolean {
  return builtBeforeSources(path.join(distDir, 'index.html'), SPA_SOURCES);
}

/** Builds the SPA into `distDir` (prerendered pages and compressed twins included) when it is stale, its output to `log` when given; resolves to the exit code. */
export async function buildSpaIfStale(distDir = DIST_DIR, log?: string): Promise<number> {
  if (!spaIsStale(distDir)) return 0;
  const args = ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'];
  if (!log) {
    console.log('Building the web app…');
    return run(BIN('vite'), args);
  }
  return runToLog(log, BIN('vite'), args);
}
