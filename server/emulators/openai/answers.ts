import type { Ask } from './asks.ts';
import { LISTED_GROUPS } from './config.ts';
import { counted, linked, table } from './markdown.ts';
import { budgetMonthName, periodPhrase } from './period-words.ts';
import type {
  AccountsAndBalancesArgs,
  AccountsAndBalancesResult,
  BudgetStatusResult,
  ComparePeriodsArgs,
  ComparePeriodsResult,
  CreditCardsResult,
  IncomeStatementResult,
  RecurringKind,
  RecurringPaymentsArgs,
  RecurringPaymentsResult,
  SearchTransactionsArgs,
  SearchTransactionsResult,
  SpendingSummaryArgs,
  SpendingSummaryResult,
  TransactionRow,
} from './protocol.ts';

/**
 * Round 2: the answer written from the tool results only. Every amount and count is copied from a
 * result (the product rejects any other), each total is linked with the `link` its tool gave, and
 * each period is named with its exact dates.
 */

export interface ToolOutcome {
  name: string;
  /** The call's arguments, or {} when they were not JSON. */
  args: Record<string, unknown>;
  /** The tool message's content read as JSON, or null when it was not JSON. */
  result: unknown;
}

export interface AnswerContext {
  /** The question read again, for its wording (the merchant and category as the user named them). */
  ask: Ask;
  today: string;
  /** After a failed grounding check: only what the results hold (no threshold from the question). */
  strict: boolean;
}

const isZero = (money: string): boolean => Number(money.replace(/[^0-9.]/g, '')) === 0;

const hasError = (result: unknown): result is { error: unknown } => typeof result === 'object' && result !== null && 'error' in result;

const stripStop = (text: string): string => text.trim().replace(/[.!]+$/, '');

function categoryName(code: string, context: AnswerContext): string {
  const asked = 'category' in context.ask ? context.ask.category : undefined;
  return asked?.code === code ? asked.name : code.toLowerCase().replace(/_/g, ' ');
}

/** " at Starbucks", " on groceries", " at Starbucks on coffee": what the call narrowed to. */
function subjectOf(args: { merchants?: string[]; categories?: string[]; search?: string }, context: AnswerContext): string {
  const merchant = args.merchants?.[0] ?? args.search;
  const category = args.categories?.[0];
  return `${merchant ? ` at ${merchant}` : ''}${category ? ` on ${categoryName(category, context)}` : ''}`;
}

/** The threshold of "over $100" in words, so it is not read as a figure the tools must have given. */
function thresholdWords(amount: number): string {
  const dollars = Math.floor(amount);
  const cents = Math.round((amount - dollars) * 100);
  const dollarWords = `${dollars.toLocaleString('en-US')} dollars`;
  return cents === 0 ? dollarWords : `${dollarWords} and ${cents} cents`;
}

const rowAmount = (row: TransactionRow): string => `${row.direction === 'inflow' ? '+' : ''}${row.amount}${row.pending ? ' (pending)' : ''}`;

/** Rows in a table; `linkRows`: each amount linked to its own row. */
function transactionsTable(rows: readonly TransactionRow[], linkRows = false): string {
  return table(
    ['Date', 'Merchant', 'Amount'],
    rows.map((row) => [row.date, row.merchant ?? row.name, linkRows ? linked(rowAmount(row), row.link) : rowAmount(row)]),
  );
}

/** The pending rows a search listed apart: said as pending, never as the latest. */
function pendingApart(result: SearchTransactionsResult, many: string): string {
  const pending = result.pending_transactions ?? [];
  if (pending.length === 0) return '';
  const total = result.pending_count ?? pending.length;
  const which = total === 1 ? `one ${many.replace(/s$/, '')}` : pending.length < total ? `${total} ${many}, the newest ${pending.length} here` : `${total} ${many}`;
  return [`Still pending, not yet posted (their amounts may change, and they are not counted above): ${which}.`, transactionsTable(pending, true)].join('\n\n');
}

type SearchPurpose = 'spend' | 'count' | 'biggest' | 'over' | 'under' | 'latest';

