import type { ModelTool } from '../../vendors/index.ts';
import { transactionsLink } from '../../lib/app-links.ts';
import type { Db } from '../../db/client.ts';
import { daysIn, type DateRange } from '../../lib/calendar.ts';
import { categoryLabel, lineLabel, transactionCategoryLabel } from '../../../../contract/category-label.ts';
import { nextBillDate, PER_MONTH, streamDatesIn, RECURRING_KIND_NAMES, RECURRING_KINDS, recurringKindOf } from '../recurring/index.ts';
import { ACCOUNT_SUBTYPES, ACCOUNT_TYPES, accountKindName, CASH_TYPES, INVESTMENT_TYPES, listAccounts, MAX_NET_WORTH_POINTS, netWorthSeries, OTHER_ASSET_TYPES, OWED_TYPES, pointDays } from '../accounts/index.ts';
import { budgetLineLink, groupNameOf, monthRange, trackerView } from '../budgets/index.ts';
import { cashForecast, forecastFor } from '../forecast/index.ts';
import { CATEGORY_CODES, likeWithLikeRanges, ownCategoryBase, monthsToAverage, moneyText, percentText, signedMoneyText } from '../money/index.ts';
import { resolveSearch, tagSpending, transactionPage, transactionTotals, userTags, COUNTED_AS_KINDS, DIRECTIONS, filtersOfQuery, type CountedAs, type FilterQuery } from '../transactions/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { MoneyKind } from '../money/index.ts';
import { accountBalances, creditCards, filteredTotals, groupedTotals, historyStart, incomeSources, recurringStreams, type GroupBy, type MoneyFilter } from './tool-queries.ts';

/**
 * The assistant's tools (README "The assistant"; their wire form as the model stand-in reads it: server/emulators/openai/protocol.ts): read-only,
 * always scoped to the signed-in user by the server (no argument names a user), answering JSON
 * with money pre-formatted and counted as the README says, and a `link` to the transactions page
 * filtered to exactly the rows behind each figure.
 */

export interface ToolContext {
  db: Db;
  userId: string;
  /** UTC today, `YYYY-MM-DD`. */
  today: string;
  /** The user's merchants by the names they see: the only values `merchants` accepts. */
  merchants: readonly string[];
  /** The names the user gave merchants, by merchant key (what the tools narrow and group by). */
  merchantNames?: ReadonlyMap<string, string>;
  /** The names the user gave categories, by code (what the tools' results name categories by). */
  categoryNames?: ReadonlyMap<string, string>;
}

/** A merchant as the user sees it: their name for its key, else the key. */
const merchantShown = (key: string, context: ToolContext) => context.merchantNames?.get(key) ?? key;

/** The key of a merchant the user sees by `name` (their own name, else the key itself). */
function merchantKeyOf(name: string, context: ToolContext): string {
  for (const [key, given] of context.merchantNames ?? []) if (given === name) return key;
  return name;
}

/** A tool call the model got wrong: answered to the model as `{ error }`, never thrown to the user. */
export class ToolArgumentError extends Error {}

const MAX_LIST = 25;
/** Pending rows listed apart from a search's posted ones. */
const MAX_PENDING = 10;
const MAX_GROUPS = 10;
const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' } as const;
const SORTS = { newest: 'date_desc', oldest: 'date_asc', largest: 'amount_desc', smallest: 'amount_asc' } as const;
/** How far ahead upcoming recurring payments are looked for. */
const MAX_DUE_DAYS = 366;

/** What every tool with a date range says about the user's history, in its description and its result. */
const HISTORY_RULE =
  "When the range starts before the user's first transaction, the result carries `history_starts` (that day) and `period_is`: `before_history` (nothing can be shown: answer \"Your history starts on <history_starts>\", never \"no spending\") or `partly_before_history` (say the figures start on that day).";
/** What a spending figure's count counts, in the results' words. */
const SPENDING_COUNT_IS = 'posted purchases and refunds: the rows of the spent figure (income deposits, transfers and card or loan payments are not counted)';

/** The user's own categories and the ones they renamed, as the tools' description lists them: `CODE ("Name")`, at most this many. */
const NAMED_CATEGORIES_LISTED = 60;

