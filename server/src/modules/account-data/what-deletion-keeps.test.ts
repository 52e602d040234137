import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payCheckout, startEmulator as startStripe, tempDataDir as stripeDataDir, WEBHOOK_SECRET, type RunningEmulator as RunningStripe } from '../../../emulators/stripe/test-support.ts';
import { createTestApp, testConfig } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { accessToken } from '../../../test/tokens.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { createPorts } from '../../vendors/index.ts';
import { createStripeClient } from '../../vendors/stripe.ts';
import { createAssistantHandlers } from '../assistant/handlers.ts';
import { chargeAsk, MONTHLY_ASKS } from '../assistant/quota.ts';
import { createBudgetOverviewHandlers } from '../budget-overview/handlers.ts';
import { runsScope } from '../budget-overview/limits.ts';
import { chargeUsage } from '../monthly-usage/queries.ts';
import { createSessionHandlers } from '../session/handlers.ts';
import { recordWebhookEvent, WEBHOOK_PAYLOAD_RETENTION_DAYS } from '../webhook-events/queries.ts';
import { createAccountDataHandlers } from './handlers.ts';

/**
 * What deleting an account keeps (a tombstone without personal data: the trial used, the month's
 * counts) and what it does not (the vendors' webhook payloads about the person). The product's
 * clock is the test's, so the month a count belongs to is certain.
 */
let stripe: RunningStripe;
let app: FastifyInstance;
const stripeData = stripeDataDir();
let clock = Date.parse('2026-03-20T12:00:00Z');
const now = () => clock;
const signer = createStripeClient(testConfig.stripe);

beforeAll(async () => {
  const { db } = await testDatabase();
  stripe = await startStripe(stripeData.dir);
  const ports = createPorts(testConfig, { stripe: stripe.stripe });
  const modelDeps = { db, model: ports.assistantModel, modelName: 'unused: no test here asks the model', now };
  app = await createTestApp({
    vendors: { stripe: stripe.stripe },
    handlers: {
      ...createSessionHandlers({ config: testConfig, db, identityProfiles: ports.identity.profiles, now }),
      ...createAccountDataHandlers({ config: testConfig, db, bankData: ports.bankData, billing: ports.billing, now }),
      ...createAssistantHandlers(modelDeps),
      ...createBudgetOverviewHandlers(modelDeps),
    },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await stripe?.close();
  stripeData.remove();
});

async function userRow(sub: string) {
  const { db } = await testDatabase();
  return db.selectFrom('users').selectAll().where('sub', '=', sub).executeTakeFirstOrThrow();
}

/** The same identity signing in again with a new access token, as after a deletion. */
async function signInAgain(user: TestUser, email: string): Promise<TestUser> {
  const authorization = `Bearer ${await accessToken(user.sub, { email, name: 'Returning Person' })}`;
  const response = await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization }, payload: { sub: user.sub, email } });
  expect(response.statusCode, response.body).toBe(200);
  const { id } = await userRow(user.sub);
  return { ...user, id, authorization, request: (method, url, payload) => app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as string }) }) };
}

/** Stripe's events about a customer, oldest first, as the Stripe stand-in made them. */
async function stripeEventsOf(customerId: string): Promise<Stripe.Event[]> {
  const response = await fetch(`${stripe.base}/stripe/_sandbox/events?customer=${customerId}`);
  return ((await response.json()) as { data: Stripe.Event[] }).data.reverse();
}

function deliver(event: Stripe.Event) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

/** Checkout at the Stripe stand-in with the test card, then Stripe's events delivered to our webhook: the subscription as Stripe made it. */
async function subscribe(user: TestUser): Promise<Stripe.Subscription> {
  const checkout = await user.request('POST', '/api/subscription/checkout');
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await payCheckout(stripe, checkout.json().url, { billingName: 'Deleting Person' });
  expect(paid.status).toBeLessThan(400);
  const customerId = (await userRow(user.sub)).stripe_customer_id!;
  for (const event of await stripeEventsOf(customerId)) expect((await deliver(event)).statusCode).toBe(200);
  const [subscription] = (await stripe.stripe.subscriptions.list({ customer: customerId })).data;
  return subscription!;
}

const deleteAccount = (user: TestUser, email: string) => user.request('DELETE', '/api/account', { email });
const statusOf = async (user: TestUser) => (await user.request('GET', '/api/subscription/status')).json();