function searchPurpose(args: SearchTransactionsArgs, ask: Ask): SearchPurpose {
  if (args.min_amount !== undefined) return 'over';
  if (args.max_amount !== undefined) return 'under';
  if (args.sort === 'largest') return 'biggest';
  if (ask.kind === 'count_times') return 'count';
  if (ask.kind === 'last_transactions') return 'latest';
  return args.merchants?.length || args.search || args.categories?.length ? 'spend' : 'latest';
}

function writeSearch(args: SearchTransactionsArgs, result: SearchTransactionsResult, context: AnswerContext): string {
  const purpose = searchPurpose(args, context.ask);
  const outflowOnly = args.direction === 'outflow';
  const [one, many] = outflowOnly ? ['purchase', 'purchases'] : ['transaction', 'transactions'];
  const subject = subjectOf(args, context);
  const asksForPeriod = !(context.ask.kind === 'last_transactions' && context.ask.range === null);
  const period = periodPhrase(result.period, context.today);
  const when = asksForPeriod ? ` ${period}` : '';
  const bound =
    (purpose === 'over' || purpose === 'under') && !context.strict
      ? ` ${purpose} ${thresholdWords((purpose === 'over' ? args.min_amount : args.max_amount) ?? 0)}`
      : '';
  const rows = result.transactions;
  if (result.count === 0 || rows.length === 0) return `You had no ${many}${bound}${subject} ${period}.`;
  const listed = rows.length < result.count ? `The ${rows.length} most recent:` : '';
  switch (purpose) {
    case 'spend': {
      // Spent counts refunds off (README); without the figure, money out and money in are told apart.
      if (result.spent !== undefined) {
        const refunds = isZero(result.total_in) ? '' : ` That is ${result.total_out} out, less ${result.total_in} back in refunds and other money in.`;
        return [`You spent ${linked(result.spent, result.link)}${subject}${when}, across ${counted(result.count, one, many)}.${refunds}`, listed || 'They are:', transactionsTable(rows)].join('\n\n');
      }
      const moneyIn = isZero(result.total_in) ? '' : ` Refunds and other money in came to ${result.total_in}.`;
      return [`You spent ${linked(result.total_out, result.link)}${subject}${when}, across ${counted(result.count, one, many)}.${moneyIn}`, listed || 'They are:', transactionsTable(rows)].join('\n\n');
    }
    case 'count': {
      const verb = outflowOnly ? 'made' : 'had';
      return [`You ${verb} ${counted(result.count, one, many)}${subject}${when}, for a total of ${linked(result.total_out, result.link)}.`, listed || 'They are:', transactionsTable(rows)].join('\n\n');
    }
    case 'biggest': {
      const all = `Altogether you made ${linked(counted(result.count, one, many), result.link)}${subject} in this period, totaling ${result.total_out}.`;
      if (rows.length === 1) {
        const [row] = rows as [TransactionRow];
        return `Your biggest ${one}${subject}${when} was ${linked(row.amount, result.link)} at ${row.merchant ?? row.name} on ${row.date}. ${all}`;
      }
      return [`Your biggest ${many}${subject}${when}:`, transactionsTable(rows), all].join('\n\n');
    }
    case 'over':
    case 'under': {
      const total = outflowOnly ? ` totaling ${linked(result.total_out, result.link)}` : ` (${linked(result.total_out, result.link)} out, ${result.total_in} in)`;
      return [`You had ${counted(result.count, one, many)}${bound}${subject}${when},${total}.`, listed || 'They are:', transactionsTable(rows)].join('\n\n');
    }
    case 'latest': {
      const pending = pendingApart(result, many);
      if (rows.length === 1 && (context.ask.kind !== 'last_transactions' || context.ask.n === 1)) {
        const [row] = rows as [TransactionRow];
        const moneyIn = row.direction === 'inflow' ? ' (money in)' : '';
        const posted = row.pending ? '' : 'posted ';
        const latest = `Your last ${posted}${one}${subject} was on ${row.date}: ${row.merchant ?? row.name}, ${linked(row.amount, row.link ?? result.link)}${moneyIn}${row.pending ? ' (pending)' : ''}.`;
        return [latest, pending].filter(Boolean).join('\n\n');
      }
      const posted = rows.some((row) => row.pending) ? '' : 'posted ';
      return [`Your last ${posted}${many}${subject}${when}:`, transactionsTable(rows, true), `See all ${linked(counted(result.count, one, many), result.link)}${asksForPeriod ? '' : ` ${period}`}.`, pending].filter(Boolean).join('\n\n');
    }
  }
}

