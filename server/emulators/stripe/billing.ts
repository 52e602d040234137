import { CHECKOUT_SESSION_LIFETIME_S, PAYMENT_RETRY_AFTER_S, STRIPE_API_VERSION, type StripePriceOptions } from './config.ts';
import { invalidRequest, noSuch } from './errors.ts';
import {
  renderCheckoutSession,
  renderCustomer,
  renderInvoice,
  renderLineItems,
  renderPaymentMethod,
  renderPortalSession,
  productIdFor,
  renderPrice,
  renderProduct,
  renderSubscription,
  type RenderContext,
} from './objects.ts';
import {
  newId,
  type CheckoutSessionRecord,
  type CustomerRecord,
  type InvoiceRecord,
  type PortalSessionRecord,
  type StripeEventRecord,
  type StripeStore,
  type SubscriptionRecord,
} from './store.ts';

/** The API request that caused an event (`event.request`); null for the hosted pages and the clock. */
export interface RequestOrigin {
  id: string | null;
  idempotencyKey: string | null;
}

const NO_REQUEST: RequestOrigin = { id: null, idempotencyKey: null };
const DAY_S = 24 * 60 * 60;

export interface CustomerInput {
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  description?: string | null;
  metadata: Record<string, string>;
}

export interface CheckoutSessionInput {
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  priceId: string;
  quantity: number;
  trialPeriodDays: number | null;
  subscriptionMetadata: Record<string, string>;
  expiresAt: number | null;
}

export interface CompletedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
}

export type PortalAction = 'cancel_at_period_end' | 'resume' | 'cancel_now' | 'fail_payment' | 'pay_now';
export const PORTAL_ACTIONS: readonly PortalAction[] = ['cancel_at_period_end', 'resume', 'cancel_now', 'fail_payment', 'pay_now'];

export interface BillingOptions {
  price: StripePriceOptions;
  publicOrigin: string;
  now: () => Date;
  /** Called after events were recorded and queued for delivery. */
  onEvents: () => void;
  /** Without a webhook endpoint events are recorded but never delivered. */
  deliverEvents: boolean;
}

/** Unix seconds plus whole calendar months, keeping the day of month where it exists (Jan 31 → Feb 28). */
export function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The first billing-cycle boundary after `after`, counted in months from the anchor. */
function nextPeriodEnd(anchor: number, after: number): number {
  let months = 1;
  let end = addMonths(anchor, months);
  while (end <= after) end = addMonths(anchor, ++months);
  return end;
}

/** Top-level fields whose value changed, with their old values: Stripe's `previous_attributes`. */
function changedAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const current = after as Record<string, unknown>;
  for (const key of Object.keys(current)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(current[key])) previous[key] = old[key] ?? null;
  }
  return previous;
}

/** The emulated account: customers, Checkout, subscriptions and their invoices, and the events they cause. */
export class StripeBilling {
  readonly ctx: RenderContext;

  constructor(
    private readonly store: StripeStore,
    private readonly options: BillingOptions,
  ) {
    this.ctx = {
      state: store.state,
      price: options.price,
      productId: productIdFor(options.price),
      publicOrigin: options.publicOrigin,
    };
  }

  private get state() {
    return this.store.state;
  }

  /** The emulator's clock: the injected clock plus whatever the sandbox moved it forward by. */
  clock(): Date {
    return new Date(this.options.now().getTime() + this.state.clockOffsetMs);
  }

  nowSeconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  /** Records and queues events, then persists everything the operation changed in one write. */
  private commit(events: StripeEventRecord[]): void {
    for (const event of events) {
      this.state.events[event.id] = event;
      if (this.options.deliverEvents) this.state.deliveries.push({ eventId: event.id, attempts: 0, nextAttemptAt: 0, lastError: null });
    }
    this.store.save();
    if (events.length > 0) this.options.onEvents();
  }

  private event(type: string, object: { id: string; object: string }, origin: RequestOrigin, previous?: Record<string, unknown>): StripeEventRecord {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: this.nowSeconds(),
      data: { object: structuredClone(object) as StripeEventRecord['data']['object'], ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: this.options.deliverEvents ? 1 : 0,
      request: { id: origin.id, idempotency_key: origin.idempotencyKey },
      type,
    };
  }

  // ---- lookups ----

  customer(id: string, param = 'id'): CustomerRecord {
    const customer = this.state.customers[id];
    if (!customer) throw noSuch('customer', id, param);
    return customer;
  }

  /** A customer that can still be billed (a deleted one answers like Stripe). */
  liveCustomer(id: string, param: string): CustomerRecord {
    const customer = this.customer(id, param);
    if (customer.deleted) throw noSuch('customer', id, param);
    return customer;
  }

