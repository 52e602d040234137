import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.ts';

/** Prefixes that belong to the API: unknown paths under them are JSON 404s, never the SPA. */
const API_PREFIXES = ['/api/', '/auth/', '/db_api/', '/healthz'];

/** The build's content-hashed files: a new build gives them new names, so browsers keep them for good. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the HTML above all) is checked with the server on every use. */
const REVALIDATE = 'no-cache';

/**
 * Pages rendered to HTML at build time (scripts/prerender.ts): `index.html` is `/`, `support.html`
 * is `/support`. They paint before any script runs, then the SPA hydrates them.
 */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Source maps stay private; the compressed twins are only sent in place of their original; MSW's
 * worker is Storybook's (it intercepts requests of the pages it controls) and never belongs in a
 * build, so a stale one left in a build directory is not served either.
 */
const NEVER_SERVED = ['**/*.map', '**/*.br', '**/*.gz', '**/mockServiceWorker.js'];

const pathOf = (url: string) => url.split('?')[0]!;
const hasExtension = (urlPath: string) => path.posix.extname(urlPath) !== '';

/** The URL path each prerendered page answers on, and its file under `PRERENDERED_DIR`. */
function prerenderedPages(spaDir: string): { urlPath: string; file: string }[] {
  const dir = path.join(spaDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ urlPath: name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, file: `${PRERENDERED_DIR}/${name}` }));
}

/**
 * The built SPA (when there is one): hashed assets cached for a year, HTML revalidated on every
 * load, Brotli or gzip twins made at build time sent to browsers that accept them, the prerendered
 * public pages on their paths, and the SPA's shell for every other page path. A missing file is a 404.
 */
export const staticSpa = fp(async (app: FastifyInstance, { spaDir }: { spaDir?: string }) => {
  const hasSpa = !!spaDir && existsSync(path.join(spaDir, 'index.html'));
  if (hasSpa) {
    const root = path.resolve(spaDir);
    const assetsDir = path.join(root, HASHED_ASSETS_DIR) + path.sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: [...NEVER_SERVED, `${PRERENDERED_DIR}/**`],
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
    for (const { urlPath, file } of prerenderedPages(root)) {
      app.get(urlPath, (_request, reply) => reply.sendFile(file));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = pathOf(request.url);
    const wantsPage =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => urlPath.startsWith(p)) &&
      !urlPath.startsWith(`/${HASHED_ASSETS_DIR}/`) &&
      !hasExtension(urlPath);
    if (wantsPage) return reply.sendFile('index.html');
    return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${urlPath}.`));
  });
}, { name: 'static-spa' });
