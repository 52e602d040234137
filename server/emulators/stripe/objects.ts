import type Stripe from 'stripe';
import type { StripePriceOptions } from './config.ts';
import type {
  CheckoutSessionRecord,
  CustomerRecord,
  InvoiceRecord,
  PaymentMethodRecord,
  PortalSessionRecord,
  StripeEmulatorState,
  SubscriptionRecord,
} from './store.ts';

/**
 * Stripe's object shapes, rendered from the emulator's records. Each renderer is typed by the
 * installed SDK's own type, so every field the SDK declares is present (mostly null here).
 */
export interface RenderContext {
  state: StripeEmulatorState;
  price: StripePriceOptions;
  productId: string;
  publicOrigin: string;
}

/** Prices and products exist before anything else; a fixed date keeps them stable across restarts. */
const CATALOG_CREATED = 1_767_225_600; // 2026-01-01T00:00:00Z

type ListUrl = `/v1/${string}`;

export function list<T>(data: T[], url: ListUrl, hasMore = false): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

/** The wire carries decimals as strings; the SDK turns them into its Decimal class on the way in. */
function decimal(value: number): Stripe.Decimal {
  return String(value) as unknown as Stripe.Decimal;
}

export function productIdFor(price: StripePriceOptions): string {
  const slug = price.productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `prod_${slug || 'emulated'}`;
}

export function renderProduct(ctx: RenderContext): Stripe.Product {
  return {
    id: ctx.productId,
    object: 'product',
    active: true,
    created: CATALOG_CREATED,
    default_price: ctx.price.id,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: ctx.price.productName,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: CATALOG_CREATED,
    url: null,
  };
}

export function renderPrice(ctx: RenderContext): Stripe.Price {
  return {
    id: ctx.price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: CATALOG_CREATED,
    currency: ctx.price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: ctx.productId,
    recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: ctx.price.trialDays || null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: ctx.price.unitAmount,
    unit_amount_decimal: decimal(ctx.price.unitAmount),
  };
}

function renderPlan(ctx: RenderContext): Stripe.Plan {
  return {
    id: ctx.price.id,
    object: 'plan',
    active: true,
    amount: ctx.price.unitAmount,
    amount_decimal: decimal(ctx.price.unitAmount),
    billing_scheme: 'per_unit',
    created: CATALOG_CREATED,
    currency: ctx.price.currency,
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: ctx.productId,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: ctx.price.trialDays || null,
    usage_type: 'licensed',
  };
}