  checkoutSession(id: string): CheckoutSessionRecord {
    const session = this.state.checkoutSessions[id];
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  subscription(id: string, param = 'id'): SubscriptionRecord {
    const sub = this.state.subscriptions[id];
    if (!sub) throw noSuch('subscription', id, param);
    return sub;
  }

  invoice(id: string): InvoiceRecord {
    const invoice = this.state.invoices[id];
    if (!invoice) throw noSuch('invoice', id);
    return invoice;
  }

  portalSession(id: string): PortalSessionRecord | undefined {
    return this.state.portalSessions[id];
  }

  findEvent(id: string): StripeEventRecord {
    const event = this.state.events[id];
    if (!event) throw noSuch('event', id);
    return event;
  }

  subscriptionsOf(customerId: string): SubscriptionRecord[] {
    return Object.values(this.state.subscriptions)
      .filter((s) => s.customer === customerId)
      .sort((a, b) => b.created - a.created);
  }

  /** Any object by id, as the API renders it (used by `expand[]`). */
  render(id: string): object | null {
    const { state } = this;
    if (id === this.options.price.id) return renderPrice(this.ctx);
    if (id === this.ctx.productId) return renderProduct(this.ctx);
    if (state.customers[id]) return renderCustomer(this.ctx, state.customers[id]);
    if (state.subscriptions[id]) return renderSubscription(this.ctx, state.subscriptions[id]);
    if (state.invoices[id]) return renderInvoice(this.ctx, state.invoices[id]);
    if (state.checkoutSessions[id]) return renderCheckoutSession(this.ctx, state.checkoutSessions[id]);
    if (state.paymentMethods[id]) return renderPaymentMethod(state.paymentMethods[id]);
    return null;
  }

  /** Stripe's `expand[]`: dotted paths, `data` stepping into lists, four levels at most. */
  expand<T extends object>(object: T, paths: string[]): T {
    let result: unknown = object;
    for (const path of paths) {
      const segments = path.split('.');
      if (segments.length > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, 'expand');
      result = this.expandPath(result, segments, path);
    }
    return result as T;
  }

  private expandPath(node: unknown, segments: string[], path: string): unknown {
    if (segments.length === 0 || node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item) => this.expandPath(item, segments, path));
    const record = node as Record<string, unknown>;
    const [head, ...rest] = segments as [string, ...string[]];
    if (head === 'data' && record.object === 'list') return { ...record, data: this.expandPath(record.data, rest, path) };
    let value = record[head];
    if (typeof value === 'string') {
      const rendered = this.render(value);
      if (!rendered) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
      value = rendered;
    } else if (value === undefined) {
      throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    }
    return { ...record, [head]: this.expandPath(value, rest, path) };
  }

  checkoutSessionView(session: CheckoutSessionRecord, expand: string[]): object {
    const base: Record<string, unknown> = { ...renderCheckoutSession(this.ctx, session) };
    if (expand.some((p) => p === 'line_items' || p.startsWith('line_items.'))) base.line_items = renderLineItems(this.ctx, session);
    return this.expand(base, expand.filter((p) => p !== 'line_items'));
  }

  // ---- customers ----

  createCustomer(input: CustomerInput, origin: RequestOrigin): CustomerRecord {
    const customer = this.newCustomer(input);
    this.commit([this.event('customer.created', renderCustomer(this.ctx, customer), origin)]);
    return customer;
  }

  private newCustomer(input: CustomerInput): CustomerRecord {
    const customer: CustomerRecord = {
      id: newId('cus', 14),
      created: this.nowSeconds(),
      email: input.email ?? null,
      name: input.name ?? null,
      phone: input.phone ?? null,
      description: input.description ?? null,
      metadata: input.metadata,
      invoicePrefix: newId('x', 8).slice(2).toUpperCase(),
      nextInvoiceSequence: 1,
      defaultPaymentMethod: null,
      deleted: false,
    };
    this.state.customers[customer.id] = customer;
    return customer;
  }

