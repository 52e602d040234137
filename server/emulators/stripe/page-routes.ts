import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_ACTIONS, type PortalAction, type StripeBilling } from './billing.ts';
import { evaluateCard } from './cards.ts';
import { CARD_MESSAGES } from './config.ts';
import { StripeApiError, invalidParam, invalidRequest, noSuch } from './errors.ts';
import { parseQueryOf, parseStripeForm, type FormObject } from './form.ts';
import { list } from './objects.ts';
import { checkoutPage, invoicePage, messagePage, portalNotice, portalPage, type CheckoutForm, type CheckoutField } from './pages.ts';
import type { StripeStore, CheckoutSessionRecord } from './store.ts';
import type { WebhookDispatcher } from './webhooks.ts';

export interface PageRoutesOptions {
  billing: StripeBilling;
  store: StripeStore;
  dispatcher: WebhookDispatcher;
}

type IdParams = { Params: { id: string } };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function html(reply: FastifyReply, statusCode: number, body: string) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

function formValue(form: FormObject, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

function successRedirect(session: CheckoutSessionRecord): string | null {
  return session.successUrl ? session.successUrl.split('{CHECKOUT_SESSION_ID}').join(session.id) : null;
}

/** Hosted Checkout and portal pages (`/stripe/checkout/:id`, `/stripe/portal/:id`) and the sandbox helpers. */
export async function stripePageRoutes(scope: FastifyInstance, options: PageRoutesOptions): Promise<void> {
  const { billing, store, dispatcher } = options;

  if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) scope.removeContentTypeParser('application/x-www-form-urlencoded');
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseStripeForm(body as string));
  });

  scope.addHook('onRequest', async () => billing.sweep());

  scope.setErrorHandler(async (error, request, reply) => {
    const sandbox = request.url.startsWith('/stripe/_sandbox/');
    const stripeError = error instanceof StripeApiError ? error : null;
    if (!stripeError) request.log.error(error);
    const status = stripeError?.statusCode ?? 500;
    const message = stripeError?.message ?? 'Something went wrong.';
    if (sandbox) return reply.code(status).send(stripeError?.body() ?? new StripeApiError(500, 'api_error', message).body());
    return html(reply, status, messagePage('Something went wrong', message));
  });

  // ---- hosted Checkout ----

  function knownEmail(session: CheckoutSessionRecord): string | null {
    const customer = session.customer ? store.state.customers[session.customer] : undefined;
    return customer?.email ?? session.customerEmail ?? null;
  }

  function closedCheckout(reply: FastifyReply, session: CheckoutSessionRecord) {
    if (session.status === 'complete') {
      const next = successRedirect(session);
      return html(reply, 200, messagePage('You’re subscribed', 'This checkout is complete.', next ? { href: next, text: 'Continue to Ledgerline' } : null));
    }
    return html(
      reply,
      410,
      messagePage('This checkout has expired', 'Start again from Ledgerline to subscribe.', session.cancelUrl ? { href: session.cancelUrl, text: 'Back to Ledgerline' } : null),
    );
  }

  scope.get<IdParams>('/checkout/:id', async (request, reply) => {
    const session = store.state.checkoutSessions[request.params.id];
    if (!session) return html(reply, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
    if (session.status !== 'open') return closedCheckout(reply, session);
    return html(reply, 200, checkoutPage({ session, price: billing.ctx.price, now: billing.nowSeconds(), knownEmail: knownEmail(session) }));
  });

  scope.post<IdParams>('/checkout/:id', async (request, reply) => {
    const session = store.state.checkoutSessions[request.params.id];
    if (!session) return html(reply, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
    if (session.status !== 'open') {
      const next = successRedirect(session);
      if (session.status === 'complete' && next) return reply.redirect(next, 303);
      return closedCheckout(reply, session);
    }
    const form = (request.body as FormObject | undefined) ?? {};
    const values: CheckoutForm = {
      email: formValue(form, 'email').trim(),
      cardNumber: formValue(form, 'cardNumber'),
      cardExpiry: formValue(form, 'cardExpiry'),
      cardCvc: formValue(form, 'cardCvc'),
      billingName: formValue(form, 'billingName'),
    };
    const email = knownEmail(session);
    const fail = (statusCode: number, field: CheckoutField | null, message: string) =>
      html(reply, statusCode, checkoutPage({ session, price: billing.ctx.price, now: billing.nowSeconds(), knownEmail: email, values, error: { field, message } }));

    if (!email && values.email === '') return fail(400, 'email', CARD_MESSAGES.emailMissing);
    if (!email && !EMAIL.test(values.email)) return fail(400, 'email', CARD_MESSAGES.emailInvalid);
    const card = evaluateCard({ number: values.cardNumber, expiry: values.cardExpiry, cvc: values.cardCvc, name: values.billingName }, billing.clock());
    if (!card.ok) {
      const fields = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc', name: 'billingName' } as const;
      return fail(card.declineCode ? 402 : 400, card.field ? fields[card.field] : 'cardNumber', card.message);
    }
    billing.completeCheckout(session.id, card, email ?? values.email);
    const next = successRedirect(session);
    if (next) return reply.redirect(next, 303);
    return html(reply, 200, messagePage('You’re subscribed', `Thanks for subscribing to ${billing.ctx.price.productName}.`));
  });

  // ---- the customer portal ----

  function renderPortal(reply: FastifyReply, sessionId: string, statusCode: number, extra: { notice?: string | null; error?: string | null }) {
    const session = billing.portalSession(sessionId);
    if (!session) return html(reply, 404, messagePage('Portal not found', 'This billing portal link is not valid.'));
    const customer = billing.customer(session.customer);
    const subscription = billing.subscriptionsOf(customer.id).find((s) => s.status !== 'canceled') ?? billing.subscriptionsOf(customer.id)[0] ?? null;
    const paymentMethodId = subscription?.defaultPaymentMethod ?? customer.defaultPaymentMethod;
    const invoices = Object.values(store.state.invoices)
      .filter((i) => i.customer === customer.id)
      .sort((a, b) => b.created - a.created);
    return html(
      reply,
      statusCode,
      portalPage({
        session,
        customer,
        subscription,
        paymentMethod: paymentMethodId ? (store.state.paymentMethods[paymentMethodId] ?? null) : null,
        invoices,
        price: billing.ctx.price,
        notice: extra.notice ?? null,
        error: extra.error ?? null,
      }),
    );
  }

  scope.get<IdParams>('/portal/:id', async (request, reply) => {
    const done = parseQueryOf(request.url).done;
    const session = billing.portalSession(request.params.id);
    const latest = session ? (billing.subscriptionsOf(session.customer)[0] ?? null) : null;
    return renderPortal(reply, request.params.id, 200, { notice: typeof done === 'string' ? portalNotice(done, latest) : null });
  });

  scope.post<IdParams>('/portal/:id', async (request, reply) => {
    const session = billing.portalSession(request.params.id);
    if (!session) return html(reply, 404, messagePage('Portal not found', 'This billing portal link is not valid.'));
    const form = (request.body as FormObject | undefined) ?? {};
    const action = formValue(form, 'action') as PortalAction;
    const subscriptionId = formValue(form, 'subscription');
    const sub = store.state.subscriptions[subscriptionId];
    if (!PORTAL_ACTIONS.includes(action) || !sub || sub.customer !== session.customer) {
      return renderPortal(reply, session.id, 400, { error: 'That action is not available.' });
    }
    try {
      billing.portalAction(sub.id, action);
    } catch (error) {
      if (error instanceof StripeApiError) return renderPortal(reply, session.id, 400, { error: error.message });
      throw error;
    }
    return reply.redirect(`/stripe/portal/${session.id}?done=${action}`, 303);
  });

  scope.get<IdParams>('/invoices/:id', async (request, reply) => {
    const invoice = store.state.invoices[request.params.id];
    if (!invoice) return html(reply, 404, messagePage('Invoice not found', 'This invoice link is not valid.'));
    return html(reply, 200, invoicePage(invoice, billing.ctx.price));
  });

  // ---- sandbox helpers (not Stripe's API; for tests and developers) ----

  /** Events newest first, like Stripe's lists; `customer` matches the object's customer (or the customer itself). */
  scope.get('/_sandbox/events', async (request: FastifyRequest) => {
    const query = parseQueryOf(request.url);
    const customer = typeof query.customer === 'string' ? query.customer : undefined;
    const type = typeof query.type === 'string' ? query.type : undefined;
    const events = Object.values(store.state.events)
      .filter((event) => {
        const object = event.data.object;
        const owner = object.object === 'customer' ? object.id : object.customer;
        return (!customer || owner === customer) && (!type || event.type === type);
      })
      .reverse();
    return list(events, '/v1/events');
  });

  scope.post<IdParams>('/_sandbox/events/:id/resend', async (request, reply) => {
    const event = billing.findEvent(request.params.id);
    dispatcher.resend(event.id);
    return reply.code(202).send(event);
  });

  scope.get('/_sandbox/deliveries', async () => ({ object: 'list', data: store.state.deliveries }));

  scope.post<{ Params: { id: string; action: string } }>('/_sandbox/subscriptions/:id/:action', async (request) => {
    const action = request.params.action as PortalAction;
    if (!PORTAL_ACTIONS.includes(action)) throw invalidParam('action', `Unknown action: ${action}. One of ${PORTAL_ACTIONS.join(', ')}.`, 'parameter_invalid_string');
    billing.subscription(request.params.id);
    billing.portalAction(request.params.id, action);
    const view = billing.render(request.params.id);
    if (!view) throw noSuch('subscription', request.params.id);
    return view;
  });

  /** Moves the emulator's clock forward: `seconds` or `days` (query, form or JSON). */
  scope.post('/_sandbox/clock/advance', async (request) => {
    const input = { ...parseQueryOf(request.url), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
    const seconds = Number(input.seconds ?? 0) + Number(input.days ?? 0) * 86_400;
    if (!Number.isFinite(seconds) || seconds <= 0) throw invalidRequest('Give seconds or days, a positive number.', 'seconds');
    billing.advanceClock(seconds);
    return { now: billing.clock().toISOString(), now_unix: billing.nowSeconds() };
  });
}
