import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, tempDataDir, type RunningEmulator } from '../../emulators/stripe/test-support.ts';
import { createTestApp } from '../../test/app.ts';
import { sampleRequest } from '../../test/contract-samples.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../test/users.ts';
import { contractOperations, loadContract } from '../http/contract.ts';

let stripe: RunningEmulator;
let app: FastifyInstance;
const data = tempDataDir();

beforeAll(async () => {
  // Unmarked operations run their real handlers; the subscription ones call Stripe.
  stripe = await startEmulator(data.dir);
  app = await createTestApp({ vendors: { stripe: stripe.stripe } });
});
afterAll(async () => {
  await app.close();
  await stripe.close();
  data.remove();
});

const contract = loadContract();
const secured = contractOperations(contract).filter((operation) => operation.secured);
const marked = secured.filter((operation) => operation.requiresSubscription);
const unmarked = secured.filter((operation) => !operation.requiresSubscription);

/** The tags whose calls need a subscription, as openapi.yaml's description states the rule. */
const SUBSCRIBER_TAGS = ['accounts', 'linking', 'transactions', 'dashboard', 'merchants', 'budgets', 'budget-overview', 'chat', 'imports'];

/** Signed-in users without a subscription: one who never had one, one whose subscription ended. */
async function withoutSubscription(name: string): Promise<TestUser[]> {
  const lapsed = await signedInUser(app, `${name}-lapsed`);
  await givenSubscriber(lapsed, 'canceled');
  return [await signedInUser(app, `${name}-new`), lapsed];
}

async function call(user: TestUser, operation: (typeof secured)[number]) {
  const request = sampleRequest(contract, operation);
  return user.request(request.method, request.url, request.payload, request.headers);
}

describe('x-requires-subscription', () => {
  it('marks exactly the operations under the subscriber tags, except getLinkStatus', () => {
    expect(marked.length).toBeGreaterThan(0);
    for (const operation of secured) {
      const rule = operation.tags.some((tag) => SUBSCRIBER_TAGS.includes(tag)) && operation.operationId !== 'getLinkStatus';
      expect(operation.requiresSubscription, operation.operationId).toBe(rule);
    }
  });

  it.each(marked.map((operation) => [operation.operationId, operation] as const))('%s refuses a signed-in user without a subscription with 403', async (_id, operation) => {
    for (const user of await withoutSubscription(operation.operationId)) {
      const response = await call(user, operation);
      expect(response.statusCode, `${operation.method} ${operation.path}: ${response.body}`).toBe(403);
      // In the Error schema (the test app also checks every response against openapi.yaml).
      expect(response.json()).toEqual({
        error: { error_code: 'SUBSCRIPTION_REQUIRED', error_message: 'An active subscription is required.' },
        message: 'An active subscription is required.',
      });
    }
  });

  // Such an answer may still be a 403 for its own reason (signIn's profile of someone else), never this one.
  it.each(unmarked.map((operation) => [operation.operationId, operation] as const))('%s does not ask for a subscription', async (_id, operation) => {
    for (const user of await withoutSubscription(operation.operationId)) {
      const response = await call(user, operation);
      expect(response.statusCode, `${operation.method} ${operation.path}`).not.toBe(500);
      // A download (the export's ZIP) is not an Error body at all.
      const errorCode = String(response.headers['content-type']).startsWith('application/json') ? response.json()?.error?.error_code : undefined;
      expect(errorCode, `${operation.method} ${operation.path}: ${response.statusCode}`).not.toBe('SUBSCRIPTION_REQUIRED');
    }
  });

  it('lets a grace-period subscriber through', async () => {
    const user = await signedInUser(app, 'grace');
    await givenSubscriber(user, 'past_due');
    const response = await user.request('GET', '/db_api/get_recent_id');
    expect(response.statusCode).toBe(200);
  });
});
