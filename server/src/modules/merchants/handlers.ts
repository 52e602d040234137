import type { Db } from '../../db/client.ts';
import { optionalRange } from '../../http/date-range.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { addMonths, bucketStarts, todayOf, type DateRange } from '../../lib/calendar.ts';
import { comparedCoverageOf, requestedComparison, type Comparison, merchantSpending, dollars, toMerchantSummary, toTransaction, type ListedTransactionRow } from '../money/index.ts';
import { listedTransaction, merchantFigures, merchantRangeFigures, newestTransaction, recentMerchantTransactions } from './queries.ts';

export interface MerchantsDeps {
  db: Db;
  /** The clock "today" is read from (UTC), for a period in progress; tests pass a fixed one. */
  now?: () => number;
}

/** The period and what it is compared with, as a merchant's insights were asked for. */
interface InsightsPeriod {
  range: DateRange | null;
  compare?: Comparison;
  today: string;
}

const DEFAULT_MERCHANTS = 10;
const RECENT_TRANSACTIONS = 10;
const TREND_MONTHS = 12;

/** The months of the trend: `TREND_MONTHS` of them, oldest first, ending with the month of `lastDate`. */
const trendMonths = (lastDate: string) => {
  const end = `${lastDate.slice(0, 7)}-01`;
  return bucketStarts({ start: addMonths(end, 1 - TREND_MONTHS), end }, 'month').map((day) => day.slice(0, 7));
};

/** The merchant's figures over the days the period is set against, or null when nothing is compared. */
async function comparedFigures(db: Db, userId: string, merchantKey: string, { range, compare, today }: InsightsPeriod) {
  if (compare === undefined) return null;
  if (!range) throw badRequest('compare: needs start_date and end_date.');
  const coverage = comparedCoverageOf(requestedComparison(range, compare, today));
  if (!coverage) return null;
  const figures = await merchantRangeFigures(db, userId, merchantKey, { start: coverage.start_date, end: coverage.end_date });
  return { ...coverage, spent: dollars(figures.spent_cents), count: figures.count };
}

/** The insights of the merchant of `transaction` (its merchant key), with the period's figures when one is given. */
async function merchantDetails(db: Db, userId: string, transaction: ListedTransactionRow, period: InsightsPeriod) {
  const key = transaction.merchant_key;
  const [figures, recent, compared] = await Promise.all([
    merchantFigures(db, userId, key, period.range),
    recentMerchantTransactions(db, userId, key, RECENT_TRANSACTIONS),
    comparedFigures(db, userId, key, period),
  ]);
  if (!figures) throw notFound('transaction_id: no such transaction.');
  return {
    // The user's name for it when they gave one; its key is what its links filter by.
    merchant_name: transaction.merchant_renamed ? (transaction.merchant_name ?? key) : key,
    merchant_key: key,
    logo_url: figures.logo_url,
    website: figures.website,
    category: figures.category,
    transaction: toTransaction(transaction),
    transaction_count: figures.posted_count,
    total_spent: dollars(figures.spent_cents),
    average_amount: figures.spending_count === 0 ? 0 : dollars(Math.round(figures.spent_cents / figures.spending_count)),
    first_transaction_date: figures.first_date,
    last_transaction_date: figures.last_date,
    monthly_totals: trendMonths(figures.last_date).map((month) => ({ month, amount: dollars(figures.spent_by_month.get(month) ?? 0) })),
    recent_transactions: recent.map(toTransaction),
    period_spent: figures.period ? dollars(figures.period.spent_cents) : null,
    period_count: figures.period ? figures.period.count : null,
    is_recurring: figures.is_recurring,
    compared_with: compared,
  };
}

export function createMerchantsHandlers({ db, now = Date.now }: MerchantsDeps): HandlerGroup {
  const periodOf = (query: { start_date?: string; end_date?: string; compare?: Comparison }): InsightsPeriod => ({ range: optionalRange(query), compare: query.compare, today: todayOf(now) });
  return {
    async listMerchants(context) {
      const user = subscriberOf(context);
      const range = optionalRange(context.query);
      const limit = context.query.limit ?? DEFAULT_MERCHANTS;
      const { merchants, total } = await merchantSpending(db, user.id, { range, search: context.query.search, limit, offset: ((context.query.page ?? 1) - 1) * limit });
      return { merchants: merchants.map(toMerchantSummary), total };
    },

    async getMerchantDetails(context) {
      const user = subscriberOf(context);
      const period = periodOf(context.query);
      const transaction = await listedTransaction(db, user.id, context.params.transaction_id);
      if (!transaction) throw notFound('transaction_id: no such transaction.');
      return merchantDetails(db, user.id, transaction, period);
    },

    async getMostRecentMerchant(context) {
      const user = subscriberOf(context);
      const period = periodOf(context.query);
      const transaction = await newestTransaction(db, user.id);
      if (!transaction) throw notFound('No transactions yet.');
      return merchantDetails(db, user.id, transaction, period);
    },
  };
}
