import type { Db } from '../../db/client.ts';
import { requiredRange } from '../../http/date-range.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { addDays, bucketStarts, daysIn } from '../../lib/calendar.ts';
import { merchantSpending, moneyFigures, moneyFiguresByBucket } from '../money/queries.ts';
import { dollars, toCategoryAmounts, toMerchantSummary, toTransaction } from '../money/responses.ts';
import { nextBillDate } from './bills.ts';
import { activeBillStreams, topSpendingTransactions } from './queries.ts';

export interface DashboardDeps {
  db: Db;
  /** The clock "today" is read from (UTC), for upcoming bills; tests pass a fixed one. */
  now?: () => number;
}

const DEFAULT_TOP_TRANSACTIONS = 10;
const TOP_MERCHANTS = 10;
const DEFAULT_BILL_DAYS = 30;

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
      const [figures, merchants] = await Promise.all([moneyFigures(db, user.id, range), merchantSpending(db, user.id, { range, limit: TOP_MERCHANTS })]);
      return {
        start_date: range.start,
        end_date: range.end,
        total_spending: dollars(figures.spent_cents),
        total_income: dollars(figures.income_cents),
        net: dollars(figures.net_cents),
        savings_rate: figures.income_cents > 0 ? figures.net_cents / figures.income_cents : null,
        average_daily_spending: dollars(Math.round(figures.spent_cents / daysIn(range))),
        transaction_count: figures.count,
        by_category: toCategoryAmounts(figures.by_category),
        top_merchants: merchants.map(toMerchantSummary),
      };
    },

    async getLineChart(context) {
      const user = subscriberOf(context);
      const range = requiredRange(context.query);
      const days = await moneyFiguresByBucket(db, user.id, range, 'day', { byCategory: false });
      let cumulative = 0;
      const points = bucketStarts(range, 'day').map((date) => {
        const spent = days.get(date)?.spent_cents ?? 0;
        cumulative += spent;
        return { date, spending: dollars(spent), cumulative_spending: dollars(cumulative) };
      });
      return { points };
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
      const streams = await activeBillStreams(db, user.id);
      const bills = streams
        .map((s) => ({ stream: s, next: nextBillDate(s.last_date!, s.frequency, today) }))
        .filter((b): b is typeof b & { next: string } => b.next !== null && b.next <= last)
        .sort((a, b) => a.next.localeCompare(b.next) || a.stream.description.localeCompare(b.stream.description))
        .map(({ stream: s, next }) => ({
          stream_id: s.stream_id,
          description: s.description,
          merchant_name: s.merchant_name,
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
