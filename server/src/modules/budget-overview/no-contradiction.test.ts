import type { FastifyInstance } from 'fastify';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startStandIn, type RunningStandIn } from '../../../emulators/openai/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedOverviewLedger, type SeedAccount, type SeedRow, type SeedStream } from '../../../test/overview-ledger.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { ungroundedFigures } from '../assistant/grounding.ts';
import { createBudgetsHandlers } from '../budgets/handlers.ts';
import type { AccountDetailFacts, BudgetFacts, IncomeSpendFacts } from './analyses/facts.ts';
import { COMPUTE_ANALYSIS } from './analyses/index.ts';
import { ANALYSIS_TYPES, type AnalysisType, type ComputedAnalysis } from './computed-analysis.ts';
import { plainSummary } from './plain-summary.ts';
import { writeAnalysisText, type WriterDeps } from './writer.ts';
import { createOpenAiModel } from '../../vendors/model.ts';

/*
 * Every analysis type over a grid of days and budgets, written by the model stand-in and by the
 * plain summary: no sentence may contradict a figure of the analysis (README, "The budget
 * overview's figures"). The ledger is one household's sixteen months; four people hold it with
 * no plan, a plan they keep, one category over each month, and many over.
 */

const MONTHS = Array.from({ length: 16 }, (_, i) => new Date(Date.UTC(2023, i, 1)).toISOString().slice(0, 7)); // 2023-01 … 2024-04
/** Days the analyses are run on: a month's first day, a leap day, mid-month, a month without a plan, and one after the ledger ends. */
const TODAYS = ['2024-01-01', '2024-02-29', '2024-03-18', '2024-04-15', '2024-07-02'];
/** The months planned (not April 2024 on): the analyses of April and July see months with and without a plan. */
const PLANNED_MONTHS = ['2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03'];

const ACCOUNTS: SeedAccount[] = [
  { key: 'checking', bank: 'First Test Bank', name: 'Everyday Checking', type: 'depository', subtype: 'checking', current_cents: 4_200, available_cents: 4_200 },
  { key: 'savings', bank: 'First Test Bank', name: 'Rainy Day Savings', type: 'depository', subtype: 'savings', current_cents: 1_250_000, available_cents: 1_250_000 },
  { key: 'card', bank: 'First Test Bank', name: 'Travel Card', type: 'credit', subtype: 'credit card', current_cents: 182_500, available_cents: 17_500, limit_cents: 200_000, card: { is_overdue: false, minimum_payment_cents: 4_000, next_payment_due_date: '2024-04-17' } },
];

