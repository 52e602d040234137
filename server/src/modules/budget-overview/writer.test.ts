import type { FastifyInstance } from 'fastify';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startStandIn, type RunningStandIn } from '../../../emulators/openai/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedOverviewLedger, type SeedRow } from '../../../test/overview-ledger.ts';
import { signedInUser } from '../../../test/users.ts';
import { loadContract } from '../../http/contract.ts';
import { createContractAjv } from '../../http/validation.ts';
import { ungroundedFigures } from '../assistant/grounding.ts';
import type { AccountDetailFacts, BudgetFacts, IncomeSpendFacts } from './analyses/facts.ts';
import { COMPUTE_ANALYSIS } from './analyses/index.ts';
import { ANALYSIS_TYPES, type AnalysisFacts, type AnalysisType } from './computed-analysis.ts';
import { plainSummary } from './plain-summary.ts';
import { FACTS_MARKER, WRITER_LINE, writeAnalysisText, type WriterDeps } from './writer.ts';
import { createOpenAiModel } from '../../vendors/model.ts';

const TODAY = '2024-04-10';
const PROMPT = 'Give me an overview of my finances.';
/** The sentence the stand-in adds for `[[ungrounded]]`: its amount is in no facts. */
const INVENTED = '$98,765.43';
const CATEGORIES = ['FOOD_AND_DRINK', 'TRAVEL', 'ENTERTAINMENT', 'GENERAL_MERCHANDISE', 'BANK_FEES', 'INCOME', 'TRANSFER_OUT'];

/** 15 months of varied rows on a checking account and a card. */
function ledgerRows(): SeedRow[] {
  return Array.from({ length: 220 }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const cents = (i % 5) * 1_700 + (i % 13) * 311 + 400 + (category === 'INCOME' ? 250_000 : 0);
    return {
      plaid_transaction_id: `w${i}`,
      account: i % 2 ? 'card' : 'checking',
      date: new Date(Date.UTC(2023, 0, 2 + ((i * 2) % 464))).toISOString().slice(0, 10),
      amount_cents: category === 'INCOME' || i % 17 === 3 ? -cents : cents,
      name: `ROW ${i}`,
      merchant_name: null,
      category_primary: category,
      category_detailed: category === 'BANK_FEES' ? (i % 2 ? 'BANK_FEES_INTEREST_CHARGE' : 'BANK_FEES_ATM_FEES') : null,
      pending: i % 23 === 7,
    };
  });
}

let standIn: RunningStandIn;
let app: FastifyInstance;
const facts = new Map<AnalysisType, AnalysisFacts>();
const visualizations = new Map<AnalysisType, unknown>();
/** Every request body the product sent the model. */
let requests: Record<string, unknown>[] = [];
let warnings: { obj: object; msg: string }[] = [];

/** The product's client for the stand-in, recording what it sends (no retries: one request a call). */
function recordingClient(baseURL: string): OpenAI {
  return new OpenAI({
    apiKey: API_KEY,
    baseURL,
    maxRetries: 0,
    fetch: async (url, init) => {
      requests.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return fetch(url, init);
    },
  });
}

let deps: WriterDeps;

