/**
 * What the service worker does with a request (README "Installable, and offline"): the app's own
 * shell and its build's files come from the cache when the network cannot give them; nothing else
 * is ever stored, above all no API answer, which carries bank data.
 */

/** The page every navigation falls back to offline: the SPA's empty shell, which routes itself. */
export const SHELL_PATH = '/index.html';

/** Paths whose answers belong to the API or the sign-in: never cached, never answered by the worker. */
export const NEVER_CACHED_PREFIXES = ['/api/', '/auth/', '/db_api/', '/healthz'] as const;

/**
 * `navigation`: from the network, the cached shell when offline; `precached`: a file of the build,
 * from the cache first (its name changes with its content); `network`: left to the browser.
 */
export type RequestHandling = 'navigation' | 'precached' | 'network';

export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
}

export function handlingOf({ url, method, mode }: RequestFacts, origin: string, precached: ReadonlySet<string>): RequestHandling {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (NEVER_CACHED_PREFIXES.some((prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix))) return 'network';
  if (mode === 'navigate') return 'navigation';
  return precached.has(url.pathname) ? 'precached' : 'network';
}