  updateCustomer(id: string, change: Partial<CustomerInput>, origin: RequestOrigin): CustomerRecord {
    const customer = this.liveCustomer(id, 'id');
    const before = renderCustomer(this.ctx, customer);
    Object.assign(customer, Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)));
    const after = renderCustomer(this.ctx, customer);
    const previous = changedAttributes(before, after);
    this.commit(Object.keys(previous).length > 0 ? [this.event('customer.updated', after, origin, previous)] : []);
    return customer;
  }

  /** Deleting a customer cancels its subscriptions at once, as Stripe does. */
  deleteCustomer(id: string, origin: RequestOrigin): CustomerRecord {
    const customer = this.liveCustomer(id, 'id');
    const events: StripeEventRecord[] = [];
    for (const sub of this.subscriptionsOf(id)) {
      if (sub.status !== 'canceled') events.push(this.cancelNowEvent(sub, origin));
    }
    const last = renderCustomer(this.ctx, customer);
    customer.deleted = true;
    events.push(this.event('customer.deleted', last, origin));
    this.commit(events);
    return customer;
  }

  // ---- Checkout ----

  /** Creating a session emits no event (as in Stripe). */
  createCheckoutSession(input: CheckoutSessionInput): CheckoutSessionRecord {
    const now = this.nowSeconds();
    const session: CheckoutSessionRecord = {
      id: newId('cs_test', 58),
      created: now,
      expiresAt: input.expiresAt ?? now + CHECKOUT_SESSION_LIFETIME_S,
      status: 'open',
      paymentStatus: 'unpaid',
      customer: input.customer,
      customerEmail: input.customerEmail,
      clientReferenceId: input.clientReferenceId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      metadata: input.metadata,
      priceId: input.priceId,
      quantity: input.quantity,
      lineItemId: newId('li', 24),
      trialPeriodDays: input.trialPeriodDays,
      subscriptionMetadata: input.subscriptionMetadata,
      subscription: null,
      invoice: null,
      completedAt: null,
      customerDetails: null,
    };
    this.state.checkoutSessions[session.id] = session;
    this.commit([]);
    return session;
  }

  expireCheckoutSession(id: string, origin: RequestOrigin): CheckoutSessionRecord {
    const session = this.checkoutSession(id);
    if (session.status !== 'open') throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    session.status = 'expired';
    this.commit([this.event('checkout.session.expired', renderCheckoutSession(this.ctx, session), origin)]);
    return session;
  }

  /**
   * Test card accepted on the hosted page: the customer (created now if the session had none),
   * the card, the subscription (trialing when the session asked for a trial) and its first invoice.
   */
  completeCheckout(id: string, card: CompletedCard, email: string | null): CheckoutSessionRecord {
    const session = this.checkoutSession(id);
    if (session.status !== 'open') return session;
    const now = this.nowSeconds();
    const events: StripeEventRecord[] = [];

    let customer = session.customer ? this.state.customers[session.customer] : undefined;
    if (!customer || customer.deleted) {
      customer = this.newCustomer({ email: session.customerEmail ?? email, name: card.name, metadata: {} });
      events.push(this.event('customer.created', renderCustomer(this.ctx, customer), NO_REQUEST));
    }
    const paymentMethod = { id: newId('pm'), created: now, customer: customer.id, ...card };
    this.state.paymentMethods[paymentMethod.id] = paymentMethod;
    customer.defaultPaymentMethod = paymentMethod.id;

    const trialEnd = session.trialPeriodDays ? now + session.trialPeriodDays * DAY_S : null;
    const sub: SubscriptionRecord = {
      id: newId('sub'),
      itemId: newId('si', 14),
      created: now,
      customer: customer.id,
      priceId: session.priceId,
      quantity: session.quantity,
      status: trialEnd ? 'trialing' : 'active',
      startDate: now,
      billingCycleAnchor: trialEnd ?? now,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? addMonths(now, 1),
      trialStart: trialEnd ? now : null,
      trialEnd,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      cancellationReason: null,
      latestInvoice: null,
      defaultPaymentMethod: paymentMethod.id,
      metadata: session.subscriptionMetadata,
    };
    this.state.subscriptions[sub.id] = sub;
    const amount = trialEnd ? 0 : this.options.price.unitAmount * sub.quantity;
    const invoice = this.newInvoice(sub, customer, 'subscription_create', amount, now, now);
    this.markPaid(invoice, now);
    sub.latestInvoice = invoice.id;

    Object.assign(session, {
      status: 'complete',
      paymentStatus: trialEnd ? 'no_payment_required' : 'paid',
      customer: customer.id,
      subscription: sub.id,
      invoice: invoice.id,
      completedAt: now,
      customerDetails: { email: customer.email, name: card.name },
    } satisfies Partial<CheckoutSessionRecord>);

    events.push(
      this.event('checkout.session.completed', renderCheckoutSession(this.ctx, session), NO_REQUEST),
      this.event('customer.subscription.created', renderSubscription(this.ctx, sub), NO_REQUEST),
      this.event('invoice.paid', renderInvoice(this.ctx, invoice), NO_REQUEST),
    );
    this.commit(events);
    return session;
  }

  private newInvoice(
    sub: SubscriptionRecord,
    customer: CustomerRecord,
    reason: InvoiceRecord['billingReason'],
    amount: number,
    periodStart: number,
    periodEnd: number,
  ): InvoiceRecord {
    const invoice: InvoiceRecord = {
      id: newId('in'),
      number: `${customer.invoicePrefix}-${String(customer.nextInvoiceSequence++).padStart(4, '0')}`,
      created: this.nowSeconds(),
      customer: customer.id,
      subscription: sub.id,
      subscriptionItem: sub.itemId,
      lineItemId: newId('il', 24),
      priceId: sub.priceId,
      quantity: sub.quantity,
      currency: this.options.price.currency,
      amountDue: amount,
      amountPaid: 0,
      status: 'open',
      billingReason: reason,
      periodStart,
      periodEnd,
      attemptCount: 0,
      paidAt: null,
      nextPaymentAttempt: null,
    };
    this.state.invoices[invoice.id] = invoice;
    return invoice;
  }

  private markPaid(invoice: InvoiceRecord, at: number): void {
    invoice.status = 'paid';
    invoice.amountPaid = invoice.amountDue;
    if (invoice.amountDue > 0) invoice.attemptCount += 1;
    invoice.paidAt = at;
    invoice.nextPaymentAttempt = null;
  }

  // ---- subscriptions ----

  updateSubscription(id: string, change: { cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> }, origin: RequestOrigin): SubscriptionRecord {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', change.cancelAtPeriodEnd !== undefined ? 'cancel_at_period_end' : undefined);
    }
    const before = renderSubscription(this.ctx, sub);
    if (change.metadata) sub.metadata = change.metadata;
    if (change.cancelAtPeriodEnd !== undefined) this.setCancelAtPeriodEnd(sub, change.cancelAtPeriodEnd);
    this.commit(this.updatedEvents(before, sub, origin));
    return sub;
  }

  private setCancelAtPeriodEnd(sub: SubscriptionRecord, cancel: boolean): void {
    if (sub.cancelAtPeriodEnd === cancel) return;
    sub.cancelAtPeriodEnd = cancel;
    sub.cancelAt = cancel ? sub.currentPeriodEnd : null;
    sub.canceledAt = cancel ? this.nowSeconds() : null;
    sub.cancellationReason = cancel ? 'cancellation_requested' : null;
  }

  private updatedEvents(before: object, sub: SubscriptionRecord, origin: RequestOrigin): StripeEventRecord[] {
    const after = renderSubscription(this.ctx, sub);
    const previous = changedAttributes(before, after);
    return Object.keys(previous).length > 0 ? [this.event('customer.subscription.updated', after, origin, previous)] : [];
  }

  cancelSubscription(id: string, origin: RequestOrigin): SubscriptionRecord {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw noSuch('subscription', id);
    this.commit([this.cancelNowEvent(sub, origin)]);
    return sub;
  }

  private cancelNowEvent(sub: SubscriptionRecord, origin: RequestOrigin, endedAt = this.nowSeconds()): StripeEventRecord {
    sub.status = 'canceled';
    sub.endedAt = endedAt;
    sub.canceledAt ??= endedAt;
    sub.cancellationReason ??= 'cancellation_requested';
    return this.event('customer.subscription.deleted', renderSubscription(this.ctx, sub), origin);
  }

  /** What the portal page's buttons (and the sandbox) do to a subscription. */
  portalAction(id: string, action: PortalAction): SubscriptionRecord {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw invalidRequest('This subscription has been canceled.');
    const before = renderSubscription(this.ctx, sub);
    switch (action) {
      case 'cancel_at_period_end':
      case 'resume':
        this.setCancelAtPeriodEnd(sub, action === 'cancel_at_period_end');
        this.commit(this.updatedEvents(before, sub, NO_REQUEST));
        break;
      case 'cancel_now':
        this.commit([this.cancelNowEvent(sub, NO_REQUEST)]);
        break;
      case 'fail_payment':
        this.failPayment(sub, before);
        break;
      case 'pay_now':
        this.payNow(sub, before);
        break;
    }
    return sub;
  }

  /**
   * First press: the next renewal comes due now and its charge is declined → `past_due`
   * (a trial ends now). Second press: Stripe's retries are exhausted → `unpaid`.
   */
  private failPayment(sub: SubscriptionRecord, before: object): void {
    const now = this.nowSeconds();
    const customer = this.customer(sub.customer);
    let invoice: InvoiceRecord;
    if (sub.status === 'trialing' || sub.status === 'active') {
      if (sub.status === 'trialing') sub.trialEnd = now;
      const previousStart = sub.currentPeriodStart;
      sub.billingCycleAnchor = now;
      sub.currentPeriodStart = now;
      sub.currentPeriodEnd = addMonths(now, 1);
      if (sub.cancelAtPeriodEnd) sub.cancelAt = sub.currentPeriodEnd;
      invoice = this.newInvoice(sub, customer, 'subscription_cycle', this.options.price.unitAmount * sub.quantity, previousStart, now);
      invoice.attemptCount = 1;
      invoice.nextPaymentAttempt = now + PAYMENT_RETRY_AFTER_S;
      sub.latestInvoice = invoice.id;
      sub.status = 'past_due';
    } else if (sub.status === 'past_due') {
      invoice = this.openInvoiceOf(sub);
      invoice.attemptCount += 1;
      invoice.nextPaymentAttempt = null;
      sub.status = 'unpaid';
    } else {
      throw invalidRequest('No payment is due on this subscription: it is already unpaid.');
    }
    this.commit([this.event('invoice.payment_failed', renderInvoice(this.ctx, invoice), NO_REQUEST), ...this.updatedEvents(before, sub, NO_REQUEST)]);
  }

  private openInvoiceOf(sub: SubscriptionRecord): InvoiceRecord {
    const invoice = sub.latestInvoice ? this.state.invoices[sub.latestInvoice] : undefined;
    if (!invoice || invoice.status !== 'open') throw invalidRequest('This subscription has no open invoice.');
    return invoice;
  }

  /** The customer pays the open invoice (a new card in the real portal) → `active`. */
  private payNow(sub: SubscriptionRecord, before: object): void {
    if (sub.status !== 'past_due' && sub.status !== 'unpaid') throw invalidRequest('No payment is due on this subscription.');
    const invoice = this.openInvoiceOf(sub);
    this.markPaid(invoice, this.nowSeconds());
    sub.status = 'active';
    this.commit([this.event('invoice.paid', renderInvoice(this.ctx, invoice), NO_REQUEST), ...this.updatedEvents(before, sub, NO_REQUEST)]);
  }

  // ---- the billing portal ----

  createPortalSession(customerId: string, returnUrl: string | null): PortalSessionRecord {
    this.liveCustomer(customerId, 'customer');
    const session: PortalSessionRecord = { id: newId('bps'), created: this.nowSeconds(), customer: customerId, returnUrl };
    this.state.portalSessions[session.id] = session;
    this.commit([]);
    return session;
  }

  portalSessionView(session: PortalSessionRecord): object {
    return renderPortalSession(this.ctx, session);
  }

  // ---- time ----

  /** Moves the sandbox clock forward (test helper), then lets time-driven changes happen. */
  advanceClock(seconds: number): void {
    this.state.clockOffsetMs += seconds * 1000;
    this.store.save();
    this.sweep();
  }

  /**
   * What passing time does: open sessions expire, trials end and periods renew (charged to the
   * card on file), and subscriptions set to cancel at period end are canceled.
   */
  sweep(): void {
    const now = this.nowSeconds();
    const events: StripeEventRecord[] = [];
    for (const session of Object.values(this.state.checkoutSessions)) {
      if (session.status === 'open' && session.expiresAt <= now) {
        session.status = 'expired';
        events.push(this.event('checkout.session.expired', renderCheckoutSession(this.ctx, session), NO_REQUEST));
      }
    }
    for (const sub of Object.values(this.state.subscriptions)) {
      while (sub.status !== 'canceled' && sub.currentPeriodEnd <= now) {
        if (sub.cancelAtPeriodEnd) {
          events.push(this.cancelNowEvent(sub, NO_REQUEST, sub.currentPeriodEnd));
          break;
        }
        if (sub.status !== 'trialing' && sub.status !== 'active') break;
        const before = renderSubscription(this.ctx, sub);
        const previousStart = sub.currentPeriodStart;
        const start = sub.currentPeriodEnd;
        sub.currentPeriodStart = start;
        sub.currentPeriodEnd = nextPeriodEnd(sub.billingCycleAnchor, start);
        sub.status = 'active';
        const customer = this.customer(sub.customer);
        const invoice = this.newInvoice(sub, customer, 'subscription_cycle', this.options.price.unitAmount * sub.quantity, previousStart, start);
        invoice.created = start;
        this.markPaid(invoice, start);
        sub.latestInvoice = invoice.id;
        events.push(...this.updatedEvents(before, sub, NO_REQUEST), this.event('invoice.paid', renderInvoice(this.ctx, invoice), NO_REQUEST));
      }
    }
    if (events.length > 0) this.commit(events);
  }
}
