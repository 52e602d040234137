import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_PROMPTS } from '../../../../contract/analysis-prompts.ts';
import { recordingModel, startStandIn, type RunningStandIn } from '../../../emulators/openai/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import { sampleRows } from '../../../test/ledger-sample.ts';
import type { TestUser } from '../../../test/users.ts';
import type { Db } from '../../db/client.ts';
import { createBudgetsHandlers } from '../budgets/handlers.ts';
import { createBudgetOverviewHandlers } from './handlers.ts';
import { createOpenAiModel } from '../../vendors/model.ts';

/*
 * The budget overview's follow-ups with their thread, through the real analysis, the assistant and
 * the model stand-in: "which merchants put me over" in a category answers that category's
 * merchants for the budget's month, and the next follow-up is read with it. Expected figures are
 * SQL over the raw transactions.
 */

let standIn: RunningStandIn;
let app: FastifyInstance;
let db: Db;
let alice: TestUser;
let bob: TestUser;
/** The sample's March; each reading a millisecond later, so saved rows keep their order. */
let clock = Date.parse('2024-03-20T12:00:00Z');
const now = () => (clock += 1);
const modelRequests: ChatCompletionMessageParam[][] = [];

/** The sample with its shopping split between two merchants, so "which merchants" has more than one answer. */
const rows = (): RawRow[] =>
  sampleRows().map((r, i) => (r.category_primary === 'GENERAL_MERCHANDISE' && i % 16 === 2 ? { ...r, merchant_name: 'Target', name: `TARGET #${i}` } : r));

beforeAll(async () => {
  ({ db } = await testDatabase());
  standIn = await startStandIn();
  const recording = recordingModel(standIn, modelRequests);
  app = await createTestApp({
    handlers: { ...createBudgetsHandlers({ db, now }), ...createBudgetOverviewHandlers({ db, model: createOpenAiModel(recording), modelName: 'gpt-4o-mini', now, timeBudgetMs: 60_000 }) },
  });
  ({ user: alice } = await subscriberWithLedger(app, 'overview-thread-alice', rows()));
  ({ user: bob } = await subscriberWithLedger(app, 'overview-thread-bob', rows()));
  // Shopping planned far below what March spends on it: over budget.
  const saved = await alice.request('PUT', '/api/budgets/2024-03', { categories: [{ category: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', amount: 50, version: 0 }] });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function followUp(user: TestUser, session: string, query: string) {
  const first = modelRequests.length;
  const response = await user.request('POST', '/api/budget_overview/query', { query, workflow_type: 'budget_analysis', session_id: session, is_follow_up: true });
  expect(response.statusCode, response.body).toBe(200);
  const userTexts = modelRequests[first]!.filter((m) => m.role === 'user').map((m) => String(m.content));
  return { answer: response.json().text_response as string, userTexts };
}

/** Spent per merchant of a primary category in a period, from the raw rows: posted purchases less refunds. */
async function spentByMerchant(user: TestUser, primary: string, start: string, end: string) {
  const { rows: sums } = await sql<{ merchant: string; cents: string }>`
    select merchant_name as merchant, sum(amount_cents) as cents from transactions
    where user_id = ${user.id} and category_primary = ${primary} and not pending and date between ${start} and ${end}
    group by merchant_name`.execute(db);
  return sums.map((s) => ({ merchant: s.merchant, cents: Number(s.cents) }));
}

describe("the budget overview's follow-ups", () => {
  it('answer which merchants put the user over in a category for the budget month, and read the next follow-up with it', async () => {
    const session = randomUUID();
    const run = await alice.request('POST', '/api/budget_overview/budget_analysis', { query: ANALYSIS_PROMPTS.budget_analysis, workflow_type: 'budget_analysis', session_id: session, is_follow_up: false });
    expect(run.statusCode, run.body).toBe(200);

    const { answer, userTexts } = await followUp(alice, session, 'Which merchants put me over in General merchandise?');
    // The analysis is the thread's first turn.
    expect(userTexts).toEqual([ANALYSIS_PROMPTS.budget_analysis, 'Which merchants put me over in General merchandise?']);
    const march = await spentByMerchant(alice, 'GENERAL_MERCHANDISE', '2024-03-01', '2024-03-20');
    expect(march.map((m) => m.merchant).sort()).toEqual(['Netflix', 'Target']);
    for (const { merchant, cents } of march) expect(answer).toMatch(new RegExp(`${merchant}[^\\n]*${money(cents).replace('$', '\\$')}`));
    expect(answer).toContain('2024-03-01');
    // Not the budget table again: no other category's line.
    expect(answer).not.toMatch(/food|entertainment/i);

    const next = await followUp(alice, session, 'And the month before?');
    expect(next.userTexts).toEqual([ANALYSIS_PROMPTS.budget_analysis, 'Which merchants put me over in General merchandise?', 'And the month before?']);
    const february = await spentByMerchant(alice, 'GENERAL_MERCHANDISE', '2024-02-01', '2024-02-29');
    expect(next.answer).toContain('2024-02-01');
    const netflix = february.find((m) => m.merchant === 'Netflix')!;
    expect(next.answer).toMatch(new RegExp(`Netflix[^\\n]*${money(netflix.cents).replace('$', '\\$')}`));
  });

  it("never give another user's session as the thread", async () => {
    const session = randomUUID();
    await alice.request('POST', '/api/budget_overview/budget_analysis', { query: ANALYSIS_PROMPTS.budget_analysis, workflow_type: 'budget_analysis', session_id: session, is_follow_up: false });
    await followUp(alice, session, 'How much did I spend at Target?');
    const { userTexts } = await followUp(bob, session, 'last month');
    expect(userTexts).toEqual(['last month']);
  });
});
