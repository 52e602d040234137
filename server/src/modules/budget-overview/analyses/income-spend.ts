import { categoryLabel } from '../../../../../contract/category-label.ts';
import { addDays, monthName, shortDayName, type DateRange } from '../../../lib/calendar.ts';
import { CASH_TYPES, listAccounts } from '../../accounts/index.ts';
import { moneyText, percentText, percentValue, signedMoneyText, comparedPeriod, moneyFiguresByBucket, type MoneyFigures, dollars } from '../../money/index.ts';
import { isSpendingBill, trackerView, addMonthsTo } from '../../budgets/index.ts';
import { PER_MONTH, streamDatesIn } from '../../recurring/index.ts';
import { activeBillStreams, activeRecurringStreams } from '../../dashboard/index.ts';
import { CATEGORY_CHANGE_MONTHS, CATEGORY_CHANGES_LISTED, FORECAST_AVERAGE_MONTHS, FORECAST_DAYS, INCOME_SPEND_MONTHS } from '../analysis-rules.ts';
import type { ComputeAnalysis } from '../computed-analysis.ts';
import type { CategoryChangeFacts, DatedAmountFacts, IncomeSpendFacts } from './facts.ts';
import { chart, incomeLink, metric, monthOf, monthsEndingWith, monthsRange, spentLink, sumOf } from './figures.ts';
import { periodOf } from '../../assistant/index.ts';

type Stream = Awaited<ReturnType<typeof activeBillStreams>>[number];

const NO_FIGURES: MoneyFigures = { spent_cents: 0, income_cents: 0, net_cents: 0, count: 0, by_category: [] };

/** Net as a share of income; null without income (nothing to save from). */
const savingsRate = (net: number, income: number) => (income > 0 ? percentValue(net, income) : null);
const savingsRateText = (net: number, income: number) => (income > 0 ? percentText(net, income) : null);

/** Spent per primary category over the months (uncategorised spending has no filter to link, so it is left out). */
function spentByCategory(figures: readonly MoneyFigures[]): Map<string, number> {
  const spent = new Map<string, number>();
  for (const month of figures) for (const c of month.by_category) if (c.category_primary !== null) spent.set(c.category_primary, (spent.get(c.category_primary) ?? 0) + c.spent_cents);
  return spent;
}

interface CategoryChange {
  category: string;
  earlier: number;
  recent: number;
  change: number;
}

/** The categories whose spent grew most, and shrank most, from the earlier months to the recent ones. */
function categoryChanges(earlier: Map<string, number>, recent: Map<string, number>) {
  const all = [...new Set([...earlier.keys(), ...recent.keys()])].map((category): CategoryChange => {
    const [before, after] = [earlier.get(category) ?? 0, recent.get(category) ?? 0];
    return { category, earlier: before, recent: after, change: after - before };
  });
  const byName = (a: CategoryChange, b: CategoryChange) => a.category.localeCompare(b.category);
  return {
    growing: all.filter((c) => c.change > 0).sort((a, b) => b.change - a.change || byName(a, b)).slice(0, CATEGORY_CHANGES_LISTED),
    shrinking: all.filter((c) => c.change < 0).sort((a, b) => a.change - b.change || byName(a, b)).slice(0, CATEGORY_CHANGES_LISTED),
  };
}

interface DatedAmount {
  date: string;
  description: string;
  cents: number;
}

/** Each expected occurrence of the streams in the range, at the stream's last amount, by date. */
function occurrences(streams: readonly Stream[], range: DateRange): DatedAmount[] {
  return streams
    .flatMap((s) => streamDatesIn(s.last_date!, s.frequency, range, s.dueOnLast).map((date) => ({ date, description: s.merchant_name || s.description, cents: Math.abs(Number(s.last_amount_cents)) })))
    .sort((a, b) => a.date.localeCompare(b.date) || a.description.localeCompare(b.description));
}

/**
 * The 30-day cash-flow forecast (README, "The budget overview"): today's cash, plus the recurring
 * inflows and minus the recurring bills expected each day, minus everyday spending spread evenly
 * (the month's budget, or the recent average spent, less what the bills take in a month).
 */
function forecast(startingCash: number, inflows: DatedAmount[], bills: DatedAmount[], everydayCents: number, range: DateRange) {
  const days = Array.from({ length: FORECAST_DAYS }, (_, i) => addDays(range.start, i));
  const upTo = (list: DatedAmount[], day: string) => sumOf(list.filter((o) => o.date <= day), (o) => o.cents);
  // Everyday spending so far rounded as a whole, so the last day has taken exactly all of it.
  const balances = days.map((day, i) => startingCash + upTo(inflows, day) - upTo(bills, day) - Math.round((everydayCents * (i + 1)) / FORECAST_DAYS));
  const lowestIndex = balances.reduce((lowest, balance, i) => (balance < balances[lowest]! ? i : lowest), 0);
  return { days, balances, end: balances.at(-1)!, lowest: { date: days[lowestIndex]!, balance: balances[lowestIndex]! } };
}

