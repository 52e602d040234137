import type { Db } from '../../src/db/client.ts';
import { EVAL_BUDGET, EVAL_BUDGET_MONTH } from './eval-bank.ts';
import {
  accountsOfKind,
  balances,
  cardsOwed,
  largestPurchases,
  newestPostedRows,
  pendingAmounts,
  postedRows,
  recurringOfKind,
  recurringOutgoing,
  totals,
  type DateRange,
  type StreamKind,
} from './expected-sql.ts';

/**
 * The evaluation set: questions a subscriber asks about the linked First Platypus Bank on
 * 2026-11-25 (a Wednesday), each with what a right answer states, worked out by expected-sql.ts.
 */

/** A figure a right answer states: money as `$1,234.56`, a count next to its noun, or a date. */
export type Figure = { money: number } | { count: number } | { date: string };

export interface Expectation {
  /** Every one of these must be in the answer. */
  figures: Figure[];
  /** When ties allow several right answers: at least `count` of these. */
  someOf?: { figures: Figure[]; count: number };
  /** The period the answer must name by its first and last day. */
  period?: DateRange;
  /** A reply that needs no tool: it states no figure, and says this. */
  reply?: { says: string };
  /** A figure of zero may be said in words ("You had no spending …"). */
  zeroInWords?: boolean;
  /** Figures a right answer must not state: other accounts' balances, other kinds' payments. */
  absent?: Figure[];
  /** Figures a right answer may state only after saying "pending" (pending rows are not the latest). */
  onlyAsPending?: Figure[];
}

export interface EvalCase {
  id: string;
  question: string;
  /** The date form and the ask the case covers. */
  covers: { period: string; ask: string };
  /** The class its score is counted in (the report's per-class table); `covers.ask` when absent. */
  class?: string;
  expected(db: Db, userId: string): Promise<Expectation>;
  /** A disagreement found and reported (the case still counts as wrong): what is wrong, where. */
  knownIssue?: string;
}

const range = (start: string, end: string): DateRange => ({ start, end });
const money = (cents: number): Figure => ({ money: cents });
const count = (n: number): Figure => ({ count: n });

const LAST_MONTH = range('2026-10-01', '2026-10-31');
const LAST_WEEK = range('2026-11-16', '2026-11-22');
const THIS_MONTH = range('2026-11-01', '2026-11-25');
const Q3_2026 = range('2026-07-01', '2026-09-30');

/**
 * "What was my last …": the newest posted rows (any of that day's, when several share it), and
 * no pending row's amount before the answer says "pending".
 */
const latestCase = (id: string, question: string, which: { outflowOnly: boolean; merchant?: string }, n = 1): EvalCase => ({
  id,
  question,
  covers: { period: 'none needed', ask: n === 1 ? 'last transaction' : 'last transactions' },
  class: 'latest',
  async expected(db, userId) {
    const [newest, pending] = await Promise.all([newestPostedRows(db, userId, which), pendingAmounts(db, userId)]);
    const posted = new Set(newest.rowsOfThatDay.map((r) => r.amountCents));
    return {
      figures: [{ date: newest.newestDate }],
      someOf: { figures: newest.rowsOfThatDay.map((r) => money(r.amountCents)), count: Math.min(n, newest.rowsOfThatDay.length) },
      onlyAsPending: pending.filter((cents) => !posted.has(cents)).map(money),
    };
  },
});

/** A balance question about one kind of account: those accounts' balances and their total, no other account's. */
const accountKindCase = (id: string, question: string, type: string, subtype?: string): EvalCase => ({
  id,
  question,
  covers: { period: 'none needed', ask: `balance of ${subtype ?? type} accounts` },
  class: 'balances by account type',
  async expected(db, userId) {
    const accounts = await accountsOfKind(db, userId, type, subtype);
    const listed = new Set([accounts.totalCents, ...accounts.balances]);
    return { figures: [money(accounts.totalCents), ...accounts.balances.map(money)], absent: accounts.others.filter((cents) => !listed.has(cents)).map(money) };
  },
});

