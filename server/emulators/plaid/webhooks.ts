import { createHash, createPrivateKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { ITEM_LOGIN_REQUIRED_MESSAGE, USER_PERMISSION_REVOKED_MESSAGE, newRequestId } from './errors.ts';

/**
 * Plaid's webhooks: JSON POSTed to the item's `webhook` URL with a `Plaid-Verification` header,
 * an ES256 JWT (header `{ alg, kid, typ }`, payload `{ iat, request_body_sha256 }`) signed with
 * the key /webhook_verification_key/get returns for `kid`.
 */

/** The signing key, generated once and kept in the store. */
export interface WebhookKeyRecord {
  kid: string;
  /** Unix seconds. */
  created_at: number;
  /** The private key as a JWK (kty EC, crv P-256, x, y, d). */
  private_jwk: { kty: string; crv: string; x: string; y: string; d: string };
}

export function newWebhookKey(now: Date): WebhookKeyRecord {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as WebhookKeyRecord['private_jwk'];
  return { kid: randomUUID(), created_at: Math.floor(now.getTime() / 1000), private_jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d } };
}

/** The public half as Plaid's JWKPublicKey. */
export function publicJwk(record: WebhookKeyRecord) {
  return {
    alg: 'ES256',
    crv: record.private_jwk.crv,
    kid: record.kid,
    kty: record.private_jwk.kty,
    use: 'sig',
    x: record.private_jwk.x,
    y: record.private_jwk.y,
    created_at: record.created_at,
    expired_at: null,
  };
}

export async function signBody(key: KeyObject, kid: string, body: string, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ request_body_sha256: createHash('sha256').update(body).digest('hex') })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .sign(key);
}

// ---- bodies (plaid.com/docs/api/webhooks)

type WebhookBody = Record<string, unknown> & { webhook_type: string; webhook_code: string; item_id: string };

const ENV = { environment: 'sandbox' } as const;

/** Plaid's item-error object as its webhooks carry it. */
function itemErrorObject(errorCode: string, errorMessage: string) {
  return {
    error_type: 'ITEM_ERROR',
    error_code: errorCode,
    error_code_reason: null,
    error_message: errorMessage,
    display_message: null,
    request_id: newRequestId(),
    causes: [],
    status: 400,
    documentation_url: 'https://plaid.com/docs/?ref=error#item-errors',
    suggested_action: null,
  };
}

export const webhookBodies = {
  /** Plaid's flags say how far the item's history has arrived (both true once it is all there). */
  syncUpdatesAvailable: (itemId: string, progress: { initial: boolean; historical: boolean } = { initial: true, historical: true }): WebhookBody => ({
    webhook_type: 'TRANSACTIONS',
    webhook_code: 'SYNC_UPDATES_AVAILABLE',
    item_id: itemId,
    initial_update_complete: progress.initial,
    historical_update_complete: progress.historical,
    ...ENV,
  }),
  defaultUpdate: (itemId: string, newTransactions: number): WebhookBody => ({
    webhook_type: 'TRANSACTIONS',
    webhook_code: 'DEFAULT_UPDATE',
    item_id: itemId,
    error: null,
    new_transactions: newTransactions,
    ...ENV,
  }),
  recurringUpdate: (itemId: string, accountIds: string[]): WebhookBody => ({
    webhook_type: 'TRANSACTIONS',
    webhook_code: 'RECURRING_TRANSACTIONS_UPDATE',
    item_id: itemId,
    account_ids: accountIds,
    ...ENV,
  }),
  itemError: (itemId: string): WebhookBody => ({
    webhook_type: 'ITEM',
    webhook_code: 'ERROR',
    item_id: itemId,
    error: itemErrorObject('ITEM_LOGIN_REQUIRED', ITEM_LOGIN_REQUIRED_MESSAGE),
    ...ENV,
  }),
  pendingExpiration: (itemId: string, consentExpiration: Date): WebhookBody => ({
    webhook_type: 'ITEM',
    webhook_code: 'PENDING_EXPIRATION',
    item_id: itemId,
    consent_expiration_time: consentExpiration.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...ENV,
  }),
  pendingDisconnect: (itemId: string, disconnect: Date): WebhookBody => ({
    webhook_type: 'ITEM',
    webhook_code: 'PENDING_DISCONNECT',
    item_id: itemId,
    reason: 'INSTITUTION_TOKEN_EXPIRATION',
    disconnect_time: disconnect.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...ENV,
  }),
  loginRepaired: (itemId: string): WebhookBody => ({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: itemId, ...ENV }),
  newAccountsAvailable: (itemId: string): WebhookBody => ({ webhook_type: 'ITEM', webhook_code: 'NEW_ACCOUNTS_AVAILABLE', item_id: itemId, error: null, ...ENV }),
  userPermissionRevoked: (itemId: string): WebhookBody => ({
    webhook_type: 'ITEM',
    webhook_code: 'USER_PERMISSION_REVOKED',
    item_id: itemId,
    error: itemErrorObject('USER_PERMISSION_REVOKED', USER_PERMISSION_REVOKED_MESSAGE),
    ...ENV,
  }),
  webhookUpdateAcknowledged: (itemId: string, url: string): WebhookBody => ({
    webhook_type: 'ITEM',
    webhook_code: 'WEBHOOK_UPDATE_ACKNOWLEDGED',
    item_id: itemId,
    new_webhook_url: url,
    error: null,
    ...ENV,
  }),
};