function groupsTable(heading: string, summary: SpendingSummaryResult): string {
  return table(
    [heading, 'Spent', 'Transactions'],
    summary.groups.slice(0, LISTED_GROUPS).map((group) => [group.name, linked(group.spent, group.link), String(group.count)]),
  );
}

function writeSpendingSummary(args: SpendingSummaryArgs, result: SpendingSummaryResult, context: AnswerContext): string {
  const subject = subjectOf(args, context);
  const period = periodPhrase(result.period, context.today);
  if (result.transactions_counted === 0) return `You had no spending${subject} ${period}.`;
  const across = counted(result.transactions_counted, 'transaction', 'transactions');
  if (args.group_by === 'month') {
    const lead = result.average_per_month
      ? `You spent ${linked(result.average_per_month, result.link)} a month on average${subject} ${period}: ${result.spent} in total, across ${across}.`
      : `You spent ${linked(result.spent, result.link)}${subject} ${period}, across ${across}.`;
    return [lead, groupsTable('Month', result)].join('\n\n');
  }
  const income = subject === '' && !isZero(result.income) ? ` Your income in the same period was ${result.income}.` : '';
  const heading = args.group_by === 'merchant' ? 'Merchant' : 'Category';
  const top = result.groups.length > LISTED_GROUPS ? `Your top ${LISTED_GROUPS} by ${heading.toLowerCase()}:` : `By ${heading.toLowerCase()}:`;
  const parts = [`You spent ${linked(result.spent, result.link)}${subject} ${period}, across ${across}.${income}`];
  if (result.groups.length > 0) parts.push(top, groupsTable(heading, result));
  return parts.join('\n\n');
}

function writeIncome(result: IncomeStatementResult, context: AnswerContext): string {
  const period = periodPhrase(result.period, context.today);
  if (isZero(result.income) && result.sources.length === 0) return `I found no income ${period}.`;
  const rate = result.savings_rate === null ? '' : ` Your savings rate was ${result.savings_rate}.`;
  const parts = [`Your income ${period} was ${linked(result.income, result.link)}. You spent ${result.spent}, for a net of ${result.net}.${rate}`];
  if (result.sources.length > 0) {
    parts.push(table(['Source', 'Amount', 'Deposits'], result.sources.map((source) => [source.name, source.amount, String(source.count)])));
  }
  return parts.join('\n\n');
}

function writeComparison(args: ComparePeriodsArgs, result: ComparePeriodsResult, context: AnswerContext): string {
  const subject = subjectOf(args, context);
  const { first, second, difference } = result;
  const percent = difference.percent === null ? '' : ` (${difference.percent})`;
  const change =
    difference.direction === 'same'
      ? 'the same in both periods'
      : `${difference.spent} ${difference.direction} in the second period${percent}`;
  return (
    `You spent ${linked(first.spent, first.link)}${subject} ${periodPhrase(first.period, context.today)}, ` +
    `and ${linked(second.spent, second.link)} ${periodPhrase(second.period, context.today)}: ${change}.`
  );
}

const orDash = (value: string | null): string => value ?? '—';

/** What an account kind is called when none is linked (the result names the kinds it lists). */
const ASKED_KIND_WORDS: Readonly<Record<string, string>> = {
  checking: 'checking account',
  savings: 'savings account',
  'credit card': 'credit card',
  mortgage: 'mortgage',
  student: 'student loan',
  auto: 'auto loan',
  depository: 'bank account',
  credit: 'credit card',
  loan: 'loan',
  investment: 'investment account',
};

const plural = (noun: string): string => (/(?:y)$/.test(noun) ? `${noun.slice(0, -1)}ies` : noun.endsWith('s') ? noun : `${noun}s`);

function accountsTable(result: AccountsAndBalancesResult): string {
  return table(
    ['Account', 'Institution', 'Kind', 'Balance', 'Available'],
    result.accounts.map((account) => [
      account.mask ? `${account.name} ••${account.mask}` : account.name,
      account.institution,
      account.kind ?? account.subtype ?? account.type,
      `${orDash(account.current_balance)}${account.balance_is === 'owed' ? ' owed' : ''}`,
      orDash(account.available_balance),
    ]),
  );
}

