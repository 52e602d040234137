import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JS a browser must fetch before the home route can render: the entry and its preloads in dist/index.html. */
export function initialJs(distDir = 'dist'): { files: { file: string; gzipBytes: number }[]; totalGzipBytes: number } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]!);
  const files = [...new Set(sources)].map((src) => ({
    file: src,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, src.replace(/^\//, '')))).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
