import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { registerStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from './index.ts';

/** Test harness: the emulator on a real port driven by the real `stripe` SDK, and a webhook receiver. */

export const SECRET_KEY = 'sk_test_ledgerline_local';
export const WEBHOOK_SECRET = 'whsec_ledgerline_local';
export const PRICE_ID = 'price_ledgerline_premium_monthly';
export const PUBLIC_ORIGIN = 'http://localhost:3001';
export const FAST_RETRY = { initialDelayMs: 20, maxDelayMs: 100, maxAttempts: 8, timeoutMs: 2_000 };

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerline-stripe-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningEmulator {
  app: FastifyInstance;
  emulator: StripeEmulator;
  stripe: Stripe;
  /** http://127.0.0.1:<port> */
  base: string;
  /** A hosted URL (built on PUBLIC_ORIGIN) rewritten to this test's port. */
  local(url: string): string;
  close(): Promise<void>;
}

export async function startEmulator(dataDir: string, overrides: Partial<StripeEmulatorOptions> = {}): Promise<RunningEmulator> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const emulator = registerStripeEmulator(app, {
    dataDir,
    publicOrigin: PUBLIC_ORIGIN,
    webhookUrl: null,
    webhookSecret: WEBHOOK_SECRET,
    secretKey: SECRET_KEY,
    price: { id: PRICE_ID, unitAmount: 799, currency: 'usd', productName: 'Ledgerline Premium', trialDays: 14 },
    webhookRetry: FAST_RETRY,
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: address.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  return {
    app,
    emulator,
    stripe,
    base,
    local: (url) => `${base}${new URL(url).pathname}${new URL(url).search}`,
    close: () => app.close(),
  };
}

/** Pays on the emulator's hosted checkout page as a person would (the test card by default); the page's answer (303 when paid). */
export function payCheckout(emulator: Pick<RunningEmulator, 'local'>, checkoutUrl: string, { cardNumber = '4242424242424242', billingName = 'Test Person' } = {}): Promise<Response> {
  return fetch(emulator.local(checkoutUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, cardExpiry: '12/34', cardCvc: '123', billingName }),
  });
}

export interface WebhookReceiver {
  url: string;
  /** Verified events in the order they arrived. */
  events: Stripe.Event[];
  /** Every POST, with the status the receiver answered. */
  attempts: Array<{ eventId: string; status: number }>;
  /** Answer 500 to the next `count` deliveries. */
  failNext(count: number): void;
  waitForEvents(count: number, timeoutMs?: number): Promise<Stripe.Event[]>;
  close(): Promise<void>;
}

/** Our endpoint's part in miniature: the raw body verified with `stripe.webhooks.constructEvent`. */
export async function startReceiver(): Promise<WebhookReceiver> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const verifier = new Stripe(SECRET_KEY);
  const events: Stripe.Event[] = [];
  const attempts: WebhookReceiver['attempts'] = [];
  let failures = 0;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/api/webhooks/stripe', async (request, reply) => {
    let event: Stripe.Event;
    try {
      event = verifier.webhooks.constructEvent(request.body as string, request.headers['stripe-signature'] as string, WEBHOOK_SECRET);
    } catch (error) {
      attempts.push({ eventId: 'unverified', status: 400 });
      return reply.code(400).send({ error: (error as Error).message });
    }
    if (failures > 0) {
      failures -= 1;
      attempts.push({ eventId: event.id, status: 500 });
      return reply.code(500).send({ error: 'try again' });
    }
    attempts.push({ eventId: event.id, status: 200 });
    events.push(event);
    return { received: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/api/webhooks/stripe`,
    events,
    attempts,
    failNext: (count) => {
      failures = count;
    },
    async waitForEvents(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook events, got ${events.length}: ${events.map((e) => e.type).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events;
    },
    close: () => app.close(),
  };
}

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Ada Lovelace' };

/** Submits the hosted Checkout form as a browser would (without following the redirect). */
export async function submitCheckout(running: RunningEmulator, sessionUrl: string, fields: Record<string, string>): Promise<Response> {
  return fetch(running.local(sessionUrl), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** Presses a button on the hosted portal page. */
export async function pressPortalButton(running: RunningEmulator, portalUrl: string, subscription: string, action: string): Promise<Response> {
  return fetch(running.local(portalUrl), { method: 'POST', body: new URLSearchParams({ subscription, action }), redirect: 'manual' });
}
