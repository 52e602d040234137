import type { Db } from '../../db/client.ts';
import { requiredRange } from '../../http/date-range.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { addDays, bucketStarts, todayOf, type DateRange } from '../../lib/calendar.ts';
import { comparedCoverageOf, comparedDayOf, coverageOf, dailyAverageCents, daysElapsed, elapsedCoverageOf, requestedComparison, merchantNamesOf, merchantSpending, moneyFigures, moneyFiguresByBucket, type MoneyTotals, dollars, toCategoryAmounts, toMerchantSummary, toTransaction } from '../money/index.ts';
import { nextBillDate } from '../recurring/index.ts';
import { activeBillStreams, topSpendingTransactions } from './queries.ts';

export interface DashboardDeps {
  db: Db;
  /** The clock "today" is read from (UTC), for upcoming bills and periods in progress; tests pass a fixed one. */
  now?: () => number;
}

const DEFAULT_TOP_TRANSACTIONS = 10;
const TOP_MERCHANTS = 10;
const DEFAULT_BILL_DAYS = 30;

/** The spend statistics' totals over `days` days. */
const statsOf = (figures: MoneyTotals, days: number) => ({
  total_spending: dollars(figures.spent_cents),
  total_income: dollars(figures.income_cents),
  net: dollars(figures.net_cents),
  savings_rate: figures.income_cents > 0 ? figures.net_cents / figures.income_cents : null,
  average_daily_spending: dollars(dailyAverageCents(figures.spent_cents, days)),
  transaction_count: figures.count,
});

/** Each day of the range: its spent and the running total through it, in cents. */
async function dailySpending(db: Db, userId: string, range: DateRange) {
  const days = await moneyFiguresByBucket(db, userId, range, 'day', { byCategory: false });
  let cumulative = 0;
  return bucketStarts(range, 'day').map((date) => {
    const spent = days.get(date)?.spent_cents ?? 0;
    return { date, spent, cumulative: (cumulative += spent) };
  });
}

export function createDashboardHandlers({ db, now = Date.now }: DashboardDeps): HandlerGroup {
  return {
    async getTopTransactions(context) {
      const user = subscriberOf(context);
      const range = requiredRange(context.query);
      const rows = await topSpendingTransactions(db, user.id, range, context.query.limit ?? DEFAULT_TOP_TRANSACTIONS);
      return { transactions: rows.map(toTransaction) };
    },

    async getSpendStats(context) {
      const user = subscriberOf(context);
      const range = requiredRange(context.query);
      const comparison = requestedComparison(range, context.query.compare, todayOf(now));
      const compared = comparison.compared;
      const [figures, merchants, comparedFigures] = await Promise.all([
        moneyFigures(db, user.id, range),
        merchantSpending(db, user.id, { range, limit: TOP_MERCHANTS }),
        compared ? moneyFigures(db, user.id, compared) : undefined,
      ]);
      const comparedCoverage = comparedCoverageOf(comparison);
      return {
        start_date: range.start,
        end_date: range.end,
        ...statsOf(figures, daysElapsed(comparison)),
        by_category: toCategoryAmounts(figures.by_category),
        top_merchants: merchants.merchants.map(toMerchantSummary),
        days_elapsed: daysElapsed(comparison),
        covered: elapsedCoverageOf(comparison),
        compared_with: comparedCoverage && comparedFigures ? { ...comparedCoverage, ...statsOf(comparedFigures, comparedCoverage.days) } : null,
      };
    },

    async getLineChart(context) {
      const user = subscriberOf(context);
      const range = requiredRange(context.query);
      const comparison = requestedComparison(range, context.query.compare, todayOf(now));
      const [days, comparedDays] = await Promise.all([dailySpending(db, user.id, range), comparison.compared ? dailySpending(db, user.id, comparison.comparedPeriod) : []]);
      const comparedRunning = new Map(comparedDays.map((day) => [day.date, day.cumulative]));
      const points = days.map(({ date, spent, cumulative }, index) => {
        const comparedDate = comparedDayOf(comparison, index);
        return {
          date,
          spending: dollars(spent),
          cumulative_spending: dollars(cumulative),
          compared_date: comparedDate,
          compared_cumulative_spending: comparedDate === null ? null : dollars(comparedRunning.get(comparedDate) ?? 0),
        };
      });
      return {
        points,
        covered: elapsedCoverageOf(comparison),
        compared_with: comparedCoverageOf(comparison),
        compared_period: comparison.compared ? coverageOf(comparison.comparedPeriod, range.start.slice(0, 4)) : null,
      };
    },

    async getTimeSeries(context) {
      const user = subscriberOf(context);
      const range = requiredRange(context.query);
      const interval = context.query.interval ?? 'month';
      const buckets = await moneyFiguresByBucket(db, user.id, range, interval, { byCategory: true });
      const points = bucketStarts(range, interval).map((periodStart) => {
        const bucket = buckets.get(periodStart);
        return {
          period_start: periodStart,
          income: dollars(bucket?.income_cents ?? 0),
          spending: dollars(bucket?.spent_cents ?? 0),
          net: dollars(bucket?.net_cents ?? 0),
          by_category: toCategoryAmounts(bucket?.by_category ?? []),
        };
      });
      return { interval, points };
    },

    async getUpcomingBills(context) {
      const user = subscriberOf(context);
      const today = new Date(now()).toISOString().slice(0, 10);
      const last = addDays(today, context.query.days ?? DEFAULT_BILL_DAYS);
      const [streams, merchantNames] = await Promise.all([activeBillStreams(db, user.id), merchantNamesOf(db, user.id)]);
      const bills = streams
        .map((s) => ({ stream: s, next: nextBillDate(s.last_date!, s.frequency, today) }))
        .filter((b): b is typeof b & { next: string } => b.next !== null && b.next <= last)
        .sort((a, b) => a.next.localeCompare(b.next) || a.stream.description.localeCompare(b.stream.description))
        .map(({ stream: s, next }) => ({
          stream_id: s.stream_id,
          description: s.description,
          merchant_name: merchantNames.get(s.merchant_name || s.description) ?? s.merchant_name,
          category: s.category,
          amount: dollars(Math.abs(s.last_amount_cents)),
          next_date: next,
          frequency: s.frequency,
          account_name: s.account_name,
          institution_name: s.institution_name,
        }));
      return { bills };
    },
  };
}
