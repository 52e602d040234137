import { createHmac } from 'node:crypto';
import type { WebhookRetryOptions } from './config.ts';
import type { DeliveryRecord, StripeStore } from './store.ts';
import { eventInVersion } from './versions.ts';

/** `Stripe-Signature` exactly as Stripe makes it: `t=<unix>,v1=<hex HMAC-SHA256 of "t.payload" keyed by the whole whsec_ secret>`. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface WebhookLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface WebhookDispatcherOptions {
  url: string | null;
  /** The API version the endpoint is configured for; events are rendered in it. */
  apiVersion: string;
  secret: string;
  retry: WebhookRetryOptions;
  log: WebhookLog;
}

/**
 * Delivers queued events to the one endpoint, one at a time in the order they happened. A failed
 * attempt (non-2xx, network error, timeout) is retried with doubling delays; the queue lives in the
 * store, so a restart carries on where the last run stopped. Retries follow wall-clock time.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private closed = false;
  private readonly abort = new AbortController();
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly store: StripeStore,
    private readonly options: WebhookDispatcherOptions,
  ) {}

  private get queue(): DeliveryRecord[] {
    return this.store.state.deliveries;
  }

  /** Start (or continue) delivering; never waits for the endpoint. */
  kick(): void {
    if (this.closed || this.running) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.running = true;
    void this.pump().finally(() => {
      this.running = false;
    });
  }

  /** Queue an event again (Stripe's "Resend" in the dashboard). */
  resend(eventId: string): void {
    const event = this.store.state.events[eventId];
    if (!event || !this.options.url) return;
    this.queue.push({ eventId, attempts: 0, nextAttemptAt: 0, lastError: null });
    event.pending_webhooks += 1;
    this.store.save();
    this.kick();
  }

  /** Resolves once nothing is waiting to be delivered (given up counts as done). */
  whenIdle(): Promise<void> {
    if (this.queue.length === 0 || !this.options.url) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private async pump(): Promise<void> {
    while (!this.closed && this.options.url) {
      const head = this.queue[0];
      if (!head) break;
      const wait = head.nextAttemptAt - Date.now();
      if (wait > 0) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.kick();
        }, wait);
        this.timer.unref();
        return;
      }
      const error = await this.attempt(head, this.options.url);
      if (this.closed) return;
      this.settle(head, error);
    }
    if (this.queue.length === 0 || !this.options.url) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  /** One POST of the event; resolves to an error description, or null when the endpoint took it. */
  private async attempt(delivery: DeliveryRecord, url: string): Promise<string | null> {
    const event = this.store.state.events[delivery.eventId];
    if (!event) return null;
    const payload = JSON.stringify(eventInVersion(event, this.options.apiVersion), null, 2);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          accept: '*/*; q=0.5, application/xml',
          'cache-control': 'no-cache',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignatureHeader(payload, this.options.secret, timestamp),
        },
        body: payload,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.retry.timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return cause ?? (error as Error).message;
    }
  }

  private settle(delivery: DeliveryRecord, error: string | null): void {
    const event = this.store.state.events[delivery.eventId];
    delivery.attempts += 1;
    delivery.lastError = error;
    const { maxAttempts, initialDelayMs, maxDelayMs } = this.options.retry;
    if (error === null || delivery.attempts >= maxAttempts) {
      this.queue.shift();
      if (event) event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
      if (error !== null) this.options.log.warn(`Stripe emulator: gave up delivering ${delivery.eventId} (${event?.type}) after ${delivery.attempts} attempts: ${error}`);
    } else {
      const delay = Math.min(initialDelayMs * 2 ** (delivery.attempts - 1), maxDelayMs);
      delivery.nextAttemptAt = Date.now() + delay;
      this.options.log.info(`Stripe emulator: delivering ${delivery.eventId} (${event?.type}) failed (${error}); retry ${delivery.attempts + 1} in ${delay} ms`);
    }
    this.store.save();
  }
}
