/**
 * Work that runs after a response went out (a sync a webhook asked for). Kept so that shutting
 * down waits for it instead of cutting a transaction off mid-way.
 */
export interface BackgroundWork {
  /** Runs `work` detached; its failure goes to `onError`, never to the caller. */
  run(work: () => Promise<unknown>, onError: (error: Error) => void): void;
  /** Resolves once everything started so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(work, onError) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: Error) => onError(error))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
