import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestOrigin, StripeBilling } from '../billing.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../config.ts';
import { idempotencyMismatch, idempotencyOtherEndpoint, invalidParam, noSuch } from '../errors.ts';
import { parseQueryOf, type FormObject, type FormValue } from '../form.ts';
import { list } from '../objects.ts';
import { Params } from '../params.ts';
import type { StripeStore } from '../store.ts';

export type IdParams = { Params: { id: string } };

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What every resource's routes are registered with: the `/v1` scope and Stripe's request conventions. */
export interface StripeApi {
  scope: FastifyInstance;
  billing: StripeBilling;
  store: StripeStore;
  /** The request's id and idempotency key, as events record them. */
  origin(request: FastifyRequest): RequestOrigin;
  query(request: FastifyRequest): Params;
  /** A POST route that honours `Idempotency-Key`. */
  post(path: string, handler: (request: FastifyRequest, params: Params, id: string) => object): void;
}

/** Whether the key given is the emulator's secret key (compared in constant time). */
export function keyMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `Authorization: Bearer sk_...`, or Basic with the key as user name (as curl -u sends it). */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value = ''] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value.trim();
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? '';
  return header.trim();
}

/** Params as canonical JSON (object keys sorted) so equal params digest equally whatever their order. */
function canonicalJson(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k]!)}`).join(',')}}`;
}

function paramsDigest(values: FormObject): string {
  return createHash('sha256').update(canonicalJson(values)).digest('hex');
}

/** Stripe's cursor pagination over a list already in Stripe's order (newest first). */
export function paginate<T extends { id: string }>(items: T[], params: Params, url: `/v1/${string}`) {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', `This value must be ${limit < 1 ? 'greater than or equal to 1' : 'less than or equal to 100'}.`, 'parameter_invalid_integer');
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  let window = items;
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index === -1) throw noSuch('object', after, 'starting_after');
    window = items.slice(index + 1);
  } else if (before) {
    const index = items.findIndex((item) => item.id === before);
    if (index === -1) throw noSuch('object', before, 'ending_before');
    window = items.slice(Math.max(0, index - limit), index);
  }
  return list(window.slice(0, limit), url, window.length > limit);
}

export function byNewest<T extends { created: number }>(items: T[]): T[] {
  return items.map((item, index) => ({ item, index })).sort((a, b) => b.item.created - a.item.created || b.index - a.index).map(({ item }) => item);
}

/** The request conventions shared by every resource, bound to one `/v1` scope. */
export function createStripeApi(scope: FastifyInstance, billing: StripeBilling, store: StripeStore, requestIds: WeakMap<FastifyRequest, string>): StripeApi {
  const origin = (request: FastifyRequest): RequestOrigin => ({
    id: requestIds.get(request) ?? null,
    idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
  });
  const query = (request: FastifyRequest) => new Params(parseQueryOf(request.url));
  const body = (request: FastifyRequest) => new Params((request.body as FormObject | undefined) ?? {});

  /**
   * POSTs honour `Idempotency-Key` (the SDK sends one on every POST): the same key with the same
   * params replays the first response; other params or another endpoint is an `idempotency_error`.
   */
  function post(path: string, handler: (request: FastifyRequest, params: Params, id: string) => object) {
    scope.post(path, async (request, reply: FastifyReply) => {
      const params = body(request);
      const key = request.headers['idempotency-key'] as string | undefined;
      const endpoint = `${request.method} ${request.url.split('?')[0]}`;
      const digest = paramsDigest(params.values);
      if (key) {
        const previous = store.state.idempotency[key];
        if (previous) {
          if (previous.endpoint !== endpoint) throw idempotencyOtherEndpoint(key, previous.endpoint.split(' ')[1]!, endpoint.split(' ')[1]!);
          if (previous.paramsDigest !== digest) throw idempotencyMismatch(key);
          reply.header('idempotent-replayed', 'true').header('original-request', previous.requestId);
          return reply.code(previous.statusCode).send(previous.body);
        }
      }
      const result = handler(request, params, (request.params as { id?: string }).id ?? '');
      if (key) {
        const now = Date.now();
        for (const [oldKey, record] of Object.entries(store.state.idempotency)) {
          if (now - record.createdAt > IDEMPOTENCY_KEY_LIFETIME_MS) delete store.state.idempotency[oldKey];
        }
        store.state.idempotency[key] = { endpoint, paramsDigest: digest, statusCode: 200, body: result, requestId: requestIds.get(request) ?? '', createdAt: now };
        store.save();
      }
      return reply.send(result);
    });
  }

  return { scope, billing, store, origin, query, post };
}
