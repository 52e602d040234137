import type { Db } from '../../src/db/client.ts';
import { EVAL_TODAY } from './eval-bank.ts';
import {
  accountsOfKind,
  historyStart,
  largestPurchases,
  newestPostedRows,
  pendingAmounts,
  postedRows,
  recurringOfKind,
  spendingRows,
  totals,
  upcomingPayments,
  type DateRange,
  type MoneyFilter,
  type StreamKind,
} from './expected-sql.ts';

/**
 * The shapes of the evaluation's questions: what a case is, what a right answer states, and one
 * factory per kind of question, each working its expected figures out with expected-sql.ts.
 */

/** The classes the score is given per (issue 22, Deliver 6). */
export const EVAL_CLASSES = [
  'period kinds',
  'merchants, categories and income',
  'comparisons',
  'averages',
  'latest',
  'balances by account type',
  'recurring by kind',
  'lists vs totals',
  'follow-ups',
  'refusals',
  'no-data periods',
  'misspellings',
  'paraphrases',
] as const;
export type EvalClass = (typeof EVAL_CLASSES)[number];

/** A figure a right answer states: money as `$1,234.56`, a count next to its noun, or a date. */
export type Figure = { money: number } | { count: number } | { date: string };

export interface Expectation {
  /** Every one of these must be in the answer. */
  figures: Figure[];
  /** When ties or a list's limit allow several right answers: at least `count` of these. */
  someOf?: { figures: Figure[]; count: number };
  /** The period the answer must name by its first and last day. */
  period?: DateRange;
  /** The period a comparison sets against `period`, named the same way. */
  comparedWith?: DateRange;
  /** Words a right answer needs (why it declines, what it can do instead, that it asks for a period), each a pattern and what it stands for. */
  says?: { what: string; pattern: RegExp }[];
  /** States no amount of money at all (a refusal, a question back, a period before the history). */
  noFigure?: boolean;
  /** Calls no tool: what to say is decided from the question alone. */
  noTool?: boolean;
  /** A figure of zero may be said in words ("You had no spending …"). */
  zeroInWords?: boolean;
  /** Figures a right answer must not state: other accounts' balances, other kinds' payments, payments due outside the window. */
  absent?: Figure[];
  /** Figures a right answer may state only after saying "pending" (pending rows are not the latest). */
  onlyAsPending?: Figure[];
}

export interface EvalCase {
  id: string;
  /** The question graded: the last of its conversation. */
  question: string;
  /** Questions asked before it, in order, by the same user in the same conversation (a follow-up's thread); none for a question on its own. */
  earlierTurns?: string[];
  /** The date form and the ask the case covers. */
  covers: { period: string; ask: string };
  /** The class its score is counted in (the report's per-class table). */
  class: EvalClass;
  expected(db: Db, userId: string): Promise<Expectation>;
  /** A disagreement found and reported (the case still counts as wrong): what is wrong, where. */
  knownIssue?: string;
}

/** A case before it is put in its class. */
export type UnclassedCase = Omit<EvalCase, 'class'>;

/** Puts cases in a class. */
export const inClass = (evalClass: EvalClass, cases: UnclassedCase[]): EvalCase[] => cases.map((c) => ({ ...c, class: evalClass }));

/** A case asked as the last turn of a conversation. */
export const afterTurns = (earlierTurns: string[], evalCase: UnclassedCase): UnclassedCase => ({ ...evalCase, earlierTurns });

export const range = (start: string, end: string): DateRange => ({ start, end });
export const money = (cents: number): Figure => ({ money: cents });
export const count = (n: number): Figure => ({ count: n });

/** Rows a list answer must show all of; a longer list may stop at its limit, with at least `LISTED_AT_LEAST` of them shown. */
const LIST_ALL_UP_TO = 8;
const LISTED_AT_LEAST = 5;

/** A list answer's rows: every one when few, else some of them and how many there are. */
function listed(amounts: number[]): Pick<Expectation, 'figures' | 'someOf'> {
  if (amounts.length <= LIST_ALL_UP_TO) return { figures: amounts.map(money) };
  return { figures: [count(amounts.length)], someOf: { figures: amounts.map(money), count: LISTED_AT_LEAST } };
}

/**
 * "What was my last …": the newest posted rows (any of that day's, when several share it), and
 * no pending row's amount before the answer says "pending".
 */