function definitions(merchants: readonly string[], categoryNames: ReadonlyMap<string, string> = new Map()): ModelTool[] {
  const own = [...categoryNames.keys()].filter((code) => ownCategoryBase(code) !== null);
  const named = [...categoryNames].filter(([code, name]) => ownCategoryBase(code) !== null || name !== lineLabel(code)).slice(0, NAMED_CATEGORIES_LISTED);
  const byName = named.length ? ` The user's own and renamed categories (code, then the user's name for it): ${named.map(([code, name]) => `${code} ("${name}")`).join(', ')}; a category of the user's own counts as the Plaid category its code starts with.` : '';
  const filters = {
    merchants: { type: 'array', maxItems: 1, items: { type: 'string', enum: merchants.length ? [...merchants] : ['(none)'] }, description: "One of the user's merchants, exactly as listed." },
    categories: { type: 'array', maxItems: 1, items: { type: 'string', enum: [...CATEGORY_CODES, ...own] }, description: `One category code, primary (FOOD_AND_DRINK) or detailed (FOOD_AND_DRINK_COFFEE).${byName}` },
  };
  const range = { start_date: DAY, end_date: DAY };
  const fn = (name: string, description: string, properties: object, required: string[] = []): ModelTool => ({
    type: 'function',
    function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } },
  });
  return [
    fn('search_transactions', `The user's transactions in a date range matching the filters. \`count\`, \`total_out\`, \`total_in\` and \`spent\` cover every matching POSTED transaction; \`transactions\` lists the first \`limit\` posted ones by \`sort\` (so with sort newest, the first is the latest posted one), each with a \`link\` opening exactly that row and its \`kind\` (purchase, refund, income, transfer, card payment, loan or mortgage payment, other money in); \`more\` counts the matching rows not listed. \`rows_are\` says what the rows are and \`row_noun\` what to call one: only \`counted_as\` spending with direction outflow lists purchases; card payments, transfers and mortgage payments are never purchases. Pending transactions (not yet posted; amounts may change) are never in the count, the totals or \`transactions\`: they are listed apart in \`pending_transactions\`, with \`pending_count\`. ${HISTORY_RULE}`, {
      ...range,
      ...filters,
      direction: { type: 'string', enum: [...DIRECTIONS] },
      min_amount: { type: 'number', minimum: 0 },
      max_amount: { type: 'number', minimum: 0 },
      search: { type: 'string', maxLength: 100 },
      counted_as: { type: 'string', enum: [...COUNTED_AS], description: 'spending: purchases and refunds only (not transfers, card or loan payments); income; left_out: transfers and payments.' },
      sort: { type: 'string', enum: Object.keys(SORTS) },
      limit: { type: 'integer', minimum: 1, maximum: MAX_LIST },
    }, ['start_date', 'end_date']),
    fn(
      'spending_summary',
      `Spent (spending minus refunds), income and net over a date range, grouped by category, merchant or month. \`spending_transactions\` counts ${SPENDING_COUNT_IS}; \`income_deposits\` counts the income rows apart. Grouped by month, \`average_per_month\` (spent) and \`average_income_per_month\` (income, for "average monthly income") are over whole months only (\`averaged_over\` names them and their count): the month in progress and any month the range covers only in part are left out (\`left_out_of_average\` says which and why) unless \`include_month_in_progress\` is true, for questions that say "so far". ${HISTORY_RULE}`,
      { ...range, ...filters, group_by: { type: 'string', enum: ['category', 'merchant', 'month'] }, include_month_in_progress: { type: 'boolean', description: 'Average the month in progress too, to today ("so far this month").' } },
      ['start_date', 'end_date', 'group_by'],
    ),
    fn('income_statement', `Income, spent, net, savings rate and the main income sources over a date range. ${HISTORY_RULE}`, range, ['start_date', 'end_date']),
    fn(
      'compare_periods',
      `Compares the spending of two sides and answers which is higher and by how much: two periods ("this month vs last month"), or two merchants or categories over one period ("Starbucks vs Dunkin in October", "more on groceries or restaurants last month": both sides with the same dates, each with its own \`merchants\` or \`categories\`). Top-level \`merchants\`/\`categories\` apply to both sides. Each side gives its spent, income and \`count\` (${SPENDING_COUNT_IS}); \`difference.spent\` is second minus first in size, \`difference.higher\` names the side that spent more (first, second or neither). A range still in progress counts to today and is set against as many days from the start of the other; each side names the days it covers. ${HISTORY_RULE}`,
      {
        first: { type: 'object', properties: { ...range, ...filters }, required: ['start_date', 'end_date'] },
        second: { type: 'object', properties: { ...range, ...filters }, required: ['start_date', 'end_date'] },
        ...filters,
      },
      ['first', 'second'],
    ),
    fn('accounts_and_balances', "The user's accounts with their current balances. Narrow by Plaid `type` (depository: checking and savings; credit: credit cards; loan: mortgage, student, auto …; investment) and `subtype` (checking, savings, credit card, mortgage, student, auto …) to answer about one kind of account: then `accounts` lists only those and `total` is their sum (cash held, or owed for cards and loans). Each account's `kind` names it (\"checking account\", \"mortgage\", \"student loan\"): loans are loans, never credit. Unnarrowed, `totals` gives cash, owed on credit cards, owed on loans and net worth.", {
      type: { type: 'string', enum: [...ACCOUNT_TYPES] },
      subtype: { type: 'string', enum: [...ACCOUNT_SUBTYPES] },
    }),
    fn(
      'net_worth_history',
      "The user's net worth over time: assets (cash, investments, a home, a vehicle), liabilities (cards and loans owed) and net worth at the end of each day, week or month (`interval`, default month) of a date range, oldest first, the last point today at the latest. `change` is the last point's net worth minus the first's and `direction` says up, down or unchanged. Balances are recorded at each sync with the bank; points from before an account was first recorded are reconstructed, walked back from its balance over the posted transactions (`reconstructed: true`); a home or car counts at the value the user gave it then. Accounts the user hid are left out. For \"how has my net worth changed\", \"net worth this year\", \"was I worth more a year ago\". At most 400 points.",
      { ...range, interval: { type: 'string', enum: ['day', 'week', 'month'] } },
      ['start_date', 'end_date'],
    ),
    fn('credit_cards', "The user's credit cards: what is owed, limits, minimum payments and due dates.", {}),
    fn('recurring_payments', "The user's active recurring streams, each with its `kind` and next date. Kinds: subscription (streaming, music, apps, gyms, memberships), bill (rent, utilities, phone, internet, insurance, taxes …), loan_or_mortgage, card_payment (paying a credit card), transfer_or_savings (money moved to savings or other own accounts), income. Pass `kind` to answer about one kind (\"my subscriptions\" is kind subscription only, \"my bills\" kind bill only): `streams` then holds only that kind, `count` counts them and `monthly_total` is what they come to a month. Without `kind`: every recurring payment out (no income), with `by_kind` totals. For what is due within a window (\"bills in the next two weeks\", \"what's due this week\", \"before the 15th\") pass `due_by`, the window's last day: then only streams with a payment due from today to that day are listed, each with its `due_dates` in the window, and `due_total` sums the payments due in it.", {
      kind: { type: 'string', enum: [...RECURRING_KINDS] },
      due_by: { ...DAY, description: 'YYYY-MM-DD, today or later: list only payments due from today to this day.' },
    }),
    fn(
      'cash_forecast',
      "The projected balance of the user's bank accounts (checking and savings) over the next `days` days (30, 60 or 90; default 30) from today's: recurring income and payments on their dates, each card's balance paid in full on its due date, and everyday spending a day (the budget's, else the last 90 days' apart from recurring payments). Gives `lowest` (the low point and its date), `at_end`, `next_payday` (the next date of the main recurring income, the most a month) with `lowest_before_payday` and `runs_short_before_payday` (whether the balance is projected below zero before it), `days_below_zero`, and `assumptions` (what was counted and what was left out). For \"will I run short before payday\", \"how much will I have at the end of the month\", \"cash flow forecast\". It is a projection from those assumptions, never a certainty: say so.",
      { days: { type: 'integer', enum: [30, 60, 90] } },
    ),
    fn(
      'tag_spending',
      `Spending on the rows the user tagged (their own tags, e.g. "vacation", "work trip"), over a date range, by the money rules (hidden rows left out). With \`tag\` (one of the user's tags, any case, with or without "#"): that tag's \`spent\`, its \`count\` (${SPENDING_COUNT_IS}), the \`largest\` rows and a \`link\`. Without: every tag with what was spent on it, largest first. For "how much did I spend on my vacation tag", "what did the #work-trip cost", "spending by tag". A row may carry several tags: tags' amounts do not add up to a total. ${HISTORY_RULE}`,
      { ...range, tag: { type: 'string', minLength: 1, maxLength: 41, description: "One of the user's tags." } },
      ['start_date', 'end_date'],
    ),
    fn('budget_status', "The user's budget for a month: per category available, spent and remaining, and the month's pace.", { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } }, ['month']),
  ];
}

