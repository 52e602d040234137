import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CREDENTIALS } from '../../src/config.ts';
import { registerApiRoutes } from './api-routes.ts';
import { DEFAULT_SEED, buildInstitutions, type InstitutionProfile } from './banks.ts';
import { PlaidEngine } from './engine.ts';
import { PlaidProducts } from './products.ts';
import { usePlaidBodies } from './http.ts';
import { registerLinkRoutes } from './link-routes.ts';
import { PlaidStore } from './store.ts';
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryOptions } from './webhooks.ts';

export { DEFAULT_SEED, buildInstitutions, type InstitutionProfile } from './banks.ts';
export { DEFAULT_WEBHOOK_RETRY, type WebhookRetryOptions } from './webhooks.ts';
export {
  LINK_TOKEN_TTL_MS,
  PUBLIC_TOKEN_TTL_MS,
  SANDBOX_MFA_CODE,
  SANDBOX_MFA_USERNAME,
  SANDBOX_PASSWORD,
  SANDBOX_USERNAME,
} from './engine.ts';

export interface PlaidEmulatorOptions {
  /** The emulator's own store (`state.json` in this directory), never the product's database. */
  dataDir: string;
  /** Accepted API keys (EMULATOR_CREDENTIALS.plaidClientId / plaidSecret). */
  clientId: string;
  secret: string;
  /** Origin of the emulator app as the browser reaches it (e.g. http://localhost:3001). */
  publicOrigin: string;
  /** Seeds the synthetic banks (institution ids, masks, balances, history). A stored state keeps its own seed. */
  seed?: number;
  /**
   * The emulator's clock (token expiry, timestamps, which days of history exist); tests move it.
   * /sandbox/clock/advance adds a stored offset on top.
   */
  now?: () => Date;
  /** Webhook delivery attempts and backoff (default: 4 attempts, 1 s doubling, 5 s timeout). */
  webhookRetry?: Partial<WebhookRetryOptions>;
  /** Delay of the SYNC_UPDATES_AVAILABLE webhook after an item's first token exchange (default 500 ms). */
  initialWebhookDelayMs?: number;
  /**
   * A staged institution's item (README, "Staged history"): emulated time after its token exchange when the
   * last 30 days (default 5 s) and the rest of its history (default 10 minutes) arrive. /sandbox/item/advance_history skips ahead.
   */
  stagedHistoryMs?: { initial?: number; historical?: number };
  /** Origins besides http(s)://localhost|127.0.0.1|[::1]:any-port allowed to drive Link sessions. */
  allowedOrigins?: string[];
}

export interface PlaidEmulator {
  /** The seed in use (the stored one when the data directory already had state). */
  readonly seed: number;
  readonly institutions: readonly InstitutionProfile[];
  /** The `kid` of the webhook signing key. */
  readonly webhookKeyId: string;
  /** The emulator's current time (the injected clock plus /sandbox/clock/advance). */
  now(): Date;
  /** Resolves when no webhook is waiting to be delivered or retried. */
  whenWebhooksIdle(): Promise<void>;
}

/**
 * Mounts the Plaid emulator under `/plaid` (the SDK's basePath) in its own encapsulated scope:
 * Plaid's API paths, the sandbox helpers, and the Link widget (script and session endpoints).
 */
export function registerPlaidEmulator(app: FastifyInstance, options: PlaidEmulatorOptions): PlaidEmulator {
  const clock = options.now ?? (() => new Date());
  // The store is only read when the clock is (never while it is being constructed).
  const now = (): Date => new Date(clock().getTime() + (store.state.clock_offset_ms ?? 0));
  const store: PlaidStore = new PlaidStore(options.dataDir, options.seed ?? DEFAULT_SEED, now);
  if (options.seed !== undefined && store.state.seed !== options.seed) {
    app.log.warn(`Plaid emulator: ${store.file} was created with seed ${store.state.seed}; keeping it (requested ${options.seed})`);
  }
  const institutions = buildInstitutions(store.state.seed);
  const engine = new PlaidEngine(store, institutions, { clientId: options.clientId, secret: options.secret, now });
  const products = new PlaidProducts(store, engine, {
    now,
    webhookRetry: { ...DEFAULT_WEBHOOK_RETRY, ...options.webhookRetry },
    initialWebhookDelayMs: options.initialWebhookDelayMs ?? 500,
    stagedHistoryMs: { initial: options.stagedHistoryMs?.initial ?? 5_000, historical: options.stagedHistoryMs?.historical ?? 600_000 },
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  const publicOrigin = options.publicOrigin.replace(/\/$/, '');
  // A new UTC day notifies linked items even when nobody calls the API.
  const ticker = setInterval(() => products.tick(), 60_000);
  ticker.unref();
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    products.close();
  });

  app.register(
    async (scope) => {
      usePlaidBodies(scope);
      registerApiRoutes(scope, engine, products);
      registerLinkRoutes(scope, { engine, publicOrigin, allowedOrigins: options.allowedOrigins ?? [] });
    },
    { prefix: '/plaid' },
  );

  return {
    seed: store.state.seed,
    institutions,
    webhookKeyId: products.webhookKeyId,
    now,
    whenWebhooksIdle: () => products.whenWebhooksIdle(),
  };
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The emulator's options from the environment `npm start` / `npm run emulators` see, or null when
 * PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV are set (the real Plaid is used).
 * PLAID_EMULATOR_SEED (an integer) picks other synthetic banks for a fresh data directory.
 */
export function plaidEmulatorOptionsFromEnv(env: Env, emulatorsDataDir: string): PlaidEmulatorOptions | null {
  if (read(env, 'PLAID_CLIENT_ID') && read(env, 'PLAID_SECRET') && read(env, 'PLAID_ENV')) return null;
  const emulatorPort = read(env, 'EMULATOR_PORT') ?? '3001';
  const productOrigin = (read(env, 'PUBLIC_URL') ?? `http://localhost:${read(env, 'PORT') ?? '3000'}`).replace(/\/$/, '');
  const seedText = read(env, 'PLAID_EMULATOR_SEED');
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw new Error('PLAID_EMULATOR_SEED: expected an integer');
  return {
    dataDir: path.join(emulatorsDataDir, 'plaid'),
    clientId: EMULATOR_CREDENTIALS.plaidClientId,
    secret: EMULATOR_CREDENTIALS.plaidSecret,
    publicOrigin: `http://localhost:${emulatorPort}`,
    allowedOrigins: [productOrigin],
    ...(seed === undefined ? {} : { seed }),
  };
}
