import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StripeBilling } from './billing.ts';
import { StripeApiError, invalidApiKey, invalidRequest, missingApiKey, unrecognizedUrl } from './errors.ts';
import { parseStripeForm } from './form.ts';
import { newId, type StripeStore } from './store.ts';
import { billingPortalRoutes } from './api/billing-portal.ts';
import { catalogRoutes } from './api/catalog.ts';
import { checkoutRoutes } from './api/checkout.ts';
import { customerRoutes } from './api/customers.ts';
import { eventRoutes } from './api/events.ts';
import { invoiceRoutes } from './api/invoices.ts';
import { apiKeyOf, createStripeApi, keyMatches } from './api/scope.ts';
import { subscriptionRoutes } from './api/subscriptions.ts';

export interface ApiRoutesOptions {
  billing: StripeBilling;
  store: StripeStore;
  secretKey: string;
}

/**
 * Stripe's `/v1` paths the product's SDK calls; registered with prefix `/v1` in its own scope.
 * This scope speaks Stripe's wire conventions (form bodies, API keys, request ids, Stripe's error
 * shape); each resource's routes live in `api/`.
 */
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

  const api = createStripeApi(scope, billing, store, requestIds);
  customerRoutes(api);
  checkoutRoutes(api);
  subscriptionRoutes(api);
  invoiceRoutes(api);
  catalogRoutes(api);
  eventRoutes(api);
  billingPortalRoutes(api);
}
