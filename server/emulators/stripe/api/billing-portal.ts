import type { StripeApi } from './scope.ts';

/** `/v1/billing_portal/sessions`: create. */
export function billingPortalRoutes({ billing, post }: StripeApi): void {
  post('/billing_portal/sessions', (_request, params) => {
    const customer = params.requiredString('customer');
    const session = billing.createPortalSession(customer, params.url('return_url') ?? null);
    return billing.portalSessionView(session);
  });
}
