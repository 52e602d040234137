/** The calendar months (UTC) that every monthly limit counts in. */

/** The UTC calendar month of a moment, `YYYY-MM`. */
export const usageMonth = (at: number) => new Date(at).toISOString().slice(0, 7);

/** The start of the UTC month after the one of `at`: when every monthly count starts again. */
export function nextMonthStart(at: number): Date {
  const now = new Date(at);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Seconds from `at` to the start of the next UTC month: the `Retry-After` of an exhausted limit. */
export const secondsToNextMonth = (at: number) => Math.ceil((nextMonthStart(at).getTime() - at) / 1000);