beforeAll(async () => {
  const { db } = await testDatabase();
  standIn = await startStandIn();
  app = await createTestApp();
  const user = await signedInUser(app, 'overview-writer');
  await seedOverviewLedger(user, {
    banks: [{ name: 'First Test Bank' }],
    accounts: [
      { key: 'checking', bank: 'First Test Bank', name: 'Checking', type: 'depository', current_cents: 8_000, available_cents: 7_500 },
      { key: 'card', bank: 'First Test Bank', name: 'Card', type: 'credit', current_cents: 180_000, limit_cents: 300_000, card: { is_overdue: false, minimum_payment_cents: 4_000, next_payment_due_date: '2024-04-12' } },
    ],
    rows: ledgerRows(),
    streams: [
      { account: 'checking', direction: 'inflow', description: 'PAYROLL', merchant_name: 'Payroll', category_primary: 'INCOME', frequency: 'BIWEEKLY', last_amount_cents: -250_000, last_date: '2024-04-05' },
      { account: 'card', direction: 'outflow', description: 'STREAMING', merchant_name: 'Streaming', category_primary: 'ENTERTAINMENT', frequency: 'MONTHLY', last_amount_cents: 1_599, last_date: '2024-03-20' },
    ],
  });
  for (const month of ['2024-01', '2024-02', '2024-03', '2024-04']) {
    await db.insertInto('budgets').values([
      // The rows have primary categories only: they fall on their groups' "Other" lines.
      { user_id: user.id, month, category: 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK', amount_cents: 5_000 },
      { user_id: user.id, month, category: 'TRAVEL_OTHER_TRAVEL', amount_cents: 90_000 },
    ]).execute();
  }
  await db.insertInto('budget_rollovers').values({ user_id: user.id, category: 'TRAVEL_OTHER_TRAVEL', policy: 'carry_left' }).execute();
  for (const type of ANALYSIS_TYPES) {
    const analysis = await COMPUTE_ANALYSIS[type]({ db, userId: user.id, today: TODAY });
    facts.set(type, analysis.facts);
    visualizations.set(type, analysis.visualizations);
  }
  deps = { model: createOpenAiModel(recordingClient(standIn.baseURL)), modelName: 'gpt-4o-mini', log: { warn: (obj, msg) => warnings.push({ obj, msg }) } };
}, 60_000);
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const write = (type: AnalysisType, prompt = PROMPT, overrides: Partial<WriterDeps> = {}) => {
  requests = [];
  warnings = [];
  return writeAnalysisText({ ...deps, ...overrides }, facts.get(type)!, prompt);
};

/** The figures a reader must find in each report. */
function headlines(type: AnalysisType): string[] {
  if (type === 'account_detail_analysis') {
    const f = facts.get(type) as AccountDetailFacts;
    return [f.totals.net_worth, f.totals.cash, f.totals.credit_owed, f.interest_and_fees.total, f.totals.credit_utilisation!];
  }
  if (type === 'income_spend_analysis') {
    const f = facts.get(type) as IncomeSpendFacts;
    return [f.totals.income, f.totals.spending, f.totals.savings_rate!, f.forecast.projected_end_balance];
  }
  const f = facts.get(type) as BudgetFacts;
  return [f.months.at(-1)!.available, f.months.at(-1)!.spent, f.pace.projected_month_end, ...f.suggestions.map((s) => s.suggested_plan)];
}

describe('the computed analyses', () => {
  it.each(ANALYSIS_TYPES)('give %s visualizations as the contract describes them', (type) => {
    const ajv = createContractAjv();
    ajv.addSchema(loadContract() as object, 'contract');
    const validate = ajv.compile({ $ref: 'contract#/components/schemas/AnalysisVisualizations' });
    expect(validate(visualizations.get(type)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...(visualizations.get(type) as object), metrics: [{ id: 'net_worth', value: 1 }] })).toBe(false);
  });
});

describe('a user with nothing linked yet', () => {
  it.each(ANALYSIS_TYPES)('gets %s of zeros, written from its facts and grounded', async (type) => {
    const { db } = await testDatabase();
    const newcomer = await signedInUser(app, 'overview-writer-newcomer');
    const analysis = await COMPUTE_ANALYSIS[type]({ db, userId: newcomer.id, today: TODAY });
    expect(analysis.visualizations.accounts).toEqual([]);
    expect(analysis.visualizations.metrics.every((m) => m.value === null || m.value === 0)).toBe(true);
    requests = [];
    const { text, source } = await writeAnalysisText(deps, analysis.facts, PROMPT);
    expect(source).toBe('model');
    expect(ungroundedFigures(text, [analysis.facts])).toEqual([]);
    expect(ungroundedFigures(plainSummary(analysis.facts), [analysis.facts])).toEqual([]);
  });
});

