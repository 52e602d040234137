import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { testDatabase } from './database.ts';
import { accessToken } from './tokens.ts';

export interface TestUser {
  id: string;
  sub: string;
  /** The `Authorization` header value of the user's requests. */
  authorization: string;
  request(method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * A user who signed in through the real endpoint; their requests carry a valid bearer token. The
 * subject is unique across processes, test projects and runs: the PGlite and Postgres projects
 * may run in one worker process (the same pid, each with its own module state) and share one
 * Redis, where rate-limit counters are keyed by subject.
 */
export async function signedInUser(app: FastifyInstance, name: string, { remoteAddress }: { remoteAddress?: string } = {}): Promise<TestUser> {
  const unique = randomUUID();
  const sub = `auth0|${name}-${unique}`;
  const email = `${name}-${unique}@example.com`;
  const authorization = `Bearer ${await accessToken(sub, { email, name })}`;
  const from = remoteAddress ? { remoteAddress } : {};
  const signIn = await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization }, payload: { sub, email, name }, ...from });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const { db } = await testDatabase();
  const { id } = await db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirstOrThrow();
  return {
    id,
    sub,
    authorization,
    request: (method, url, payload, headers = {}) =>
      app.inject({ method, url, headers: { authorization, ...headers }, ...from, ...(payload === undefined ? {} : { payload: payload as string }) }),
  };
}

/**
 * Gives the user a live subscription row, as the Stripe webhook would leave it. The webhook path
 * itself is tested against the Stripe emulator in the subscription module.
 */
export async function givenSubscriber(user: TestUser, status = 'active'): Promise<void> {
  const { db } = await testDatabase();
  await db
    .insertInto('subscriptions')
    .values({ user_id: user.id, stripe_subscription_id: `sub_test_${user.id}`, status, plan_name: 'Ledgerline Premium', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
    .execute();
}
