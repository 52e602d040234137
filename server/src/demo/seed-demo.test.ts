import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmulatorApp } from '../../emulators/app.ts';
import { plaidEmulatorOptionsFromEnv } from '../../emulators/plaid/index.ts';
import { freePort } from '../../emulators/plaid/test-support.ts';
import { stripeEmulatorOptionsFromEnv } from '../../emulators/stripe/index.ts';
import { testDatabase } from '../../test/database.ts';
import { testJobQueue } from '../../test/jobs.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createAccessTokenVerifier } from '../http/auth.ts';
import { ANALYSIS_TYPES } from '../modules/budget-overview/computed-analysis.ts';
import { ANALYSIS_PROMPTS } from '../../../contract/analysis-prompts.ts';
import { createPlaidBankData, createPlaidClient } from '../vendors/plaid.ts';
import { DEMO_BANKS } from './demo-account.ts';
import { demoSeedingApplies, seedDemo } from './seed-demo.ts';

let dataDir: string;
let config: Config;
let emulators: FastifyInstance;
let app: FastifyInstance;

// The product as `npm start` runs it offline: the server listening, the three stand-ins beside it.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ledgerline-demo-'));
  const env = { PORT: String(await freePort()), EMULATOR_PORT: String(await freePort()), DATA_DIR: dataDir, ENCRYPTION_KEY: '22'.repeat(32), LOG_LEVEL: 'silent' };
  config = loadConfig(env);
  const emulatorData = path.join(dataDir, 'emulators');
  emulators = await buildEmulatorApp({
    dataDir: emulatorData,
    logger: false,
    identity: { issuer: config.identity.issuer, clientId: config.identity.clientId, audience: config.identity.audience, allowedOrigins: [config.publicUrl], scryptLogN: 10 },
    plaid: plaidEmulatorOptionsFromEnv(env, emulatorData),
    stripe: stripeEmulatorOptionsFromEnv(env),
  });
  await emulators.listen({ port: config.emulatorPort, host: 'localhost' });
  const { db } = await testDatabase();
  app = await buildApp({ config, db, jobs: await testJobQueue(), verifyAccessToken: createAccessTokenVerifier(config.identity), checkResponses: true, logger: false });
  await app.listen({ port: config.port, host: 'localhost' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await emulators?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the demo account', () => {
  it('becomes a complete subscriber once, and a second seeding adds nothing', async () => {
    const { db } = await testDatabase();
    const deps = { app, db, bankData: createPlaidBankData(createPlaidClient(config.plaid)), config };

    expect(await seedDemo(deps)).toEqual(['subscription', 'banks', 'home and car', 'budgets', 'chat history', 'budget overview']);
    const count = async () => {
      const user = await db.selectFrom('users').select('id').where('issuer', '=', config.identity.issuer).where('email', '=', 'demo@ledgerline.app').executeTakeFirstOrThrow();
      const rows = async (table: 'subscriptions' | 'items' | 'transactions' | 'notifications' | 'accounts' | 'budgets' | 'chat_messages') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
      const subscriptions = await db.selectFrom('subscriptions').select('status').where('user_id', '=', user.id).execute();
      // The linked banks (the home and car live in the user's item for manual accounts).
      const items = await db.selectFrom('items').select(['institution_id', 'last_synced_at', 'status']).where('user_id', '=', user.id).where('source', '=', 'plaid').orderBy('institution_id').execute();
      const oldest = await db.selectFrom('transactions').select((eb) => eb.fn.min('date').as('date')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      const budgetMonths = (await db.selectFrom('budgets').select('month').distinct().where('user_id', '=', user.id).orderBy('month').execute()).map((b) => b.month);
      const analyses = await db.selectFrom('analyses').select(['id', 'type', 'query', 'session_id']).where('user_id', '=', user.id).orderBy('type').execute();
      const notificationTitles = (await db.selectFrom('notifications').select('title').where('user_id', '=', user.id).execute()).map((n) => n.title);
      // What the demo owns besides its banks: each valued account's kind, latest value and how many values it has.
      const owned = await db
        .selectFrom('manual_accounts as m')
        .innerJoin('accounts as a', 'a.id', 'm.account_id')
        .select((eb) => ['m.kind', 'a.current_cents', eb.selectFrom('account_values as v').select((v) => v.fn.countAll().as('n')).whereRef('v.account_id', '=', 'm.account_id').as('values')])
        .where('m.user_id', '=', user.id)
        .orderBy('m.kind')
        .execute();
      const balances = await db.selectFrom('accounts').select(['type', 'current_cents']).where('user_id', '=', user.id).execute();
      return { owned, balances, notificationTitles, subscriptions, items, transactions: await rows('transactions'), accounts: await rows('accounts'), notifications: await rows('notifications'), budgets: await rows('budgets'), budgetMonths, chat: await db.selectFrom('chat_messages').select(['event_id', 'is_bookmarked', 'is_correct']).where('user_id', '=', user.id).orderBy('event_id').execute(), analyses, oldest: String(oldest.date) };
    };
    const first = await count();
    expect(first.subscriptions.map((s) => s.status)).toEqual([expect.stringMatching(/^(active|trialing)$/)]);
    expect(first.items.map((i) => i.institution_id).sort()).toEqual(DEMO_BANKS.map((b) => b.institutionId).sort());
    expect(first.items.every((i) => i.status === 'active' && i.last_synced_at !== null)).toBe(true);
    expect(first.transactions).toBeGreaterThan(1_000);
    // Two years of history: the oldest transaction is more than 700 days old.
    expect(Date.now() - new Date(first.oldest).getTime()).toBeGreaterThan(700 * 86_400_000);
    // What linking tells every user, through the product's own path: per bank, its accounts added and its transactions ready.
    expect(first.notificationTitles.filter((title) => /^\d+ accounts? added$/.test(title))).toHaveLength(DEMO_BANKS.length);
    expect(first.notificationTitles.filter((title) => title === 'Your transactions are ready')).toHaveLength(DEMO_BANKS.length);
    // A short chat history: three questions answered, the first bookmarked, an answer rated good.
    expect(first.chat.filter((m) => m.event_id.startsWith('user-'))).toHaveLength(3);
    expect(first.chat.filter((m) => m.event_id.startsWith('ai-'))).toHaveLength(3);
    expect(first.chat.filter((m) => m.is_bookmarked)).toHaveLength(1);
    expect(first.chat.filter((m) => m.is_correct === true)).toHaveLength(1);
    // One analysis of each type, each started with its canned prompt in a session of its own.
    expect(first.analyses.map((a) => [a.type, a.query])).toEqual([...ANALYSIS_TYPES].sort().map((type) => [type, ANALYSIS_PROMPTS[type]]));
    expect(new Set(first.analyses.map((a) => a.session_id)).size).toBe(3);
    // A budget for last month and this one.
    const month = new Date().toISOString().slice(0, 7);
    // A home and a car valued three times each, so its net worth (cash and assets less what is owed, summed here) is believable: above zero.
    expect(first.owned.map((o) => [o.kind, Number(o.values)])).toEqual([['home', 3], ['vehicle', 3]]);
    const netWorth = first.balances.reduce((sum, b) => sum + (['credit', 'loan'].includes(b.type) ? -1 : 1) * Number(b.current_cents ?? 0), 0);
    expect(netWorth).toBeGreaterThan(0);
    expect(first.budgetMonths).toEqual([new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7), month]);

    expect(await seedDemo(deps)).toEqual([]);
    const second = await count();
    expect(second.subscriptions).toHaveLength(1);
    expect(second.items).toHaveLength(2);
    expect(second.accounts).toBe(first.accounts);
    expect(second.notifications).toBe(first.notifications);
    expect(second.transactions).toBe(first.transactions);
    expect(second.budgets).toBe(first.budgets);
    expect(second.chat).toEqual(first.chat);
    expect(second.analyses).toEqual(first.analyses);
    expect(second.owned).toEqual(first.owned);
  }, 120_000);

  it('is never made when a real vendor is configured', () => {
    expect(demoSeedingApplies(loadConfig({}))).toBe(true);
    expect(demoSeedingApplies(loadConfig({ PLAID_CLIENT_ID: 'id', PLAID_SECRET: 'secret', PLAID_ENV: 'sandbox' }))).toBe(false);
    expect(demoSeedingApplies(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x' }))).toBe(false);
    expect(demoSeedingApplies(loadConfig({ AUTH0_DOMAIN: 'ledgerline.eu.auth0.com', AUTH0_CLIENT_ID: 'c', AUTH0_AUDIENCE: 'https://api' }))).toBe(false);
    expect(demoSeedingApplies(loadConfig({ OPENAI_API_KEY: 'sk-x' }))).toBe(false);
  });
});