/** Sixteen months of a household: pay (none in one month), rent, groceries, restaurants, a card payment, savings, fees now and then, a refund. */
function ledgerRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  const add = (id: string, account: string, date: string, dollars: number, primary: string, detailed: string) =>
    rows.push({ plaid_transaction_id: id, account, date, amount_cents: Math.round(dollars * 100), name: id.toUpperCase(), merchant_name: null, category_primary: primary, category_detailed: detailed, pending: false });
  MONTHS.forEach((month, i) => {
    // A lean month: a small side income against the usual bills.
    add(`pay-${month}`, 'checking', `${month}-01`, i === 7 ? -40 : -3_600 - (i % 3) * 150, 'INCOME', i === 7 ? 'INCOME_OTHER_INCOME' : 'INCOME_WAGES');
    add(`rent-${month}`, 'checking', `${month}-02`, 1_450, 'RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT');
    for (const week of [3, 10, 17, 24]) add(`groceries-${month}-${week}`, 'card', `${month}-${String(week).padStart(2, '0')}`, 60 + ((i * 7 + week) % 45), 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES');
    add(`restaurant-${month}`, 'card', `${month}-12`, 45 + (i % 5) * 30, 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT');
    add(`card-payment-${month}`, 'checking', `${month}-20`, 700, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT');
    add(`to-savings-${month}`, 'checking', `${month}-05`, 200, 'TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER');
    if (i % 4 === 1) add(`interest-${month}`, 'card', `${month}-15`, 18.4, 'BANK_FEES', 'BANK_FEES_INTEREST_CHARGE');
    if (i % 6 === 2) add(`refund-${month}`, 'card', `${month}-14`, -25, 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT');
  });
  return rows;
}

const STREAMS: SeedStream[] = [
  { account: 'checking', direction: 'inflow', description: 'PAYROLL', merchant_name: 'Payroll', category_primary: 'INCOME', frequency: 'MONTHLY', last_amount_cents: -360_000, last_date: '2024-04-01' },
  { account: 'checking', direction: 'outflow', description: 'RENT', merchant_name: 'Landlord', category_primary: 'RENT_AND_UTILITIES', category_detailed: 'RENT_AND_UTILITIES_RENT', frequency: 'MONTHLY', last_amount_cents: 145_000, last_date: '2024-04-02' },
  { account: 'checking', direction: 'outflow', description: 'CARD PAYMENT', merchant_name: null, category_primary: 'LOAN_PAYMENTS', category_detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', frequency: 'MONTHLY', last_amount_cents: 70_000, last_date: '2024-04-20' },
];

/**
 * What each person plans per line and month (dollars): enough for every line; or groceries too
 * little in March 2024 alone (over this month, never before: the case the analysis once met with
 * "nothing to change"); or several lines too little from January, and savings too in March.
 */
type Fixture = 'no plan' | 'on plan' | 'over in one' | 'over in many';
const GENEROUS: Record<string, number> = { RENT_AND_UTILITIES_RENT: 1_600, FOOD_AND_DRINK_GROCERIES: 600, FOOD_AND_DRINK_RESTAURANT: 300, BANK_FEES_INTEREST_CHARGE: 50, LOAN_PAYMENTS_CREDIT_CARD_PAYMENT: 800, TRANSFER_OUT_ACCOUNT_TRANSFER: 250 };
const TIGHT: Record<string, number> = { ...GENEROUS, FOOD_AND_DRINK_GROCERIES: 48, FOOD_AND_DRINK_RESTAURANT: 10, RENT_AND_UTILITIES_RENT: 900 };
const PLANS: Record<Fixture, ((month: string) => Record<string, number>) | null> = {
  'no plan': null,
  'on plan': () => GENEROUS,
  'over in one': (month) => (month === '2024-03' ? { ...GENEROUS, FOOD_AND_DRINK_GROCERIES: 48 } : GENEROUS),
  'over in many': (month) => (month === '2024-03' ? { ...TIGHT, TRANSFER_OUT_ACCOUNT_TRANSFER: 1 } : month >= '2024-01' ? TIGHT : GENEROUS),
};
const FIXTURES = Object.keys(PLANS) as Fixture[];

let standIn: RunningStandIn;
let app: FastifyInstance;
let deps: WriterDeps;
const users = new Map<Fixture, TestUser>();

beforeAll(async () => {
  const { db } = await testDatabase();
  standIn = await startStandIn();
  app = await createTestApp({ handlers: createBudgetsHandlers({ db }) });
  deps = { model: createOpenAiModel(new OpenAI({ apiKey: API_KEY, baseURL: standIn.baseURL, maxRetries: 0 })), modelName: 'gpt-4o-mini', timeBudgetMs: 60_000 };
  const rows = ledgerRows();
  for (const fixture of FIXTURES) {
    const user = await signedInUser(app, `no-contradiction-${fixture.replaceAll(' ', '-')}`);
    await givenSubscriber(user);
    await seedOverviewLedger(user, { banks: [{ name: 'First Test Bank' }], accounts: ACCOUNTS, rows, streams: STREAMS });
    const plan = PLANS[fixture];
    for (const month of plan ? PLANNED_MONTHS : []) {
      const saved = await user.request('PUT', `/api/budgets/${month}`, { categories: Object.entries(plan!(month)).map(([category, amount]) => ({ category, amount, version: 0 })) });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    users.set(fixture, user);
  }
}, 120_000);
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const has = (text: string, pattern: RegExp) => pattern.test(text);
/** A month `YYYY-MM` in words, as both writers name it. */
const monthWords = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Every sentence of the text that contradicts a figure of the analysis, said in words (an empty list: none). */
function contradictions(type: AnalysisType, analysis: ComputedAnalysis, text: string): string[] {
  const found: string[] = [];
  const claim = (wrong: boolean, what: string) => wrong && found.push(what);
  for (const match of text.matchAll(/(-?[\d,]+(?:\.\d+)?)\s?%/g)) claim(Math.abs(Number(match[1]!.replaceAll(',', ''))) > 999, `a percentage above 999 %: ${match[0]}`);
  claim(ungroundedFigures(text, [analysis.facts]).length > 0, `figures the facts do not hold: ${ungroundedFigures(text, [analysis.facts]).join(', ')}`);

  if (type === 'budget_analysis') {
    const facts = analysis.facts as BudgetFacts;
    const month = facts.months.at(-1)!;
    const overCount = analysis.visualizations.metrics.find((m) => m.id === 'over_budget_categories')!.value as number;
    const over = facts.categories.filter((c) => c.over_budget).map((c) => c.category);
    claim(overCount !== over.length, `the over-budget count ${overCount} against ${over.length} categories marked over`);
    const nothingToChange = has(text, /nothing to change|no changes to suggest/i);
    claim(overCount > 0 && nothingToChange, `"nothing to change" with ${overCount} categories over budget`);
    claim(nothingToChange && facts.suggestions.length > 0, '"nothing to change" beside suggestions');
    const suggested = text.slice(Math.max(0, text.search(/suggested changes/i)));
    for (const name of over) {
      claim(!facts.suggestions.some((s) => s.category === name), `no suggested change in the facts for ${name}, over budget`);
      claim(!suggested.includes(name), `no suggested change in the text for ${name}, over budget`);
      claim(!text.includes(`${name} (over budget)`) && !has(text, new RegExp(`Over budget: [^\\n]*${name}`)), `${name} not said to be over budget`);
    }
    const monthName = monthWords(facts.budget_month);
    if (!month.has_budget) {
      claim(!has(text, new RegExp(`no budget for ${monthName}`, 'i')), `no word that ${monthName} has no budget`);
      claim(has(text, /spent \$0\.00 (of|in your budgeted)|available: \$0\.00/i), `budgeted figures of $0.00 for ${monthName}, which has no budget`);
    }
    // "$0 spent" only where nothing was: all spending is a figure of its own.
    claim(month.all_spent !== '$0.00' && has(text, /spent \$0\.00 in all/i), `"spent $0.00 in all" with ${month.all_spent} spent`);
    claim(month.spent !== '$0.00' && has(text, /spent \$0\.00 in your budgeted/i), `"$0.00 in budgeted categories" with ${month.spent} spent there`);
  }

  if (type === 'account_detail_analysis') {
    const facts = analysis.facts as AccountDetailFacts;
    const noFees = facts.interest_and_fees.total === '$0.00';
    claim(!noFees && has(text, /paid no interest or fees/i), `"no interest or fees" with ${facts.interest_and_fees.total} paid`);
    claim(noFees && has(text, /you paid \$[\d,.]+ in interest/i), 'interest and fees paid that were none');
    const noAttention = has(text, /no(ne of your)? accounts? needs? attention/i);
    claim(facts.attention.length > 0 && noAttention, `"no account needs attention" with ${facts.attention.length} that do`);
    for (const a of facts.attention) claim(!text.includes(a.account), `${a.account} needs attention, unsaid`);
    claim(facts.accounts.length > 0 && has(text, /no linked accounts/i), '"no linked accounts" with accounts');
  }

  if (type === 'income_spend_analysis') {
    const facts = analysis.facts as IncomeSpendFacts;
    const lost = facts.totals.net.startsWith('-');
    claim(lost && has(text, /you kept/i), `"kept" with a net of ${facts.totals.net}`);
    claim(!lost && has(text, /more than you earned/i), `"more than you earned" with a net of ${facts.totals.net}`);
    claim(facts.category_changes.growing.length > 0 && has(text, /no category grew/i), '"no category grew" beside growing ones');
    claim(facts.category_changes.shrinking.length > 0 && has(text, /no category shrank/i), '"no category shrank" beside shrinking ones');
  }
  return found;
}

describe.each(FIXTURES)('with %s', (fixture) => {
  it.each(ANALYSIS_TYPES.flatMap((type) => TODAYS.map((today) => [type, today] as const)))('%s on %s: no sentence, the stand-in\'s or the plain summary\'s, contradicts a figure', async (type, today) => {
    const { db } = await testDatabase();
    const analysis = await COMPUTE_ANALYSIS[type]({ db, userId: users.get(fixture)!.id, today });
    const written = await writeAnalysisText(deps, analysis.facts, 'Analyse this for me.');
    expect(written.source).toBe('model');
    expect(contradictions(type, analysis, written.text), written.text).toEqual([]);
    const plain = plainSummary(analysis.facts);
    expect(contradictions(type, analysis, plain), plain).toEqual([]);
  });
});

describe('the grid', () => {
  it('holds every case it is meant to: no plan, none over, one over, many over, and a month without a plan after planned ones', async () => {
    const { db } = await testDatabase();
    const overCounts = new Map<Fixture, number>();
    for (const fixture of FIXTURES) {
      const analysis = await COMPUTE_ANALYSIS.budget_analysis({ db, userId: users.get(fixture)!.id, today: '2024-03-18' });
      overCounts.set(fixture, analysis.visualizations.metrics.find((m) => m.id === 'over_budget_categories')!.value as number);
    }
    expect(Object.fromEntries(overCounts)).toEqual({ 'no plan': 0, 'on plan': 0, 'over in one': 1, 'over in many': 4 });
    // Over this month alone, never before: no rule of the months before would suggest a change for groceries.
    const once = (await COMPUTE_ANALYSIS.budget_analysis({ db, userId: users.get('over in one')!.id, today: '2024-03-18' })).facts as BudgetFacts;
    expect(once.months.map((m) => m.over_budget)).toEqual([[], [], [], ['Groceries']]);
    const april = (await COMPUTE_ANALYSIS.budget_analysis({ db, userId: users.get('over in many')!.id, today: '2024-04-15' })).facts as BudgetFacts;
    expect([april.has_budget, april.months.at(-1)!.has_budget, april.months.at(-1)!.all_spent !== '$0.00']).toEqual([true, false, true]);
    const lean = (await COMPUTE_ANALYSIS.income_spend_analysis({ db, userId: users.get('no plan')!.id, today: '2024-03-18' })).facts as IncomeSpendFacts;
    // The lean month (August 2023) spent many times its income: a savings rate far below -999 %.
    expect(lean.months.find((m) => m.month === '2023-08')!.savings_rate).not.toBeNull();
  });
});