describe('the stand-in as the writer', () => {
  it.each(ANALYSIS_TYPES)('writes %s from real computed facts, stating only their figures and naming the headline ones', async (type) => {
    const { text, source } = await write(type);
    expect(source).toBe('model');
    expect(ungroundedFigures(text, [facts.get(type)])).toEqual([]);
    for (const figure of headlines(type)) expect(text).toContain(figure);
    expect(text).toMatch(/^[^#\n]+\n/);
    expect(text).toContain('\n| ');
    expect(warnings).toEqual([]);
  });

  it('is asked as a writer: no tools, temperature 0, the system lines and the facts after the prompt', async () => {
    await write('budget_analysis');
    expect(requests).toHaveLength(1);
    const [request] = requests as [{ tools?: unknown; temperature: number; messages: { role: string; content: string }[] }];
    expect(request.tools).toBeUndefined();
    expect(request.temperature).toBe(0);
    const [system, user] = request.messages;
    expect(system!.role).toBe('system');
    expect(system!.content.split('\n').slice(0, 2)).toEqual([`Today is ${TODAY} (UTC).`, WRITER_LINE]);
    expect(user).toEqual({ role: 'user', content: `${PROMPT}\n\n${FACTS_MARKER}\n${JSON.stringify(facts.get('budget_analysis'))}` });
  });
});

describe('the writer\'s grounding and fallbacks', () => {
  it('takes the retry\'s clean text after one ungrounded answer', async () => {
    const clean = await write('income_spend_analysis');
    const retried = await write('income_spend_analysis', `${PROMPT} [[ungrounded]]`);
    expect(requests).toHaveLength(2);
    expect((requests[1] as { messages: { role: string; content: string }[] }).messages.at(-1)!.content).toMatch(/^GROUNDING CHECK FAILED: \$98,765\.43 is not in the facts\./);
    expect(retried).toEqual({ text: clean.text, source: 'model' });
    expect(retried.text).not.toContain(INVENTED);
  });

  it.each([
    ['[[always-ungrounded]]', 2, 'the model kept stating figures the facts do not hold'],
    ['[[model-down]]', 1, 'the model failed (InternalServerError)'],
  ])('answers the plain summary when the model %s, with a warning that holds no user data', async (hook, calls, reason) => {
    const result = await write('account_detail_analysis', `${PROMPT} ${hook}`);
    expect(requests).toHaveLength(calls);
    expect(result).toEqual({ text: plainSummary(facts.get('account_detail_analysis')!), source: 'plain' });
    expect(warnings).toEqual([{ obj: { analysis_type: 'account_detail_analysis', reason }, msg: expect.any(String) }]);
  });

  it('answers the plain summary when the model is slower than the time budget', async () => {
    const result = await write('budget_analysis', `${PROMPT} [[slow:10000]]`, { timeBudgetMs: 300 });
    expect(result.source).toBe('plain');
    expect(warnings.map((w) => w.obj)).toEqual([{ analysis_type: 'budget_analysis', reason: 'past the time budget' }]);
  });

  it('answers the plain summary when the model writes no text', async () => {
    const silent = new OpenAI({ apiKey: API_KEY, baseURL: standIn.baseURL, maxRetries: 0, fetch: async () => Response.json({ id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '' } }] }) });
    const result = await write('income_spend_analysis', PROMPT, { model: createOpenAiModel(silent) });
    expect(result.source).toBe('plain');
    expect(warnings.map((w) => w.obj)).toEqual([{ analysis_type: 'income_spend_analysis', reason: 'the model wrote no text' }]);
  });

  it.each(ANALYSIS_TYPES)('builds a plain summary of %s that states only the facts\' figures', (type) => {
    const summary = plainSummary(facts.get(type)!);
    expect(ungroundedFigures(summary, [facts.get(type)])).toEqual([]);
    for (const figure of headlines(type)) expect(summary).toContain(figure);
  });
});
