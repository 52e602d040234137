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
