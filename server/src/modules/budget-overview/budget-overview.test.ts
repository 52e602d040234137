import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startStandIn, type RunningStandIn } from '../../../emulators/openai/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { okJson, readmeCounting, subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import { sampleRows } from '../../../test/ledger-sample.ts';
import type { TestUser } from '../../../test/users.ts';
import { ungroundedFigures } from '../assistant/grounding.ts';
import { usageMonth } from '../monthly-usage/month.ts';
import { usedOf } from '../monthly-usage/queries.ts';
import { ANALYSIS_TYPES, type AnalysisType, type ComputeAnalysis } from './computed-analysis.ts';
import { createBudgetOverviewHandlers, FOLLOW_UP_FAILED } from './handlers.ts';
import { ANALYSES_PER_TYPE_PER_MONTH, FOLLOW_UPS_PER_SESSION_PER_MONTH, followUpsScope } from './limits.ts';
import { ANALYSIS_PROMPTS } from '../../../../contract/analysis-prompts.ts';
import type { writeAnalysisText } from './writer.ts';
import { createOpenAiModel } from '../../vendors/model.ts';

/*
 * The figures and the writer are faked here (fixed facts and visualizations per user, a text
 * quoting the facts): their own tests live with them. Everything else is the product's: the
 * contract's validation and response check, the monthly counter, the store, and follow-ups
 * answered by the assistant through the model stand-in.
 */

let standIn: RunningStandIn;
let app: FastifyInstance;
/** The same product over a model that always answers one sentence stating `$1,234.56`. */
let parrotApp: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];

/** The clock of the months counted and of "today" (the sample's March); each reading a millisecond later, so saved rows keep their order. */
const MARCH = Date.parse('2024-03-20T12:00:00Z');
let clock = MARCH;
const now = () => (clock += 1);

/** Every request body the product sent to the model, in order. */
const modelRequests: string[] = [];
/** Each user's net worth in their facts (a figure to recognise wherever it travels). */
const netWorthOf = new Map<string, string>();
/** Users whose figures fail to compute. */
const failing = new Set<string>();

const fakeCompute =
  (type: AnalysisType): ComputeAnalysis =>
  async ({ userId, today }) => {
    if (failing.has(userId)) throw new Error('the figures could not be computed');
    return {
      facts: { type, today, period: { start_date: '2023-04-01', end_date: today }, net_worth: netWorthOf.get(userId) ?? '$1,234.56', accounts_needing_attention: 2 },
      visualizations: {
        charts: [{ id: 'balance_trend', type: 'line', title: 'Balances', unit: 'currency', labels: ['2024-02', '2024-03'], datasets: [{ label: 'Net worth', values: [1000, null] }] }],
        metrics: [{ id: 'net_worth', label: 'Net worth', value: 1234.56, unit: 'currency', change: null, better_when: 'up', link: null }],
        accounts: [
          { account_id: 'acc-1', institution_name: 'First Test Bank', name: 'Checking', mask: '0000', type: 'depository', subtype: 'checking', balance: 1234.56, available: 1200, credit_limit: null, change_1m: 10, change_3m: null, change_12m: null, utilisation: null, attention: [] },
        ],
        income_spend_data: [{ month: '2024-03', income: 3000, spending: 1200.5, net: 1799.5, savings_rate: 59.98 }],
      },
    };
  };
const compute = Object.fromEntries(ANALYSIS_TYPES.map((type) => [type, fakeCompute(type)])) as Record<AnalysisType, ComputeAnalysis>;
const write: typeof writeAnalysisText = async (_deps, facts) => ({ text: `Your net worth is ${String(facts.net_worth)}.`, source: 'plain' });

/** A model that answers every request with one sentence stating a figure, no tool calls. */
const parrot = {
  chat: { completions: { create: async () => ({ choices: [{ index: 0, message: { role: 'assistant', content: 'Your net worth is $1,234.56.' } }] }) } },
} as unknown as OpenAI;

