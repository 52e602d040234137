/**
 * Builds the API reference (`/api-docs`) from openapi.yaml with `redocly build-docs`, made to
 * load nothing from elsewhere and to run under a CSP without inline scripts: the Redoc bundle
 * that the generated page imports from Redocly's CDN is the very file @redocly/cli ships (same
 * integrity hash), so it is copied beside the page (with its attribution logo inlined instead of
 * fetched from cdn.redoc.ly), the page's inline scripts become files, and Redoc's telemetry
 * (posted to otel.cloud.redocly.com) is turned off with its own `disableTelemetry` option.
 * Usage: `tsx scripts/build-api-docs.ts [outDir]` (default `$DIST_DIR-api-docs`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN, run } from './processes.ts';
import { builtBeforeSources } from './spa-build.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONTRACT = path.join(ROOT, 'openapi.yaml');
/** The URL path the reference is served under (server/src/plugins/api-docs.ts). */
export const API_DOCS_PATH = '/api-docs';
const REDOC_BUNDLE = 'redoc.standalone.js';

export const defaultApiDocsDir = () => `${process.env.DIST_DIR ?? 'dist'}-api-docs`;

export function apiDocsAreStale(outDir: string): boolean {
  return builtBeforeSources(path.join(outDir, 'index.html'), [CONTRACT]);
}

function redocBundlePath(): string {
  const cliEntry = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  return path.join(path.dirname(cliEntry), 'lib', 'chunks', REDOC_BUNDLE);
}

/** Rewrites the generated page: local Redoc bundle, inline scripts as files, nothing from other origins. */
export function localizePage(html: string): { html: string; scripts: { name: string; body: string }[] } {
  const scripts: { name: string; body: string }[] = [];
  let page = html
    .replace(/<link rel="modulepreload" href="https:\/\/cdn\.redocly\.com\/[^"]+"[^>]*>/g, `<link rel="modulepreload" href="${API_DOCS_PATH}/${REDOC_BUNDLE}">`)
    .replace(/https:\/\/cdn\.redocly\.com\/redoc\/[^"']+\/redoc\.standalone\.js/g, `${API_DOCS_PATH}/${REDOC_BUNDLE}`)
    .replace('hydrate(__redoc_definition, __redoc_options,', 'hydrate(__redoc_definition, { ...__redoc_options, disableTelemetry: true },');
  page = page.replace(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g, (whole, attributes: string | undefined, body: string) => {
    if (/\ssrc=/.test(attributes ?? '') || !body.trim()) return whole;
    const name = `page-script-${scripts.length + 1}.js`;
    scripts.push({ name, body });
    return `<script${attributes ?? ''} src="${API_DOCS_PATH}/${name}"></script>`;
  });
  const external = /(?:src|href)="(https?:)?\/\/[^"]+"|@import\s+url\(\s*['"]?https?:/.exec(page.replace(/<a\s[^>]*>/g, ''));
  if (external) throw new Error(`the API reference still loads from elsewhere: ${external[0]}`);
  return { html: page, scripts };
}

/** A plain "Redocly" mark for the "API docs by" attribution, instead of the logo on Redocly's CDN. */
const ATTRIBUTION_LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#555">Redocly</text></svg>')}`;

export function localizeBundle(bundle: string): string {
  return bundle.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, ATTRIBUTION_LOGO);
}

export async function buildApiDocs(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const generated = path.join(outDir, 'redoc.html');
  const code = await run(path.join(ROOT, BIN('redocly')), ['build-docs', CONTRACT, '--output', generated], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) throw new Error(`redocly build-docs exited with ${code}`);
  const { html, scripts } = localizePage(readFileSync(generated, 'utf8'));
  for (const script of scripts) writeFileSync(path.join(outDir, script.name), script.body);
  writeFileSync(path.join(outDir, REDOC_BUNDLE), localizeBundle(readFileSync(redocBundlePath(), 'utf8')));
  writeFileSync(path.join(outDir, 'index.html'), html);
  rmSync(generated);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = process.argv[2] ?? defaultApiDocsDir();
  await buildApiDocs(outDir);
  console.log(`API reference built in ${outDir}`);
}