describe('signing in again after deleting the account', () => {
  it('gives no second free trial and continues the month\'s asks and analyses where they were', async () => {
    const { db } = await testDatabase();
    const ada = await signedInUser(app, 'tombstone-ada');
    const { email } = await userRow(ada.sub);
    const first = await subscribe(ada);
    expect(first.status).toBe('trialing');
    expect(first.trial_end).not.toBeNull();

    // This month: 3 asks and 2 budget analyses; last month's count does not carry into this one anyway.
    for (let i = 0; i < 3; i++) expect(await chargeAsk(db, ada.id, '2026-03')).toBe(true);
    for (let i = 0; i < 2; i++) expect(await chargeUsage(db, { userId: ada.id, month: '2026-03', scope: runsScope('budget_analysis') }, 10)).toBe(true);
    expect(await chargeAsk(db, ada.id, '2026-02')).toBe(true);
    expect((await ada.request('GET', '/api/chat/quota')).json()).toEqual({ remaining: MONTHLY_ASKS - 3, total: MONTHLY_ASKS, used: 3 });

    const customerId = (await userRow(ada.sub)).stripe_customer_id!;
    expect((await deleteAccount(ada, email)).statusCode).toBe(200);
    // What is kept names nobody: no email, subject, name or user id.
    const tombstones = await db.selectFrom('account_tombstones').selectAll().where('stripe_customer_id', '=', customerId).execute();
    expect(tombstones).toHaveLength(1);
    expect(tombstones[0]).toMatchObject({ had_subscription: true, usage_month: '2026-03', usage: { assistant_asks: 3, [runsScope('budget_analysis')]: 2 } });
    const kept = JSON.stringify(tombstones);
    for (const personal of [email, ada.sub, ada.sub.split('|')[1]!, ada.id, 'Deleting Person']) expect(kept).not.toContain(personal);

    clock = Date.parse('2026-03-27T08:00:00Z');
    const again = await signInAgain(ada, email);
    expect(again.id).not.toBe(ada.id);
    expect(await statusOf(again)).toEqual({ success: true, subscription: null, user_info: { is_new_user: false, has_subscription_history: true } });
    expect(await db.selectFrom('account_tombstones').select('identity_hash').where('stripe_customer_id', '=', customerId).execute()).toEqual([]);

    // Checkout again: Stripe is asked for no trial, so the subscription is paid from today.
    const second = await subscribe(again);
    expect(second.status).toBe('active');
    expect(second.trial_end).toBeNull();
    expect((await statusOf(again)).subscription.status).toBe('active');
    expect((await again.request('GET', '/api/chat/quota')).json()).toEqual({ remaining: MONTHLY_ASKS - 3, total: MONTHLY_ASKS, used: 3 });
    expect((await again.request('GET', '/api/budget_overview/analysis_counts')).json()).toMatchObject({ budget_analysis: 2, account_detail_analysis: 0, income_spend_analysis: 0 });
  });

  it('starts the counts again in the next month, the trial still used', async () => {
    const { db } = await testDatabase();
    clock = Date.parse('2026-03-31T23:59:30Z');
    const bea = await signedInUser(app, 'tombstone-bea');
    const { email } = await userRow(bea.sub);
    await givenSubscriber(bea);
    for (let i = 0; i < 5; i++) expect(await chargeAsk(db, bea.id, '2026-03')).toBe(true);
    expect((await deleteAccount(bea, email)).statusCode).toBe(200);

    clock = Date.parse('2026-04-01T00:00:10Z');
    const again = await signInAgain(bea, email);
    expect((await statusOf(again)).user_info).toEqual({ is_new_user: false, has_subscription_history: true });
    await givenSubscriber(again);
    expect((await again.request('GET', '/api/chat/quota')).json()).toEqual({ remaining: MONTHLY_ASKS, total: MONTHLY_ASKS, used: 0 });
  });

  it('still offers the trial to an identity that never subscribed', async () => {
    const cal = await signedInUser(app, 'tombstone-cal');
    const { email } = await userRow(cal.sub);
    expect((await deleteAccount(cal, email)).statusCode).toBe(200);
    const again = await signInAgain(cal, email);
    expect(await statusOf(again)).toEqual({ success: true, subscription: null, user_info: { is_new_user: true, has_subscription_history: false } });
    expect((await subscribe(again)).status).toBe('trialing');
  });
});

describe('the deletion confirmation', () => {
  it('is the account\'s email, whatever its letter case and the spaces around it, and nothing else', async () => {
    const dee = await signedInUser(app, 'confirm-dee');
    const { email } = await userRow(dee.sub);
    const [local, domain] = email.split('@') as [string, string];
    for (const typed of [`${local}@${domain.slice(0, -1)}`, `${email}.`, `${local}+x@${domain}`, `${local} @${domain}`, `x${email}`, ' ']) {
      const response = await deleteAccount(dee, typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json().error.error_code, typed).toBe('CONFIRMATION_MISMATCH');
    }
    expect((await dee.request('GET', '/auth/@me')).statusCode).toBe(200);
    const response = await deleteAccount(dee, `  ${local.toUpperCase()}@${domain[0]!.toUpperCase()}${domain.slice(1)} `);
    expect(response.statusCode, response.body).toBe(200);
    expect((await dee.request('GET', '/auth/@me')).statusCode).toBe(404);
  });
});