beforeAll(async () => {
  const { db } = await testDatabase();
  standIn = await startStandIn();
  const recording = new OpenAI({
    apiKey: API_KEY,
    baseURL: standIn.baseURL,
    maxRetries: 0,
    fetch: async (url, init) => {
      modelRequests.push(String(init?.body));
      return fetch(url, init);
    },
  });
  app = await createTestApp({ handlers: createBudgetOverviewHandlers({ db, model: createOpenAiModel(recording), modelName: 'gpt-4o-mini', now, compute, write, timeBudgetMs: 60_000 }) });
  parrotApp = await createTestApp({ handlers: createBudgetOverviewHandlers({ db, model: createOpenAiModel(parrot), modelName: 'gpt-4o-mini', now, compute, write }) });
  rows = sampleRows();
  ({ user: alice } = await subscriberWithLedger(app, 'overview-alice', rows));
  ({ user: bob } = await subscriberWithLedger(app, 'overview-bob', rows.map((r) => ({ ...r, amount_cents: r.amount_cents * 3 }))));
  netWorthOf.set(alice.id, '$4,321.09');
  netWorthOf.set(bob.id, '$77,777.77');
}, 60_000);
afterAll(async () => {
  await app.close();
  await parrotApp.close();
  await standIn.close();
});

const ENDPOINTS: Record<AnalysisType, string> = {
  account_detail_analysis: '/api/budget_overview/account_detail_analysis',
  income_spend_analysis: '/api/budget_overview/income_spend_analysis',
  budget_analysis: '/api/budget_overview/budget_analysis',
};
const run = (user: TestUser, type: AnalysisType, session = randomUUID(), body: object = {}) =>
  user.request('POST', ENDPOINTS[type], { query: ANALYSIS_PROMPTS[type], workflow_type: type, session_id: session, is_follow_up: false, ...body });
const ask = (user: TestUser, session: string, query: string, body: object = {}) =>
  user.request('POST', '/api/budget_overview/query', { query, workflow_type: 'budget_analysis', session_id: session, is_follow_up: true, ...body });
const counts = (user: TestUser) => okJson(user, '/api/budget_overview/analysis_counts');
const newSubscriber = async (name: string) => (await subscriberWithLedger(app, name, [])).user;

async function storedRows(user: TestUser, type?: string) {
  const { db } = await testDatabase();
  let query = db.selectFrom('analyses').select(['id', 'user_id', 'session_id', 'type', 'query', 'text_response']).where('user_id', '=', user.id);
  if (type) query = query.where('type', '=', type as never);
  return query.execute();
}
async function followUpsUsed(user: TestUser, session: string) {
  const { db } = await testDatabase();
  return (await usedOf(db, user.id, usageMonth(clock), [followUpsScope(session)])).get(followUpsScope(session));
}

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const februarySpent = () => rows.filter((r) => r.date.startsWith('2024-02')).reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);