// ---- delivery

export interface WebhookRetryOptions {
  /** Attempts in all (the first one included). */
  attempts: number;
  /** Delay before the second attempt; doubled for each further one. */
  initialDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetryOptions = { attempts: 4, initialDelayMs: 1_000, timeoutMs: 5_000 };

export interface WebhookLog {
  info(message: string): void;
  warn(message: string): void;
}

interface Delivery {
  url: string;
  body: string;
  code: string;
  itemId: string;
}

/**
 * Delivers webhooks in the background, in order per item, each attempt freshly signed (so a retry
 * is never older than Plaid's five-minute verification window). Never blocks the API: `send`
 * returns at once. Deliveries live in memory; a restart drops the ones not yet delivered.
 */
export class WebhookDispatcher {
  readonly #chains = new Map<string, Promise<void>>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #abort = new AbortController();
  #pending = 0;
  #idle: (() => void)[] = [];
  #closed = false;

  constructor(
    private readonly key: () => { kid: string; key: KeyObject },
    private readonly retry: WebhookRetryOptions,
    private readonly log: WebhookLog,
  ) {}

  /** Queues the body for the URL, after `delayMs`. */
  send(url: string, itemId: string, body: WebhookBody, delayMs = 0): void {
    if (this.#closed) return;
    const delivery: Delivery = { url, body: JSON.stringify(body), code: `${body.webhook_type}:${body.webhook_code}`, itemId };
    this.#pending += 1;
    const previous = this.#chains.get(itemId) ?? Promise.resolve();
    const next = previous
      .then(() => (delayMs > 0 ? this.#sleep(delayMs) : undefined))
      .then(() => this.#deliver(delivery))
      .catch(() => undefined)
      .finally(() => {
        this.#pending -= 1;
        if (this.#chains.get(itemId) === next) this.#chains.delete(itemId);
        if (this.#pending === 0) {
          const waiters = this.#idle;
          this.#idle = [];
          for (const resolve of waiters) resolve();
        }
      });
    this.#chains.set(itemId, next);
  }

  /** Resolves when nothing is queued or being delivered (given up counts as done). */
  whenIdle(): Promise<void> {
    if (this.#pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  close(): void {
    this.#closed = true;
    this.#abort.abort();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.#closed) return reject(new Error('closed'));
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        if (this.#closed) reject(new Error('closed'));
        else resolve();
      }, ms);
      timer.unref();
      this.#timers.add(timer);
    });
  }

  async #deliver(delivery: Delivery): Promise<void> {
    for (let attempt = 1; attempt <= this.retry.attempts; attempt += 1) {
      if (this.#closed) return;
      const error = await this.#attempt(delivery);
      if (error === null) return;
      if (attempt === this.retry.attempts) {
        this.log.warn(`Plaid emulator: gave up delivering ${delivery.code} for ${delivery.itemId} to ${delivery.url} after ${attempt} attempts: ${error}`);
        return;
      }
      const delay = this.retry.initialDelayMs * 2 ** (attempt - 1);
      this.log.info(`Plaid emulator: delivering ${delivery.code} to ${delivery.url} failed (${error}); retry in ${delay} ms`);
      await this.#sleep(delay);
    }
  }

  async #attempt(delivery: Delivery): Promise<string | null> {
    try {
      const { kid, key } = this.key();
      const token = await signBody(key, kid, delivery.body);
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'plaid-verification': token, 'user-agent': 'Plaid Technologies, Inc. (emulated)' },
        body: delivery.body,
        signal: AbortSignal.any([this.#abort.signal, AbortSignal.timeout(this.retry.timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return cause ?? (error as Error).message;
    }
  }
}

export function privateKeyOf(record: WebhookKeyRecord): KeyObject {
  return createPrivateKey({ key: record.private_jwk, format: 'jwk' });
}
