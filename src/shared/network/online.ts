import { signal } from '@preact/signals-react';

/**
 * Whether the browser has a network, as `navigator.onLine` and its `online`/`offline` events say:
 * `false` is certain (no network at all), `true` only likely (a network, maybe not the internet),
 * so pages keep their own error states for requests that fail while "online".
 */
export const isOnline = signal(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (isOnline.value = true));
  window.addEventListener('offline', () => (isOnline.value = false));
}

/** Resolves at once when online, else at the browser's next `online` event. */
export function whenOnline(): Promise<void> {
  if (isOnline.peek()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