describe('running an analysis', () => {
  it('computes, writes and saves it under the session, answers its figures and counts one run of its type', async () => {
    const user = await newSubscriber('overview-runner');
    expect(await counts(user)).toEqual({ account_detail_analysis: 0, income_spend_analysis: 0, budget_analysis: 0, limit: 10, follow_up_limit: 30, resets_at: '2024-04-01T00:00:00.000Z' });
    const session = randomUUID();
    const response = await run(user, 'income_spend_analysis', session);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ text_response: 'Your net worth is $1,234.56.', max_reached: false, message: null, analysis_id: expect.any(String) });
    expect(reply.charts[0].id).toBe('balance_trend');
    expect(reply.income_spend_data).toEqual([{ month: '2024-03', income: 3000, spending: 1200.5, net: 1799.5, savings_rate: 59.98 }]);
    expect(await storedRows(user)).toEqual([
      { id: reply.analysis_id, user_id: user.id, session_id: session, type: 'income_spend_analysis', query: ANALYSIS_PROMPTS.income_spend_analysis, text_response: 'Your net worth is $1,234.56.' },
    ]);
    expect(await counts(user)).toMatchObject({ account_detail_analysis: 0, income_spend_analysis: 1, budget_analysis: 0 });
  });

  it('is exact under concurrency: 15 runs at once with 10 left save 10 and answer 5 max_reached', async () => {
    const user = await newSubscriber('overview-many');
    const replies = await Promise.all(Array.from({ length: 15 }, () => run(user, 'account_detail_analysis')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((b) => !b.max_reached)).toHaveLength(ANALYSES_PER_TYPE_PER_MONTH);
    const refused = bodies.filter((b) => b.max_reached);
    expect(refused).toHaveLength(5);
    for (const body of refused) {
      expect(body).toEqual({
        text_response: null,
        charts: [],
        metrics: [],
        accounts: [],
        income_spend_data: [],
        max_reached: true,
        message: "You've run the account detail analysis 10 times this month, the most there is. It resets on April 1.",
        timestamp: expect.any(String),
        analysis_id: null,
      });
    }
    expect(await storedRows(user, 'account_detail_analysis')).toHaveLength(ANALYSES_PER_TYPE_PER_MONTH);
    expect(await counts(user)).toMatchObject({ account_detail_analysis: 10, income_spend_analysis: 0, budget_analysis: 0 });
    // Each type has its own ten.
    expect((await run(user, 'budget_analysis')).json().max_reached).toBe(false);

    // The next month (UTC) counts from zero again.
    clock = Date.parse('2024-04-01T00:00:00Z');
    try {
      expect(await counts(user)).toEqual({ account_detail_analysis: 0, income_spend_analysis: 0, budget_analysis: 0, limit: 10, follow_up_limit: 30, resets_at: '2024-05-01T00:00:00.000Z' });
      expect((await run(user, 'account_detail_analysis')).json().max_reached).toBe(false);
      expect(await counts(user)).toMatchObject({ account_detail_analysis: 1 });
    } finally {
      clock = MARCH;
    }
  }, 60_000);

  it('gives the run back when its figures fail: 500, nothing saved, not counted', async () => {
    const user = await newSubscriber('overview-failing');
    failing.add(user.id);
    try {
      const response = await run(user, 'budget_analysis');
      expect(response.statusCode).toBe(500);
      expect(response.json().error.error_code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      failing.delete(user.id);
    }
    expect(await storedRows(user)).toEqual([]);
    expect(await counts(user)).toMatchObject({ budget_analysis: 0 });
    expect((await run(user, 'budget_analysis')).statusCode).toBe(200);
    expect(await counts(user)).toMatchObject({ budget_analysis: 1 });
  });
});

describe('validation', () => {
  const valid = { query: ANALYSIS_PROMPTS.budget_analysis, workflow_type: 'budget_analysis', session_id: randomUUID(), is_follow_up: false };
  const post = (url: string, body: object) => alice.request('POST', url, body);

  it('answers 400 naming the field for each field of the request', async () => {
    const { query: _query, ...withoutQuery } = valid;
    const cases: [string, object][] = [
      ['query', withoutQuery],
      ['query', { ...valid, query: '' }],
      ['query', { ...valid, query: '   ' }],
      ['query', { ...valid, query: 'x'.repeat(1001) }],
      ['workflow_type', { ...valid, workflow_type: 'net_worth_analysis' }],
      ['session_id', { ...valid, session_id: 'not-a-session' }],
      ['is_follow_up', { ...valid, is_follow_up: 'false' }],
      ['admin', { ...valid, admin: true }],
    ];
    for (const [field, body] of cases) {
      for (const url of [ENDPOINTS.budget_analysis, '/api/budget_overview/query']) {
        const response = await post(url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(response.json().error).toEqual({ error_code: 'INVALID_REQUEST', error_message: expect.stringMatching(new RegExp(`^${field}\\b`)) });
      }
    }
  });

  it('answers 400 for a workflow_type other than the endpoint\'s, and for is_follow_up the wrong way round, counting nothing', async () => {
    const before = await counts(alice);
    for (const type of ANALYSIS_TYPES) {
      for (const other of [...ANALYSIS_TYPES.filter((t) => t !== type), null]) {
        const response = await post(ENDPOINTS[type], { ...valid, workflow_type: other });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.error_message).toMatch(new RegExp(`^workflow_type must be ${type}`));
      }
      const followUp = await post(ENDPOINTS[type], { ...valid, workflow_type: type, is_follow_up: true });
      expect(followUp.statusCode).toBe(400);
      expect(followUp.json().error.error_message).toMatch(/^is_follow_up must be false/);
    }
    const notFollowUp = await post('/api/budget_overview/query', { ...valid, query: 'What was my last transaction?' });
    expect(notFollowUp.statusCode).toBe(400);
    expect(notFollowUp.json().error.error_message).toMatch(/^is_follow_up must be true/);
    expect(await followUpsUsed(alice, valid.session_id)).toBe(0);
    expect(await counts(alice)).toEqual(before);
  });
});

