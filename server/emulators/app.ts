import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerIdentityProvider, type IdentityProviderOptions } from './identity/index.ts';
import { registerOpenAIStandIn, type OpenAIStandInOptions } from './openai/index.ts';
import { registerPlaidEmulator, type PlaidEmulatorOptions } from './plaid/index.ts';
import { registerStripeEmulator, type StripeEmulatorOptions } from './stripe/index.ts';

export interface EmulatorOptions {
  /** Where each emulator keeps its own state (never the product's database). */
  dataDir: string;
  logger?: boolean;
  /** The identity provider (Auth0 stand-in); its state lives in `dataDir/identity`. */
  identity?: Omit<IdentityProviderOptions, 'dataDir'>;
  /** The Plaid emulator (absent when the real Plaid is configured); its state lives in `dataDir/plaid`. */
  plaid?: Omit<PlaidEmulatorOptions, 'dataDir'> | null;
  /** The Stripe emulator (absent or null when the real Stripe is configured); its state lives in `dataDir/stripe`. */
  stripe?: Omit<StripeEmulatorOptions, 'dataDir'> | null;
  /** The model stand-in (null when a real model is configured); absent means on, with its defaults. It keeps no state. */
  openai?: OpenAIStandInOptions | null;
}

/**
 * Local stand-ins for the vendors (identity provider, Plaid, Stripe, the OpenAI model), speaking their wire
 * formats so the official SDKs work unchanged. Each vendor's part is added by its own issue.
 */
export async function buildEmulatorApp(options: EmulatorOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger === false ? false : { level: 'warn' } });
  const emulators: string[] = [];
  if (options.identity) {
    await registerIdentityProvider(app, { ...options.identity, dataDir: path.join(options.dataDir, 'identity') });
    emulators.push('identity');
  }
  if (options.plaid) {
    registerPlaidEmulator(app, { ...options.plaid, dataDir: path.join(options.dataDir, 'plaid') });
    emulators.push('plaid');
  }
  if (options.stripe) {
    registerStripeEmulator(app, { ...options.stripe, dataDir: path.join(options.dataDir, 'stripe') });
    emulators.push('stripe');
  }
  if (options.openai !== null) {
    registerOpenAIStandIn(app, options.openai);
    emulators.push('openai');
  }
  app.get('/healthz', async () => ({ status: 'ok', emulators }));
  return app;
}
