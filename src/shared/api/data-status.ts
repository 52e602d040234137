/** Where a block's data is: still loading, failed, loaded with nothing to show, or loaded. */
export type DataStatus = 'loading' | 'failed' | 'empty' | 'ready';

/** One server read as a page block sees it. */
export interface Loadable<T> {
  /** The answer; `undefined` while loading or after a failure. */
  data: T | undefined;
  isLoading: boolean;
  /** The call failed and there is no answer to show. */
  failed: boolean;
  /** Asks again (the block's "Try again"). */
  retry: () => void;
}

/** The state a block shows for a read: an answer with nothing in it is `empty`. */
export function dataStatus<T>(read: Pick<Loadable<T>, 'data' | 'failed'>, isEmpty: (data: T) => boolean): DataStatus {
  if (read.data !== undefined) return isEmpty(read.data) ? 'empty' : 'ready';
  return read.failed ? 'failed' : 'loading';
}

/** Two reads a block needs together (a period and the one it is compared with): loaded when both are, failed when either is. */
export function bothLoaded<A, B>(first: Loadable<A>, second: Loadable<B>): Loadable<[A, B]> {
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    isLoading: first.isLoading || second.isLoading,
    failed: first.failed || second.failed,
    retry: () => {
      if (first.failed) first.retry();
      if (second.failed) second.retry();
    },
  };
}