describe('follow-ups', () => {
  it('are answered by the assistant through its tools, in the context of the caller\'s analysis of the session, and saved with it', async () => {
    const session = randomUUID();
    const analysis = (await run(alice, 'budget_analysis', session)).json();
    modelRequests.length = 0;
    const response = await ask(alice, session, 'How much did I spend in February 2024?');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ max_reached: false, message: null, analysis_id: null, charts: [], metrics: [], accounts: [], income_spend_data: [] });
    // Grounded in the tools' figure, worked out again here from the raw rows.
    expect(reply.text_response).toContain(money(februarySpent()));
    // The model was given the session's analysis as a second system message, then as the thread's first turn, and called a tool.
    const first = JSON.parse(modelRequests[0]!) as { messages: { role: string; content: string }[] };
    expect(first.messages.map((m) => m.role)).toEqual(['system', 'system', 'user', 'assistant', 'user']);
    expect(first.messages[1]!.content).toContain('$4,321.09');
    expect(first.messages.slice(2).map((m) => m.content)).toEqual([ANALYSIS_PROMPTS.budget_analysis, analysis.text_response, 'How much did I spend in February 2024?']);
    expect(modelRequests.some((body) => body.includes('"role":"tool"'))).toBe(true);

    const restored = (await alice.request('POST', '/api/budget_overview/previous_analysis', { analysis_id: analysis.analysis_id })).json();
    expect(restored.follow_ups).toEqual([{ query: 'How much did I spend in February 2024?', text_response: reply.text_response, timestamp: reply.timestamp }]);
    expect(await followUpsUsed(alice, session)).toBe(1);
  });

  it('count the figures of the session\'s analysis as grounded, and no others', async () => {
    // The parrot states $1,234.56, this user's net worth in their facts, and calls no tool.
    const user = await newSubscriber('overview-parrot');
    const as = { authorization: user.authorization };
    const post = (url: string, payload: object) => parrotApp.inject({ method: 'POST', url, headers: as, payload });
    const analysed = randomUUID();
    expect((await post(ENDPOINTS.account_detail_analysis, { query: 'q', workflow_type: 'account_detail_analysis', session_id: analysed, is_follow_up: false })).statusCode).toBe(200);
    const inContext = await post('/api/budget_overview/query', { query: 'And my net worth?', workflow_type: 'account_detail_analysis', session_id: analysed, is_follow_up: true });
    expect(inContext.json().text_response).toBe('Your net worth is $1,234.56.');
    const withoutContext = await post('/api/budget_overview/query', { query: 'And my net worth?', workflow_type: null, session_id: randomUUID(), is_follow_up: true });
    expect(withoutContext.statusCode).toBe(200);
    expect(withoutContext.json().text_response).not.toContain('$1,234.56');
  });

  it('are exact under concurrency: 35 at once in one session answer 30 and 5 max_reached', async () => {
    const { user } = await subscriberWithLedger(app, 'overview-chatty', rows);
    const session = randomUUID();
    const replies = await Promise.all(Array.from({ length: 35 }, () => ask(user, session, 'What was my last transaction?')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(35).fill(200));
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((b) => !b.max_reached)).toHaveLength(FOLLOW_UPS_PER_SESSION_PER_MONTH);
    const refused = bodies.filter((b) => b.max_reached);
    expect(refused).toHaveLength(5);
    expect(refused[0].message).toMatch(/^You've asked 30 follow-up questions in this conversation this month, the most there is\. It resets on April 1\. Start a new analysis to ask more\.$/);
    expect(await storedRows(user, 'follow_up')).toHaveLength(FOLLOW_UPS_PER_SESSION_PER_MONTH);
    expect(await followUpsUsed(user, session)).toBe(FOLLOW_UPS_PER_SESSION_PER_MONTH);
    // Another session has its own thirty.
    expect((await ask(user, randomUUID(), 'What was my last transaction?')).json().max_reached).toBe(false);
  }, 120_000);

  it('answer 502 when the model is down, and the follow-up is not counted nor saved', async () => {
    const session = randomUUID();
    await run(alice, 'account_detail_analysis', session);
    const before = (await storedRows(alice, 'follow_up')).length;
    const response = await ask(alice, session, '[[model-down]] How much did I spend in February 2024?');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { error_code: 'VENDOR_ERROR', error_message: FOLLOW_UP_FAILED }, message: FOLLOW_UP_FAILED });
    expect(await followUpsUsed(alice, session)).toBe(0);
    expect(await storedRows(alice, 'follow_up')).toHaveLength(before);
  });
});