export function renderCustomer(ctx: RenderContext, customer: CustomerRecord): Stripe.Customer | Stripe.DeletedCustomer {
  if (customer.deleted) return { id: customer.id, object: 'customer', deleted: true };
  return {
    id: customer.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: customer.created,
    currency: Object.values(ctx.state.subscriptions).some((s) => s.customer === customer.id) ? ctx.price.currency : null,
    default_source: null,
    delinquent: Object.values(ctx.state.invoices).some((i) => i.customer === customer.id && i.status === 'open' && i.attemptCount > 0),
    description: customer.description,
    discount: null,
    email: customer.email,
    invoice_prefix: customer.invoicePrefix,
    invoice_settings: { custom_fields: null, default_payment_method: customer.defaultPaymentMethod, footer: null, rendering_options: null },
    livemode: false,
    metadata: customer.metadata,
    name: customer.name,
    next_invoice_sequence: customer.nextInvoiceSequence,
    phone: customer.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function renderPaymentMethod(pm: PaymentMethodRecord): Stripe.PaymentMethod {
  return {
    id: pm.id,
    object: 'payment_method',
    allow_redisplay: 'limited',
    billing_details: { address: null, email: null, name: pm.name, phone: null, tax_id: null },
    card: {
      brand: pm.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: pm.brand,
      exp_month: pm.expMonth,
      exp_year: pm.expYear,
      fingerprint: pm.id.slice(3, 19),
      funding: 'credit',
      generated_from: null,
      last4: pm.last4,
      networks: { available: [pm.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: pm.created,
    customer: pm.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

function renderSubscriptionItem(ctx: RenderContext, sub: SubscriptionRecord): Stripe.SubscriptionItem {
  return {
    id: sub.itemId,
    object: 'subscription_item',
    billing_thresholds: null,
    created: sub.created,
    current_period_end: sub.currentPeriodEnd,
    current_period_start: sub.currentPeriodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: renderPlan(ctx),
    price: renderPrice(ctx),
    quantity: sub.quantity,
    subscription: sub.id,
    tax_rates: [],
  };
}

export function renderSubscription(ctx: RenderContext, sub: SubscriptionRecord): Stripe.Subscription {
  return {
    id: sub.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: sub.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: sub.cancelAt,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: sub.cancellationReason },
    collection_method: 'charge_automatically',
    created: sub.created,
    currency: ctx.price.currency,
    customer: sub.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: sub.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: sub.endedAt,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: list([renderSubscriptionItem(ctx, sub)], `/v1/subscription_items?subscription=${sub.id}`),
    latest_invoice: sub.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: sub.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: sub.startDate,
    status: sub.status,
    test_clock: null,
    transfer_data: null,
    trial_end: sub.trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: sub.trialStart,
  };
}

function renderInvoiceLine(ctx: RenderContext, invoice: InvoiceRecord): Stripe.InvoiceLineItem {
  const trial = invoice.amountDue === 0;
  return {
    id: invoice.lineItemId,
    object: 'line_item',
    amount: invoice.amountDue,
    currency: invoice.currency,
    description: trial ? `Trial period for ${ctx.price.productName}` : `${invoice.quantity} × ${ctx.price.productName} (at $${(ctx.price.unitAmount / 100).toFixed(2)} / month)`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: invoice.subscription,
        subscription_item: invoice.subscriptionItem,
      },
      type: 'subscription_item_details',
    },
    period: { end: invoice.periodEnd, start: invoice.periodStart },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: invoice.priceId, product: ctx.productId },
      type: 'price_details',
      unit_amount_decimal: decimal(trial ? 0 : ctx.price.unitAmount),
    },
    quantity: invoice.quantity,
    quantity_decimal: decimal(invoice.quantity),
    subscription: invoice.subscription,
    subtotal: invoice.amountDue,
    taxes: [],
  };
}

export function renderInvoice(ctx: RenderContext, invoice: InvoiceRecord): Stripe.Invoice {
  const customer = ctx.state.customers[invoice.customer];
  const sub = ctx.state.subscriptions[invoice.subscription];
  return {
    id: invoice.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Ledgerline',
    account_tax_ids: null,
    amount_due: invoice.amountDue,
    amount_overpaid: 0,
    amount_paid: invoice.amountPaid,
    amount_remaining: invoice.amountDue - invoice.amountPaid,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    auto_advance: invoice.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    custom_fields: null,
    customer: invoice.customer,
    customer_account: null,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${ctx.publicOrigin}/stripe/invoices/${invoice.id}`,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: list([renderInvoiceLine(ctx, invoice)], `/v1/invoices/${invoice.id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: invoice.nextPaymentAttempt,
    number: invoice.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: sub?.metadata ?? {}, subscription: invoice.subscription },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.periodEnd,
    period_start: invoice.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: null,
      paid_at: invoice.paidAt,
      voided_at: null,
    },
    subtotal: invoice.amountDue,
    subtotal_excluding_tax: invoice.amountDue,
    test_clock: null,
    total: invoice.amountDue,
    total_discount_amounts: [],
    total_excluding_tax: invoice.amountDue,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.created,
  };
}

export function renderLineItems(ctx: RenderContext, session: CheckoutSessionRecord): Stripe.ApiList<Stripe.LineItem> {
  const amount = ctx.price.unitAmount * session.quantity;
  return list(
    [
      {
        id: session.lineItemId,
        object: 'item',
        adjustable_quantity: null,
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: ctx.price.currency,
        description: ctx.price.productName,
        metadata: null,
        price: renderPrice(ctx),
        quantity: session.quantity,
      },
    ],
    `/v1/checkout/sessions/${session.id}/line_items`,
  );
}

export function checkoutUrl(ctx: RenderContext, sessionId: string): string {
  return `${ctx.publicOrigin}/stripe/checkout/${sessionId}`;
}

export function renderCheckoutSession(ctx: RenderContext, session: CheckoutSessionRecord): Stripe.Checkout.Session {
  const amount = session.trialPeriodDays ? 0 : ctx.price.unitAmount * session.quantity;
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: ctx.price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: session.customer,
    customer_account: null,
    customer_creation: session.customer ? null : 'always',
    customer_details: session.customerDetails
      ? { address: null, business_name: null, email: session.customerDetails.email, individual_name: null, name: session.customerDetails.name, phone: null, tax_exempt: 'none', tax_ids: [] }
      : null,
    customer_email: session.customerEmail,
    discounts: [],
    expires_at: session.expiresAt,
    integration_identifier: null,
    invoice: session.invoice,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: session.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: { allow_redisplay_filters: ['always'], payment_method_remove: null, payment_method_save: null },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: session.status,
    submit_type: null,
    subscription: session.subscription,
    success_url: session.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: session.status === 'open' ? checkoutUrl(ctx, session.id) : null,
    wallet_options: null,
  };
}

export function portalUrl(ctx: RenderContext, sessionId: string): string {
  return `${ctx.publicOrigin}/stripe/portal/${sessionId}`;
}

export function renderPortalSession(ctx: RenderContext, session: PortalSessionRecord): Stripe.BillingPortal.Session {
  return {
    id: session.id,
    object: 'billing_portal.session',
    configuration: 'bpc_ledgerline_local',
    created: session.created,
    customer: session.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: session.returnUrl,
    url: portalUrl(ctx, session.id),
  };
}
