import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startEmulator, TestClock } from '../../emulators/plaid/test-support.ts';
import { startStandIn } from '../../emulators/openai/test-support.ts';
import { accessToken, testVerifier } from '../../test/tokens.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { migrateToLatest, openDatabase } from '../../src/db/client.ts';
import { openJobs } from '../../src/jobs/index.ts';
import { createModelClient, createOpenAiModel } from '../../src/vendors/model.ts';
import { createAssistantHandlers } from '../../src/modules/assistant/handlers.ts';
import { EVAL_CLOCK_START, EVAL_NOW, seedEvalUser, type EvalUser } from './eval-bank.ts';
import { watchedModel } from './grade.ts';
import { EvalClock, type EvalDeps } from './run-cases.ts';

/**
 * The evaluation outside the test runner: the real app over a throwaway PGlite database, the Plaid
 * emulator in-process on the fixed clock, and whatever model the environment configures
 * (OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL), or the model stand-in in-process without one.
 */

const UNTHROTTLED = '1000000000';
/** A real model may take its time; the product's own budget per ask is shorter. */
const EVAL_TIME_BUDGET_MS = 60_000;

export interface EvalApp extends EvalDeps {
  /** Which model answers: the stand-in, or the configured model's name and address. */
  modelLabel: string;
  /** The model's name in the score table. */
  modelName: string;
  close(): Promise<void>;
}

export async function startEvalApp(env: NodeJS.ProcessEnv = process.env): Promise<EvalApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledgerline-eval-'));
  const config = loadConfig({
    DATA_DIR: dir,
    ENCRYPTION_KEY: '11'.repeat(32),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_USER_PER_MINUTE: UNTHROTTLED,
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: UNTHROTTLED,
    RATE_LIMIT_IP_PER_MINUTE: UNTHROTTLED,
    ...(env.OPENAI_API_KEY ? { OPENAI_API_KEY: env.OPENAI_API_KEY } : {}),
    ...(env.OPENAI_BASE_URL ? { OPENAI_BASE_URL: env.OPENAI_BASE_URL } : {}),
    ...(env.OPENAI_MODEL ? { OPENAI_MODEL: env.OPENAI_MODEL } : {}),
  });
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  await migrateToLatest(database.db);
  const jobs = await openJobs({ db: database.db, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
  const plaid = await startEmulator({ dataDir: path.join(dir, 'plaid'), clock: new TestClock(EVAL_CLOCK_START) });
  const standIn = config.model.emulated ? await startStandIn() : null;
  const { model, takeTools } = watchedModel(standIn ? standIn.openai : createModelClient(config.model));
  const modelName = standIn ? 'gpt-4o-mini' : config.model.model;
  const clock = new EvalClock();
  const handlers = createAssistantHandlers({ db: database.db, model: createOpenAiModel(model), modelName, now: clock.now, timeBudgetMs: EVAL_TIME_BUDGET_MS });
  const app: FastifyInstance = await buildApp({ config, db: database.db, jobs, verifyAccessToken: testVerifier, vendors: { plaid: plaid.plaid }, handlers, logger: false });
  await app.ready();

  const sub = `auth0|eval-${randomUUID()}`;
  const authorization = `Bearer ${await accessToken(sub, { email: 'eval@example.com', name: 'Eval Household' })}`;
  const signIn = await app.inject({ method: 'POST', url: '/auth/signin', headers: { authorization }, payload: { sub, email: 'eval@example.com', name: 'Eval Household' } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const { id } = await database.db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirstOrThrow();
  // A live subscription, as the Stripe webhook would leave it (the assistant is for subscribers).
  await database.db
    .insertInto('subscriptions')
    .values({ user_id: id, stripe_subscription_id: `sub_eval_${id}`, status: 'active', plan_name: 'Ledgerline Premium', current_period_end: new Date(EVAL_NOW + 30 * 86_400_000) })
    .execute();
  const user: EvalUser = {
    id,
    request: (method, url, payload, headers = {}) => app.inject({ method, url, headers: { authorization, ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) }),
  };
  await seedEvalUser(user, plaid.base);

  return {
    db: database.db,
    user,
    takeTools,
    clock,
    modelLabel: standIn ? 'the model stand-in' : `${modelName} at ${config.model.baseUrl ?? 'api.openai.com'}`,
    modelName: standIn ? 'stand-in' : modelName,
    async close() {
      await app.close();
      await standIn?.close();
      await plaid.close();
      await jobs.stop(1_000);
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
