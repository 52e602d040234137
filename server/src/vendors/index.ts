import type OpenAI from 'openai';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { createIdentityProfiles, type IdentityProfiles } from './identity.ts';
import { createModelClient } from './model.ts';
import { createPlaidClient } from './plaid.ts';
import { createStripeClient } from './stripe.ts';
import type { PlaidApi } from 'plaid';

/** Every vendor SDK client the product uses, built once from configuration. */
export interface Vendors {
  stripe: Stripe;
  plaid: PlaidApi;
  /** The caller's profile from the identity provider (token claims or /userinfo). */
  identityProfiles: IdentityProfiles;
  /** The assistant's model (Chat Completions through the `openai` SDK). */
  model: OpenAI;
}

export function createVendors(config: Config, overrides: Partial<Vendors> = {}): Vendors {
  return {
    stripe: overrides.stripe ?? createStripeClient(config.stripe),
    plaid: overrides.plaid ?? createPlaidClient(config.plaid),
    identityProfiles: overrides.identityProfiles ?? createIdentityProfiles(config.identity),
    model: overrides.model ?? createModelClient(config.model),
  };
}
