import type { FastifyInstance } from 'fastify';
import { DEFAULT_MODEL, DEFAULT_RETRY_AFTER_SECONDS, DEFAULT_SLOW_DELAY_MS } from './config.ts';
import { openaiRoutes } from './routes.ts';

export { DEFAULT_MODEL, DEFAULT_RETRY_AFTER_SECONDS, DEFAULT_SLOW_DELAY_MS } from './config.ts';

export interface OpenAIStandInOptions {
  /** The model `GET /openai/v1/models` lists (default gpt-4o-mini); completions answer any model name. */
  model?: string;
  /** How long a `[[slow]]` question waits (default 30 s). */
  slowDelayMs?: number;
  /** The `retry-after` of a `[[rate-limit]]` answer (default 1 s). */
  retryAfterSeconds?: number;
  /** The clock for `created`, and "today" when the system message gives none. */
  now?: () => Date;
}

/** Mounts the model stand-in under `/openai/v1` (the SDK's baseURL) in its own encapsulated scope. It keeps no state. */
export function registerOpenAIStandIn(app: FastifyInstance, options: OpenAIStandInOptions = {}): void {
  app.register(openaiRoutes, {
    prefix: '/openai/v1',
    model: options.model ?? DEFAULT_MODEL,
    slowDelayMs: options.slowDelayMs ?? DEFAULT_SLOW_DELAY_MS,
    retryAfterSeconds: options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
    now: options.now ?? (() => new Date()),
  });
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The stand-in's options from the environment, or null when OPENAI_API_KEY is set: a real
 * model is used. OPENAI_STANDIN_SLOW_MS sets the `[[slow]]` delay.
 */
export function openaiStandInOptionsFromEnv(env: Env = process.env): OpenAIStandInOptions | null {
  if (read(env, 'OPENAI_API_KEY')) return null;
  const slow = read(env, 'OPENAI_STANDIN_SLOW_MS');
  const slowDelayMs = slow === undefined ? undefined : Number(slow);
  if (slowDelayMs !== undefined && (!Number.isInteger(slowDelayMs) || slowDelayMs < 0)) throw new Error('OPENAI_STANDIN_SLOW_MS: expected a whole number of milliseconds');
  return { model: read(env, 'OPENAI_MODEL') ?? DEFAULT_MODEL, ...(slowDelayMs === undefined ? {} : { slowDelayMs }) };
}