/** Recurring streams of one kind: their monthly total and amounts, no other kind's amount. */
const streamKindCase = (id: string, question: string, kind: StreamKind): EvalCase => ({
  id,
  question,
  covers: { period: 'none needed', ask: `recurring: ${kind}` },
  class: 'recurring by kind',
  async expected(db, userId) {
    const streams = await recurringOfKind(db, userId, kind);
    const listed = new Set([streams.monthlyCents, ...streams.amounts]);
    return { figures: [money(streams.monthlyCents), ...streams.amounts.map(money)], absent: streams.others.filter((cents) => !listed.has(cents)).map(money) };
  },
});

/** "How much did I spend …": spent by the README (spending minus refunds) over the period. */
const spentCase = (id: string, question: string, period: string, dates: DateRange, filter: { merchant?: string; category?: string } = {}, ask = 'spending summary'): EvalCase => ({
  id,
  question,
  covers: { period, ask },
  async expected(db, userId) {
    const t = await totals(db, userId, dates, filter);
    return { figures: [money(t.spentCents)], period: dates, zeroInWords: t.spentCents === 0 };
  },
});

/** Spend at a merchant: spent by the README, and the posted transactions there. */
const merchantCase = (id: string, question: string, period: string, dates: DateRange, merchant: string, ask = 'spend at a merchant'): EvalCase => ({
  id,
  question,
  covers: { period, ask },
  async expected(db, userId) {
    const [t, rows] = await Promise.all([totals(db, userId, dates, { merchant }), postedRows(db, userId, dates, { merchant })]);
    return { figures: [money(t.spentCents), count(rows.count)], period: dates };
  },
});

const incomeCase = (id: string, question: string, period: string, dates: DateRange): EvalCase => ({
  id,
  question,
  covers: { period, ask: 'income' },
  async expected(db, userId) {
    const t = await totals(db, userId, dates);
    return { figures: [money(t.incomeCents)], period: dates };
  },
});

const monthsIn = (r: DateRange) => (Number(r.end.slice(0, 4)) - Number(r.start.slice(0, 4))) * 12 + Number(r.end.slice(5, 7)) - Number(r.start.slice(5, 7)) + 1;

const averageCase = (id: string, question: string, period: string, dates: DateRange, filter: { category?: string } = {}): EvalCase => ({
  id,
  question,
  covers: { period, ask: 'average monthly spending' },
  async expected(db, userId) {
    const t = await totals(db, userId, dates, filter);
    return { figures: [money(Math.round(t.spentCents / monthsIn(dates))), money(t.spentCents)], period: dates };
  },
});

const replyCase = (id: string, question: string, ask: string, says: string): EvalCase => ({
  id,
  question,
  covers: { period: 'none', ask },
  expected: async () => ({ figures: [], reply: { says } }),
});

const ASKS_FOR_PERIOD = 'Which period should I look at?';
const OFF_TOPIC = 'I can only help with questions about your own finances';
const NO_ADVICE = "I can't give investment advice";

