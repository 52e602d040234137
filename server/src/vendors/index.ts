import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { createStripeClient } from './stripe.ts';

/** Every vendor SDK client the product uses, built once from configuration. */
export interface Vendors {
  stripe: Stripe;
}

export function createVendors(config: Config, overrides: Partial<Vendors> = {}): Vendors {
  return {
    stripe: overrides.stripe ?? createStripeClient(config.stripe),
  };
}