/** The balances of one kind of account: those accounts only, with their total, named by their kind. */
function writeNarrowedBalances(args: AccountsAndBalancesArgs, result: AccountsAndBalancesResult): string {
  const asked = ASKED_KIND_WORDS[args.subtype ?? args.type ?? ''] ?? 'account';
  if (result.accounts.length === 0) return `You have no ${plural(asked)} linked.`;
  const kinds = [...new Set(result.accounts.map((account) => account.kind ?? asked))];
  const owed = result.accounts.every((account) => account.balance_is === 'owed');
  const total = result.total ?? '';
  if (result.accounts.length === 1) {
    const [account] = result.accounts as [AccountsAndBalancesResult['accounts'][number]];
    const balance = owed ? `you owe ${orDash(account.current_balance)} on it` : `its balance is ${orDash(account.current_balance)}`;
    const available = !owed && account.available_balance ? ` (${account.available_balance} available)` : '';
    return `Your ${kinds[0]} is ${account.name}${account.mask ? ` ••${account.mask}` : ''} at ${account.institution}: ${balance}${available}.`;
  }
  const name = kinds.length === 1 ? plural(kinds[0]!) : plural(asked);
  const lead = owed ? `You owe ${total} in total on your ${result.accounts.length} ${name}.` : `Your ${result.accounts.length} ${name} hold ${total} in total.`;
  return [lead, accountsTable(result)].join('\n\n');
}

function writeBalances(args: AccountsAndBalancesArgs, result: AccountsAndBalancesResult): string {
  if (result.narrowed_to || args.type || args.subtype) return writeNarrowedBalances(args, result);
  if (result.accounts.length === 0 || !result.totals) return 'You have no linked accounts yet.';
  const { cash, owed_on_credit_cards, owed_on_loans, credit_owed, net_worth } = result.totals;
  const owed =
    owed_on_credit_cards !== undefined && owed_on_loans !== undefined
      ? `You owe ${owed_on_credit_cards} on credit cards and ${owed_on_loans} on loans.`
      : `You owe ${credit_owed ?? '—'} on cards and loans.`;
  return [`You have ${cash} in cash. ${owed} Your net worth is ${net_worth}.`, accountsTable(result)].join('\n\n');
}

function writeCreditCards(result: CreditCardsResult): string {
  if (result.cards.length === 0) return 'You have no credit cards linked.';
  return [
    `You owe ${result.total_owed} on your credit cards in total.`,
    table(
      ['Card', 'Owed', 'Limit', 'Minimum payment', 'Due', 'APR'],
      result.cards.map((card) => [
        `${card.name} (${card.institution})`,
        orDash(card.balance_owed),
        orDash(card.credit_limit),
        orDash(card.minimum_payment),
        orDash(card.next_payment_due_date),
        orDash(card.apr),
      ]),
    ),
  ].join('\n\n');
}

/** A stream kind in words, as a heading and in a sentence. */
const RECURRING_KIND_WORDS: Readonly<Record<RecurringKind, { one: string; many: string }>> = {
  subscription: { one: 'subscription', many: 'subscriptions' },
  bill: { one: 'bill', many: 'bills' },
  loan_or_mortgage: { one: 'loan or mortgage payment', many: 'loan and mortgage payments' },
  card_payment: { one: 'credit card payment', many: 'credit card payments' },
  transfer_or_savings: { one: 'recurring transfer', many: 'recurring transfers and savings' },
  income: { one: 'recurring deposit', many: 'recurring income' },
};

function streamsTable(result: RecurringPaymentsResult, withKind: boolean): string {
  const kindOf = (kind: RecurringKind | undefined) => (kind ? RECURRING_KIND_WORDS[kind].one : '—');
  return table(
    [result.kind === 'income' ? 'Deposit' : 'Payment', ...(withKind ? ['Kind'] : []), 'Amount', 'How often', 'Next'],
    result.streams.map((stream) => [
      stream.merchant ?? stream.description,
      ...(withKind ? [kindOf(stream.kind)] : []),
      stream.amount,
      stream.frequency.toLowerCase().replace(/_/g, ' '),
      orDash(stream.next_date),
    ]),
  );
}