const datedFacts = (list: DatedAmount[]): DatedAmountFacts[] => list.map((o) => ({ date: o.date, description: o.description, amount: moneyText(o.cents) }));
const changeFacts = (recentRange: DateRange, earlierRange: DateRange) => (c: CategoryChange): CategoryChangeFacts => ({
  category: categoryLabel(c.category),
  earlier: signedMoneyText(c.earlier),
  recent: signedMoneyText(c.recent),
  change: signedMoneyText(c.change),
  link: spentLink(recentRange, c.category),
  earlier_link: spentLink(earlierRange, c.category),
});

/**
 * Income vs spend (README, "The budget overview"): income, spent, net and savings rate of each of
 * the 12 complete months before today's, the categories growing and shrinking most, and a 30-day
 * cash-flow forecast.
 */
export const computeIncomeSpend: ComputeAnalysis = async ({ db, userId, today }) => {
  const thisMonth = monthOf(today);
  const months = monthsEndingWith(addMonthsTo(thisMonth, -1), INCOME_SPEND_MONTHS);
  const range = monthsRange(months);
  const forecastRange: DateRange = { start: addDays(today, 1), end: addDays(today, FORECAST_DAYS) };
  const [byMonth, accounts, inflowStreams, billStreams, budget] = await Promise.all([
    moneyFiguresByBucket(db, userId, range, 'month', { byCategory: true }),
    listAccounts(db, userId),
    activeRecurringStreams(db, userId, 'inflow'),
    activeBillStreams(db, userId),
    trackerView(db, userId, thisMonth, { today }),
  ]);
  const figures = months.map((m) => byMonth.get(`${m}-01`) ?? NO_FIGURES);
  const total = { income: sumOf(figures, (f) => f.income_cents), spent: sumOf(figures, (f) => f.spent_cents) };
  const net = total.income - total.spent;
  const [monthBefore, lastMonth] = figures.slice(-2) as [MoneyFigures, MoneyFigures];

  // The recent months against the period before them, by the money module's rule (whole months, whole with whole).
  const recentMonths = months.slice(-CATEGORY_CHANGE_MONTHS);
  const recentRange = monthsRange(recentMonths);
  const earlierRange = comparedPeriod(recentRange, 'previous_period');
  const monthsIn = (covered: DateRange) => months.filter((month) => `${month}-01` >= covered.start && `${month}-01` <= covered.end);
  const earlierMonths = monthsIn(earlierRange);
  const figuresOf = (list: string[]) => list.map((month) => figures[months.indexOf(month)]!);
  const changes = categoryChanges(spentByCategory(figuresOf(earlierMonths)), spentByCategory(figuresOf(recentMonths)));

  const startingCash = sumOf(accounts.filter((a) => CASH_TYPES.includes(a.type)), (a) => Number(a.current_cents ?? 0));
  const inflows = occurrences(inflowStreams, forecastRange);
  const bills = occurrences(billStreams, forecastRange);
  const hasBudget = budget.rows.some((r) => r.kind === 'spending' && r.planned_cents !== null);
  const averageSpent = Math.round(sumOf(figures.slice(-FORECAST_AVERAGE_MONTHS), (f) => f.spent_cents) / FORECAST_AVERAGE_MONTHS);
  // The budget's spending lines: its debt payment and savings lines are bills with dates of their own.
  const monthlyBasis = hasBudget ? budget.pace.available_cents : averageSpent;
  // Only the bills the basis holds (spending): transfers, card and loan payments are not in spent.
  const spendingBills = billStreams.filter(isSpendingBill);
  const billsPerMonth = Math.round(sumOf(spendingBills, (s) => Math.abs(Number(s.last_amount_cents)) * (PER_MONTH[s.frequency] ?? 0)));
  const everyday = Math.max(0, monthlyBasis - billsPerMonth);
  const cashFlow = forecast(startingCash, inflows, bills, everyday, forecastRange);

  const facts: IncomeSpendFacts = {
    type: 'income_spend_analysis',
    today,
    period: periodOf(range),
    months: months.map((month, i) => {
      const f = figures[i]!;
      return { month, income: signedMoneyText(f.income_cents), spending: signedMoneyText(f.spent_cents), net: signedMoneyText(f.net_cents), savings_rate: savingsRateText(f.net_cents, f.income_cents) };
    }),
    totals: {
      income: signedMoneyText(total.income),
      spending: signedMoneyText(total.spent),
      net: signedMoneyText(net),
      savings_rate: savingsRateText(net, total.income),
      average_income: signedMoneyText(Math.round(total.income / INCOME_SPEND_MONTHS)),
      average_spending: signedMoneyText(Math.round(total.spent / INCOME_SPEND_MONTHS)),
      income_link: incomeLink(range),
      spending_link: spentLink(range),
    },
    last_month: {
      month: months.at(-1)!,
      net: signedMoneyText(lastMonth.net_cents),
      month_before: months.at(-2)!,
      month_before_net: signedMoneyText(monthBefore.net_cents),
      change: signedMoneyText(lastMonth.net_cents - monthBefore.net_cents),
    },
    category_changes: {
      recent: periodOf(recentRange),
      earlier: periodOf(earlierRange),
      growing: changes.growing.map(changeFacts(recentRange, earlierRange)),
      shrinking: changes.shrinking.map(changeFacts(recentRange, earlierRange)),
    },
    forecast: {
      period: periodOf(forecastRange),
      starting_cash: signedMoneyText(startingCash),
      inflows: { total: moneyText(sumOf(inflows, (o) => o.cents)), items: datedFacts(inflows) },
      bills: { total: moneyText(sumOf(bills, (o) => o.cents)), items: datedFacts(bills) },
      everyday_spending: {
        total: moneyText(everyday),
        per_day: moneyText(Math.round(everyday / FORECAST_DAYS)),
        monthly_basis: signedMoneyText(monthlyBasis),
        basis: hasBudget ? `the budget for ${monthName(thisMonth)}` : `the average spent of the last ${FORECAST_AVERAGE_MONTHS} complete months`,
        bills_per_month: moneyText(billsPerMonth),
      },
      projected_end_balance: signedMoneyText(cashFlow.end),
      lowest: { date: cashFlow.lowest.date, balance: signedMoneyText(cashFlow.lowest.balance) },
    },
  };

  const changed = [...changes.growing, ...changes.shrinking];
  return {
    facts,
    visualizations: {
      metrics: [
        metric({ id: 'average_income', label: 'Average monthly income', unit: 'currency', value: Math.round(total.income / INCOME_SPEND_MONTHS), link: incomeLink(range) }),
        metric({ id: 'average_spending', label: 'Average monthly spending', unit: 'currency', value: Math.round(total.spent / INCOME_SPEND_MONTHS), link: spentLink(range) }),
        metric({ id: 'savings_rate', label: 'Savings rate (12 months)', unit: 'percent', value: savingsRate(net, total.income) }),
        metric({ id: 'last_month_net', label: `Net in ${monthName(months.at(-1)!)}`, unit: 'currency', value: lastMonth.net_cents, change: lastMonth.net_cents - monthBefore.net_cents, betterWhen: 'up' }),
        metric({ id: 'forecast_end_balance', label: `Projected cash on ${shortDayName(forecastRange.end)}`, unit: 'currency', value: cashFlow.end, change: cashFlow.end - startingCash, betterWhen: 'up' }),
      ],
      charts: [
        chart('income_vs_spending', 'bar', 'Income and spending per month', 'currency', months, [
          { label: 'Income', values: figures.map((f) => f.income_cents) },
          { label: 'Spending', values: figures.map((f) => f.spent_cents) },
          { label: 'Net', type: 'line', values: figures.map((f) => f.net_cents) },
        ]),
        chart('savings_rate', 'line', 'Savings rate per month', 'percent', months, [{ label: 'Savings rate', values: figures.map((f) => savingsRate(f.net_cents, f.income_cents)) }]),
        chart('category_changes', 'bar', `Categories growing and shrinking most (last ${CATEGORY_CHANGE_MONTHS} months against the ${CATEGORY_CHANGE_MONTHS} before)`, 'currency', changed.map((c) => categoryLabel(c.category)), [
          { label: `${earlierMonths[0]} to ${earlierMonths.at(-1)}`, values: changed.map((c) => c.earlier) },
          { label: `${recentMonths[0]} to ${recentMonths.at(-1)}`, values: changed.map((c) => c.recent) },
        ]),
        chart('cash_forecast', 'line', `Projected cash, ${shortDayName(forecastRange.start)} to ${shortDayName(forecastRange.end)}`, 'currency', cashFlow.days, [{ label: 'Projected cash', values: cashFlow.balances }]),
      ],
      accounts: [],
      income_spend_data: months.map((month, i) => {
        const f = figures[i]!;
        return { month, income: dollars(f.income_cents), spending: dollars(f.spent_cents), net: dollars(f.net_cents), savings_rate: savingsRate(f.net_cents, f.income_cents) };
      }),
    },
  };
};