describe('another user\'s analyses', () => {
  it('answer 404 when restored or paged from, the same as an unknown id', async () => {
    const bobs = (await run(bob, 'budget_analysis')).json().analysis_id as string;
    for (const id of [bobs, randomUUID()]) {
      const restored = await alice.request('POST', '/api/budget_overview/previous_analysis', { analysis_id: id });
      expect(restored.statusCode).toBe(404);
      expect(restored.json().error.error_code).toBe('NOT_FOUND');
      expect(restored.body).not.toContain('77,777');
      const paged = await alice.request('GET', `/api/budget_overview/analyses?before=${id}`);
      expect(paged.statusCode).toBe(404);
    }
    expect((await bob.request('POST', '/api/budget_overview/previous_analysis', { analysis_id: bobs })).statusCode).toBe(200);
  });

  it('give no context to a follow-up asked in their session, which is saved under the caller only', async () => {
    const session = randomUUID();
    expect((await run(bob, 'account_detail_analysis', session)).statusCode).toBe(200);
    modelRequests.length = 0;
    const response = await ask(alice, session, 'What was my last transaction?');
    expect(response.statusCode, response.body).toBe(200);
    expect(modelRequests.length).toBeGreaterThan(0);
    for (const body of modelRequests) {
      // The tools offered name net_worth_history; only the messages could carry Bob's analysis.
      const { messages } = JSON.parse(body) as { messages: { role: string }[] };
      expect(body).not.toContain('77,777.77');
      expect(JSON.stringify(messages)).not.toContain('net_worth');
      expect(messages.filter((m) => m.role === 'system')).toHaveLength(1);
    }
    const { db } = await testDatabase();
    const inSession = await db.selectFrom('analyses').select(['user_id', 'type']).where('session_id', '=', session).orderBy('created_at').execute();
    expect(inSession).toEqual([
      { user_id: bob.id, type: 'account_detail_analysis' },
      { user_id: alice.id, type: 'follow_up' },
    ]);
    expect((await okJson(bob, '/api/budget_overview/latest_analysis')).follow_ups).toEqual([]);
    expect(await followUpsUsed(bob, session)).toBe(0);
  });
});

