/** Built into the SPA's build by scripts/build/service-worker.ts. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the service worker that keeps the app's shell and files for a reload offline (README
 * "Installable, and offline"): in a production build only (the dev server's modules are not
 * hashed files), once the page has loaded so that its download never competes with the page's own.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Refused where the browser allows no service worker (some private modes, a test browser that
    // blocks them): the app works as before, online only, so there is nothing to tell anyone.
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