function writeRecurring(args: RecurringPaymentsArgs, result: RecurringPaymentsResult): string {
  const kind = result.kind ?? args.kind;
  if (kind) {
    const words = RECURRING_KIND_WORDS[kind];
    if (result.streams.length === 0) return `I found no ${words.many}.`;
    const count = result.count ?? result.streams.length;
    const lead = `Your ${words.many} ${kind === 'income' ? 'comes' : 'come'} to ${result.monthly_total} a month: ${count === 1 ? `one ${words.one}` : `${count} of them`}.`;
    return [lead, streamsTable(result, false)].join('\n\n');
  }
  if (result.streams.length === 0) return 'I found no recurring payments.';
  const kinds = (result.by_kind ?? []).map((group) => `- ${RECURRING_KIND_WORDS[group.kind].many}: ${group.monthly_total} a month (${group.count})`);
  return [`Your recurring payments come to ${result.monthly_total} a month${kinds.length ? ', by kind:' : '.'}`, ...(kinds.length ? [kinds.join('\n')] : []), streamsTable(result, kinds.length > 0)].join('\n\n');
}

function writeBudget(result: BudgetStatusResult): string {
  const month = budgetMonthName(result.month);
  if (!result.has_budget) return `You have no budget for ${month} yet. You can set one in the budget planner.`;
  const { totals, pace } = result;
  const pacing =
    pace.days_left > 0 ? ` With ${pace.days_left} days left, you are on pace to end the month at ${pace.projected_month_end} (by today you would expect ${pace.expected_by_today}).` : '';
  const paid = totals.paid && totals.paid !== '$0.00' ? ` and paid ${totals.paid} on your debt payment and savings lines` : '';
  const parts = [`In ${month} you have spent ${totals.spent} in your budgeted categories${paid}, of your ${totals.available} budget, with ${totals.remaining} remaining.${pacing}`];
  if (result.categories.length > 0) {
    parts.push(
      table(
        ['Category', 'Budget', 'Spent or paid', 'Remaining'],
        result.categories.map((category) => [
          `${category.name}${category.over_budget ? ' (over budget)' : ''}`,
          category.available,
          linked(category.spent, category.link),
          category.remaining,
        ]),
      ),
    );
  }
  return parts.join('\n\n');
}

function writeOne({ name, args, result }: ToolOutcome, context: AnswerContext): string {
  if (result === null || typeof result !== 'object') return `Sorry, I couldn't read what ${name} answered.`;
  if (hasError(result)) return `Sorry, I couldn't look that up: ${stripStop(String(result.error))}.`;
  switch (name) {
    case 'search_transactions':
      return writeSearch(args as unknown as SearchTransactionsArgs, result as SearchTransactionsResult, context);
    case 'spending_summary':
      return writeSpendingSummary(args as unknown as SpendingSummaryArgs, result as SpendingSummaryResult, context);
    case 'income_statement':
      return writeIncome(result as IncomeStatementResult, context);
    case 'compare_periods':
      return writeComparison(args as unknown as ComparePeriodsArgs, result as ComparePeriodsResult, context);
    case 'accounts_and_balances':
      return writeBalances(args as AccountsAndBalancesArgs, result as AccountsAndBalancesResult);
    case 'credit_cards':
      return writeCreditCards(result as CreditCardsResult);
    case 'recurring_payments':
      return writeRecurring(args as RecurringPaymentsArgs, result as RecurringPaymentsResult);
    case 'budget_status':
      return writeBudget(result as BudgetStatusResult);
    default:
      return `Sorry, I couldn't read what ${name} answered.`;
  }
}

/** The answer to the question from every tool result of the conversation, one paragraph (or table) per call. */
export function writeAnswer(outcomes: readonly ToolOutcome[], context: AnswerContext): string {
  return outcomes
    .map((outcome) => {
      try {
        return writeOne(outcome, context);
      } catch {
        // A result missing the protocol's fields: say so rather than guess a figure.
        return `Sorry, I couldn't read what ${outcome.name} answered.`;
      }
    })
    .join('\n\n');
}
