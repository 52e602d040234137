import type { CheckoutSessionInput, StripeBilling } from '../billing.ts';
import { invalidParam, invalidRequest, missingParam, noSuch } from '../errors.ts';
import { renderLineItems } from '../objects.ts';
import { applyMetadata, type Params } from '../params.ts';
import { byNewest, EMAIL, paginate, type IdParams, type StripeApi } from './scope.ts';

/** The Checkout Session parameters the emulator accepts, checked as Stripe checks them. */
function checkoutInput(billing: StripeBilling, params: Params): CheckoutSessionInput {
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

/** `/v1/checkout/sessions`: create, retrieve, line items, expire, list. */
export function checkoutRoutes({ scope, billing, store, origin, query, post }: StripeApi): void {
  post('/checkout/sessions', (_request, params) => {
    const session = billing.createCheckoutSession(checkoutInput(billing, params));
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
}