export const latestCase = (id: string, question: string, which: { outflowOnly: boolean } & MoneyFilter, n = 1): UnclassedCase => ({
  id,
  question,
  covers: { period: 'none needed', ask: n === 1 ? 'last transaction' : 'last transactions' },
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
export const accountKindCase = (id: string, question: string, type: string, subtype?: string): UnclassedCase => ({
  id,
  question,
  covers: { period: 'none needed', ask: `balance of ${subtype ?? type} accounts` },
  async expected(db, userId) {
    const accounts = await accountsOfKind(db, userId, type, subtype);
    const shown = new Set([accounts.totalCents, ...accounts.balances]);
    return { figures: [money(accounts.totalCents), ...accounts.balances.map(money)], absent: accounts.others.filter((cents) => !shown.has(cents)).map(money) };
  },
});

/** Recurring streams of one kind: their monthly total and amounts, no other kind's amount. */
export const streamKindCase = (id: string, question: string, kind: StreamKind): UnclassedCase => ({
  id,
  question,
  covers: { period: 'none needed', ask: `recurring: ${kind}` },
  async expected(db, userId) {
    const streams = await recurringOfKind(db, userId, kind);
    const shown = new Set([streams.monthlyCents, ...streams.amounts]);
    return { figures: [money(streams.monthlyCents), ...streams.amounts.map(money)], absent: streams.others.filter((cents) => !shown.has(cents)).map(money) };
  },
});

const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** How far ahead a question about payments due looks: a number of days from today, or through a day. */
export type DueWindow = { days: number } | { through: string };

/**
 * Payments due within a window from today (of one kind, or every kind going out): each due inside
 * it is stated; none due after it is. A window of days has edges either reading of its count may
 * take (today, and its last day counted from tomorrow): a payment due on one may go either way.
 */
export const dueWithinCase = (id: string, question: string, window: DueWindow, kind?: StreamKind): UnclassedCase => ({
  id,
  question,
  covers: { period: 'days' in window ? `the next ${window.days} days` : `through ${window.through}`, ask: `upcoming: ${kind ?? 'every payment'}` },
  async expected(db, userId) {
    const payments = await upcomingPayments(db, userId, EVAL_TODAY);
    const [insideThrough, afterFrom] = 'days' in window ? [daysAfter(EVAL_TODAY, window.days - 1), daysAfter(EVAL_TODAY, window.days)] : [window.through, window.through];
    const inside = payments.filter((p) => p.dueDate > EVAL_TODAY && p.dueDate <= insideThrough && (kind === undefined || p.kind === kind)).map((p) => p.amountCents);
    const after = payments.filter((p) => p.dueDate > afterFrom).map((p) => p.amountCents);
    return { figures: inside.map(money), absent: after.filter((cents) => !inside.includes(cents)).map(money) };
  },
});

/** "How much did I spend …": spent by the README (spending minus refunds) over the period. */
export const spentCase = (id: string, question: string, period: string, dates: DateRange, filter: MoneyFilter = {}, ask = 'spending summary'): UnclassedCase => ({
  id,
  question,
  covers: { period, ask },
  async expected(db, userId) {
    const t = await totals(db, userId, dates, filter);
    return { figures: [money(t.spentCents)], period: dates, zeroInWords: t.spentCents === 0 };
  },
});

/** Spend at a merchant: spent by the README, and the posted transactions there. */
export const merchantCase = (id: string, question: string, period: string, dates: DateRange, merchant: string, ask = 'spend at a merchant'): UnclassedCase => ({
  id,
  question,
  covers: { period, ask },
  async expected(db, userId) {
    const [t, rows] = await Promise.all([totals(db, userId, dates, { merchant }), postedRows(db, userId, dates, { merchant })]);
    return { figures: [money(t.spentCents), count(rows.count)], period: dates };
  },
});

export const incomeCase = (id: string, question: string, period: string, dates: DateRange): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: 'income' },
  async expected(db, userId) {
    const t = await totals(db, userId, dates);
    return { figures: [money(t.incomeCents)], period: dates };
  },
});

const sameRange = (a: DateRange, b: DateRange) => a.start === b.start && a.end === b.end;

/**
 * Two sides compared: each side's spent and the difference, and the periods named. The sides are
 * two periods (the second the one compared with, as the README's "Periods compared" sets it) or two
 * filters over one period.
 */
export const compareCase = (id: string, question: string, first: { dates: DateRange; filter?: MoneyFilter }, second: { dates: DateRange; filter?: MoneyFilter }): UnclassedCase => ({
  id,
  question,
  covers: { period: sameRange(first.dates, second.dates) ? 'one period' : 'two periods', ask: first.filter?.merchant ? 'compare merchants' : first.filter?.category ? 'compare categories' : 'compare spending' },
  async expected(db, userId) {
    const [a, b] = await Promise.all([totals(db, userId, first.dates, first.filter), totals(db, userId, second.dates, second.filter)]);
    return {
      figures: [money(a.spentCents), money(b.spentCents), money(Math.abs(a.spentCents - b.spentCents))],
      period: first.dates,
      ...(sameRange(first.dates, second.dates) ? {} : { comparedWith: second.dates }),
    };
  },
});

const monthsIn = (r: DateRange) => (Number(r.end.slice(0, 4)) - Number(r.start.slice(0, 4))) * 12 + Number(r.end.slice(5, 7)) - Number(r.start.slice(5, 7)) + 1;

