import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StripeBilling, CheckoutSessionInput, RequestOrigin } from './billing.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from './config.ts';
import {
  StripeApiError,
  idempotencyMismatch,
  idempotencyOtherEndpoint,
  invalidApiKey,
  invalidParam,
  invalidRequest,
  missingApiKey,
  missingParam,
  noSuch,
  unrecognizedUrl,
} from './errors.ts';
import { parseQueryOf, parseStripeForm, type FormObject, type FormValue } from './form.ts';
import {
  list,
  renderCustomer,
  renderInvoice,
  renderLineItems,
  renderPrice,
  renderProduct,
  renderSubscription,
} from './objects.ts';
import { Params, applyMetadata } from './params.ts';
import { newId, type StripeStore } from './store.ts';

export interface ApiRoutesOptions {
  billing: StripeBilling;
  store: StripeStore;
  secretKey: string;
}

type IdParams = { Params: { id: string } };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function keyMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `Authorization: Bearer sk_...`, or Basic with the key as user name (as curl -u sends it). */
function apiKeyOf(request: FastifyRequest): string | null {
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
function paginate<T extends { id: string }>(items: T[], params: Params, url: `/v1/${string}`) {
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

function byNewest<T extends { created: number }>(items: T[]): T[] {
  return items.map((item, index) => ({ item, index })).sort((a, b) => b.item.created - a.item.created || b.index - a.index).map(({ item }) => item);
}

/** Stripe's `/v1` paths the product's SDK calls; registered with prefix `/v1` in its own scope. */
export async function stripeApiRoutes(scope: FastifyInstance, options: ApiRoutesOptions): Promise<void> {
  const { billing, store, secretKey } = options;
  const requestIds = new WeakMap<FastifyRequest, string>();

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseStripeForm(body as string));
  });

  scope.addHook('onRequest', async (request, reply) => {
    const requestId = newId('req', 14);
    requestIds.set(request, requestId);
    reply.header('request-id', requestId);
    const version = request.headers['stripe-version'];
    if (typeof version === 'string') reply.header('stripe-version', version);
    const key = apiKeyOf(request);
    if (key === null || key === '') throw missingApiKey();
    if (!keyMatches(key, secretKey)) {
      reply.header('www-authenticate', 'Basic realm="Stripe"');
      throw invalidApiKey(key);
    }
    billing.sweep();
  });

  scope.setErrorHandler(async (error, request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.statusCode).send(error.body());
    const fastifyError = error as { code?: string; statusCode?: number };
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(400)
        .send(invalidRequest(`Invalid request: unsupported Content-Type ${request.headers['content-type'] ?? ''}. If error persists and you need assistance, please contact support@stripe.com.`).body());
    }
    if (fastifyError.statusCode && fastifyError.statusCode < 500) return reply.code(400).send(invalidRequest((error as Error).message).body());
    request.log.error(error);
    return reply.code(500).send(new StripeApiError(500, 'api_error', 'An unknown error occurred', undefined).body());
  });

  scope.setNotFoundHandler(async (request) => {
    throw unrecognizedUrl(request.method, request.url.split('?')[0]!);
  });

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

  // ---- customers ----

  const customerView = (id: string, params: Params) => billing.expand(renderCustomer(billing.ctx, billing.customer(id)), params.expand());

  const email = (params: Params): string | undefined => {
    const value = params.string('email');
    if (value && !EMAIL.test(value)) throw invalidParam('email', `Invalid email address: ${value}`, 'email_invalid');
    return value;
  };

  post('/customers', (request, params) => {
    const customer = billing.createCustomer(
      {
        email: email(params) || null,
        name: params.string('name') || null,
        phone: params.string('phone') || null,
        description: params.string('description') || null,
        metadata: applyMetadata({}, params.metadataUpdate()),
      },
      origin(request),
    );
    return customerView(customer.id, params);
  });

  scope.get<IdParams>('/customers/:id', async (request) => customerView(request.params.id, query(request)));

  post('/customers/:id', (request, params, id) => {
    const current = billing.liveCustomer(id, 'id');
    const optional = (value: string | undefined) => (value === undefined ? undefined : value || null);
    billing.updateCustomer(
      current.id,
      {
        email: optional(email(params)),
        name: optional(params.string('name')),
        phone: optional(params.string('phone')),
        description: optional(params.string('description')),
        metadata: applyMetadata(current.metadata, params.metadataUpdate()),
      },
      origin(request),
    );
    return customerView(current.id, params);
  });

  scope.delete<IdParams>('/customers/:id', async (request) => {
    const customer = billing.deleteCustomer(request.params.id, origin(request));
    return { id: customer.id, object: 'customer', deleted: true };
  });

  scope.get('/customers', async (request) => {
    const params = query(request);
    const wanted = params.string('email');
    const customers = byNewest(Object.values(store.state.customers).filter((c) => !c.deleted && (wanted === undefined || c.email === wanted)));
    const page = paginate(customers, params, '/v1/customers');
    return billing.expand({ ...page, data: page.data.map((c) => renderCustomer(billing.ctx, c)) }, params.expand());
  });

  // ---- Checkout ----

  function checkoutInput(params: Params): CheckoutSessionInput {
    const mode = params.requiredString('mode');
    if (mode !== 'subscription') throw invalidParam('mode', `Invalid mode: the Stripe emulator sells the subscription only (mode=subscription), not ${mode}.`, 'parameter_invalid_string');
    const items = params.list('line_items');
    if (!items || items.length === 0) throw missingParam('line_items');
    if (items.length > 1) throw invalidParam('line_items[1]', 'The Stripe emulator sells one price per Checkout Session.', 'parameter_unknown');
    const item = items[0]!;
    if (item.has('price_data')) throw invalidParam('line_items[0][price_data]', 'The Stripe emulator takes line_items[0][price] (the configured price), not price_data.', 'parameter_unknown');
    const priceId = item.requiredString('price');
    if (priceId !== billing.ctx.price.id) throw noSuch('price', priceId, 'line_items[0][price]');
    const quantity = item.integer('quantity');
    if (quantity === undefined) throw invalidParam('line_items[0][quantity]', 'Quantity is required. Add `quantity` to `line_items[0]`', 'parameter_missing');
    if (quantity < 1) throw invalidParam('line_items[0][quantity]', 'This value must be greater than or equal to 1.', 'parameter_invalid_integer');

    const customer = params.string('customer') || null;
    if (customer) billing.liveCustomer(customer, 'customer');
    const customerEmail = params.string('customer_email') || null;
    if (customer && customerEmail) throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
    if (customerEmail && !EMAIL.test(customerEmail)) throw invalidParam('customer_email', `Invalid email address: ${customerEmail}`, 'email_invalid');
    const clientReferenceId = params.string('client_reference_id') || null;
    if (clientReferenceId && clientReferenceId.length > 200) throw invalidParam('client_reference_id', 'client_reference_id must be at most 200 characters.', 'parameter_invalid_string');

    const subscriptionData = params.nested('subscription_data');
    const trialPeriodDays = subscriptionData?.integer('trial_period_days') ?? null;
    if (trialPeriodDays !== null && trialPeriodDays < 1) throw invalidParam('subscription_data[trial_period_days]', 'The minimum number of trial period days is 1.', 'parameter_invalid_integer');
    if (trialPeriodDays !== null && trialPeriodDays > 730) throw invalidParam('subscription_data[trial_period_days]', 'The maximum number of trial period days is 730 (2 years).', 'parameter_invalid_integer');

    const expiresAt = params.integer('expires_at') ?? null;
    const now = billing.nowSeconds();
    if (expiresAt !== null && (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 60 * 60)) {
      throw invalidParam('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'parameter_invalid_integer');
    }

    return {
      customer,
      customerEmail,
      clientReferenceId,
      successUrl: params.url('success_url') ?? null,
      cancelUrl: params.url('cancel_url') ?? null,
      metadata: applyMetadata({}, params.metadataUpdate()),
      priceId,
      quantity,
      trialPeriodDays,
      subscriptionMetadata: applyMetadata({}, subscriptionData?.metadataUpdate()),
      expiresAt,
    };
  }

  post('/checkout/sessions', (_request, params) => {
    const session = billing.createCheckoutSession(checkoutInput(params));
    return billing.checkoutSessionView(session, params.expand());
  });

  scope.get<IdParams>('/checkout/sessions/:id', async (request) => billing.checkoutSessionView(billing.checkoutSession(request.params.id), query(request).expand()));

  scope.get<IdParams>('/checkout/sessions/:id/line_items', async (request) => {
    const params = query(request);
    const items = renderLineItems(billing.ctx, billing.checkoutSession(request.params.id));
    return billing.expand(items, params.expand());
  });

  post('/checkout/sessions/:id/expire', (request, params, id) => {
    const session = billing.expireCheckoutSession(id, origin(request));
    return billing.checkoutSessionView(session, params.expand());
  });

  scope.get('/checkout/sessions', async (request) => {
    const params = query(request);
    const customer = params.string('customer');
    const subscription = params.string('subscription');
    const status = params.string('status');
    const sessions = byNewest(Object.values(store.state.checkoutSessions)).filter(
      (s) => (!customer || s.customer === customer) && (!subscription || s.subscription === subscription) && (!status || s.status === status),
    );
    const page = paginate(sessions, params, '/v1/checkout/sessions');
    return { ...page, data: page.data.map((s) => billing.checkoutSessionView(s, params.expand().map((p) => p.replace(/^data\./, '')))) };
  });

  // ---- subscriptions ----

  const subscriptionView = (id: string, params: Params) => billing.expand(renderSubscription(billing.ctx, billing.subscription(id)), params.expand());

  scope.get<IdParams>('/subscriptions/:id', async (request) => subscriptionView(request.params.id, query(request)));

  scope.get('/subscriptions', async (request) => {
    const params = query(request);
    const customer = params.string('customer');
    if (customer) billing.customer(customer, 'customer');
    const status = params.string('status');
    const price = params.string('price');
    const subscriptions = byNewest(Object.values(store.state.subscriptions)).filter(
      (s) =>
        (!customer || s.customer === customer) &&
        (!price || s.priceId === price) &&
        (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
    );
    const page = paginate(subscriptions, params, '/v1/subscriptions');
    return billing.expand({ ...page, data: page.data.map((s) => renderSubscription(billing.ctx, s)) }, params.expand());
  });

  post('/subscriptions/:id', (request, params, id) => {
    const sub = billing.subscription(id);
    billing.updateSubscription(
      sub.id,
      { cancelAtPeriodEnd: params.boolean('cancel_at_period_end'), metadata: params.has('metadata') ? applyMetadata(sub.metadata, params.metadataUpdate()) : undefined },
      origin(request),
    );
    return subscriptionView(sub.id, params);
  });

  scope.delete<IdParams>('/subscriptions/:id', async (request) => {
    const sub = billing.cancelSubscription(request.params.id, origin(request));
    return subscriptionView(sub.id, query(request));
  });

  // ---- invoices, prices, products, events ----

  scope.get<IdParams>('/invoices/:id', async (request) => billing.expand(renderInvoice(billing.ctx, billing.invoice(request.params.id)), query(request).expand()));

  scope.get('/invoices', async (request) => {
    const params = query(request);
    const customer = params.string('customer');
    const subscription = params.string('subscription');
    const status = params.string('status');
    const invoices = byNewest(Object.values(store.state.invoices)).filter(
      (i) => (!customer || i.customer === customer) && (!subscription || i.subscription === subscription) && (!status || i.status === status),
    );
    const page = paginate(invoices, params, '/v1/invoices');
    return billing.expand({ ...page, data: page.data.map((i) => renderInvoice(billing.ctx, i)) }, params.expand());
  });

  scope.get<IdParams>('/prices/:id', async (request) => {
    if (request.params.id !== billing.ctx.price.id) throw noSuch('price', request.params.id);
    return billing.expand(renderPrice(billing.ctx), query(request).expand());
  });

  scope.get('/prices', async (request) => {
    const params = query(request);
    const product = params.string('product');
    const active = params.boolean('active');
    const prices = [renderPrice(billing.ctx)].filter((p) => (!product || p.product === product) && (active === undefined || p.active === active));
    const page = paginate(prices, params, '/v1/prices');
    return billing.expand(page, params.expand());
  });

  scope.get<IdParams>('/products/:id', async (request) => {
    if (request.params.id !== billing.ctx.productId) throw noSuch('product', request.params.id);
    return billing.expand(renderProduct(billing.ctx), query(request).expand());
  });

  scope.get<IdParams>('/events/:id', async (request) => billing.findEvent(request.params.id));

  scope.get('/events', async (request) => {
    const params = query(request);
    const type = params.string('type');
    const events = byNewest(Object.values(store.state.events)).filter((e) => !type || e.type === type || (type.endsWith('*') && e.type.startsWith(type.slice(0, -1))));
    return paginate(events, params, '/v1/events');
  });

  // ---- the billing portal ----

  post('/billing_portal/sessions', (_request, params) => {
    const customer = params.requiredString('customer');
    const session = billing.createPortalSession(customer, params.url('return_url') ?? null);
    return billing.portalSessionView(session);
  });
}
