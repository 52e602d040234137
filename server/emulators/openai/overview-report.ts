import { linked, table } from './markdown.ts';
import { child, flag, isNegative, isZero, list, magnitude, text, texts, type FactsNode } from './overview-facts.ts';
import { budgetMonthName } from './period-words.ts';
import { isObject } from './wire.ts';

/**
 * The stand-in as the budget overview's writer: a short markdown report per analysis type,
 * written from the facts alone. Every figure is copied from them as they write it (a figure's
 * sign may be put in words: `-$12.30` becomes "down $12.30"); no figure is worked out, so the
 * product's grounding check always passes. Months are named in words ("March 2024").
 */

const dash = (value: string | null): string => value ?? '—';
/** A change with its sign shown: `+$5.00`, `-$5.00`. */
const signed = (money: string | null): string => (money === null ? '—' : isNegative(money) || isZero(money) ? money : `+${money}`);
/** "up $5.00", "down $5.00", "unchanged". */
const movement = (money: string): string => (isZero(money) ? 'unchanged' : `${isNegative(money) ? 'down' : 'up'} ${magnitude(money)}`);
const bullets = (lines: readonly string[]): string => lines.map((line) => `- ${line}`).join('\n');
const section = (title: string, ...body: (string | false | null)[]): string => [`### ${title}`, ...body.filter((part): part is string => typeof part === 'string' && part !== '')].join('\n\n');
const report = (...parts: (string | false | null)[]): string => parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n');
const month = (value: string | null): string => (value === null ? '—' : budgetMonthName(value));

function accountDetail(facts: FactsNode): string {
  const totals = child(facts, 'totals');
  const asOf = child(facts, 'balances_as_of');
  const period = child(facts, 'period');
  const accounts = list(facts, 'accounts');
  const netWorth = text(totals, 'net_worth');
  const change = text(totals, 'net_worth_change_1_month');
  if (accounts.length === 0) return 'You have no linked accounts yet: link a bank to see your balances, credit and fees here.';
  const opening = netWorth === null ? 'Here is where your accounts stand.' : `Your net worth is ${netWorth}${change ? `, ${movement(change)} since ${dash(text(asOf, 'one_month_ago'))}` : ''}.`;

  const balances = section(
    'Balances',
    `You hold ${dash(text(totals, 'cash'))} in cash and ${dash(text(totals, 'investments'))} in investments, and owe ${dash(text(totals, 'credit_owed'))} on cards and loans.`,
    accounts.length > 0 &&
      table(
        ['Account', 'Balance', `Since ${dash(text(asOf, 'one_month_ago'))}`, `Since ${dash(text(asOf, 'three_months_ago'))}`, `Since ${dash(text(asOf, 'twelve_months_ago'))}`],
        accounts.map((a) => [`${dash(text(a, 'name'))} (${dash(text(a, 'institution'))})`, dash(text(a, 'balance')), signed(text(a, 'change_1_month')), signed(text(a, 'change_3_months')), signed(text(a, 'change_12_months'))]),
      ),
  );

  const cards = accounts.filter((a) => text(a, 'utilisation') !== null);
  const utilisation = text(totals, 'credit_utilisation');
  const credit =
    utilisation !== null &&
    section('Credit cards', `Together your cards use ${utilisation} of ${dash(text(totals, 'credit_limit'))} in limits.`, bullets(cards.map((c) => `${dash(text(c, 'name'))}: ${text(c, 'utilisation')} of ${dash(text(c, 'credit_limit'))}`)));

  const fees = child(facts, 'interest_and_fees');
  const total = text(fees, 'total');
  const range = `from ${dash(text(period, 'start_date'))} to ${dash(text(period, 'end_date'))}`;
  const feeKinds = list(child(fees, 'fees'), 'by_kind');
  const paid =
    total !== null &&
    section(
      'Interest and fees',
      isZero(total)
        ? `You paid no interest or fees ${range}.`
        : `You paid ${linked(total, text(fees, 'link'))} in interest and fees ${range}: ${linked(dash(text(child(fees, 'interest'), 'amount')), text(child(fees, 'interest'), 'link'))} of interest and ${dash(text(child(fees, 'fees'), 'amount'))} of other fees.`,
      feeKinds.length > 0 && bullets(feeKinds.map((k) => `${linked(dash(text(k, 'kind')), text(k, 'link'))}: ${dash(text(k, 'amount'))}`)),
    );

  const attention = list(facts, 'attention');
  const needs = section('Needs attention', attention.length > 0 ? bullets(attention.map((a) => `**${dash(text(a, 'account'))}**: ${texts(a, 'reasons').join(' ')}`)) : 'None of your accounts needs attention right now.');
  return report(opening, balances, credit, paid, needs);
}

