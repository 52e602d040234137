/** How a figure moved against the compared period. */
export interface Change {
  /** Relative change (0.12 for 12% more), or `null` when the compared figure is zero. */
  ratio: number | null;
  direction: 'up' | 'down' | 'same';
}

/** The relative change from `compared` to `current`, measured in whole cents. */
export function changeBetween(current: number, compared: number): Change {
  const now = Math.round(current * 100);
  const then = Math.round(compared * 100);
  const direction = now === then ? 'same' : now > then ? 'up' : 'down';
  return { ratio: then === 0 ? null : (now - then) / Math.abs(then), direction };
}

/** The change in percentage points between two rates (savings rate 0.2 → 0.25 is +5 points). */
export function pointsBetween(current: number | null, compared: number | null): number | null {
  if (current === null || compared === null) return null;
  return Math.round((current - compared) * 1000) / 10;
}
