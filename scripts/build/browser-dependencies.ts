import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Packages whose subpaths the SPA imports one by one: each subpath is a dependency of its own to Vite. */
const SUBPATH_PACKAGES = ['@ark-ui/react'];
/** Always pre-bundled: read by the signals transform's output, or by stories only. */
const ALWAYS = ['@preact/signals-react', '@preact/signals-react/runtime', 'wouter/memory-location', 'temporal-polyfill'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * What Vite's dev server pre-bundles at start (`optimizeDeps.include`): the fixed list, and every
 * subpath of the packages above that `folders` import. Vite otherwise finds a dependency the first
 * time a story imports it, re-bundles and reloads the browser mid-run, which fails the story
 * file then loading ("Failed to fetch dynamically imported module").
 */
export function browserDependencies(folders: readonly string[]): string[] {
  const found = new Set(ALWAYS);
  const importPattern = new RegExp(`from '((?:${SUBPATH_PACKAGES.map((p) => p.replace('/', '\\/')).join('|')})\\/[a-z-]+)'`, 'g');
  for (const file of folders.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) found.add(match[1]!);
  }
  return [...found].sort();
}
