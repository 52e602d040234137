import type { FastifyInstance } from 'fastify';
import { EMULATOR_CREDENTIALS } from '../../src/config.ts';
import { stripeApiRoutes } from './api-routes.ts';
import { StripeBilling } from './billing.ts';
import { BILLING_SWEEP_INTERVAL_MS, DEFAULT_WEBHOOK_RETRY, LOCAL_PLAN, STRIPE_API_VERSION, type StripePriceOptions, type WebhookRetryOptions } from './config.ts';
import { stripePageRoutes } from './page-routes.ts';
import { StripeStore } from './store.ts';
import { WebhookDispatcher } from './webhooks.ts';

export type { StripePriceOptions, WebhookRetryOptions } from './config.ts';
export { stripeSignatureHeader } from './webhooks.ts';

export interface StripeEmulatorOptions {
  /** The emulator's own store (a JSON file in this directory), never the product's database. */
  dataDir: string;
  /** Origin of the emulator app as the browser reaches it, for hosted URLs (e.g. http://localhost:3001). */
  publicOrigin: string;
  /** Our webhook endpoint; events are recorded but not delivered when null. */
  webhookUrl: string | null;
  webhookSecret: string;
  /** The API version our webhook endpoint is configured for (default: the pinned one). */
  webhookApiVersion?: string;
  secretKey: string;
  price: StripePriceOptions;
  now?: () => Date;
  /** Delays and limits of webhook retries (tests shorten them). */
  webhookRetry?: Partial<WebhookRetryOptions>;
}

export interface StripeEmulator {
  /** Resolves when every queued webhook was delivered or given up. */
  whenWebhooksIdle(): Promise<void>;
  /** Stops timers and in-flight deliveries (also done by the Fastify app's close). */
  close(): Promise<void>;
}

/**
 * Mounts the Stripe emulator: Stripe's API under `/v1` and the hosted pages and sandbox under
 * `/stripe`, each in its own encapsulated scope with Stripe's form parsing.
 */
export function registerStripeEmulator(app: FastifyInstance, options: StripeEmulatorOptions): StripeEmulator {
  const store = new StripeStore(options.dataDir);
  const log = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
  };
  const dispatcher = new WebhookDispatcher(store, {
    url: options.webhookUrl,
    apiVersion: options.webhookApiVersion ?? STRIPE_API_VERSION,
    secret: options.webhookSecret,
    retry: { ...DEFAULT_WEBHOOK_RETRY, ...options.webhookRetry },
    log,
  });
  const billing = new StripeBilling(store, {
    price: options.price,
    publicOrigin: options.publicOrigin.replace(/\/$/, ''),
    now: options.now ?? (() => new Date()),
    deliverEvents: options.webhookUrl !== null,
    onEvents: () => dispatcher.kick(),
  });

  let sweepTimer: NodeJS.Timeout | null = null;
  let closed = false;
  const emulator: StripeEmulator = {
    whenWebhooksIdle: () => dispatcher.whenIdle(),
    async close() {
      if (closed) return;
      closed = true;
      if (sweepTimer) clearInterval(sweepTimer);
      await dispatcher.close();
    },
  };

  app.register(async (scope) => {
    await scope.register(stripeApiRoutes, { prefix: '/v1', billing, store, secretKey: options.secretKey });
    await scope.register(stripePageRoutes, { prefix: '/stripe', billing, store, dispatcher });
    scope.addHook('onReady', async () => {
      billing.sweep();
      dispatcher.kick();
      sweepTimer = setInterval(() => billing.sweep(), BILLING_SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    });
    scope.addHook('onClose', async () => emulator.close());
  });

  return emulator;
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The emulator's options from the environment `npm start` / `npm run emulators` see (all but
 * `dataDir`, which the emulator app gives as `<DATA_DIR>/emulators/stripe`), or null when
 * STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are set: the real Stripe is used.
 */
export function stripeEmulatorOptionsFromEnv(env: Env = process.env): Omit<StripeEmulatorOptions, 'dataDir'> | null {
  if (read(env, 'STRIPE_SECRET_KEY') && read(env, 'STRIPE_WEBHOOK_SECRET') && read(env, 'STRIPE_PRICE_ID')) return null;
  const emulatorPort = read(env, 'EMULATOR_PORT') ?? '3001';
  const productOrigin = (read(env, 'PUBLIC_URL') ?? `http://localhost:${read(env, 'PORT') ?? '3000'}`).replace(/\/$/, '');
  return {
    publicOrigin: `http://localhost:${emulatorPort}`,
    webhookUrl: `${productOrigin}/api/webhooks/stripe`,
    webhookSecret: EMULATOR_CREDENTIALS.stripeWebhookSecret,
    secretKey: EMULATOR_CREDENTIALS.stripeSecretKey,
    price: { id: EMULATOR_CREDENTIALS.stripePriceId, ...LOCAL_PLAN },
  };
}