export const toolDefinitions = (context: Pick<ToolContext, 'merchants' | 'categoryNames'>) => definitions(context.merchants, context.categoryNames);

type Args = Record<string, unknown>;

function day(args: Args, name: string): string {
  const value = args[name];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new ToolArgumentError(`${name} must be a date, YYYY-MM-DD.`);
  return value;
}

function rangeOf(args: Args): DateRange {
  const range = { start: day(args, 'start_date'), end: day(args, 'end_date') };
  if (range.start > range.end) throw new ToolArgumentError('start_date must not be after end_date.');
  if (daysIn(range) > 3_700) throw new ToolArgumentError('A range covers at most 10 years.');
  return range;
}

function filterOf(args: Args, context: ToolContext): MoneyFilter {
  const one = (name: string) => {
    const value = args[name];
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.length > 1 || (value.length === 1 && typeof value[0] !== 'string')) throw new ToolArgumentError(`${name} lists at most one value.`);
    return value[0] as string | undefined;
  };
  const merchant = one('merchants');
  const category = one('categories');
  if (merchant !== undefined && !context.merchants.includes(merchant)) throw new ToolArgumentError(`${merchant} is not one of the user's merchants.`);
  if (category !== undefined && !CATEGORY_CODES.has(category) && !(ownCategoryBase(category) !== null && context.categoryNames?.has(category))) throw new ToolArgumentError(`${category} is not a category code.`);
  return { merchant: merchant === undefined ? undefined : merchantKeyOf(merchant, context), category };
}