export const EVAL_CASES: EvalCase[] = [
  // Spending summaries over every form of period.
  spentCase('today', 'How much did I spend today?', 'today', range('2026-11-25', '2026-11-25')),
  spentCase('yesterday', 'How much did I spend yesterday?', 'yesterday', range('2026-11-24', '2026-11-24')),
  spentCase('last-30-days', 'How much did I spend in the last 30 days?', 'last N days', range('2026-10-27', '2026-11-25')),
  spentCase('this-week', 'How much have I spent this week?', 'this week', range('2026-11-23', '2026-11-25')),
  spentCase('this-month', 'How much have I spent this month?', 'this month', THIS_MONTH),
  spentCase('last-month', 'How much did I spend last month?', 'last month', LAST_MONTH),
  spentCase('last-3-months', 'What did I spend in the last 3 months?', 'last N months', range('2026-08-01', '2026-10-31')),
  spentCase('month-with-year', 'How much did I spend in February 2025?', 'a named month with a year', range('2025-02-01', '2025-02-28')),
  spentCase('month-without-year', 'How much did I spend in December?', 'a named month without a year', range('2025-12-01', '2025-12-31')),
  spentCase('date-iso', 'How much did I spend on 2026-11-02?', 'a date (YYYY-MM-DD)', range('2026-11-02', '2026-11-02')),
  spentCase('date-us', 'How much did I spend on 11/20/2026?', 'a date (M/D/YYYY)', range('2026-11-20', '2026-11-20')),
  spentCase('date-words', 'What did I spend on 14 November 2026?', 'a date (D Month YYYY)', range('2026-11-14', '2026-11-14')),
  spentCase('quarter', 'How much did I spend in Q3 2026?', 'a quarter', Q3_2026),
  spentCase('year', 'How much did I spend in 2025?', 'a year', range('2025-01-01', '2025-12-31')),
  spentCase('year-to-date', 'How much have I spent year to date?', 'year to date', range('2026-01-01', '2026-11-25')),

  // Spend in a category.
  spentCase('category-last-2-weeks', 'How much did I spend on groceries in the last 2 weeks?', 'last N weeks', range('2026-11-09', '2026-11-22'), { category: 'FOOD_AND_DRINK_GROCERIES' }, 'spend in a category'),
  spentCase('category-since-march', 'How much have I spent on coffee since March?', 'since March', range('2026-03-01', '2026-11-25'), { category: 'FOOD_AND_DRINK_COFFEE' }, 'spend in a category'),
  spentCase('category-restaurants', 'How much did I spend on restaurants in October 2026?', 'a named month with a year', LAST_MONTH, { category: 'FOOD_AND_DRINK_RESTAURANT' }, 'spend in a category'),
  spentCase('category-fuel', 'How much did I spend on gas in Q3 2026?', 'a quarter', Q3_2026, { category: 'TRANSPORTATION_GAS' }, 'spend in a category'),

  // Spend at a merchant.
  merchantCase('merchant-last-month', 'How much did I spend at Steamworks Espresso last month?', 'last month', LAST_MONTH, 'Steamworks Espresso'),
  merchantCase('merchant-misspelt', 'How much did I spend at Steamworks Espreso in September 2026?', 'a named month with a year', range('2026-09-01', '2026-09-30'), 'Steamworks Espresso', 'spend at a misspelt merchant'),
  merchantCase('merchant-ampersand', 'How much did I spend at Olive and Thyme this year?', 'this year', range('2026-01-01', '2026-11-25'), 'Olive & Thyme'),
  merchantCase('merchant-month-without-year', 'How much did I spend at Harvest Basket in March?', 'a named month without a year', range('2026-03-01', '2026-03-31'), 'Harvest Basket'),
  {
    ...merchantCase('merchant-with-refund', 'How much did I spend at Parcelwise in October 2026?', 'a named month with a year', LAST_MONTH, 'Parcelwise', 'spend at a merchant with a refund'),
  },

  // Income.
  incomeCase('income-this-year', 'What was my income this year?', 'this year', range('2026-01-01', '2026-11-25')),
  incomeCase('income-last-year', 'How much did I earn last year?', 'last year', range('2025-01-01', '2025-12-31')),
  incomeCase('income-month', 'How much income did I get in October 2026?', 'a named month with a year', LAST_MONTH),

  // Last transactions.
  latestCase('last-transaction', 'What was my last transaction?', { outflowOnly: false }),
  latestCase('last-purchases', 'What were my 3 most recent purchases?', { outflowOnly: true }, 3),
  latestCase('last-purchase', 'What was my last purchase?', { outflowOnly: true }),
  latestCase('latest-transaction', 'Show me my latest transaction', { outflowOnly: false }),
  latestCase('most-recent-transaction', "What's my most recent transaction?", { outflowOnly: false }),
  latestCase('last-at-merchant', 'What was the last thing I bought at Harvest Basket?', { outflowOnly: true, merchant: 'Harvest Basket' }),
  latestCase('last-2-transactions', 'Show my last two transactions', { outflowOnly: false }, 2),
  latestCase('last-shop-at-merchant', 'When did I last shop at Harvest Basket?', { outflowOnly: false, merchant: 'Harvest Basket' }),
  {
    id: 'last-week-transactions',
    question: 'What were my transactions last week?',
    covers: { period: 'last week', ask: 'last transactions' },
    async expected(db, userId) {
      const rows = await postedRows(db, userId, LAST_WEEK);
      return { figures: [count(rows.count)], period: LAST_WEEK };
    },
  },

  // Biggest purchases.
  {
    id: 'biggest-purchase',
    question: 'What was my biggest purchase in Q3 2026?',
    covers: { period: 'a quarter', ask: 'biggest purchase' },
    async expected(db, userId) {
      const [largest] = await largestPurchases(db, userId, Q3_2026, 1);
      return { figures: [money(largest!.amountCents)], period: Q3_2026 };
    },
  },
  {
    id: 'largest-purchases-last-month',
    question: 'What were my 3 largest purchases last month?',
    covers: { period: 'last month', ask: 'biggest purchases' },
    async expected(db, userId) {
      const largest = await largestPurchases(db, userId, LAST_MONTH, 3);
      return { figures: largest.map((r) => money(r.amountCents)), period: LAST_MONTH };
    },
  },

  // Transactions over / under an amount.
  {
    id: 'over-amount',
    question: 'Show me my transactions over $200 in September 2026',
    covers: { period: 'a named month with a year', ask: 'transactions over an amount' },
    async expected(db, userId) {
      const dates = range('2026-09-01', '2026-09-30');
      const rows = await postedRows(db, userId, dates, { direction: 'outflow', minCents: 20_000 });
      return { figures: [count(rows.count), money(rows.outCents)], period: dates };
    },
  },
  {
    id: 'under-amount',
    question: 'Which purchases under $5 did I make last week?',
    covers: { period: 'last week', ask: 'transactions under an amount' },
    async expected(db, userId) {
      const rows = await postedRows(db, userId, LAST_WEEK, { direction: 'outflow', maxCents: 500 });
      return { figures: [count(rows.count), money(rows.outCents)], period: LAST_WEEK };
    },
  },

  // How many times.
  {
    id: 'times-at-merchant',
    question: 'How many times did I go to Bean Counter Coffee in October 2026?',
    covers: { period: 'a named month with a year', ask: 'how many times (merchant)' },
    async expected(db, userId) {
      const rows = await postedRows(db, userId, LAST_MONTH, { merchant: 'Bean Counter Coffee', direction: 'outflow' });
      return { figures: [count(rows.count), money(rows.outCents)], period: LAST_MONTH };
    },
  },
  {
    id: 'times-in-category',
    question: 'How often did I buy fast food last month?',
    covers: { period: 'last month', ask: 'how many times (category)' },
    async expected(db, userId) {
      const rows = await postedRows(db, userId, LAST_MONTH, { category: 'FOOD_AND_DRINK_FAST_FOOD', direction: 'outflow' });
      return { figures: [count(rows.count), money(rows.outCents)], period: LAST_MONTH };
    },
  },

  // Comparing two periods.
  {
    id: 'compare-months',
    question: 'Compare my spending in September 2026 vs October 2026',
    covers: { period: 'two named months', ask: 'compare two periods' },
    async expected(db, userId) {
      const first = range('2026-09-01', '2026-09-30');
      const [a, b] = await Promise.all([totals(db, userId, first), totals(db, userId, LAST_MONTH)]);
      return { figures: [money(a.spentCents), money(b.spentCents), money(Math.abs(b.spentCents - a.spentCents))], period: range(first.start, LAST_MONTH.end) };
    },
  },
  {
    id: 'compare-category',
    question: 'Compare my restaurants spending in August 2026 and September 2026',
    covers: { period: 'two named months', ask: 'compare two periods (category)' },
    async expected(db, userId) {
      const [first, second] = [range('2026-08-01', '2026-08-31'), range('2026-09-01', '2026-09-30')];
      const [a, b] = await Promise.all([totals(db, userId, first, { category: 'FOOD_AND_DRINK_RESTAURANT' }), totals(db, userId, second, { category: 'FOOD_AND_DRINK_RESTAURANT' })]);
      return { figures: [money(a.spentCents), money(b.spentCents)], period: range(first.start, second.end) };
    },
  },

  // Average monthly spending.
  averageCase('average-last-6-months', 'What is my average monthly spending over the last 6 months?', 'last N months', range('2026-05-01', '2026-10-31')),
  averageCase('average-category-year', 'How much do I spend on groceries per month on average in 2025?', 'a year', range('2025-01-01', '2025-12-31'), { category: 'FOOD_AND_DRINK_GROCERIES' }),

  // Balances, cards, recurring payments, the budget.
  {
    id: 'balances',
    question: 'What are my account balances?',
    covers: { period: 'none needed', ask: 'balances' },
    async expected(db, userId) {
      const b = await balances(db, userId);
      return { figures: [money(b.cashCents), money(b.cardsOwedCents), money(b.loansOwedCents), ...b.accounts.map((a) => money(a.currentCents))] };
    },
  },
  accountKindCase('balance-checking', "What's my checking balance?", 'depository', 'checking'),
  accountKindCase('balance-checking-words', 'How much money is in my checking account?', 'depository', 'checking'),
  accountKindCase('balance-savings', 'How much do I have in savings?', 'depository', 'savings'),
  accountKindCase('balance-savings-account', "What's the balance of my savings account?", 'depository', 'savings'),
  accountKindCase('balance-mortgage', 'How much do I owe on my mortgage?', 'loan', 'mortgage'),
  accountKindCase('balance-mortgage-left', "What's left on my mortgage?", 'loan', 'mortgage'),
  accountKindCase('balance-loans', 'What are my loan balances?', 'loan'),
  accountKindCase('balance-mortgage-how-much', 'how much is my mortgage', 'loan', 'mortgage'),
  accountKindCase('balance-cash', 'How much cash do I have?', 'depository'),
  {
    id: 'cards-owed',
    question: 'How much do I owe on my credit cards?',
    covers: { period: 'none needed', ask: 'what is owed on cards' },
    async expected(db, userId) {
      const c = await cardsOwed(db, userId);
      return {
        figures: [money(c.totalCents), ...c.cards.flatMap((card) => [...(card.minimumCents === null ? [] : [money(card.minimumCents)]), ...(card.dueDate ? [{ date: card.dueDate }] : [])])],
      };
    },
  },
  {
    id: 'subscriptions',
    question: 'What subscriptions and recurring payments do I have?',
    covers: { period: 'none needed', ask: 'subscriptions / recurring' },
    async expected(db, userId) {
      const r = await recurringOutgoing(db, userId);
      return { figures: [money(r.monthlyCents), ...r.streams.map((s) => money(s.amountCents))] };
    },
  },
  streamKindCase('recurring-subscriptions', 'What subscriptions do I have?', 'subscription'),
  streamKindCase('recurring-subscriptions-cost', 'How much do my subscriptions cost a month?', 'subscription'),
  streamKindCase('recurring-streaming', 'Which streaming services and memberships am I paying for?', 'subscription'),
  streamKindCase('recurring-subscribed', 'what am I subscribed to?', 'subscription'),
  streamKindCase('recurring-bills', 'What bills do I have?', 'bill'),
  streamKindCase('recurring-bills-monthly', 'List my monthly bills', 'bill'),
  streamKindCase('recurring-loan-payments', 'What are my monthly loan payments?', 'loan_or_mortgage'),
  streamKindCase('recurring-card-payments', 'What recurring credit card payments do I make?', 'card_payment'),
  streamKindCase('recurring-transfers', 'What are my regular transfers to savings?', 'transfer_or_savings'),
  streamKindCase('recurring-income', 'What recurring income do I have?', 'income'),
  {
    id: 'budget',
    question: 'Am I on track with my budget this month?',
    covers: { period: 'this month', ask: 'budget status' },
    async expected(db, userId) {
      const month = range(`${EVAL_BUDGET_MONTH}-01`, '2026-11-30');
      const spent = await Promise.all(Object.keys(EVAL_BUDGET).map(async (category) => (await totals(db, userId, month, { category })).spentCents));
      const available = Object.values(EVAL_BUDGET).reduce((sum, dollars) => sum + dollars * 100, 0);
      const totalSpent = spent.reduce((sum, cents) => sum + cents, 0);
      return { figures: [money(available), money(totalSpent), money(available - totalSpent), ...spent.map(money)] };
    },
  },

  // Declines and questions back.
  replyCase('decline-weather', "What's the weather like tomorrow?", 'decline (weather)', OFF_TOPIC),
  replyCase('decline-investment', 'Should I buy Tesla stock?', 'decline (investment advice)', NO_ADVICE),
  replyCase('no-period-merchant', 'How much did I spend at Harvest Basket?', 'no period: asks back', ASKS_FOR_PERIOD),
  replyCase('no-period-income', 'How much did I earn?', 'no period: asks back', ASKS_FOR_PERIOD),
];
