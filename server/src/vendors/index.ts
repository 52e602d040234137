import type OpenAI from 'openai';
import type { RefreshTokensClient } from 'auth0/refreshTokens';
import type { PlaidApi } from 'plaid';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { createIdentity, type IdentityProfiles } from './identity.ts';
import { createModelClient, createOpenAiModel } from './model.ts';
import { createPlaidBankData, createPlaidClient } from './plaid.ts';
import type { Ports } from './ports/index.ts';
import { createStripeBilling, createStripeClient } from './stripe.ts';

export type * from './ports/index.ts';
export { BankDataError, IdentityProfileError, readAllChanges, REAUTH_ERRORS, WebhookVerificationError } from './ports/index.ts';

/**
 * The vendor SDK clients the adapters are built on, each built from configuration unless given
 * (tests point them at the emulators). Only vendors/ and tests name these; modules see `Ports`.
 */
export interface VendorClients {
  stripe: Stripe;
  plaid: PlaidApi;
  /** The caller's profile from the identity provider (token claims or /userinfo). */
  identityProfiles: IdentityProfiles;
  /** The identity provider's Management API for refresh tokens (auth0's SDK). */
  identityRefreshTokens: RefreshTokensClient;
  /** The assistant's model (Chat Completions through the `openai` SDK). */
  model: OpenAI;
}

/** The ports the modules use, over the given clients or ones built from configuration. */
export function createPorts(config: Config, clients: Partial<VendorClients> = {}): Ports {
  return {
    bankData: createPlaidBankData(clients.plaid ?? createPlaidClient(config.plaid)),
    billing: createStripeBilling(clients.stripe ?? createStripeClient(config.stripe), config.stripe),
    identity: createIdentity(config.identity, clients.identityProfiles, clients.identityRefreshTokens),
    assistantModel: createOpenAiModel(clients.model ?? createModelClient(config.model)),
  };
}
