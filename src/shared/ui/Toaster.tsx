import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast machinery loads in its own chunk. Toasts raised before it arrives wait in the queue
// and appear as soon as the region mounts.
const ToastRegion = lazy(() => import('./ToastRegion').then((module) => ({ default: module.ToastRegion })));

const subscribeToNothing = () => () => {};

/**
 * Renders the shared toast queue. Mount once, at the root of the app. A page prerendered at build
 * time has no region: it hydrates without one, and the region mounts right after.
 */
export function Toaster() {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
