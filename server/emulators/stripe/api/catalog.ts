import { noSuch } from '../errors.ts';
import { renderPrice, renderProduct } from '../objects.ts';
import { paginate, type IdParams, type StripeApi } from './scope.ts';

/** `/v1/prices` and `/v1/products`: the one configured plan. */
export function catalogRoutes({ scope, billing, query }: StripeApi): void {
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
}
