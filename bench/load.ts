import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * The server's rate limits raised out of reach: a benchmark is one user on one address making
 * thousands of calls a second, which the limits exist to refuse.
 */
export const UNTHROTTLED_ENV = {
  RATE_LIMIT_USER_PER_MINUTE: '1000000000',
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: '1000000000',
  RATE_LIMIT_IP_PER_MINUTE: '1000000000',
  RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE: '1000000000',
};

/** A bounded load on one loopback URL: fixed connections, fixed seconds, then it stops. */
export async function load(url: string, options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, duration: options.seconds ?? 10, connections: options.connections ?? 32, headers: options.headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
