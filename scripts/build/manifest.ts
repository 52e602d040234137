import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (`build.manifest: true`) that says which chunk needs which. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (outDir: string): Manifest => JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/**
 * The JS files a browser must load to run the modules `keys` (manifest keys, e.g.
 * `src/pages/home/index.ts`): their chunks and every chunk those import statically.
 */
export function chunkClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}
