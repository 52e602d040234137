/// <reference lib="webworker" />
/**
 * The service worker (built by scripts/build/service-worker.ts into `/sw.js`): on install it
 * stores the build's shell and files under a cache named by the build's version, on activate it
 * drops older builds' caches, and it answers requests as `handlingOf` says.
 */
import { handlingOf, SHELL_PATH } from './policy';

declare const self: ServiceWorkerGlobalScope;
/** The build's files (paths), written in at build time. */
declare const __PRECACHE__: string[];
/** A hash of the build's files: a new build is a new cache. */
declare const __CACHE_VERSION__: string;

const CACHE_PREFIX = 'ledgerline-shell-';
const CACHE = `${CACHE_PREFIX}${__CACHE_VERSION__}`;
const precached = new Set(__PRECACHE__);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(__PRECACHE__)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function fromCache(path: string | Request): Promise<Response | undefined> {
  const cache = await caches.open(CACHE);
  return cache.match(path);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const handling = handlingOf({ url: new URL(request.url), method: request.method, mode: request.mode }, self.location.origin, precached);
  if (handling === 'navigation') {
    // The server's page when it answers (it is always the newest); the shell only when it cannot.
    event.respondWith(fetch(request).catch(async () => (await fromCache(SHELL_PATH)) ?? Response.error()));
  } else if (handling === 'precached') {
    event.respondWith(fromCache(request).then((cached) => cached ?? fetch(request)));
  }
});