const changeLine = (c: FactsNode, direction: 'up' | 'down'): string => `${linked(dash(text(c, 'category')), text(c, 'link'))}: ${dash(text(c, 'earlier'))} → ${dash(text(c, 'recent'))}, ${direction} ${magnitude(dash(text(c, 'change')))}`;

function incomeSpend(facts: FactsNode): string {
  const period = child(facts, 'period');
  const totals = child(facts, 'totals');
  const income = text(totals, 'income');
  const spending = text(totals, 'spending');
  const net = text(totals, 'net');
  const rate = text(totals, 'savings_rate');
  const opening =
    income === null || spending === null || net === null
      ? 'Here is how your income and spending compare.'
      : `From ${dash(text(period, 'start_date'))} to ${dash(text(period, 'end_date'))} you earned ${linked(income, text(totals, 'income_link'))} and spent ${linked(spending, text(totals, 'spending_link'))}, so you ${isNegative(net) ? 'spent' : 'kept'} ${magnitude(net)} ${isNegative(net) ? 'more than you earned' : 'of it'}${rate ? `: a savings rate of ${rate}` : ''}. In an average month that is ${dash(text(totals, 'average_income'))} in and ${dash(text(totals, 'average_spending'))} out.`;

  const months = list(facts, 'months');
  const byMonth = months.length > 0 && section('Month by month', table(['Month', 'Income', 'Spending', 'Net', 'Savings rate'], months.map((m) => [month(text(m, 'month')), dash(text(m, 'income')), dash(text(m, 'spending')), dash(text(m, 'net')), dash(text(m, 'savings_rate'))])));

  const last = child(facts, 'last_month');
  const lastChange = text(last, 'change');
  const lastMonth = text(last, 'net') !== null && section('Last month', `In ${month(text(last, 'month'))} your net was ${text(last, 'net')}${lastChange ? `, ${movement(lastChange)} on ${month(text(last, 'month_before'))} (${dash(text(last, 'month_before_net'))})` : ''}.`);

  const changes = child(facts, 'category_changes');
  const growing = list(changes, 'growing');
  const shrinking = list(changes, 'shrinking');
  const recent = child(changes, 'recent');
  const earlier = child(changes, 'earlier');
  const changing =
    (growing.length > 0 || shrinking.length > 0) &&
    section(
      'Where your spending is changing',
      `Comparing ${dash(text(recent, 'start_date'))} to ${dash(text(recent, 'end_date'))} with ${dash(text(earlier, 'start_date'))} to ${dash(text(earlier, 'end_date'))}:`,
      growing.length > 0 && `**Growing**\n\n${bullets(growing.map((c) => changeLine(c, 'up')))}`,
      shrinking.length > 0 && `**Shrinking**\n\n${bullets(shrinking.map((c) => changeLine(c, 'down')))}`,
    );

  return report(opening, byMonth, lastMonth, changing, cashForecast(child(facts, 'forecast')));
}

