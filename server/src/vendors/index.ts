import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { createPlaidClient } from './plaid.ts';
import { createStripeClient } from './stripe.ts';
import type { PlaidApi } from 'plaid';

/** Every vendor SDK client the product uses, built once from configuration. */
export interface Vendors {
  stripe: Stripe;
  plaid: PlaidApi;
}

export function createVendors(config: Config, overrides: Partial<Vendors> = {}): Vendors {
  return {
    stripe: overrides.stripe ?? createStripeClient(config.stripe),
    plaid: overrides.plaid ?? createPlaidClient(config.plaid),
  };
}