describe("the vendors' webhook payloads", () => {
  const payloadsOf = async (eventIds: string[]) => {
    const { db } = await testDatabase();
    return db.selectFrom('webhook_events').select(['event_id', 'payload', 'subject']).where('vendor', '=', 'stripe').where('event_id', 'in', eventIds).orderBy('event_id').execute();
  };

  it("about the deleted account are emptied, their ids kept so a replay is still refused; another person's stay", async () => {
    const { db } = await testDatabase();
    clock = Date.now();
    const eve = await signedInUser(app, 'payloads-eve');
    const fay = await signedInUser(app, 'payloads-fay');
    const { email } = await userRow(eve.sub);
    await subscribe(eve);
    await subscribe(fay);
    const eveCustomer = (await userRow(eve.sub)).stripe_customer_id!;
    const eveEvents = await stripeEventsOf(eveCustomer);
    const fayEvents = await stripeEventsOf((await userRow(fay.sub)).stripe_customer_id!);
    const eveIds = eveEvents.map((e) => e.id);
    // Stripe's events carry the person's email: that is what must not stay.
    expect((await payloadsOf(eveIds)).some((row) => JSON.stringify(row.payload).includes(email))).toBe(true);
    // A Plaid delivery about one of eve's items (stored as the Plaid webhook stores it).
    const eveItem = `item-${eve.id}`;
    await db.insertInto('items').values({ user_id: eve.id, external_id: `ext-${eve.id}`, plaid_item_id: eveItem, access_token_ciphertext: 'unused', institution_id: 'ins_1', institution_name: 'Removed Bank', status: 'inactive' }).execute();
    await recordWebhookEvent(db, { vendor: 'plaid', event_id: `plaid-${eve.id}`, type: 'TRANSACTIONS:SYNC_UPDATES_AVAILABLE', payload: JSON.stringify({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: eveItem }) });

    expect((await deleteAccount(eve, email)).statusCode).toBe(200);

    const eveRows = await payloadsOf(eveIds);
    expect(eveRows.map((row) => row.event_id)).toEqual([...eveIds].sort());
    expect(eveRows.every((row) => row.payload === null && row.subject === null)).toBe(true);
    expect(await db.selectFrom('webhook_events').select(['payload', 'subject']).where('vendor', '=', 'plaid').where('event_id', '=', `plaid-${eve.id}`).execute()).toEqual([{ payload: null, subject: null }]);
    const { rows: mentions } = await sql<{ n: number }>`select count(*)::int as n from webhook_events where payload::text like ${`%${email}%`} or payload::text like ${`%${eveCustomer}%`}`.execute(db);
    expect(mentions[0]!.n).toBe(0);
    expect((await payloadsOf(fayEvents.map((e) => e.id))).every((row) => row.payload !== null)).toBe(true);

    // A replay of one of eve's events is still recognised: answered, not recorded twice.
    expect((await deliver(eveEvents[0]!)).statusCode).toBe(200);
    expect(await payloadsOf([eveEvents[0]!.id])).toEqual([{ event_id: eveEvents[0]!.id, payload: null, subject: null }]);

    // Stripe's news of the cancellation the deletion made arrives afterwards: its id is recorded, its payload is not.
    const later = (await stripeEventsOf(eveCustomer)).filter((event) => !eveIds.includes(event.id));
    expect(later.map((event) => event.type)).toContain('customer.subscription.deleted');
    for (const event of later) expect((await deliver(event)).statusCode).toBe(200);
    const laterRows = await payloadsOf(later.map((event) => event.id));
    expect(laterRows).toHaveLength(later.length);
    expect(laterRows.every((row) => row.payload === null && row.subject === null)).toBe(true);
  });

  it(`are kept ${WEBHOOK_PAYLOAD_RETENTION_DAYS} days, then only their ids: each delivery's write empties the older ones`, async () => {
    const { db } = await testDatabase();
    const start = Date.parse('2020-01-01T00:00:00Z');
    const day = 86_400_000;
    const record = (eventId: string, at: number) =>
      recordWebhookEvent(db, { vendor: 'plaid', event_id: eventId, type: 'TRANSACTIONS:SYNC_UPDATES_AVAILABLE', payload: JSON.stringify({ webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: `item-retention-${eventId}` }) }, new Date(at));
    const payloadOf = async (eventId: string) =>
      (await db.selectFrom('webhook_events').select('payload').where('vendor', '=', 'plaid').where('event_id', '=', eventId).executeTakeFirstOrThrow()).payload;
    const ids = { first: `retention-first-${start}-${Math.random()}`, second: `retention-second-${Math.random()}`, third: `retention-third-${Math.random()}` };

    await record(ids.first, start);
    await record(ids.second, start + 10 * day);
    // 30 days to the millisecond: still within the retention period.
    await record(ids.third, start + WEBHOOK_PAYLOAD_RETENTION_DAYS * day);
    expect(await payloadOf(ids.first)).not.toBeNull();

    await record(`retention-fourth-${Math.random()}`, start + WEBHOOK_PAYLOAD_RETENTION_DAYS * day + 1);
    expect(await payloadOf(ids.first)).toBeNull();
    expect(await payloadOf(ids.second)).not.toBeNull();
    expect(await db.selectFrom('webhook_events').select('event_id').where('event_id', '=', ids.first).execute()).toEqual([{ event_id: ids.first }]);
  });
});
