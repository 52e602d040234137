import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { periodRange } from '../../lib/calendar.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup, type OkResponse, type QueryOf } from '../../http/handler.ts';
import { deleteCategoryRule, lockUserTransactions, moneyFigures, recomputeTransferPairs, saveCategoryRule, setTransactionCategory, transactionSnapshot, comparedCoverageOf, requestedComparison, cents, dollars, hasTwoDecimalsAtMost, toCategoryAmounts, toTransaction, CATEGORY_TAXONOMY } from '../money/index.ts';
import { checkedCategoryChoice, userCategoryChoice } from '../categories/index.ts';
import { todayOf } from '../../lib/calendar.ts';
import { historyCoverage } from '../items/index.ts';
import { filtersOfQuery } from './filter-table.ts';
import { readCursor, writeCursor } from './page-cursor.ts';
import { transactionHistory, withHistory } from './history.ts';
import { periodsOfMonths } from './periods.ts';
import { transactionsCsv } from './transactions-csv.ts';
import { recordVisit, toReview } from './visits.ts';
import { requiredRange } from '../../http/date-range.ts';
import {
  renameMerchantOf,
  setTransactionMarks,
  setTransactionSplits,
  MAX_SPLIT_PARTS,
  type SplitPartInput,
  tagSpending,
  userTags,
  monthsWithTransactions,
  pageKeyOf,
  resolveSearch,
  transactionPage,
  transactionTotals,
  type TransactionFilters,
  type TransactionTotals,
} from './queries.ts';

export interface TransactionsDeps {
  db: Db;
  /** The clock "today" is read from (UTC), for a period in progress; tests pass a fixed one. */
  now?: () => number;
}

const DEFAULT_PAGE_SIZE = 50;

/** The contract's `TransactionTotals`. */
const toTotals = (totals: TransactionTotals) => ({
  count: totals.posted,
  outflow: dollars(totals.outflowCents),
  inflow: dollars(totals.inflowCents),
  spent: dollars(totals.spentCents),
  income: dollars(totals.incomeCents),
});

/** The filters' totals over the days the page's range is set against (`compare`), or null when nothing is compared. */
async function comparedTotals(db: Db, userId: string, filters: TransactionFilters, compare: QueryOf<'listTransactions'>['compare'], today: string) {
  if (compare === undefined) return null;
  if (filters.startDate === undefined || filters.endDate === undefined) throw badRequest('compare: needs start_date and end_date.');
  const comparison = requestedComparison({ start: filters.startDate, end: filters.endDate }, compare, today);
  const coverage = comparedCoverageOf(comparison);
  if (!coverage) return null;
  const totals = await transactionTotals(db, userId, { ...filters, startDate: coverage.start_date, endDate: coverage.end_date });
  return { ...coverage, totals: toTotals(totals) };
}

