import { byNewest, paginate, type IdParams, type StripeApi } from './scope.ts';

/** `/v1/events`: retrieve, list (by type, with a trailing `*` wildcard). */
export function eventRoutes({ scope, billing, store, query }: StripeApi): void {
  scope.get<IdParams>('/events/:id', async (request) => billing.findEvent(request.params.id));

  scope.get('/events', async (request) => {
    const params = query(request);
    const type = params.string('type');
    const events = byNewest(Object.values(store.state.events)).filter((e) => !type || e.type === type || (type.endsWith('*') && e.type.startsWith(type.slice(0, -1))));
    return paginate(events, params, '/v1/events');
  });
}