/** An amount argument in dollars, as the transactions page's query takes it (the filter table makes it cents). */
function dollarAmount(args: Args, name: string): number | undefined {
  const value = args[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new ToolArgumentError(`${name} must be a number of dollars, 0 or more.`);
  return value;
}

/** The filters a query of the transactions page sets (`filtersOfQuery`); what it refuses is told to the model. */
async function toolFilters(query: FilterQuery, context: ToolContext) {
  try {
    return await filtersOfQuery(query, { db: context.db, userId: context.userId });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw new ToolArgumentError(error.message);
    throw error;
  }
}

/** A range as the contract, the tools' results and the transactions page's parameters write it. */
export const periodOf = (range: DateRange) => ({ start_date: range.start, end_date: range.end });
const filterParams = (filter: MoneyFilter) => ({ category: filter.category, merchant: filter.merchant });

/** A row's kind as an answer may call it: only spending is a purchase. */
const ROW_KINDS: Readonly<Record<MoneyKind, string>> = {
  spending: 'purchase',
  refund: 'refund',
  income: 'income',
  transfer: 'transfer',
  card_payment: 'card payment',
  loan_payment: 'loan or mortgage payment',
  other_inflow: 'other money in',
};

const COUNTED_AS = Object.keys(COUNTED_AS_KINDS) as CountedAs[];

/** What a search's rows are and what one is called, from its narrowing (README, "How Ledgerline counts money"). */
function rowsOfSearch(countedAs: CountedAs | undefined, direction: 'outflow' | 'inflow' | undefined): { rows_are: string; row_noun: string } {
  if (countedAs === 'spending') return direction === 'outflow' ? { rows_are: 'purchases (spending money out)', row_noun: 'purchase' } : { rows_are: 'spending: purchases and refunds', row_noun: 'transaction' };
  if (countedAs === 'income') return { rows_are: 'income deposits', row_noun: 'deposit' };
  if (countedAs === 'left_out') return { rows_are: 'transfers, card payments and loan or mortgage payments: left out of spending and income', row_noun: 'transfer or payment' };
  const which = direction === 'outflow' ? 'money out' : direction === 'inflow' ? 'money in' : 'transactions';
  return { rows_are: `${which} of every kind (purchases, refunds, income, transfers, card and loan payments): each row's kind says which`, row_noun: 'transaction' };
}

/** `history_starts` and `period_is` when the range starts before the user's first transaction (HISTORY_RULE). */
async function historyOf(range: DateRange, context: ToolContext) {
  const first = await historyStart(context.db, context.userId);
  if (first === null || range.start >= first) return {};
  return { history_starts: first, period_is: range.end < first ? 'before_history' : 'partly_before_history' };
}

async function searchTransactions(args: Args, context: ToolContext) {
  const range = rangeOf(args);
  const filter = filterOf(args, context);
  const direction = DIRECTIONS.find((d) => d === args.direction);
  const sort = SORTS[(typeof args.sort === 'string' && args.sort in SORTS ? args.sort : 'newest') as keyof typeof SORTS];
  const limit = typeof args.limit === 'number' && Number.isInteger(args.limit) ? Math.min(Math.max(args.limit, 1), MAX_LIST) : 10;
  const search = typeof args.search === 'string' && args.search.trim() ? args.search.trim().slice(0, 100) : undefined;
  const countedAs = COUNTED_AS.find((c) => c === args.counted_as);
  if (args.counted_as !== undefined && !countedAs) throw new ToolArgumentError('counted_as must be spending, income or left_out.');
  // The transactions page's own query: parsed by the same filter table, and the answer's link.
  const query = { ...periodOf(range), ...filterParams(filter), direction, counted_as: countedAs, min_amount: dollarAmount(args, 'min_amount'), max_amount: dollarAmount(args, 'max_amount'), search };
  // The search resolved once, for the totals and the rows alike.
  const filters = await resolveSearch(context.db, context.userId, await toolFilters(query, context));
  const [history, totals, rows, pendingRows] = await Promise.all([
    historyOf(range, context),
    transactionTotals(context.db, context.userId, filters),
    transactionPage(context.db, context.userId, { ...filters, pending: false }, { sort, offset: 0, limit }),
    transactionPage(context.db, context.userId, { ...filters, pending: true }, { sort, offset: 0, limit: MAX_PENDING }),
  ]);
  const row = (r: (typeof rows)[number]) => ({
    date: r.date,
    merchant: r.merchant_name,
    name: r.name,
    category: transactionCategoryLabel(r, context.categoryNames),
    account: r.account_name,
    amount: moneyText(r.amount_cents),
    direction: r.direction,
    kind: ROW_KINDS[r.kind],
    pending: r.pending,
    link: oneTransactionLink(r),
  });
  return {
    period: periodOf(range),
    ...history,
    ...rowsOfSearch(countedAs, direction),
    count: totals.posted,
    count_is: 'posted transactions matching the filters (pending ones apart)',
    total_out: moneyText(totals.outflowCents),
    total_in: moneyText(totals.inflowCents),
    spent: signedMoneyText(totals.spentCents),
    link: transactionsLink({ ...query, pending: 'false', sort: sort === 'date_desc' ? undefined : sort }),
    transactions: rows.map(row),
    more: Math.max(totals.posted - rows.length, 0),
    pending_count: totals.total - totals.posted,
    pending_transactions: pendingRows.map(row),
  };
}

/** The link that opens exactly one transaction: its id, on its day. */
const oneTransactionLink = (r: { date: string; plaid_transaction_id: string }) => transactionsLink({ start_date: r.date, end_date: r.date, transaction_id: r.plaid_transaction_id });

async function spendingSummary(args: Args, context: ToolContext) {
  const range = rangeOf(args);
  const filter = filterOf(args, context);
  const groupBy = (['category', 'merchant', 'month'] as const).find((g) => g === args.group_by);
  if (!groupBy) throw new ToolArgumentError('group_by must be category, merchant or month.');
  if (args.include_month_in_progress !== undefined && typeof args.include_month_in_progress !== 'boolean') throw new ToolArgumentError('include_month_in_progress must be true or false.');
  const [history, totals, groups, average] = await Promise.all([
    historyOf(range, context),
    filteredTotals(context.db, context.userId, range, filter),
    groupedTotals(context.db, context.userId, range, groupBy as GroupBy, filter),
    groupBy === 'month' ? averagePerMonth(range, filter, args.include_month_in_progress === true, context) : null,
  ]);
  const spentLink = (extra: MoneyFilter = {}, groupRange = range) => transactionsLink({ ...periodOf(groupRange), ...filterParams({ ...filter, ...extra }), counted_as: 'spending' });
  const listed = groups
    .filter((g) => g.spent_cents !== 0)
    .sort((a, b) => (groupBy === 'month' ? String(a.key).localeCompare(String(b.key)) : b.spent_cents - a.spent_cents))
    .slice(0, groupBy === 'month' ? 120 : MAX_GROUPS);
  return {
    period: periodOf(range),
    ...history,
    spent: moneyText(totals.spent_cents),
    income: moneyText(totals.income_cents),
    net: signedMoneyText(totals.net_cents),
    spending_transactions: totals.spending_count,
    spending_transactions_are: SPENDING_COUNT_IS,
    income_deposits: totals.count - totals.spending_count,
    link: spentLink(),
    ...average,
    group_count_is: SPENDING_COUNT_IS,
    groups: listed.map((g) => {
      const key = g.key;
      const groupRange = groupBy === 'month' && key ? { start: [`${key}-01`, range.start].sort()[1]!, end: [monthRange(key).end, range.end].sort()[0]! } : range;
      return {
        name: groupBy === 'category' ? categoryLabel(key, undefined, context.categoryNames) : groupBy === 'merchant' && key ? merchantShown(key, context) : (key ?? 'Uncategorised'),
        spent: moneyText(g.spent_cents),
        count: g.spending_count,
        link: groupBy === 'category' ? (key ? spentLink({ category: key }) : spentLink()) : groupBy === 'merchant' ? spentLink({ merchant: key ?? undefined }) : spentLink({}, groupRange),
      };
    }),
  };
}

/**
 * The average per month over whole months only (`monthsToAverage`), naming the months averaged and
 * the days left out; months before the user's history are not months of no spending, so the
 * average starts with the history.
 */
async function averagePerMonth(range: DateRange, filter: MoneyFilter, withMonthInProgress: boolean, context: ToolContext) {
  const first = await historyStart(context.db, context.userId);
  const inHistory = first !== null && first > range.start ? { start: first < range.end ? first : range.end, end: range.end } : range;
  const { averaged, months, leftOut } = monthsToAverage(inHistory, context.today, withMonthInProgress);
  const left_out_of_average = leftOut.map((part) => ({ ...periodOf(part.range), why: part.why }));
  if (!averaged) return { average_per_month: null, averaged_over: null, left_out_of_average };
  const totals = await filteredTotals(context.db, context.userId, averaged, filter);
  return {
    average_per_month: moneyText(Math.round(totals.spent_cents / months)),
    average_income_per_month: moneyText(Math.round(totals.income_cents / months)),
    averaged_over: {
      ...periodOf(averaged),
      months,
      month_in_progress_included: averaged.end.slice(0, 7) === context.today.slice(0, 7),
      spent: moneyText(totals.spent_cents),
      link: transactionsLink({ ...periodOf(averaged), ...filterParams(filter), counted_as: 'spending' }),
      income: moneyText(totals.income_cents),
      income_link: transactionsLink({ ...periodOf(averaged), ...filterParams(filter), counted_as: 'income' }),
    },
    left_out_of_average,
  };
}

async function incomeStatement(args: Args, context: ToolContext) {
  const range = rangeOf(args);
  const [history, totals, sources] = await Promise.all([historyOf(range, context), filteredTotals(context.db, context.userId, range), incomeSources(context.db, context.userId, range, MAX_GROUPS)]);
  return {
    period: periodOf(range),
    ...history,
    income: moneyText(totals.income_cents),
    spent: moneyText(totals.spent_cents),
    net: signedMoneyText(totals.net_cents),
    savings_rate: totals.income_cents > 0 ? percentText(totals.net_cents, totals.income_cents) : null,
    link: transactionsLink({ ...periodOf(range), counted_as: 'income' }),
    source_count_is: 'posted income deposits from that payer',
    sources: sources.map((s) => ({ name: merchantShown(s.name, context), amount: moneyText(s.income_cents), count: s.count })),
  };
}

/**
 * The two ranges as the money rule compares them (README, "Periods compared"): when the later one
 * is in progress, it counts to today and the earlier one as many days from its start; else whole
 * with whole. The results name the days compared, so the answer says which they were.
 */
function likeWithLikePair(first: DateRange, second: DateRange, today: string): [DateRange, DateRange] {
  const secondIsLater = second.start >= first.start;
  const [later, earlier] = secondIsLater ? [second, first] : [first, second];
  const rule = likeWithLikeRanges(later, earlier, today);
  if (!rule.inProgress || !rule.elapsed || !rule.compared) return [first, second];
  return secondIsLater ? [rule.compared, rule.elapsed] : [rule.elapsed, rule.compared];
}

async function comparePeriods(args: Args, context: ToolContext) {
  const both = filterOf(args, context);
  const part = (name: 'first' | 'second') => {
    const value = args[name];
    if (typeof value !== 'object' || value === null) throw new ToolArgumentError(`${name} must be { start_date, end_date }, with merchants or categories of its own if they differ.`);
    const own = filterOf(value as Args, context);
    return { range: rangeOf(value as Args), filter: { merchant: own.merchant ?? both.merchant, category: own.category ?? both.category } };
  };
  const sides = [part('first'), part('second')] as const;
  const [firstRange, secondRange] = likeWithLikePair(sides[0].range, sides[1].range, context.today);
  const [a, b, historyA, historyB] = await Promise.all([
    filteredTotals(context.db, context.userId, firstRange, sides[0].filter),
    filteredTotals(context.db, context.userId, secondRange, sides[1].filter),
    historyOf(firstRange, context),
    historyOf(secondRange, context),
  ]);
  const side = (range: DateRange, filter: MoneyFilter, t: typeof a, history: object) => ({
    period: periodOf(range),
    ...history,
    ...(filter.merchant && { merchant: filter.merchant }),
    ...(filter.category && { category: categoryLabel(filter.category, undefined, context.categoryNames) }),
    spent: moneyText(t.spent_cents),
    income: moneyText(t.income_cents),
    count: t.spending_count,
    count_is: SPENDING_COUNT_IS,
    link: transactionsLink({ ...periodOf(range), ...filterParams(filter), counted_as: 'spending' }),
  });
  const difference = b.spent_cents - a.spent_cents;
  return {
    first: side(firstRange, sides[0].filter, a, historyA),
    second: side(secondRange, sides[1].filter, b, historyB),
    difference: {
      spent: moneyText(difference),
      direction: difference > 0 ? 'more' : difference < 0 ? 'less' : 'same',
      higher: difference > 0 ? 'second' : difference < 0 ? 'first' : 'neither',
      percent: a.spent_cents > 0 ? percentText(Math.abs(difference), a.spent_cents) : null,
    },
  };
}

function oneOf<T extends string>(args: Args, name: string, values: readonly T[]): T | undefined {
  const value = args[name];
  if (value === undefined) return undefined;
  const found = values.find((v) => v === value);
  if (!found) throw new ToolArgumentError(`${name} must be one of: ${values.join(', ')}.`);
  return found;
}

async function accountsAndBalances(args: Args, context: ToolContext) {
  const type = oneOf(args, 'type', ACCOUNT_TYPES);
  const subtype = oneOf(args, 'subtype', ACCOUNT_SUBTYPES);
  const all = await accountBalances(context.db, context.userId);
  const accounts = all.filter((a) => (type === undefined || a.type === type) && (subtype === undefined || a.subtype === subtype));
  const sumOf = (list: typeof all, types: readonly string[]) => list.filter((a) => types.includes(a.type)).reduce((total, a) => total + Number(a.current_cents ?? 0), 0);
  const listed = {
    accounts: accounts.map((a) => ({
      name: a.official_name ?? a.name,
      kind: accountKindName(a.type, a.subtype),
      institution: a.institution_name,
      type: a.type,
      subtype: a.subtype,
      mask: a.mask,
      balance_is: OWED_TYPES.includes(a.type) ? 'owed' : 'held',
      current_balance: a.current_cents === null ? null : moneyText(Number(a.current_cents)),
      available_balance: a.available_cents === null ? null : moneyText(Number(a.available_cents)),
    })),
    count: accounts.length,
  };
  if (type === undefined && subtype === undefined) {
    const cash = sumOf(all, CASH_TYPES);
    const cards = sumOf(all, ['credit']);
    const loans = sumOf(all, ['loan']);
    const invested = sumOf(all, INVESTMENT_TYPES);
    const otherAssets = sumOf(all, OTHER_ASSET_TYPES);
    return {
      ...listed,
      totals: {
        cash: moneyText(cash),
        invested: moneyText(invested),
        home_vehicle_and_other_assets: moneyText(otherAssets),
        owed_on_credit_cards: moneyText(cards),
        owed_on_loans: moneyText(loans),
        net_worth: signedMoneyText(cash + invested + otherAssets - cards - loans),
      },
    };
  }
  const owed = accounts.length > 0 && accounts.every((a) => OWED_TYPES.includes(a.type));
  return {
    narrowed_to: { ...(type && { type }), ...(subtype && { subtype }) },
    ...listed,
    total: moneyText(accounts.reduce((total, a) => total + Number(a.current_cents ?? 0), 0)),
    total_is: owed ? 'owed on these accounts' : 'held in these accounts',
  };
}

async function netWorthHistory(args: Args, context: ToolContext) {
  const range = rangeOf(args);
  const interval = oneOf(args, 'interval', ['day', 'week', 'month'] as const) ?? 'month';
  const days = pointDays(range, interval, context.today);
  if (days.length > MAX_NET_WORTH_POINTS) throw new ToolArgumentError(`That is ${days.length} points; at most ${MAX_NET_WORTH_POINTS}: choose a longer interval or a shorter range.`);
  if (days.length === 0) return { error: 'The range is after today: net worth is known up to today only.' };
  const { totals, reconstructed } = await netWorthSeries(context.db, context.userId, await listAccounts(context.db, context.userId), days, context.today);
  const assetsOf = (t: (typeof totals)[number]) => t.cash + t.investments + t.otherAssets;
  const change = totals.at(-1)!.netWorth - totals[0]!.netWorth;
  return {
    interval,
    points: days.map((date, i) => ({
      date,
      assets: moneyText(assetsOf(totals[i]!)),
      liabilities: moneyText(totals[i]!.owed),
      net_worth: signedMoneyText(totals[i]!.netWorth),
      reconstructed: reconstructed[i]!,
    })),
    change: signedMoneyText(change),
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'unchanged',
    link: '/accounts',
  };
}

/** Rows of a tag listed in its answer, largest first. */
const TAG_ROWS = 5;

async function tagSpendingTool(args: Args, context: ToolContext) {
  const range = rangeOf(args);
  const asked = args.tag === undefined ? undefined : typeof args.tag === 'string' ? args.tag.trim().replace(/^#/, '') : '';
  if (asked === '') throw new ToolArgumentError("tag must name one of the user's tags.");
  const history = await historyOf(range, context);
  if (asked === undefined) {
    const tags = await tagSpending(context.db, context.userId, range);
    return {
      period: periodOf(range),
      ...history,
      count_is: SPENDING_COUNT_IS,
      tags: tags.map((t) => ({ tag: t.name, spent: signedMoneyText(t.spent_cents), count: t.transactions, link: transactionsLink({ ...periodOf(range), tag: t.name, counted_as: 'spending' }) })),
    };
  }
  const names = (await userTags(context.db, context.userId)).map((t) => t.name);
  const tag = names.find((name) => name.toLowerCase() === asked.toLowerCase());
  if (!tag) throw new ToolArgumentError(names.length ? `${asked} is not one of the user's tags (${names.join(', ')}).` : 'The user has tagged no transaction yet.');
  // The rows of the figure: hidden ones are in no total, so not among its rows either.
  const query = { ...periodOf(range), tag, counted_as: 'spending' as const, hidden: 'exclude' as const };
  const filters = await toolFilters(query, context);
  const [totals, rows] = await Promise.all([
    transactionTotals(context.db, context.userId, filters),
    transactionPage(context.db, context.userId, { ...filters, pending: false }, { sort: 'amount_desc', offset: 0, limit: TAG_ROWS }),
  ]);
  return {
    period: periodOf(range),
    ...history,
    tag,
    spent: signedMoneyText(totals.spentCents),
    count: totals.posted,
    count_is: SPENDING_COUNT_IS,
    link: transactionsLink({ ...query, pending: 'false' }),
    largest: rows.map((r) => ({ date: r.date, merchant: r.merchant_name ?? r.name, amount: moneyText(r.amount_cents), direction: r.direction, link: oneTransactionLink(r) })),
  };
}

async function cashForecastTool(args: Args, context: ToolContext) {
  const days = args.days === undefined ? 30 : ([30, 60, 90] as const).find((d) => d === args.days);
  if (days === undefined) throw new ToolArgumentError('days must be one of: 30, 60, 90.');
  const forecast = forecastFor(await cashForecast(context.db, context.userId, context.today), days);
  const at = (p: { date: string; balanceCents: number }) => ({ date: p.date, balance: signedMoneyText(p.balanceCents) });
  const income = forecast.scheduled.filter((s) => s.direction === 'inflow');
  // Payday: the next date of the main recurring income (the most a month), not a few cents of interest.
  const monthly = (s: (typeof income)[number]) => s.cents * (PER_MONTH[s.frequency] ?? 0);
  const main = income.reduce<(typeof income)[number] | null>((best, s) => (best === null || monthly(s) > monthly(best) ? s : best), null);
  const next = main ? { date: main.dates[0]!, merchant: main.merchant, amount: moneyText(main.cents) } : null;
  const before = next ? forecast.points.filter((p) => p.date < next.date) : [];
  const lowBefore = before.reduce<{ date: string; balanceCents: number } | null>((low, p) => (low === null || p.balanceCents < low.balanceCents ? p : low), null);
  const belowZero = forecast.points.filter((p) => p.balanceCents < 0);
  return {
    as_of: forecast.today,
    days,
    starting_cash: signedMoneyText(forecast.startingCents),
    lowest: { date: forecast.low.date, balance: signedMoneyText(forecast.low.cents) },
    at_end: at(forecast.points.at(-1)!),
    next_payday: next,
    lowest_before_payday: lowBefore && at(lowBefore),
    runs_short_before_payday: next ? (lowBefore !== null && lowBefore.balanceCents < 0) || forecast.startingCents < 0 : null,
    days_below_zero: belowZero.length,
    first_day_below_zero: belowZero[0]?.date ?? null,
    assumptions: {
      cash_accounts: forecast.cashAccounts.map((a) => ({ name: a.name, balance: signedMoneyText(a.cents) })),
      income_counted: income.map((s) => ({ merchant: s.merchant, amount: moneyText(s.cents), dates: s.dates })),
      payments_counted: forecast.scheduled.filter((s) => s.direction === 'outflow').map((s) => ({ merchant: s.merchant, kind: RECURRING_KIND_NAMES[s.kind], amount: moneyText(s.cents), dates: s.dates })),
      cards_paid_in_full: forecast.cards.filter((c) => c.counted).map((c) => ({ name: c.name, owed: moneyText(c.owedCents), due_date: c.dueDate })),
      everyday_spending: forecast.everyday.map((m) => ({ month: m.month, per_day: moneyText(m.perDayCents), from: m.source === 'budget' ? 'your budget' : 'your last 90 days of spending, apart from recurring payments' })),
      left_out: [...forecast.excluded.map((e) => ({ merchant: e.merchant, reason: e.reason })), { merchant: null, reason: 'One-off income and pending transactions are not counted.' }],
    },
    link: '/forecast',
  };
}

async function creditCardsOwed(_args: Args, context: ToolContext) {
  const cards = await creditCards(context.db, context.userId);
  return {
    total_owed: moneyText(cards.reduce((total, c) => total + Math.max(Number(c.current_cents ?? 0), 0), 0)),
    cards: cards.map((c) => ({
      name: c.name,
      institution: c.institution_name,
      balance_owed: moneyText(Math.max(Number(c.current_cents ?? 0), 0)),
      credit_limit: c.limit_cents === null ? null : moneyText(Number(c.limit_cents)),
      minimum_payment: c.minimum_payment_cents === null ? null : moneyText(Number(c.minimum_payment_cents)),
      next_payment_due_date: c.next_payment_due_date,
      last_statement_balance: c.last_statement_balance_cents === null ? null : moneyText(Number(c.last_statement_balance_cents)),
      apr: aprText((c.aprs as { apr_type: string; apr_percentage: number }[]).find((a) => a.apr_type === 'purchase_apr')?.apr_percentage),
    })),
  };
}

const aprText = (percentage: number | undefined) => (percentage === undefined ? null : `${percentage.toFixed(2)}%`);

/** The window `due_by` bounds: today to that day, at most MAX_DUE_DAYS ahead; null without one. */
function dueWindow(args: Args, today: string): DateRange | null {
  if (args.due_by === undefined) return null;
  const window = { start: today, end: day(args, 'due_by') };
  if (window.end < today || daysIn(window) > MAX_DUE_DAYS) throw new ToolArgumentError(`due_by must be from today (${today}) to ${MAX_DUE_DAYS} days ahead.`);
  return window;
}

async function recurringPayments(args: Args, context: ToolContext) {
  const kind = oneOf(args, 'kind', RECURRING_KINDS);
  const window = dueWindow(args, context.today);
  const all = (await recurringStreams(context.db, context.userId)).map((s) => ({
    ...s,
    kind: s.user_kind ?? recurringKindOf(s),
    dueDates: window && s.last_date ? streamDatesIn(s.last_date, s.frequency, window, s.dueOnLast) : [],
  }));
  // A transfer in is the other side of one of the user's transfers out: only money out is listed as transfers.
  const ofKind = all.filter((s) => (kind === undefined ? s.kind !== 'income' && s.direction === 'outflow' : s.kind === kind && (kind === 'income' || s.direction === 'outflow')));
  const streams = window ? ofKind.filter((s) => s.dueDates.length > 0) : ofKind;
  const monthly = (list: typeof streams) => moneyText(Math.round(list.reduce((total, s) => total + Math.abs(Number(s.last_amount_cents)) * (PER_MONTH[s.frequency] ?? 0), 0)));
  return {
    ...(kind ? { kind, streams_are: RECURRING_KIND_NAMES[kind] } : { streams_are: 'every recurring payment out, of every kind' }),
    ...(window && {
      due_window: periodOf(window),
      due_payments: streams.reduce((total, s) => total + s.dueDates.length, 0),
      due_total: moneyText(streams.reduce((total, s) => total + Math.abs(Number(s.last_amount_cents)) * s.dueDates.length, 0)),
    }),
    count: streams.length,
    monthly_total: monthly(streams),
    ...(kind === undefined && {
      by_kind: RECURRING_KINDS.filter((k) => k !== 'income')
        .map((k) => ({ kind: k, streams: streams.filter((s) => s.kind === k) }))
        .filter((group) => group.streams.length > 0)
        .map((group) => ({ kind: group.kind, count: group.streams.length, monthly_total: monthly(group.streams) })),
    }),
    streams: streams.map((s) => ({
      description: s.description,
      merchant: s.merchant_name,
      kind: s.kind,
      category: transactionCategoryLabel({ category_primary: s.category, category_detailed: s.category_detailed }, context.categoryNames),
      amount: moneyText(Number(s.last_amount_cents)),
      frequency: s.frequency.toLowerCase().replace('_', '-'),
      next_date: window ? s.dueDates[0]! : s.last_date ? nextBillDate(s.last_date, s.frequency, context.today) : null,
      ...(window && { due_dates: s.dueDates }),
    })),
  };
}

async function budgetStatus(args: Args, context: ToolContext) {
  const month = args.month;
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ToolArgumentError('month must be YYYY-MM.');
  const view = await trackerView(context.db, context.userId, month, { today: context.today });
  return {
    month,
    has_budget: view.rows.length > 0,
    totals: {
      available: moneyText(view.totals.available_cents),
      // Spent in the budgeted spending lines; `paid` on the debt payment and savings lines.
      spent: signedMoneyText(view.totals.spent_cents),
      paid: moneyText(view.totals.paid_cents),
      remaining: signedMoneyText(view.totals.available_cents - view.totals.spent_cents - view.totals.paid_cents),
      all_spending: signedMoneyText(view.totals.all_spent_cents),
    },
    pace: { days_left: view.pace.days_left, expected_by_today: moneyText(view.pace.expected_by_today_cents), projected_month_end: moneyText(view.pace.projected_month_end_cents) },
    categories: view.rows.map((r) => ({
      name: lineLabel(r.category, context.categoryNames),
      group: groupNameOf(r, view.categoryGroups, context.categoryNames),
      available: moneyText(r.available_cents),
      // Paid out, for a debt payment or savings line.
      spent: signedMoneyText(r.spent_cents),
      remaining: signedMoneyText(r.left_cents),
      over_budget: r.spent_cents > r.available_cents,
      link: budgetLineLink(monthRange(month), r.category, r.kind),
    })),
  };
}

const TOOLS: Record<string, (args: Args, context: ToolContext) => Promise<object>> = {
  search_transactions: searchTransactions,
  spending_summary: spendingSummary,
  income_statement: incomeStatement,
  compare_periods: comparePeriods,
  accounts_and_balances: accountsAndBalances,
  credit_cards: creditCardsOwed,
  net_worth_history: netWorthHistory,
  recurring_payments: recurringPayments,
  cash_forecast: cashForecastTool,
  tag_spending: tagSpendingTool,
  budget_status: budgetStatus,
};

/** Runs one tool call; a wrong name or argument is answered `{ error }` for the model to correct. */
export async function runTool(name: string, rawArguments: string, context: ToolContext): Promise<object> {
  const tool = TOOLS[name];
  if (!tool) return { error: `There is no tool named ${name}.` };
  let args: unknown;
  try {
    args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return { error: 'The arguments are not valid JSON.' };
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return { error: 'The arguments must be a JSON object.' };
  try {
    return await tool(args as Args, context);
  } catch (error) {
    if (error instanceof ToolArgumentError) return { error: error.message };
    throw error;
  }
}
