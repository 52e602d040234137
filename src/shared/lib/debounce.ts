export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

/** Calls `run` once calls have stopped for `waitMs`, with the last call's arguments. */
export function debounce<Args extends unknown[]>(run: (...args: Args) => void, waitMs: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