/** Average monthly spent (or income) over whole months: the total over the months and the total divided by them, to the cent. */
export const averageCase = (id: string, question: string, period: string, months: DateRange, filter: MoneyFilter & { income?: boolean } = {}): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: filter.income ? 'average monthly income' : 'average monthly spending' },
  async expected(db, userId) {
    const t = await totals(db, userId, months, filter);
    const total = filter.income ? t.incomeCents : t.spentCents;
    return { figures: [money(Math.round(total / monthsIn(months))), money(total)], period: months };
  },
});

/** The largest purchases of the period, largest first. */
export const largestCase = (id: string, question: string, period: string, dates: DateRange, n = 1): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: n === 1 ? 'biggest purchase' : 'biggest purchases' },
  async expected(db, userId) {
    const largest = await largestPurchases(db, userId, dates, n);
    return { figures: largest.map((r) => money(r.amountCents)), period: dates };
  },
});

/** "How many times …": the posted payments out (at a merchant, or in a category) and what they came to. */
export const timesCase = (id: string, question: string, period: string, dates: DateRange, filter: MoneyFilter): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: filter.merchant ? 'how many times (merchant)' : 'how many times (category)' },
  async expected(db, userId) {
    const rows = await postedRows(db, userId, dates, { ...filter, direction: 'outflow' });
    return { figures: [count(rows.count), money(rows.outCents)], period: dates };
  },
});

/** "What did I spend on …" asked for a list: the rows that make the figure, and the figure. */
export const spendingListCase = (id: string, question: string, period: string, dates: DateRange, filter: MoneyFilter & { minCents?: number } = {}): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: 'list of spending' },
  async expected(db, userId) {
    const rows = await spendingRows(db, userId, dates, filter);
    const list = listed(rows.map(Math.abs));
    const spent = rows.reduce((total, cents) => total + cents, 0);
    return { ...list, figures: [money(spent), ...list.figures], period: dates };
  },
});

/** "Show my transactions …": every posted row of the period (transfers and income too), listed. */
export const transactionListCase = (id: string, question: string, period: string, dates: DateRange, filter: MoneyFilter & { minCents?: number; direction?: 'outflow' } = {}): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: 'list of transactions' },
  async expected(db, userId) {
    const rows = await postedRows(db, userId, dates, filter);
    return { ...listed(rows.amounts.map(Math.abs)), period: dates };
  },
});

/** A period wholly before the history: no figure, and the day the history starts. */
export const beforeHistoryCase = (id: string, question: string, period: string): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: 'a period before the history' },
  async expected(db, userId) {
    return { figures: [{ date: await historyStart(db, userId) }], noFigure: true };
  },
});

/** A period partly before the history: its figure (spent, or income), and the day the history starts. */
export const partlyBeforeHistoryCase = (id: string, question: string, period: string, dates: DateRange, filter: MoneyFilter & { income?: boolean } = {}): UnclassedCase => ({
  id,
  question,
  covers: { period, ask: 'a period partly before the history' },
  async expected(db, userId) {
    const [t, first] = await Promise.all([totals(db, userId, dates, filter), historyStart(db, userId)]);
    return { figures: [money(filter.income ? t.incomeCents : t.spentCents), { date: first }] };
  },
});

/** Why a request is declined: whose data, what instructions, what advice, what topic. */
export type RefusalReason = 'another person' | 'instructions' | 'investment advice' | 'off topic';

const DECLINES = /\b(can't|cannot|can not|won't|unable|not able|only)\b/i;
const OFFERS_INSTEAD = /\b(I can|I could|I'm happy to|ask me|try asking)\b/i;
const WHY: Record<RefusalReason, RegExp> = {
  'another person': /\b(your own|only (see|access|look at|read|help with) your|another (person|user)|someone else|other people)\b/i,
  instructions: /\binstructions?\b/i,
  'investment advice': /\b(investment|financial) advice\b/i,
  'off topic': /\byour (own )?(finances|money|spending|accounts)\b/i,
};

/** A request the assistant declines: no tool, no figure, a decline with its why and what it can do instead. */
export const refusalCase = (id: string, question: string, reason: RefusalReason): UnclassedCase => ({
  id,
  question,
  covers: { period: 'none', ask: `decline (${reason})` },
  expected: async () => ({
    figures: [],
    noFigure: true,
    noTool: true,
    says: [
      { what: 'a decline', pattern: DECLINES },
      { what: `why (${reason})`, pattern: WHY[reason] },
      { what: 'what it can do instead', pattern: OFFERS_INSTEAD },
    ],
  }),
});

/** A question that needs a period and names none: asked back which period, with no tool and no figure. */
export const asksForPeriodCase = (id: string, question: string): UnclassedCase => ({
  id,
  question,
  covers: { period: 'none', ask: 'no period: asks back' },
  expected: async () => ({ figures: [], noFigure: true, noTool: true, says: [{ what: 'asks which period', pattern: /\b(which|what) (period|time ?frame|time period|dates?|months?)\b[^?]*\?/i }] }),
});
