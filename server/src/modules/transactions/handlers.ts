import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { moneyTotals } from '../money/queries.ts';
import { CATEGORY_TAXONOMY } from './category-taxonomy.ts';
import { periodRange, periodsOfMonths } from './periods.ts';
import { monthsWithTransactions, spendingByCategory } from './queries.ts';

export interface TransactionsDeps {
  db: Db;
}

/** Cents (exact integers from Postgres) to the contract's dollars. */
const dollars = (cents: number) => cents / 100;

export function createTransactionsHandlers({ db }: TransactionsDeps): HandlerGroup {
  return {
    async getCategoryTaxonomy(context) {
      subscriberOf(context);
      return { categories: CATEGORY_TAXONOMY.map((c) => ({ primary: c.primary, detailed: [...c.detailed] })) };
    },

    async listPeriods(context) {
      const user = subscriberOf(context);
      return { periods: periodsOfMonths(await monthsWithTransactions(db, user.id)) };
    },

    async getPeriodSummary(context) {
      const user = subscriberOf(context);
      const { period } = context.query;
      const range = periodRange(period);
      if (!range) throw badRequest(`period: "${period}" is not a year, a quarter or a month.`);
      const [totals, byCategory] = await Promise.all([moneyTotals(db, user.id, range), spendingByCategory(db, user.id, range)]);
      return {
        period,
        start_date: range.start,
        end_date: range.end,
        income: dollars(totals.income_cents),
        spending: dollars(totals.spent_cents),
        net: dollars(totals.net_cents),
        by_category: byCategory.map((c) => ({ category: c.category_primary, amount: dollars(c.spent_cents) })),
        transaction_count: totals.count,
      };
    },
  };
}
