import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where all local state lives: the embedded database, the emulators' stores, generated keys. */
const DEFAULT_DATA_DIR = './data';
const DEFAULT_PORT = 3000;
const DEFAULT_EMULATOR_PORT = 3001;
const DEFAULT_TRIAL_DAYS = 14;
const DEFAULT_RATE_LIMITS: RateLimitConfig = { userPerMinute: 300, expensivePerMinute: 20, ipPerMinute: 600, webhookFailuresPerMinute: 10, mcpPerMinute: 60 };
/** Slow clients hold a connection no longer than this, for headers and for the whole request. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** Limits can be raised (for a benchmark, say) but not removed: one billion a minute is "off" in practice. */
const MAX_RATE_LIMIT = 1_000_000_000;

export interface IdentityConfig {
  /** Issuer URL exactly as it appears in tokens' `iss` (with trailing slash). */
  issuer: string;
  /** Value the SPA SDK takes as `domain` (Auth0 accepts a bare host or a URL). */
  domain: string;
  clientId: string;
  audience: string;
  emulated: boolean;
  /**
   * How the server reaches the provider's Management API, to revoke an AI client's refresh tokens
   * when the person revokes it in Settings: a machine-to-machine application's credentials (Auth0),
   * or the stand-in's local token. Undefined: not configured (the MCP endpoint still refuses the
   * client's tokens; the provider keeps its refresh tokens until they expire).
   */
  management?: { clientId: string; clientSecret: string } | { token: string };
}

export interface PlaidConfig {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'production';
  /** Base URL the `plaid` SDK talks to. */
  basePath: string;
  emulated: boolean;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  publishableKey: string | null;
  /** host/port/protocol for the SDK when emulated. */
  emulatorUrl: string | null;
  /** Free-trial days for a first subscription. */
  trialDays: number;
  emulated: boolean;
}

export interface ModelConfig {
  apiKey: string;
  /** Null: OpenAI's own API. */
  baseUrl: string | null;
  model: string;
  /** No model configured: the deterministic local engine answers. */
  emulated: boolean;
}

