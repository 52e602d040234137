import { invalidParam } from '../errors.ts';
import { renderCustomer } from '../objects.ts';
import { applyMetadata, type Params } from '../params.ts';
import { byNewest, EMAIL, paginate, type IdParams, type StripeApi } from './scope.ts';

/** `/v1/customers`: create, retrieve, update, delete, list (by email). */
export function customerRoutes({ scope, billing, store, origin, query, post }: StripeApi): void {
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
}
