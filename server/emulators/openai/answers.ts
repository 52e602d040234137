import type { Ask } from './asks.ts';
import { ALL_HISTORY_LABEL, LISTED_GROUPS } from './config.ts';
import { counted, linked, table } from './markdown.ts';
import { budgetMonthName, periodPhrase } from './period-words.ts';
import { DATA_INSTRUCTIONS } from './replies.ts';
import { INSTRUCTION_CUE } from './words.ts';
import type {
  AccountsAndBalancesArgs,
  AccountsAndBalancesResult,
  BudgetStatusResult,
  ComparePeriodsArgs,
  ComparePeriodsResult,
  CreditCardsResult,
  HistoryNote,
  IncomeStatementResult,
  NetWorthHistoryResult,
  CashForecastResult,
  TagSpendingArgs,
  TagSpendingResult,
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

/** A category in the user's own words when the question named it (on either side of a comparison), else in the code's. */
function categoryName(code: string, context: AnswerContext): string {
  const asked = [...('category' in context.ask ? [context.ask.category] : []), ...(context.ask.kind === 'compare_subjects' ? context.ask.sides.map((side) => side.category) : [])];
  return asked.find((category) => category?.code === code)?.name ?? code.toLowerCase().replace(/_/g, ' ');
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

/** What a result's range before the user's history means: the sentence that replaces "no spending", or the note that the figures start later. */
function historyWords(result: HistoryNote, period: string): { before: string | null; partly: string } {
  if (!result.history_starts) return { before: null, partly: '' };
  if (result.period_is === 'before_history') return { before: `Your history starts on ${result.history_starts}: there is nothing before it to show ${period}.`, partly: '' };
  return { before: null, partly: ` Your history starts on ${result.history_starts}, so these figures start on that day.` };
}

/** A result's own noun in the plural: "purchase" → "purchases", "transfer or payment" → "transfers or payments". */
const pluralOf = (noun: string): string => noun.split(' or ').map((word) => `${word}s`).join(' or ');

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

type SearchPurpose = 'spend' | 'count' | 'biggest' | 'over' | 'under' | 'latest' | 'list';

function searchPurpose(args: SearchTransactionsArgs, ask: Ask): SearchPurpose {
  if (ask.kind === 'list_spending') return 'list';
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
  // The result says what its rows are; only spending out is called a purchase.
  const one = result.row_noun ?? (outflowOnly && args.counted_as === 'spending' ? 'purchase' : 'transaction');
  const many = pluralOf(one);
  const subject = subjectOf(args, context);
  const asksForPeriod = !(context.ask.kind === 'last_transactions' && context.ask.range === null);
  const period = periodPhrase(result.period, context.today);
  const when = asksForPeriod ? ` ${period}` : '';
  const bound =
    (purpose === 'over' || purpose === 'under') && !context.strict
      ? ` ${purpose} ${thresholdWords((purpose === 'over' ? args.min_amount : args.max_amount) ?? 0)}`
      : '';
  const rows = result.transactions;
  const history = historyWords(result, period);
  if (history.before) return history.before;
  if (result.count === 0 || rows.length === 0) return `You had no ${many}${bound}${subject} ${period}.${history.partly}`;
  const listed = rows.length < result.count ? `The ${rows.length} most recent:` : '';
  switch (purpose) {
    case 'list': {
      const lead =
        args.counted_as === 'spending' && result.spent !== undefined
          ? `You spent ${linked(result.spent, result.link)}${subject}${when}, across ${counted(result.count, one, many)}:`
          : `You had ${counted(result.count, one, many)}${subject}${when}, ${linked(result.total_out, result.link)} out and ${result.total_in} in:`;
      const more = result.more ? `…and ${result.more} more: [see all of them](${result.link}).` : '';
      return [`${lead}${history.partly}`, transactionsTable(rows, true), more].filter(Boolean).join('\n\n');
    }
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

/** Why part of a range is left out of an average, in a sentence. */
const LEFT_OUT_WORDS: Readonly<Record<string, string>> = {
  'month in progress': 'the month is still in progress, so it is left out (ask for it "so far" to include it)',
  'part of a month': 'only part of that month is in the period, so it is left out',
  'not begun': 'it has not begun',
};

/** The average per month over whole months, naming them and what was left out. */
function averageLead(result: SpendingSummaryResult, subject: string, context: AnswerContext): string | null {
  const over = result.averaged_over;
  if (!result.average_per_month || !over) return null;
  const inProgress = over.month_in_progress_included ? ` That includes the month in progress, to ${over.end_date}.` : '';
  const leftOut = (result.left_out_of_average ?? []).map((part) => ` ${periodPhrase(part, context.today).replace(/^in /, '')}: ${LEFT_OUT_WORDS[part.why] ?? part.why}.`.replace(/^ (\w)/, (_m, c: string) => ` ${c.toUpperCase()}`));
  const whole = over.month_in_progress_included ? '' : 'whole ';
  const months = over.months === 1 ? `the 1 ${whole}month` : `the ${over.months} ${whole}months`;
  const span = `over ${months} ${periodPhrase(over, context.today).replace(/^in /, '')}`;
  if (context.ask.kind === 'average_monthly_spending' && context.ask.of === 'income' && result.average_income_per_month && over.income && over.income_link) {
    return `Your income came to ${linked(result.average_income_per_month, over.income_link)} a month on average, ${span}: ${linked(over.income, over.income_link)} in total.${inProgress}${leftOut.join('')}`;
  }
  return `You spent ${linked(result.average_per_month, over.link)} a month on average${subject}, ${span}: ${linked(over.spent, over.link)} in total.${inProgress}${leftOut.join('')}`;
}

function writeSpendingSummary(args: SpendingSummaryArgs, result: SpendingSummaryResult, context: AnswerContext): string {
  const subject = subjectOf(args, context);
  const period = periodPhrase(result.period, context.today);
  const history = historyWords(result, period);
  if (history.before) return history.before;
  if (result.spending_transactions === 0) return `You had no spending${subject} ${period}.${history.partly}`;
  // The count is of the rows that make the spent figure: purchases and refunds, never income.
  const across = counted(result.spending_transactions, 'purchase or refund', 'purchases and refunds');
  if (args.group_by === 'month') {
    const total = `You spent ${linked(result.spent, result.link)}${subject} ${period}, across ${across}.${history.partly}`;
    const average = averageLead(result, subject, context);
    // An income average is about income alone: the spending figures of the same result would answer another question.
    if (average && context.ask.kind === 'average_monthly_spending' && context.ask.of === 'income') return average;
    const noWholeMonth = result.average_per_month === null ? ` There is no whole month that has ended ${period} to average over.` : '';
    return [average ? `${average}\n\n${total}` : `${total}${noWholeMonth}`, groupsTable('Month', result)].join('\n\n');
  }
  const income = subject === '' && !isZero(result.income) ? ` Your income in the same period was ${result.income}.` : '';
  const heading = args.group_by === 'merchant' ? 'Merchant' : 'Category';
  const top = result.groups.length > LISTED_GROUPS ? `Your top ${LISTED_GROUPS} by ${heading.toLowerCase()}:` : `By ${heading.toLowerCase()}:`;
  const parts = [`You spent ${linked(result.spent, result.link)}${subject} ${period}, across ${across}.${income}${history.partly}`];
  if (result.groups.length > 0) parts.push(top, groupsTable(heading, result));
  return parts.join('\n\n');
}

function writeIncome(result: IncomeStatementResult, context: AnswerContext): string {
  const period = periodPhrase(result.period, context.today);
  const history = historyWords(result, period);
  if (history.before) return history.before;
  if (isZero(result.income) && result.sources.length === 0) return `I found no income ${period}.${history.partly}`;
  const rate = result.savings_rate === null ? '' : ` Your savings rate was ${result.savings_rate}.`;
  const parts = [`Your income ${period} was ${linked(result.income, result.link)}. You spent ${result.spent}, for a net of ${result.net}.${rate}${history.partly}`];
  if (result.sources.length > 0) {
    parts.push(table(['Source', 'Amount', 'Deposits'], result.sources.map((source) => [source.name, source.amount, String(source.count)])));
  }
  return parts.join('\n\n');
}


/**
 * Two sides and which is higher, by how much: periods ("in October … in September"), or
 * merchants and categories over one period ("at Starbucks … at Dunkin in October").
 */
function writeComparison(args: ComparePeriodsArgs, result: ComparePeriodsResult, context: AnswerContext): string {
  const { first, second, difference } = result;
  const shared = subjectOf(args, context);
  const [periodA, periodB] = [periodPhrase(first.period, context.today), periodPhrase(second.period, context.today)];
  const samePeriod = periodA === periodB;
  // A side's own merchant or category, as the call narrowed it, else what both sides share.
  const [subjectA, subjectB] = [subjectOf(args.first, context) || shared, subjectOf(args.second, context) || shared];
  const before = [first, second].map((side, i) => historyWords(side, i === 0 ? periodA : periodB).before).filter(Boolean);
  if (before.length === 2 || (before.length === 1 && samePeriod)) return before[0]!;
  // The verdict names a side shortly: its subject, or its period without the dates said before.
  const shortPeriod = (phrase: string) => phrase.replace(/ \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\)$/, '');
  const nameA = samePeriod ? subjectA.trim() : shortPeriod(periodA);
  const nameB = samePeriod ? subjectB.trim() : shortPeriod(periodB);
  const sides = samePeriod
    ? `You spent ${linked(first.spent, first.link)}${subjectA} and ${linked(second.spent, second.link)}${subjectB} ${periodA}`
    : `You spent ${linked(first.spent, first.link)}${subjectA} ${periodA}, and ${linked(second.spent, second.link)}${subjectB === subjectA ? '' : subjectB} ${periodB}`;
  const higher = difference.higher ?? (difference.direction === 'more' ? 'second' : difference.direction === 'less' ? 'first' : 'neither');
  const percent = difference.percent === null ? '' : higher === 'second' ? ` (${difference.percent} more than ${nameA})` : ` (${difference.percent} less ${nameB})`;
  const verdict = higher === 'neither' ? 'the same on both sides' : `${difference.spent} more ${higher === 'first' ? nameA : nameB}${percent}`;
  const notes = before.length ? ` ${before[0]}` : [first, second].map((side, i) => historyWords(side, i === 0 ? periodA : periodB).partly).join('');
  return `${sides}: ${verdict}.${notes}`;
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

function writeNetWorthHistory(result: NetWorthHistoryResult): string {
  const first = result.points[0];
  const last = result.points.at(-1);
  if (!first || !last) return 'There is no net worth to show for that period.';
  const moved = result.direction === 'unchanged' ? 'stayed the same' : `went ${result.direction} by ${linked(result.change.replace(/^[+-]/, ''), result.link)}`;
  const lead = `Your net worth ${moved}: from ${first.net_worth} on ${first.date} to ${last.net_worth} on ${last.date}.`;
  const note = result.points.some((p) => p.reconstructed) ? 'Balances from before your accounts were first recorded here are worked back over your posted transactions; a home or car counts at the value you gave it then.' : '';
  const rows = result.points.map((p) => [p.date, p.assets, p.liabilities, p.net_worth]);
  return [lead, table(['Date', 'Assets', 'Owed', 'Net worth'], rows), note].filter(Boolean).join('\n\n');
}

function writeCashForecast(result: CashForecastResult): string {
  const { lowest, at_end: end, next_payday: next } = result;
  const lead = next
    ? result.runs_short_before_payday
      ? `Yes, you may run short: before your next pay (${next.merchant}, ${next.amount} on ${next.date}) your bank accounts are projected to fall to ${result.lowest_before_payday?.balance ?? result.starting_cash}${result.first_day_below_zero ? `, below zero from ${result.first_day_below_zero}` : ''}.`
      : `You are not projected to run short before your next pay (${next.merchant}, ${next.amount} on ${next.date}): the lowest your bank accounts are projected to reach before it is ${result.lowest_before_payday?.balance ?? result.starting_cash}${result.lowest_before_payday ? ` on ${result.lowest_before_payday.date}` : ''}.`
    : `No recurring pay is expected in the next ${result.days} days.${result.days_below_zero ? ` Your bank accounts are projected below zero from ${result.first_day_below_zero}.` : ''}`;
  const overall = `Over the next ${result.days} days, from ${result.starting_cash} today, the lowest point is ${lowest.balance} on ${lowest.date}, and you would have ${end.balance} on ${end.date}.`;
  const a = result.assumptions;
  const counts = [a.income_counted.length && counted(a.income_counted.length, 'recurring income', 'recurring incomes'), a.payments_counted.length && counted(a.payments_counted.length, 'recurring payment', 'recurring payments')].filter(Boolean).join(' and ');
  const cards = a.cards_paid_in_full.map((c) => `${c.name} (${c.owed} on ${c.due_date})`).join(', ');
  const rates = [...new Set(a.everyday_spending.map((m) => `${m.per_day} a day from ${m.from}`))].join(', then ');
  const streamsOut = a.left_out.filter((l) => l.merchant !== null);
  const leftOut = streamsOut.length;
  const why = [...new Set(streamsOut.map((l) => stripStop(l.reason).replace(/^./, (c) => c.toLowerCase())))].join('; ');
  const assumptions = [
    `This is a projection, not a certainty. It counts ${counts || 'no recurring income or payments'} on their dates`,
    cards ? `, your cards paid in full on their due dates (${cards})` : '',
    `, and everyday spending of ${rates}.`,
    leftOut ? ` ${counted(leftOut, 'recurring stream is', 'recurring streams are')} left out (${why}), as are one-off income and pending transactions.` : ' One-off income and pending transactions are left out.',
    ` ${linked('See the forecast and every assumption', result.link)}.`,
  ].join('');
  return [lead, overall, assumptions].join('\n\n');
}

function writeTagSpending(args: TagSpendingArgs, result: TagSpendingResult, context: AnswerContext): string {
  const wholeHistory = context.ask.kind === 'tag_spending' && context.ask.range.label === ALL_HISTORY_LABEL;
  const period = wholeHistory ? 'in all of your history' : periodPhrase(result.period, context.today);
  const history = historyWords(result, period);
  if (history.before) return history.before;
  const partly = wholeHistory ? '' : history.partly;
  if (result.tags) {
    if (result.tags.length === 0) return `You spent nothing on tagged transactions ${period}.${partly}`;
    const lead = `What you spent on each of your tags ${period}, largest first (a transaction with two tags counts under both):${partly}`;
    return [lead, table(['Tag', 'Spent', 'Purchases and refunds'], result.tags.map((t) => [t.tag, linked(t.spent, t.link), String(t.count)]))].join('\n\n');
  }
  const tag = result.tag ?? args.tag ?? '';
  if (!result.count) return `You spent nothing on transactions tagged ${tag} ${period}.${partly}`;
  const lead = `You spent ${linked(result.spent ?? '', result.link ?? null)} on transactions tagged ${tag} ${period}, across ${counted(result.count, 'purchase or refund', 'purchases and refunds')}.${partly}`;
  const rows = result.largest ?? [];
  if (rows.length === 0) return lead;
  return [lead, rows.length === result.count ? 'They were:' : `The largest ${rows.length}:`, table(['Date', 'Merchant', 'Amount'], rows.map((r) => [r.date, r.merchant, linked(`${r.direction === 'inflow' ? '+' : ''}${r.amount}`, r.link)]))].join('\n\n');
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

/** What falls due in a window: the streams due, their dates in it and what they come to. */
function writeDue(result: RecurringPaymentsResult & { due_window: NonNullable<RecurringPaymentsResult['due_window']> }, words: { one: string; many: string }): string {
  const window = `from ${result.due_window.start_date} to ${result.due_window.end_date}`;
  if (result.streams.length === 0) return `None of your ${words.many} is due ${window}.`;
  const payments = counted(result.due_payments ?? result.streams.length, 'payment', 'payments');
  return [
    `Due ${window}: ${payments} of your ${words.many}, ${result.due_total ?? ''} in all.`,
    table(
      ['Payment', 'Amount', 'How often', 'Due'],
      result.streams.map((stream) => [stream.merchant ?? stream.description, stream.amount, stream.frequency.toLowerCase().replace(/_/g, ' '), (stream.due_dates ?? [stream.next_date ?? '—']).join(', ')]),
    ),
  ].join('\n\n');
}

function writeRecurring(args: RecurringPaymentsArgs, result: RecurringPaymentsResult): string {
  const kind = result.kind ?? args.kind;
  if (result.due_window) return writeDue({ ...result, due_window: result.due_window }, kind ? RECURRING_KIND_WORDS[kind] : { one: 'recurring payment', many: 'recurring payments' });
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
    case 'net_worth_history':
      return writeNetWorthHistory(result as NetWorthHistoryResult);
    case 'cash_forecast':
      return writeCashForecast(result as CashForecastResult);
    case 'tag_spending':
      return writeTagSpending(args as unknown as TagSpendingArgs, result as TagSpendingResult, context);
    case 'recurring_payments':
      return writeRecurring(args as RecurringPaymentsArgs, result as RecurringPaymentsResult);
    case 'budget_status':
      return writeBudget(result as BudgetStatusResult);
    default:
      return `Sorry, I couldn't read what ${name} answered.`;
  }
}

/** Whether a row's name or merchant in a result reads like an order to the assistant. */
function holdsInstructions(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsInstructions);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, field]) => (typeof field === 'string' ? ['name', 'merchant', 'description'].includes(key) && INSTRUCTION_CUE.test(field) : holdsInstructions(field)));
}

/**
 * The answer to the question from every tool result of the conversation, one paragraph (or table)
 * per call; names in the data that read like orders are said to be data, never followed.
 */
export function writeAnswer(outcomes: readonly ToolOutcome[], context: AnswerContext): string {
  const answer = outcomes
    .map((outcome) => {
      try {
        return writeOne(outcome, context);
      } catch {
        // A result missing the protocol's fields: say so rather than guess a figure.
        return `Sorry, I couldn't read what ${outcome.name} answered.`;
      }
    })
    .join('\n\n');
  return outcomes.some((outcome) => holdsInstructions(outcome.result)) ? `${answer}\n\n${DATA_INSTRUCTIONS}` : answer;
}