describe('restoring and listing', () => {
  it('restores the newest analysis with its follow-ups oldest first, any earlier one by id, and lists them newest first by pages', async () => {
    const user = await newSubscriber('overview-restorer');
    expect((await user.request('GET', '/api/budget_overview/latest_analysis')).statusCode).toBe(404);
    expect(await okJson(user, '/api/budget_overview/analyses')).toEqual({ analyses: [], has_more: false });

    const sessions = [randomUUID(), randomUUID(), randomUUID()];
    const types: AnalysisType[] = ['account_detail_analysis', 'income_spend_analysis', 'budget_analysis'];
    const ids: string[] = [];
    for (const [i, type] of types.entries()) {
      ids.push((await run(user, type, sessions[i])).json().analysis_id);
      // Follow-ups in the first two sessions, answered without figures (no ledger).
      if (i < 2) for (const question of ['Should I buy Tesla stock?', 'What is the weather?']) expect((await ask(user, sessions[i]!, question)).statusCode).toBe(200);
    }
    // A question asked in a session before any analysis belongs to no analysis.
    expect((await ask(user, randomUUID(), 'Should I buy Tesla stock?', { workflow_type: null })).statusCode).toBe(200);

    const latest = await okJson(user, '/api/budget_overview/latest_analysis');
    expect(latest).toMatchObject({ analysis_id: ids[2], type: 'budget_analysis', session_id: sessions[2], query: ANALYSIS_PROMPTS.budget_analysis, text_response: 'Your net worth is $1,234.56.', follow_ups: [] });
    expect(latest.visualizations.metrics[0].id).toBe('net_worth');

    const first = (await user.request('POST', '/api/budget_overview/previous_analysis', { analysis_id: ids[0] })).json();
    expect(first).toMatchObject({ analysis_id: ids[0], type: 'account_detail_analysis', session_id: sessions[0] });
    expect(first.follow_ups.map((f: { query: string }) => f.query)).toEqual(['Should I buy Tesla stock?', 'What is the weather?']);
    expect(first.follow_ups[0].timestamp < first.follow_ups[1].timestamp).toBe(true);
    expect(first.timestamp < first.follow_ups[0].timestamp).toBe(true);

    const all = await okJson(user, '/api/budget_overview/analyses');
    expect(all).toEqual({ analyses: [2, 1, 0].map((i) => ({ analysis_id: ids[i], type: types[i], timestamp: expect.any(String) })), has_more: false });
    const page1 = await okJson(user, '/api/budget_overview/analyses?limit=2');
    expect(page1.analyses.map((a: { analysis_id: string }) => a.analysis_id)).toEqual([ids[2], ids[1]]);
    expect(page1.has_more).toBe(true);
    const page2 = await okJson(user, `/api/budget_overview/analyses?limit=2&before=${ids[1]}`);
    expect(page2).toEqual({ analyses: [{ analysis_id: ids[0], type: types[0], timestamp: expect.any(String) }], has_more: false });
    expect(await okJson(user, `/api/budget_overview/analyses?before=${ids[0]}`)).toEqual({ analyses: [], has_more: false });
    // Follow-ups are not analyses: never listed, never restored, never an anchor.
    const [followUp] = await storedRows(user, 'follow_up');
    expect((await user.request('POST', '/api/budget_overview/previous_analysis', { analysis_id: followUp!.id })).statusCode).toBe(404);
    expect((await user.request('GET', `/api/budget_overview/analyses?before=${followUp!.id}`)).statusCode).toBe(404);
    expect((await user.request('GET', '/api/budget_overview/analyses?before=not-an-id')).statusCode).toBe(400);
  });
});

describe('with the real figures and writer', () => {
  it('runs each analysis end to end through the model stand-in: the saved text states only figures of the saved facts, and the answer carries the analysis drawn', async () => {
    const { db } = await testDatabase();
    const real = await createTestApp({ handlers: createBudgetOverviewHandlers({ db, model: createOpenAiModel(new OpenAI({ apiKey: API_KEY, baseURL: standIn.baseURL, maxRetries: 0 })), modelName: 'gpt-4o-mini', now, timeBudgetMs: 60_000 }) });
    try {
      const { user } = await subscriberWithLedger(real, 'overview-real', rows);
      for (const type of ANALYSIS_TYPES) {
        const response = await user.request('POST', ENDPOINTS[type], { query: ANALYSIS_PROMPTS[type], workflow_type: type, session_id: randomUUID(), is_follow_up: false });
        expect(response.statusCode, response.body).toBe(200);
        const reply = response.json();
        const saved = await db.selectFrom('analyses').select(['facts', 'text_response', 'visualizations']).where('user_id', '=', user.id).where('id', '=', reply.analysis_id).executeTakeFirstOrThrow();
        expect(saved.text_response).toBe(reply.text_response);
        expect(reply.text_response.length, type).toBeGreaterThan(100);
        expect(ungroundedFigures(reply.text_response, [saved.facts]), type).toEqual([]);
        expect(saved.visualizations).toEqual({ charts: reply.charts, metrics: reply.metrics, accounts: reply.accounts, income_spend_data: reply.income_spend_data });
        expect(reply.charts.length + reply.metrics.length, type).toBeGreaterThan(0);
      }
    } finally {
      await real.close();
    }
  });
});
