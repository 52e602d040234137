import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config.ts';
import { contractOperations, type ContractOperation } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';

const MINUTE_MS = 60_000;
/** Callers remembered per bucket in process memory (least recently seen are forgotten first). */
const LOCAL_CALLERS_PER_BUCKET = 10_000;
/** Prefix of every counter in Redis. */
const REDIS_NAMESPACE = 'ledgerline:rate-limit:';
/** A rate-limit check waits no longer than this for Redis; past it the call goes through. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the server waits at start for its Redis before serving anyway. */
const REDIS_CONNECT_WAIT_MS = 3_000;

export interface RateLimitsOptions {
  limits: RateLimitConfig;
  /** Counters shared by every server process; in this process's memory when absent. */
  redisUrl?: string;
}

interface BucketState {
  remaining: number;
  ttlInSeconds: number;
  isExceeded: boolean;
}
type Bucket = (request: FastifyRequest, options?: { increment: boolean }) => Promise<BucketState>;

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, { 'retry-after': String(retryAfterSeconds) });
}

/** The caller's user (issuer and subject of the verified token): set by the authentication hook, which runs first. */
function userKey(request: FastifyRequest): string {
  const principal = request.principal;
  if (!principal) throw new Error('rate limit by user reached without a verified principal');
  return `${principal.issuer}|${principal.sub}`;
}

/**
 * Rate limits as openapi.yaml declares them (@fastify/rate-limit's counters, in Redis when
 * configured so that several processes share them): every secured operation counts against its
 * caller's bucket, `x-rate-limit: expensive` ones also against a tight bucket per operation, and
 * the unauthenticated ones against the client IP's bucket. A bearer token that fails (none,
 * malformed, unknown key, bad signature, expired) counts against its address's bucket too, and an
 * address whose bucket is spent is refused before its token is looked at. Webhooks are never
 * refused before their signature is checked (behind a proxy every delivery shares one address):
 * only deliveries that fail it count, in a tight per-IP bucket, and past it they are answered 429
 * instead of 400. A limited call answers 429 RATE_LIMITED with Retry-After. Registered before the
 * contract's routes, whose hooks it extends.
 */
export const rateLimits = fp(async (app: FastifyInstance, { limits, redisUrl }: RateLimitsOptions) => {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, enableOfflineQueue: false, lazyConnect: true }) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate limits: Redis unreachable; calls are let through'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    // Serve once the counters are reachable: without the offline queue, calls made while the
    // connection is still opening would be let through uncounted. A Redis that is down does not
    // hold the server back for long (ioredis keeps reconnecting; calls pass until it is back).
    await Promise.race([redis.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_WAIT_MS).unref())]);
  }
  await app.register(rateLimit, {
    global: false,
    // An unreachable Redis must not take the API down with it.
    skipOnError: true,
    cache: LOCAL_CALLERS_PER_BUCKET,
    ...(redis ? { redis, nameSpace: REDIS_NAMESPACE } : {}),
  });

  const bucket = (name: string, max: number, key: (request: FastifyRequest) => string): Bucket => {
    const check = app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: (request) => `${name}:${key(request)}` });
    return async (request, options) => {
      const result = await check(request, options);
      return result.isAllowed ? { remaining: max, ttlInSeconds: 0, isExceeded: false } : result;
    };
  };
  const perUser = bucket('user', limits.userPerMinute, userKey);
  const perIp = bucket('ip', limits.ipPerMinute, (request) => request.ip);
  const webhookFailures = bucket('webhook-failures', limits.webhookFailuresPerMinute, (request) => request.ip);

  const enforce = (check: Bucket): onRequestHookHandler => async function rateLimited(request) {
    const state = await check(request);
    if (state.isExceeded) {
      request.log.warn({ operationId: request.routeOptions.config.operationId }, 'rate limit reached');
      throw tooManyRequests(state.ttlInSeconds);
    }
  };
  /** Before the bearer check: an address that spent its bucket (failed tokens count there) costs no verification. */
  const refuseSpentAddress: onRequestHookHandler = async function addressLimited(request) {
    const state = await perIp(request, { increment: false });
    if (state.remaining === 0 && state.ttlInSeconds > 0) {
      request.log.warn({ operationId: request.routeOptions.config.operationId }, 'rate limit reached: failed bearer tokens');
      throw tooManyRequests(state.ttlInSeconds);
    }
  };
  /**
   * A route's error handler that counts the refusals `counts` picks in `check`'s bucket and turns
   * them into 429 once the bucket is spent; other errors go on to the app's error handler.
   */
  const countingFailures =
    (check: Bucket, counts: (error: { statusCode?: number }) => boolean) =>
    async (error: Error & { statusCode?: number }, request: FastifyRequest) => {
      if (counts(error)) {
        const state = await check(request);
        if (state.isExceeded) {
          request.log.warn({ operationId: request.routeOptions.config.operationId }, 'rate limit reached: failed requests');
          throw tooManyRequests(state.ttlInSeconds);
        }
      }
      throw error;
    };
  const failedBearer = countingFailures(perIp, (error) => error.statusCode === 401);
  // Whatever a webhook is refused for (a signature, a body that is not the vendor's): none comes from the vendor.
  const failedDelivery = countingFailures(webhookFailures, (error) => error.statusCode === 400);

  /** The hooks before and after the route's own (the bearer check), and its error handler. */
  interface Limits {
    before: onRequestHookHandler[];
    after: onRequestHookHandler[];
    errorHandler?: RouteOptions['errorHandler'];
  }
  const limitsFor = (operation: ContractOperation): Limits => {
    if (operation.rateLimit === 'webhook') return { before: [], after: [], errorHandler: failedDelivery };
    if (!operation.secured) return { before: [], after: [enforce(perIp)] };
    // The user's buckets after the bearer check, which names the user they count for.
    const after = [enforce(perUser), ...(operation.rateLimit === 'expensive' ? [enforce(bucket(`expensive:${operation.operationId}`, limits.expensivePerMinute, userKey))] : [])];
    return { before: [refuseSpentAddress], after, errorHandler: failedBearer };
  };

  const byId = new Map(contractOperations().map((operation) => [operation.operationId, operation]));
  app.addHook('onRoute', (route: RouteOptions) => {
    const operation = route.config?.operationId ? byId.get(route.config.operationId) : undefined;
    if (!operation) return;
    const { before, after, errorHandler } = limitsFor(operation);
    route.onRequest = [...before, ...toArray(route.onRequest), ...after];
    if (errorHandler) route.errorHandler = errorHandler;
  });
}, { name: 'rate-limits', dependencies: ['authentication'] });

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
