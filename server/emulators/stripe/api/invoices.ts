import { renderInvoice } from '../objects.ts';
import { byNewest, paginate, type IdParams, type StripeApi } from './scope.ts';

/** `/v1/invoices`: retrieve, list. */
export function invoiceRoutes({ scope, billing, store, query }: StripeApi): void {
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
}