function cashForecast(forecast: FactsNode): string | false {
  const end = text(forecast, 'projected_end_balance');
  if (end === null) return false;
  const period = child(forecast, 'period');
  const everyday = child(forecast, 'everyday_spending');
  const lowest = child(forecast, 'lowest');
  const items = [
    ...list(child(forecast, 'inflows'), 'items').map((i) => ({ date: dash(text(i, 'date')), what: dash(text(i, 'description')), amount: `+${dash(text(i, 'amount'))}` })),
    ...list(child(forecast, 'bills'), 'items').map((i) => ({ date: dash(text(i, 'date')), what: dash(text(i, 'description')), amount: `-${dash(text(i, 'amount'))}` })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return section(
    `Cash flow to ${dash(text(period, 'end_date'))}`,
    `You have ${dash(text(forecast, 'starting_cash'))} in cash today. With ${dash(text(child(forecast, 'inflows'), 'total'))} expected in, ${dash(text(child(forecast, 'bills'), 'total'))} of bills due and about ${dash(text(everyday, 'per_day'))} a day of everyday spending (${dash(text(everyday, 'total'))} in all, based on ${dash(text(everyday, 'basis'))}), you would have ${end} on ${dash(text(period, 'end_date'))}. Your lowest point would be ${dash(text(lowest, 'balance'))} on ${dash(text(lowest, 'date'))}.`,
    items.length > 0 && table(['Date', 'Expected', 'Amount'], items.map((i) => [i.date, i.what, i.amount])),
  );
}

function suggestionLine(s: FactsNode): string {
  const category = dash(text(s, 'category'));
  const to = dash(text(s, 'suggested_plan'));
  const reason = dash(text(s, 'reason'));
  const from = text(s, 'current_plan');
  const action = text(s, 'action');
  if ((action === 'raise' || action === 'lower') && from !== null) return `**${action === 'raise' ? 'Raise' : 'Lower'} ${category}** from ${from} to ${to}. ${reason}`;
  return `**Plan ${to} for ${category}.** ${reason}`;
}

function budget(facts: FactsNode): string {
  const budgetMonth = month(text(facts, 'budget_month'));
  const months = list(facts, 'months');
  const current = months.at(-1) ?? {};
  const categories = list(facts, 'categories');
  const pace = child(facts, 'pace');
  const over = categories.filter((c) => flag(c, 'over_budget')).map((c) => dash(text(c, 'category')));
  const paid = text(current, 'paid');
  const paidPart = paid !== null && !isZero(paid) ? ` and paid ${paid} on your debt payment and savings lines` : '';
  const opening = !flag(facts, 'has_budget')
    ? `You have no budget for ${budgetMonth} or the months before it yet. So far this month you have spent ${dash(text(current, 'all_spent'))} in all.`
    : !flag(current, 'has_budget')
      ? `There is no budget for ${budgetMonth} yet. So far this month you have spent ${dash(text(current, 'all_spent'))} in all.`
      : `In ${budgetMonth} so far you have spent ${dash(text(current, 'spent'))} in your budgeted categories${paidPart}, of the ${dash(text(current, 'available'))} available in your budget, leaving ${dash(text(current, 'remaining'))}; all your spending this month comes to ${dash(text(current, 'all_spent'))}. At this pace your budgeted categories would reach ${dash(text(pace, 'projected_month_end'))} by the end of the month.${over.length > 0 ? ` Over budget: ${over.join(', ')}.` : ''}`;

  const carried = categories.filter((c) => isObject(c.carried_from));
  const thisMonth =
    categories.length > 0 &&
    section(
      budgetMonth,
      table(['Category', 'Available', 'Spent or paid', 'Remaining'], categories.map((c) => [flag(c, 'over_budget') ? `${linked(dash(text(c, 'category')), text(c, 'link'))} (over budget)` : linked(dash(text(c, 'category')), text(c, 'link')), dash(text(c, 'available')), dash(text(c, 'spent')), dash(text(c, 'remaining'))])),
      carried.length > 0 &&
        bullets(
          carried.map((c) => {
            const from = child(c, 'carried_from');
            return `${dash(text(c, 'category'))} carried ${dash(text(c, 'carried'))} from ${month(text(from, 'from_month'))}, when ${dash(text(from, 'available'))} was available and ${dash(text(from, 'spent'))} spent.`;
          }),
        ),
    );

  const planned = (m: FactsNode, figure: string) => (flag(m, 'has_budget') ? dash(text(m, figure)) : 'no budget');
  const history =
    flag(facts, 'has_budget') &&
    months.length > 0 &&
    section('Month by month', table(['Month', 'Available', 'Spent in budgeted categories', 'Remaining', 'Over budget', 'All spending'], months.map((m) => [month(text(m, 'month')), planned(m, 'available'), planned(m, 'spent'), planned(m, 'remaining'), texts(m, 'over_budget').join(', ') || '—', dash(text(m, 'all_spent'))])));
  const unbudgeted = list(facts, 'unbudgeted');
  const outside = flag(current, 'has_budget') && unbudgeted.length > 0 && section('Outside your budget', bullets(unbudgeted.map((u) => `${dash(text(u, 'category'))}: ${dash(text(u, 'spent'))}`)));
  const suggestions = list(facts, 'suggestions');
  // "Nothing to change" only when nothing is over budget: a line over budget always has a suggestion of its own.
  const nothingToSuggest = !flag(facts, 'has_budget') ? 'There is no spending yet to suggest a budget from.' : over.length === 0 ? 'Your plan fits your spending: there is nothing to change.' : false;
  const suggested = section('Suggested changes', suggestions.length > 0 ? bullets(suggestions.map(suggestionLine)) : nothingToSuggest);
  return report(opening, thisMonth, history, outside, suggested);
}

const REPORTS: Record<string, (facts: FactsNode) => string> = {
  account_detail_analysis: accountDetail,
  income_spend_analysis: incomeSpend,
  budget_analysis: budget,
};

/** The report for the facts' `type`; a type it does not know gets one sentence naming the period. */
export function writeOverviewReport(facts: FactsNode): string {
  const write = REPORTS[text(facts, 'type') ?? ''];
  if (write) return write(facts);
  const period = child(facts, 'period');
  return `Here is your overview from ${dash(text(period, 'start_date'))} to ${dash(text(period, 'end_date'))}.`;
}
