import { RATE_LIMIT_BASE_DELAY_MS, RATE_LIMIT_MAX_RETRIES } from '@/shared/config';

/** A call answered 429; `retryAfterMs` is the server's `Retry-After`, when it sent one. */
export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError';

  constructor(readonly retryAfterMs?: number) {
    super('Too many requests');
  }
}

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; a bare number with a sign is neither form.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry number `attempt` (0-based): the server's `Retry-After`, else 30 s × 2^attempt. */
export const rateLimitDelayMs = (attempt: number, retryAfterMs?: number) =>
  retryAfterMs ?? RATE_LIMIT_BASE_DELAY_MS * 2 ** attempt;

/** Runs `call`, retrying on 429 at most RATE_LIMIT_MAX_RETRIES times (30 s, then 60 s, unless the server says otherwise). */
export async function withRateLimitRetry<T>(call: () => Promise<T>, sleep: (ms: number) => Promise<void>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RateLimitedError) || attempt >= RATE_LIMIT_MAX_RETRIES) throw error;
      await sleep(rateLimitDelayMs(attempt, error.retryAfterMs));
    }
  }
}
