import { lazy, Suspense } from 'react';

// The toast machinery loads in its own chunk, off the first page's critical path. Toasts raised
// before it arrives wait in the `toaster` store and appear as soon as the region mounts.
const ToastRegion = lazy(() => import('./ToastRegion').then((module) => ({ default: module.ToastRegion })));

/** Renders the shared `toaster` queue. Mount once, at the root of the app. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
