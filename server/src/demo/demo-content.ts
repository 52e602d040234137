import { randomUUID } from 'node:crypto';
import { ANALYSIS_TYPES, type AnalysisType } from '../modules/budget-overview/index.ts';
import { ANALYSIS_PROMPTS } from '../../../contract/analysis-prompts.ts';
import { monthName } from '../lib/calendar.ts';
import { DEMO_CARD } from './demo-account.ts';
import type { DemoSession } from './demo-session.ts';

/**
 * One part of what the demo account holds. `isPresent` reads the demo's state; `add` brings it
 * about through the product's own paths. A part already present is left alone, so seeding on
 * every start adds nothing the second time, and a start cut short is finished by the next one.
 */
export interface DemoPart {
  name: string;
  isPresent(session: DemoSession): Promise<boolean>;
  add(session: DemoSession): Promise<void>;
}

const subscription: DemoPart = {
  name: 'subscription',
  isPresent: (session) => session.hasSubscription(),
  async add(session) {
    // Checkout as the SPA starts it, paid on the stand-in's hosted page; Stripe's webhook then tells the product.
    const { url } = await session.call<{ url: string }>('POST', '/api/subscription/checkout');
    const paid = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(DEMO_CARD) });
    if (paid.status >= 400) throw new Error(`the Stripe stand-in refused the demo's card (${paid.status})`);
    await session.waitFor('the subscription webhook', () => session.hasSubscription());
  },
};

const banks: DemoPart = {
  name: 'banks',
  isPresent: async (session) => (await session.missingBanks()).length === 0,
  async add(session) {
    for (const bank of await session.missingBanks()) {
      // Plaid's own sandbox call for a public token, then the exchange the SPA's Link success makes.
      const publicToken = await session.sandboxPublicToken(bank.institutionId, ['transactions', 'liabilities']);
      await session.call('POST', '/api/set_access_token', new URLSearchParams({ public_token: publicToken }));
    }
    // The full sync the SPA asks for after sign-in: two years of transactions for each bank. Linking and
    // the first sync leave the notifications every new link gets ("{n} accounts added", "Your transactions are ready").
    await session.call('GET', '/api/initialize_metadata');
    await session.waitFor('the first syncs after linking', () => session.banksSettled());
  },
};

/** The first of the month `monthsAgo` months before this one, and today: the dates the demo's home and car were valued. */
const monthsAgo = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
};
const today = () => new Date().toISOString().slice(0, 10);

/** What the demo owns besides its bank accounts, valued by hand: two years ago, a year ago and today. */
const DEMO_VALUED = [
  { name: 'Maple Street house', type: 'home', values: [505_000, 522_000, 538_000] },
  { name: 'Family car', type: 'vehicle', values: [29_500, 25_200, 21_400] },
] as const;

const homeAndCar: DemoPart = {
  name: 'home and car',
  isPresent: async (session) => (await session.call<{ accounts: { type: string }[] }>('GET', '/db_api/manual_accounts')).accounts.some((a) => a.type === 'home'),
  async add(session) {
    for (const owned of DEMO_VALUED) {
      const [first, ...later] = owned.values;
      const { account_id } = await session.call<{ account_id: string }>('POST', '/api/manual_accounts', { name: owned.name, type: owned.type, opening_balance: first, opening_date: monthsAgo(24) });
      const dates = [monthsAgo(12), today()];
      for (const [i, value] of later.entries()) await session.call('POST', `/api/manual_accounts/${account_id}/values`, { value, as_of: dates[i] });
    }
  },
};

interface PlannerRow {
  category: string;
  group: string;
  planned: number | null;
  version: number;
  average_3_months: number;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
const monthBefore = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
const plannerOf = (session: DemoSession, month: string) => session.call<{ categories: PlannerRow[] }>('GET', `/db_api/budgets?month=${month}`);

/** The group whose lines roll over what is left: food. */
const DEMO_ROLLOVER_GROUP = 'FOOD_AND_DRINK';

const budgets: DemoPart = {
  name: 'budgets',
  isPresent: async (session) => (await plannerOf(session, thisMonth())).categories.some((c) => c.planned !== null),
  async add(session) {
    // Last month and this one, every line (bills, debt payments and savings too) planned from its own 3-month average
    // rounded up to $10, as "Fill from 3-month average" would; the food lines carry what is left.
    for (const month of [monthBefore(thisMonth()), thisMonth()]) {
      const { categories } = await plannerOf(session, month);
      const plans = categories.filter((c) => c.planned === null && c.average_3_months > 0).map((c) => ({ category: c.category, amount: Math.ceil(c.average_3_months / 10) * 10, version: c.version }));
      const rollovers = plans.filter((p) => categories.find((c) => c.category === p.category)?.group === DEMO_ROLLOVER_GROUP).map((p) => ({ category: p.category, rollover: 'carry_left' }));
      await session.call('PUT', `/api/budgets/${month}`, { categories: plans, rollovers });
    }
  },
};


interface ChatReply {
  status: string;
  event_id: string;
}

const chat: DemoPart = {
  name: 'chat history',
  isPresent: async (session) => (await session.call<{ messages: unknown[] }>('POST', '/api/chat/history', { id: 'array_is_empty', bookmark_filter_on: false })).messages.length > 0,
  async add(session) {
    // Asked through the assistant as the drawer asks (each uses one of the month's asks), then a bookmark and a thumbs-up.
    const questions = [`What was my spending summary for ${monthName(monthBefore(thisMonth()))}?`, 'What was my last transaction?', 'What do I owe on my credit cards?'];
    const replies: ChatReply[] = [];
    for (const [i, question] of questions.entries()) {
      const pair = `demo${thisMonth().replace('-', '')}q${i}`;
      replies.push(await session.call<ChatReply>('POST', '/api/chat/response', { id: `user-${pair}`, submitted_user_query: question, is_user_input: true, created_date: new Date().toISOString() }));
    }
    await session.call('POST', '/api/chat/bookmark', { id: `user-demo${thisMonth().replace('-', '')}q0`, is_bookmark: true });
    const answered = replies.find((r) => r.status === 'success');
    if (answered) await session.call('POST', '/api/chat/feedback', { id: answered.event_id, is_correct: true });
  },
};

/** The analysis types the demo has none of yet (it runs one of each, far fewer than a page of the list). */
async function missingAnalyses(session: DemoSession): Promise<AnalysisType[]> {
  const { analyses } = await session.call<{ analyses: { type: AnalysisType }[] }>('GET', '/api/budget_overview/analyses?limit=100');
  return ANALYSIS_TYPES.filter((type) => !analyses.some((analysis) => analysis.type === type));
}

const budgetOverview: DemoPart = {
  name: 'budget overview',
  isPresent: async (session) => (await missingAnalyses(session)).length === 0,
  async add(session) {
    // Each analysis started as the page starts it: its canned prompt, a new session (one run of the type's month).
    for (const type of await missingAnalyses(session)) {
      const reply = await session.call<{ analysis_id: string | null; message: string | null }>('POST', `/api/budget_overview/${type}`, {
        query: ANALYSIS_PROMPTS[type],
        workflow_type: type,
        session_id: randomUUID(),
        is_follow_up: false,
      });
      if (!reply.analysis_id) throw new Error(`the demo's ${type} was not run: ${reply.message}`);
    }
  },
};

/**
 * Everything the demo account gets, in order. Later parts are added here,
 * and the README's "demo account" paragraph says what this list holds.
 */
export const DEMO_CONTENT: readonly DemoPart[] = [subscription, banks, homeAndCar, budgets, chat, budgetOverview];
