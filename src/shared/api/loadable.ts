import type { Loadable } from './data-status';

interface SwrRead<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/** An SWR read as a page block sees it: its answer, whether it is loading or failed, and a retry. */
export function toLoadable<T, R = T>(read: SwrRead<T>, select: (data: T) => R = (data) => data as unknown as R): Loadable<R> {
  return {
    data: read.data === undefined ? undefined : select(read.data),
    isLoading: read.isLoading,
    failed: read.error !== undefined && read.data === undefined,
    retry: () => void read.mutate().catch(() => undefined),
  };
}
