import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chunkClosure, readManifest } from './manifest.ts';

const ENTRY = 'src/app/entrypoint/prerender.tsx';
/** Where dist/index.html's empty root is replaced by a page's markup. */
const EMPTY_ROOT = '<div id="root"></div>';
/** The server serves these files on the pages' paths (server/src/plugins/static-spa.ts). */
export const PRERENDERED_DIR = 'prerendered';

/** What src/app/entrypoint/prerender.tsx exports (the SPA's own code, built for Node). */
interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; file: string; module: string }[];
  renderPage: (path: string) => Promise<string>;
}

/**
 * The stylesheet first in <head>: it is what the first paint waits for, so it should not queue
 * behind the scripts and their preloads (Vite writes it after them).
 */
export function stylesheetsFirst(html: string): string {
  const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  if (stylesheets.length === 0) return html;
  let reordered = html;
  for (const link of stylesheets) reordered = reordered.replace(link, '');
  const firstScript = reordered.search(/\s*<(?:script|link rel="modulepreload")/);
  return `${reordered.slice(0, firstScript)}${stylesheets.join('')}${reordered.slice(firstScript)}`;
}

/** React hoists a page's <title> and <meta> to the front of its markup: they belong in <head>. */
function splitHoisted(markup: string): { head: string; body: string } {
  const head = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)*/.exec(markup)![0];
  return { head, body: markup.slice(head.length) };
}

function pageDocument(shell: string, markup: string, preloads: string[]): string {
  const { head, body } = splitHoisted(markup);
  let html = shell;
  if (head.includes('<title')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return html
    .replace('</head>', `${head}${links}</head>`)
    .replace(EMPTY_ROOT, `<div id="root">${body}</div>`)
    // The page is there without scripts: no "needs JavaScript" notice over it.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
}

/**
 * Renders the public pages of the built SPA in `outDir` to static HTML (`outDir/prerendered/`):
 * an SSR build of src/app/entrypoint/prerender.tsx renders each page into dist/index.html, with
 * the page's own chunks preloaded so that hydration does not wait for them.
 */
export async function prerender({ outDir, configFile, mode }: { outDir: string; configFile: string | undefined; mode: string }): Promise<string[]> {
  // Inside the project, so that the rendered module resolves react & co. from node_modules.
  const ssrOutDir = path.resolve(`node_modules/.cache/ledgerline-prerender-${process.pid}`);
  try {
    await build({
      configFile,
      mode,
      logLevel: 'warn',
      build: { ssr: ENTRY, outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false, manifest: false },
    });
    const { PRERENDERED_PAGES, renderPage } = (await import(pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href)) as PrerenderModule;
    const shell = stylesheetsFirst(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    writeFileSync(path.join(outDir, 'index.html'), shell);
    if (!shell.includes(EMPTY_ROOT)) throw new Error(`${outDir}/index.html has no ${EMPTY_ROOT}`);
    const manifest = readManifest(outDir);
    const inShell = (file: string) => shell.includes(`/${file}"`);
    mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
    const written: string[] = [];
    for (const page of PRERENDERED_PAGES) {
      const preloads = chunkClosure(manifest, [page.module]).filter((file) => !inShell(file));
      writeFileSync(path.join(outDir, PRERENDERED_DIR, page.file), pageDocument(shell, await renderPage(page.path), preloads));
      written.push(page.path);
    }
    return written;
  } finally {
    rmSync(ssrOutDir, { recursive: true, force: true });
  }
}
