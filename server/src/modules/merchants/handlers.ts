import type { Db } from '../../db/client.ts';
import { optionalRange } from '../../http/date-range.ts';
import { notFound } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { addMonths, bucketStarts, type DateRange } from '../../lib/calendar.ts';
import { merchantSpending } from '../money/queries.ts';
import { dollars, toMerchantSummary, toTransaction, type ListedTransactionRow } from '../money/responses.ts';
import { listedTransaction, merchantFigures, newestTransaction, recentMerchantTransactions } from './queries.ts';

export interface MerchantsDeps {
  db: Db;
}

const DEFAULT_MERCHANTS = 10;
const RECENT_TRANSACTIONS = 10;
const TREND_MONTHS = 12;

/** The months of the trend: `TREND_MONTHS` of them, oldest first, ending with the month of `lastDate`. */
const trendMonths = (lastDate: string) => {
  const end = `${lastDate.slice(0, 7)}-01`;
  return bucketStarts({ start: addMonths(end, 1 - TREND_MONTHS), end }, 'month').map((day) => day.slice(0, 7));
};

/** The insights of the merchant of `transaction` (its merchant key), with the period's figures when one is given. */
async function merchantDetails(db: Db, userId: string, transaction: ListedTransactionRow, period: DateRange | null) {
  const key = transaction.merchant_key;
  const [figures, recent] = await Promise.all([merchantFigures(db, userId, key, period), recentMerchantTransactions(db, userId, key, RECENT_TRANSACTIONS)]);
  if (!figures) throw notFound('transaction_id: no such transaction.');
  return {
    merchant_name: key,
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
  };
}

export function createMerchantsHandlers({ db }: MerchantsDeps): HandlerGroup {
  return {
    async listMerchants(context) {
      const user = subscriberOf(context);
      const range = optionalRange(context.query);
      const merchants = await merchantSpending(db, user.id, { range, search: context.query.search, limit: context.query.limit ?? DEFAULT_MERCHANTS });
      return { merchants: merchants.map(toMerchantSummary) };
    },

    async getMerchantDetails(context) {
      const user = subscriberOf(context);
      const period = optionalRange(context.query);
      const transaction = await listedTransaction(db, user.id, context.params.transaction_id);
      if (!transaction) throw notFound('transaction_id: no such transaction.');
      return merchantDetails(db, user.id, transaction, period);
    },

    async getMostRecentMerchant(context) {
      const user = subscriberOf(context);
      const period = optionalRange(context.query);
      const transaction = await newestTransaction(db, user.id);
      if (!transaction) throw notFound('No transactions yet.');
      return merchantDetails(db, user.id, transaction, period);
    },
  };
}
