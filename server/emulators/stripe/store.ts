import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The emulator's own records; Stripe's object shapes are rendered from them (see objects.ts). */
export interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Record<string, string>;
  invoicePrefix: string;
  nextInvoiceSequence: number;
  defaultPaymentMethod: string | null;
  deleted: boolean;
}

export interface PaymentMethodRecord {
  id: string;
  created: number;
  customer: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string | null;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSessionRecord {
  id: string;
  created: number;
  expiresAt: number;
  status: CheckoutSessionStatus;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  priceId: string;
  quantity: number;
  lineItemId: string;
  trialPeriodDays: number | null;
  subscriptionMetadata: Record<string, string>;
  subscription: string | null;
  invoice: string | null;
  completedAt: number | null;
  customerDetails: { email: string | null; name: string | null } | null;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled';

export interface SubscriptionRecord {
  id: string;
  itemId: string;
  created: number;
  customer: string;
  priceId: string;
  quantity: number;
  status: SubscriptionStatus;
  startDate: number;
  billingCycleAnchor: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: 'cancellation_requested' | 'payment_failed' | 'payment_disputed' | null;
  latestInvoice: string | null;
  defaultPaymentMethod: string | null;
  metadata: Record<string, string>;
}

export interface InvoiceRecord {
  id: string;
  number: string;
  created: number;
  customer: string;
  subscription: string;
  subscriptionItem: string;
  lineItemId: string;
  priceId: string;
  quantity: number;
  currency: string;
  amountDue: number;
  amountPaid: number;
  status: 'open' | 'paid';
  billingReason: 'subscription_create' | 'subscription_cycle';
  periodStart: number;
  periodEnd: number;
  attemptCount: number;
  paidAt: number | null;
  nextPaymentAttempt: number | null;
}

export interface PortalSessionRecord {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
}

/** A Stripe Event as delivered; `data.object` is the object's snapshot when the event happened. */
export interface StripeEventRecord {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: { id: string; object: string } & Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** One queued delivery of one event to the webhook endpoint; the queue is delivered in order. */
export interface DeliveryRecord {
  eventId: string;
  attempts: number;
  /** Wall-clock milliseconds: retries follow real time even when the emulator's clock is moved. */
  nextAttemptAt: number;
  lastError: string | null;
}

export interface IdempotencyRecord {
  endpoint: string;
  paramsDigest: string;
  statusCode: number;
  body: unknown;
  requestId: string;
  createdAt: number;
}

export interface StripeEmulatorState {
  version: 1;
  /** Sandbox clock: moved forward by `POST /stripe/_sandbox/clock/advance`. */
  clockOffsetMs: number;
  customers: Record<string, CustomerRecord>;
  paymentMethods: Record<string, PaymentMethodRecord>;
  checkoutSessions: Record<string, CheckoutSessionRecord>;
  subscriptions: Record<string, SubscriptionRecord>;
  invoices: Record<string, InvoiceRecord>;
  portalSessions: Record<string, PortalSessionRecord>;
  events: Record<string, StripeEventRecord>;
  deliveries: DeliveryRecord[];
  idempotency: Record<string, IdempotencyRecord>;
}

function emptyState(): StripeEmulatorState {
  return {
    version: 1,
    clockOffsetMs: 0,
    customers: {},
    paymentMethods: {},
    checkoutSessions: {},
    subscriptions: {},
    invoices: {},
    portalSessions: {},
    events: {},
    deliveries: [],
    idempotency: {},
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-like ids: `cus_` + 14, `sub_` + 24, `cs_test_` + 58 characters. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${suffix}`;
}

/** One JSON file, rewritten whole through a temporary file and a rename so a crash never leaves half of it. */
export class StripeStore {
  readonly state: StripeEmulatorState;
  private readonly file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'state.json');
    this.state = existsSync(this.file) ? StripeStore.read(this.file) : emptyState();
  }

  private static read(file: string): StripeEmulatorState {
    let parsed: StripeEmulatorState;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as StripeEmulatorState;
    } catch (error) {
      throw new Error(`Stripe emulator: cannot read ${file} (${(error as Error).message}); fix or remove it`, { cause: error });
    }
    if (parsed.version !== 1) throw new Error(`Stripe emulator: ${file} has unknown version ${String(parsed.version)}`);
    return { ...emptyState(), ...parsed };
  }

  save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }
}
