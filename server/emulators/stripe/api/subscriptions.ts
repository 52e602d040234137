import { renderSubscription } from '../objects.ts';
import { applyMetadata, type Params } from '../params.ts';
import { byNewest, paginate, type IdParams, type StripeApi } from './scope.ts';

/** `/v1/subscriptions`: retrieve, list, update (cancel at period end, metadata), cancel. */
export function subscriptionRoutes({ scope, billing, store, origin, query, post }: StripeApi): void {
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
}