export function createTransactionsHandlers({ db, now = Date.now }: TransactionsDeps): HandlerGroup {
  /** The user's transaction as listed after a write to it. */
  const listedTransaction = async (userId: string, plaidTransactionId: string) => {
    const [row] = await transactionPage(db, userId, { plaidTransactionId }, { sort: 'date_desc', offset: 0, limit: 1 });
    if (!row) throw notFound('transaction_id: no such transaction.');
    return toTransaction(row);
  };
  /** A transaction's parts as now counted (a remainder under its own category), none when whole: its listed rows, each carrying the whole amount. */
  const transactionSplit = async (userId: string, plaidTransactionId: string) => {
    const rows = await transactionPage(db, userId, { plaidTransactionId }, { sort: 'date_desc', offset: 0, limit: MAX_SPLIT_PARTS + 1 });
    const [first] = rows;
    if (!first) throw notFound('transaction_id: no such transaction.');
    const whole = Number(first.whole_amount_cents);
    const direction = whole >= 0 ? ('outflow' as const) : ('inflow' as const);
    return {
      transaction_id: plaidTransactionId,
      amount: dollars(Math.abs(whole)),
      direction,
      parts: rows
        .filter((p) => p.split_parts > 0)
        .map((p) => ({ amount: dollars(Number(p.amount_cents) * (p.direction === direction ? 1 : -1)), category_primary: p.category_primary, category_detailed: p.category_detailed, note: p.split_note, remainder: p.split_remainder })),
    };
  };
  return {
    async getCategoryTaxonomy(context) {
      subscriberOf(context);
      return { categories: CATEGORY_TAXONOMY.map((c) => ({ primary: c.primary, detailed: [...c.detailed] })) };
    },

    async listTransactions(context) {
      const user = subscriberOf(context);
      const asOf = context.query.as_of ?? (await transactionSnapshot(db, user.id));
      // The search resolved once, for the page and its totals alike.
      const filters = await resolveSearch(db, user.id, { ...(await filtersOfQuery(context.query, { db, userId: user.id })), asOf });
      const sort = context.query.sort ?? 'date_desc';
      const cursor = context.query.after === undefined ? undefined : readCursor(context.query.after, sort);
      const page = cursor?.page ?? context.query.page ?? 1;
      const pageSize = context.query.page_size ?? DEFAULT_PAGE_SIZE;
      const [read, totals, compared] = await Promise.all([
        // One row past the page tells whether another follows.
        transactionPage(db, user.id, filters, { sort, offset: cursor ? 0 : (page - 1) * pageSize, limit: pageSize + 1, after: cursor }),
        transactionTotals(db, user.id, filters),
        comparedTotals(db, user.id, filters, context.query.compare, todayOf(now)),
      ]);
      const rows = read.slice(0, pageSize);
      const last = rows[rows.length - 1];
      return {
        transactions: rows.map(toTransaction),
        page,
        page_size: pageSize,
        total: totals.total,
        hidden: totals.hidden,
        totals: toTotals(totals),
        as_of: asOf,
        compared_with: compared,
        next_cursor: read.length > pageSize && last ? writeCursor({ sort, page: page + 1, ...pageKeyOf(last, sort) }) : null,
      };
    },

    async exportTransactions(context) {
      const user = subscriberOf(context);
      // Checked before the first byte, so bad filters still answer 400 or 404.
      const filters = { ...(await filtersOfQuery(context.query, { db, userId: user.id })), asOf: await transactionSnapshot(db, user.id) };
      context.reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledgerline-transactions-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store');
      return Readable.from(transactionsCsv(db, user.id, filters, context.query.sort ?? 'date_desc')) as unknown as OkResponse<'exportTransactions'>;
    },

    async recategorizeTransaction(context) {
      const user = subscriberOf(context);
      const { transaction_id: plaidTransactionId } = context.params;
      const category = await checkedCategoryChoice(db, user.id, context.body.category);
      await db.transaction().execute(async (trx) => {
        await lockUserTransactions(trx, user.id);
        await withHistory(trx, user.id, plaidTransactionId, async (transaction) => {
          if (context.body.always_for_merchant) {
            if (category) await saveCategoryRule(trx, user.id, transaction.merchant_key, category);
            else await deleteCategoryRule(trx, user.id, transaction.merchant_key);
            // This transaction follows the rule from now on, like the merchant's others.
            await setTransactionCategory(trx, user.id, transaction.id, null);
          } else {
            await setTransactionCategory(trx, user.id, transaction.id, category);
          }
          await recomputeTransferPairs(trx, user.id);
        });
      });
      return listedTransaction(user.id, plaidTransactionId);
    },

    async markTransaction(context) {
      const user = subscriberOf(context);
      const { transaction_id: plaidTransactionId } = context.params;
      await db.transaction().execute(async (trx) => {
        // Hiding moves the rollups: under the user's lock, as every write to their rows.
        await lockUserTransactions(trx, user.id);
        await withHistory(trx, user.id, plaidTransactionId, (transaction) => setTransactionMarks(trx, user.id, transaction.id, context.body));
      });
      return listedTransaction(user.id, plaidTransactionId);
    },

    async splitTransaction(context) {
      const user = subscriberOf(context);
      const { transaction_id: plaidTransactionId } = context.params;
      const parts: SplitPartInput[] = await Promise.all(
        context.body.parts.slice(0, MAX_SPLIT_PARTS).map(async (part, i) => {
          if (!hasTwoDecimalsAtMost(part.amount)) throw badRequest(`parts[${i}].amount: at most two decimals (cents).`);
          return { cents: cents(part.amount), category: await userCategoryChoice(db, user.id, part.category_id, `parts[${i}].category_id`), note: part.note?.trim() || null };
        }),
      );
      await db.transaction().execute(async (trx) => {
        // The parts move money between categories: under the user's lock, as every write to their rows.
        await lockUserTransactions(trx, user.id);
        await withHistory(trx, user.id, plaidTransactionId, (transaction) => setTransactionSplits(trx, user.id, transaction, parts));
      });
      return transactionSplit(user.id, plaidTransactionId);
    },

    async renameMerchant(context) {
      const user = subscriberOf(context);
      const { transaction_id: plaidTransactionId } = context.params;
      const name = context.body.name === null ? null : context.body.name.trim();
      if (name === '') throw badRequest('name: give a name of 1 to 80 characters, or null for the bank’s.');
      await db.transaction().execute((trx) => withHistory(trx, user.id, plaidTransactionId, (transaction) => renameMerchantOf(trx, user.id, transaction.merchant_key, name)));
      return listedTransaction(user.id, plaidTransactionId);
    },

    async getTransactionHistory(context) {
      const user = subscriberOf(context);
      const changes = await transactionHistory(db, user.id, context.params.transaction_id);
      if (!changes) throw notFound('transaction_id: no such transaction.');
      return { changes };
    },

    async listTags(context) {
      const user = subscriberOf(context);
      return { tags: await userTags(db, user.id) };
    },

    async getTagSpending(context) {
      const user = subscriberOf(context);
      const range = requiredRange(context.query);
      const tags = await tagSpending(db, user.id, range);
      return { start_date: range.start, end_date: range.end, tags: tags.map((t) => ({ name: t.name, spent: dollars(t.spent_cents), transactions: t.transactions })) };
    },

    async getToReview(context) {
      const user = subscriberOf(context);
      return toReview(db, user.id);
    },

    async recordTransactionsVisit(context) {
      const user = subscriberOf(context);
      await recordVisit(db, user.id);
      return toReview(db, user.id);
    },

    async listPeriods(context) {
      const user = subscriberOf(context);
      const coverage = await historyCoverage(db, user.id);
      return { periods: periodsOfMonths(await monthsWithTransactions(db, user.id)), ...(coverage.complete ? {} : { history_covers_from: coverage.covers_from }) };
    },

    async getPeriodSummary(context) {
      const user = subscriberOf(context);
      const { period } = context.query;
      const range = periodRange(period);
      if (!range) throw badRequest(`period: "${period}" is not a year, a quarter or a month.`);
      const [figures, coverage] = await Promise.all([moneyFigures(db, user.id, range), historyCoverage(db, user.id)]);
      // Staged history (issue 29): a period starting before the covered days is partial, and says so.
      const partial = !coverage.complete && (coverage.covers_from === null || range.start < coverage.covers_from);
      return {
        ...(partial ? { history_covers_from: coverage.covers_from } : {}),
        period,
        start_date: range.start,
        end_date: range.end,
        income: dollars(figures.income_cents),
        spending: dollars(figures.spent_cents),
        net: dollars(figures.net_cents),
        by_category: toCategoryAmounts(figures.by_category),
        transaction_count: figures.count,
      };
    },
  };
}
