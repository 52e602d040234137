import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { LinkedBankData } from '../vendors/index.ts';
import { DEMO_CONTENT } from './demo-content.ts';
import { DemoSession } from './demo-session.ts';
import { signInWithPassword } from './identity-sign-in.ts';
import { userIdBySub } from './queries.ts';

/** The account the identity stand-in seeds and the sign-in page offers. */
export const DEMO_SIGN_IN = { email: 'demo@ledgerline.app', password: 'ledgerline-demo' } as const;

/** The profile fields the SPA sends at sign-in, picked from the ID token's claims. */
const PROFILE_FIELDS = ['sub', 'email', 'email_verified', 'name', 'nickname', 'picture', 'updated_at'] as const;

/** Only on a wholly local product: with any real vendor configured, no demo data is made anywhere. */
export function demoSeedingApplies(config: Config): boolean {
  return config.identity.emulated && config.plaid.emulated && config.stripe.emulated && config.model.emulated;
}

export interface DemoSeedingDeps {
  /** The running product: its vendors' stand-ins deliver webhooks to it while the demo is made. */
  app: FastifyInstance;
  db: Db;
  bankData: LinkedBankData;
  config: Config;
}

/**
 * Makes the demo account a complete subscriber: signs in as the demo at the identity stand-in,
 * then adds each part of DEMO_CONTENT that is missing. Resolves to the names of the parts added
 * (none when the demo was already complete).
 */
export async function seedDemo(deps: DemoSeedingDeps): Promise<string[]> {
  const { config } = deps;
  const { accessToken, profile } = await signInWithPassword({
    domain: config.identity.domain,
    clientId: config.identity.clientId,
    audience: config.identity.audience,
    redirectUri: `${config.publicUrl}/callback`,
    ...DEMO_SIGN_IN,
  });
  const signIn = Object.fromEntries(PROFILE_FIELDS.filter((field) => profile[field] !== undefined).map((field) => [field, profile[field]]));
  const bootstrap = new DemoSession(deps, accessToken, '');
  await bootstrap.call('POST', '/auth/signin', signIn);
  const userId = await userIdBySub(deps.db, config.identity.issuer, String(profile.sub));
  if (!userId) throw new Error('the demo signed in but has no user row');

  const session = new DemoSession(deps, accessToken, userId);
  const added: string[] = [];
  for (const part of DEMO_CONTENT) {
    if (await part.isPresent(session)) continue;
    await part.add(session);
    added.push(part.name);
  }
  return added;
}

/** Starts the seeding without waiting for it; the outcome is logged (a failure is retried by the next start). */
export function seedDemoInBackground(deps: DemoSeedingDeps, log: FastifyBaseLogger): Promise<void> {
  return seedDemo(deps).then(
    (added) => log.info(added.length ? `demo account ready (${DEMO_SIGN_IN.email}): added ${added.join(', ')}` : `demo account ready (${DEMO_SIGN_IN.email})`),
    (error: Error) => log.warn({ err: error.message }, 'the demo account could not be completed; the next start tries again'),
  );
}