/** Requests allowed per minute in each rate-limit bucket (plugins/rate-limits.ts). */
export interface RateLimitConfig {
  /** Per signed-in user, over all their authenticated calls. */
  userPerMinute: number;
  /** Per signed-in user and operation, on the operations the contract marks `x-rate-limit: expensive`. */
  expensivePerMinute: number;
  /** Per client IP, over the unauthenticated operations (public config, health) and the calls whose bearer token failed. */
  ipPerMinute: number;
  /** Per client IP, webhook deliveries that failed their signature check (verified ones are never limited). */
  webhookFailuresPerMinute: number;
  /** Per person and AI client, calls to `/mcp`. */
  mcpPerMinute: number;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** `undefined` selects embedded PGlite under `dataDir/db`. */
  databaseUrl: string | undefined;
  encryptionKey: Buffer;
  emulatorPort: number;
  emulatorUrl: string;
  identity: IdentityConfig;
  plaid: PlaidConfig;
  stripe: StripeConfig;
  model: ModelConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimits: RateLimitConfig;
  /** A request's headers must arrive within this time, and the whole request within `requestTimeoutMs` (408 afterwards). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Proxies (load balancers) in front of the server whose X-Forwarded-For is believed; 0 trusts none. The per-IP rate limits count the address this yields. */
  trustedProxyHops: number;
  /** Redis shared by every server process for rate-limit counters; `undefined` keeps them in this process's memory. */
  redisUrl: string | undefined;
  /** Any vendor served by the local emulator app. */
  needsEmulators: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    expected: string,
  ) {
    super(`${variable}: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}


function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(name, `an integer from ${min} to ${max}`);
  return value;
}

function url(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (!/^(https?|postgres(ql)?|rediss?):$/.test(parsed.protocol)) throw new Error('protocol');
    return raw;
  } catch {
    throw new ConfigError(name, 'an absolute URL');
  }
}

/** A vendor's variables come all together or not at all: half a configuration is a mistake, not a fallback. */
function group(env: Env, names: string[]): Record<string, string> | undefined {
  const present = names.filter((n) => read(env, n) !== undefined);
  if (present.length === 0) return undefined;
  const missing = names.find((n) => read(env, n) === undefined);
  if (missing) throw new ConfigError(missing, `to be set together with ${present.join(', ')}`);
  return Object.fromEntries(names.map((n) => [n, read(env, n)!]));
}

const KEY_PATTERN = /^[0-9a-f]{64}$/i;

/** ENCRYPTION_KEY, or a key generated once into the data directory for local use. */
function encryptionKey(env: Env, dataDir: string): Buffer {
  const raw = read(env, 'ENCRYPTION_KEY');
  if (raw !== undefined) {
    if (!KEY_PATTERN.test(raw)) throw new ConfigError('ENCRYPTION_KEY', '64 hexadecimal characters (32 bytes)');
    return Buffer.from(raw, 'hex');
  }
  const keyFile = path.join(dataDir, 'keys', 'encryption.key');
  if (!existsSync(keyFile)) {
    mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  const stored = readFileSync(keyFile, 'utf8').trim();
  if (!KEY_PATTERN.test(stored)) throw new ConfigError('ENCRYPTION_KEY', `a valid key in ${keyFile}`);
  return Buffer.from(stored, 'hex');
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Emulator credentials: public, local-only values the emulators accept. */
export const EMULATOR_CREDENTIALS = {
  auth0ClientId: 'ledgerline-local-spa',
  auth0Audience: 'https://api.ledgerline.local',
  plaidClientId: 'ledgerline-local',
  plaidSecret: 'local-plaid-secret',
  stripeSecretKey: 'sk_test_ledgerline_local',
  stripeWebhookSecret: 'whsec_ledgerline_local',
  stripePublishableKey: 'pk_test_ledgerline_local',
  stripePriceId: 'price_ledgerline_premium_monthly',
  /** The identity stand-in's Management API answers this bearer token (Auth0 would issue one to a machine-to-machine application). */
  auth0ManagementToken: 'local-management-token',
  /** Any key opens the model stand-in; the SDK needs one. */
  modelApiKey: 'local-model-key',
} as const;

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR);
  const serverPort = integer(env, 'PORT', DEFAULT_PORT, 1, 65_535);
  const emulatorPort = integer(env, 'EMULATOR_PORT', DEFAULT_EMULATOR_PORT, 1, 65_535);
  const emulatorUrl = `http://localhost:${emulatorPort}`;
  const publicUrl = (url(env, 'PUBLIC_URL') ?? `http://localhost:${serverPort}`).replace(/\/$/, '');
  const databaseUrl = url(env, 'DATABASE_URL');
  if (databaseUrl && !databaseUrl.startsWith('postgres')) throw new ConfigError('DATABASE_URL', 'a postgres:// URL');

  const auth0 = group(env, ['AUTH0_DOMAIN', 'AUTH0_CLIENT_ID', 'AUTH0_AUDIENCE']);
  const auth0Management = group(env, ['AUTH0_MANAGEMENT_CLIENT_ID', 'AUTH0_MANAGEMENT_CLIENT_SECRET']);
  if (auth0Management && !auth0) throw new ConfigError('AUTH0_DOMAIN', 'to be set with AUTH0_MANAGEMENT_CLIENT_ID (the stand-in needs no management credentials)');
  const identity: IdentityConfig = auth0
    ? {
        domain: auth0.AUTH0_DOMAIN!,
        issuer: `${auth0.AUTH0_DOMAIN!.startsWith('http') ? auth0.AUTH0_DOMAIN! : `https://${auth0.AUTH0_DOMAIN!}`}`.replace(/\/?$/, '/'),
        clientId: auth0.AUTH0_CLIENT_ID!,
        audience: auth0.AUTH0_AUDIENCE!,
        emulated: false,
        ...(auth0Management ? { management: { clientId: auth0Management.AUTH0_MANAGEMENT_CLIENT_ID!, clientSecret: auth0Management.AUTH0_MANAGEMENT_CLIENT_SECRET! } } : {}),
      }
    : {
        domain: emulatorUrl,
        issuer: `${emulatorUrl}/`,
        clientId: EMULATOR_CREDENTIALS.auth0ClientId,
        audience: EMULATOR_CREDENTIALS.auth0Audience,
        emulated: true,
        management: { token: EMULATOR_CREDENTIALS.auth0ManagementToken },
      };

  const plaidVars = group(env, ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'PLAID_ENV']);
  if (plaidVars && !['sandbox', 'production'].includes(plaidVars.PLAID_ENV!)) throw new ConfigError('PLAID_ENV', 'sandbox or production');
  const plaid: PlaidConfig = plaidVars
    ? {
        clientId: plaidVars.PLAID_CLIENT_ID!,
        secret: plaidVars.PLAID_SECRET!,
        env: plaidVars.PLAID_ENV as PlaidConfig['env'],
        basePath: `https://${plaidVars.PLAID_ENV}.plaid.com`,
        emulated: false,
      }
    : {
        clientId: EMULATOR_CREDENTIALS.plaidClientId,
        secret: EMULATOR_CREDENTIALS.plaidSecret,
        env: 'sandbox',
        basePath: `${emulatorUrl}/plaid`,
        emulated: true,
      };

  const trialDays = integer(env, 'STRIPE_TRIAL_DAYS', DEFAULT_TRIAL_DAYS, 0, 730);
  const stripeVars = group(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID']);
  if (stripeVars && !/^(sk|rk)_(test|live)_/.test(stripeVars.STRIPE_SECRET_KEY!)) throw new ConfigError('STRIPE_SECRET_KEY', 'a key starting sk_test_, sk_live_, rk_test_ or rk_live_');
  if (stripeVars && !stripeVars.STRIPE_WEBHOOK_SECRET!.startsWith('whsec_')) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'a signing secret starting whsec_');
  const stripe: StripeConfig = stripeVars
    ? {
        secretKey: stripeVars.STRIPE_SECRET_KEY!,
        webhookSecret: stripeVars.STRIPE_WEBHOOK_SECRET!,
        priceId: stripeVars.STRIPE_PRICE_ID!,
        publishableKey: read(env, 'STRIPE_PUBLISHABLE_KEY') ?? null,
        emulatorUrl: null,
        trialDays,
        emulated: false,
      }
    : {
        secretKey: EMULATOR_CREDENTIALS.stripeSecretKey,
        webhookSecret: EMULATOR_CREDENTIALS.stripeWebhookSecret,
        priceId: EMULATOR_CREDENTIALS.stripePriceId,
        publishableKey: EMULATOR_CREDENTIALS.stripePublishableKey,
        emulatorUrl, // the SDK takes host and port only: Stripe paths (/v1/...) live at the emulator root
        trialDays,
        emulated: true,
      };

  const apiKey = read(env, 'OPENAI_API_KEY') ?? null;
  // Without a key, the same SDK talks to the model stand-in on the emulator port (server/emulators/openai).
  const model: ModelConfig =
    apiKey === null
      ? { apiKey: EMULATOR_CREDENTIALS.modelApiKey, baseUrl: `${emulatorUrl}/openai/v1`, model: read(env, 'OPENAI_MODEL') ?? 'ledgerline-local', emulated: true }
      : { apiKey, baseUrl: url(env, 'OPENAI_BASE_URL') ?? null, model: read(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini', emulated: false };

  const rateLimits: RateLimitConfig = {
    userPerMinute: integer(env, 'RATE_LIMIT_USER_PER_MINUTE', DEFAULT_RATE_LIMITS.userPerMinute, 1, MAX_RATE_LIMIT),
    expensivePerMinute: integer(env, 'RATE_LIMIT_EXPENSIVE_PER_MINUTE', DEFAULT_RATE_LIMITS.expensivePerMinute, 1, MAX_RATE_LIMIT),
    ipPerMinute: integer(env, 'RATE_LIMIT_IP_PER_MINUTE', DEFAULT_RATE_LIMITS.ipPerMinute, 1, MAX_RATE_LIMIT),
    webhookFailuresPerMinute: integer(env, 'RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE', DEFAULT_RATE_LIMITS.webhookFailuresPerMinute, 1, MAX_RATE_LIMIT),
    mcpPerMinute: integer(env, 'RATE_LIMIT_MCP_PER_MINUTE', DEFAULT_RATE_LIMITS.mcpPerMinute, 1, MAX_RATE_LIMIT),
  };
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 100, 600_000);
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', Math.min(DEFAULT_REQUEST_TIMEOUT_MS, requestTimeoutMs), 100, requestTimeoutMs);
  const trustedProxyHops = integer(env, 'TRUSTED_PROXY_HOPS', 0, 0, 10);
  const redisUrl = url(env, 'REDIS_URL');
  if (redisUrl && !redisUrl.startsWith('redis')) throw new ConfigError('REDIS_URL', 'a redis:// or rediss:// URL');

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', LOG_LEVELS.join(', '));

  return {
    port: serverPort,
    host: read(env, 'HOST') ?? 'localhost',
    publicUrl,
    dataDir,
    databaseUrl,
    encryptionKey: encryptionKey(env, dataDir),
    emulatorPort,
    emulatorUrl,
    identity,
    plaid,
    stripe,
    model,
    logLevel,
    rateLimits,
    headersTimeoutMs,
    requestTimeoutMs,
    trustedProxyHops,
    redisUrl,
    needsEmulators: identity.emulated || plaid.emulated || stripe.emulated || model.emulated,
  };
}
