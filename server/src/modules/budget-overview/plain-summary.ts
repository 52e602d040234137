import { monthName } from '../../lib/calendar.ts';
import type { AnalysisFacts } from './computed-analysis.ts';
import type { AccountDetailFacts, BudgetFacts, CategoryChangeFacts, IncomeSpendFacts } from './analyses/facts.ts';

/**
 * `text_response` when the model cannot write it (down, too slow, or stating figures the facts do
 * not hold): plain markdown built only from the facts, every figure copied as the facts write it.
 */

const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ').trim();

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, headers.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

const orDash = (text: string | null) => text ?? '—';
const paragraphs = (...parts: (string | null | false)[]) => parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');
const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

function accountDetail(f: AccountDetailFacts): string {
  const t = f.totals;
  const fees = f.interest_and_fees;
  return paragraphs(
    `**Your accounts on ${f.today}**`,
    bullets([
      `Net worth: ${t.net_worth} (${t.net_worth_change_1_month} since ${f.balances_as_of.one_month_ago})`,
      `Cash: ${t.cash}; investments: ${t.investments}; owed on cards and loans: ${t.credit_owed}`,
      ...(t.credit_utilisation ? [`Credit utilisation: ${t.credit_utilisation} of ${t.credit_limit} in card limits`] : []),
      `Interest and fees from ${f.period.start_date} to ${f.period.end_date}: [${fees.total}](${fees.link}) (interest ${fees.interest.amount}, other fees ${fees.fees.amount})`,
    ]),
    f.accounts.length > 0 &&
      table(
        ['Account', 'Balance', `Since ${f.balances_as_of.one_month_ago}`, `Since ${f.balances_as_of.three_months_ago}`, `Since ${f.balances_as_of.twelve_months_ago}`],
        f.accounts.map((a) => [`${a.name} (${a.institution})`, orDash(a.balance), orDash(a.change_1_month), orDash(a.change_3_months), orDash(a.change_12_months)]),
      ),
    f.attention.length > 0 ? `**Needs attention**\n\n${bullets(f.attention.map((a) => `${a.account}: ${a.reasons.join(' ')}`))}` : 'No account needs attention.',
  );
}

const changeLine = (c: CategoryChangeFacts) => `[${c.category}](${c.link}): ${c.earlier} before, ${c.recent} since (${c.change})`;

function incomeSpend(f: IncomeSpendFacts): string {
  const t = f.totals;
  const changes = f.category_changes;
  const forecast = f.forecast;
  return paragraphs(
    `**Income and spending from ${f.period.start_date} to ${f.period.end_date}**`,
    bullets([
      `Income: [${t.income}](${t.income_link}), on average ${t.average_income} a month`,
      `Spending: [${t.spending}](${t.spending_link}), on average ${t.average_spending} a month`,
      `Net: ${t.net}${t.savings_rate ? `; savings rate ${t.savings_rate}` : ''}`,
      `Net in ${f.last_month.month}: ${f.last_month.net} (${f.last_month.month_before}: ${f.last_month.month_before_net})`,
    ]),
    table(['Month', 'Income', 'Spending', 'Net', 'Savings rate'], f.months.map((m) => [m.month, m.income, m.spending, m.net, orDash(m.savings_rate)])),
    `**Categories changing most** (${changes.earlier.start_date} to ${changes.earlier.end_date}, then ${changes.recent.start_date} to ${changes.recent.end_date})`,
    changes.growing.length > 0 ? `Growing:\n\n${bullets(changes.growing.map(changeLine))}` : 'No category grew.',
    changes.shrinking.length > 0 ? `Shrinking:\n\n${bullets(changes.shrinking.map(changeLine))}` : 'No category shrank.',
    `**Cash forecast, ${forecast.period.start_date} to ${forecast.period.end_date}**`,
    bullets([
      `Cash today: ${forecast.starting_cash}`,
      `Expected in: ${forecast.inflows.total}; bills: ${forecast.bills.total}`,
      `Everyday spending: ${forecast.everyday_spending.total} (from ${forecast.everyday_spending.basis}, ${forecast.everyday_spending.monthly_basis}, less ${forecast.everyday_spending.bills_per_month} of bills a month)`,
      `Projected on ${forecast.period.end_date}: ${forecast.projected_end_balance}; lowest ${forecast.lowest.balance} on ${forecast.lowest.date}`,
    ]),
  );
}

function budget(f: BudgetFacts): string {
  const month = f.months.at(-1);
  const budgetMonth = monthName(f.budget_month);
  const over = f.categories.filter((c) => c.over_budget);
  const headline = !f.has_budget
    ? `There is no budget for ${budgetMonth} or the months before it. All spending so far this month: ${month?.all_spent ?? '—'}.`
    : month && !month.has_budget
      ? `There is no budget for ${budgetMonth} yet. All spending so far this month: ${month.all_spent}.`
      : month &&
        bullets([
          `Available: ${month.available}; spent in budgeted categories: ${month.spent}; paid on debt payment and savings lines: ${month.paid}; remaining: ${month.remaining}`,
          `All spending: ${month.all_spent}`,
          `Projected spent in budgeted categories at month end: ${f.pace.projected_month_end}`,
        ]);
  const planned = (m: BudgetFacts['months'][number], figure: string) => (m.has_budget ? figure : 'no budget');
  return paragraphs(
    `**Budget for ${budgetMonth}**`,
    headline || null,
    f.categories.length > 0 &&
      table(
        ['Category', 'Available', 'Carried', 'Spent or paid', 'Remaining'],
        f.categories.map((c) => [c.over_budget ? `${c.category} (over budget)` : c.category, c.available, c.carried_from ? `${c.carried} from ${monthName(c.carried_from.from_month)}` : c.carried, c.spent, c.remaining]),
      ),
    f.has_budget && table(['Month', 'Available', 'Spent in budgeted categories', 'Over budget', 'All spending'], f.months.map((m) => [monthName(m.month), planned(m, m.available), planned(m, m.spent), m.over_budget.join(', ') || '—', m.all_spent])),
    f.suggestions.length > 0 ? `**Suggested changes**\n\n${bullets(f.suggestions.map((s) => `${s.category}: plan ${s.suggested_plan}${s.current_plan ? ` instead of ${s.current_plan}` : ''}. ${s.reason}`))}` : over.length === 0 && 'No changes to suggest.',
  );
}

/** Readable markdown from the facts alone, for when the model's text cannot be used. */
export function plainSummary(facts: AnalysisFacts): string {
  switch (facts.type) {
    case 'account_detail_analysis':
      return accountDetail(facts as AccountDetailFacts);
    case 'income_spend_analysis':
      return incomeSpend(facts as IncomeSpendFacts);
    case 'budget_analysis':
      return budget(facts as BudgetFacts);
  }
}
