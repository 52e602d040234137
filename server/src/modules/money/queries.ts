import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { BucketInterval, DateRange } from '../../lib/calendar.ts';
import { classifiedTransactions, isTransferPairCandidate, PAIRABLE_CATEGORIES, type Category, type ClassifiedTransaction } from './rules.ts';
import { matchTransferPairs } from './transfer-pairs.ts';

/** Rows per UPDATE … FROM (VALUES …): two parameters each. */
const WRITE_CHUNK = 1_000;
/** First key of the user's advisory lock, so it never shares a key with an item's (`lockItem`). */
const USER_TRANSACTIONS_LOCK = 7_411;

/**
 * Serialises, for the rest of the transaction, writes to the user's transactions that transfer
 * matching reads: syncs of the user's items, recategorising. Take it before the first write (after
 * `lockItem`), so two items of one user syncing at once cannot deadlock on each other's rows.
 */
export async function lockUserTransactions(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${USER_TRANSACTIONS_LOCK}, hashtext(${userId}))`.execute(trx);
}

/**
 * The moment a first page of the user's transactions is read at, as an exact `timestamptz` text
 * (microseconds kept). It is taken while holding the user's lock shared, so no sync is mid-write:
 * every row created up to it is committed, and every row a later sync inserts is created after it
 * (`upsertTransactions` stamps `clock_timestamp()` under the lock). Filtering pages on
 * `created_at <= as_of` therefore neither repeats nor skips a row while syncs add rows.
 */
export async function transactionSnapshot(db: Db, userId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock_shared(${USER_TRANSACTIONS_LOCK}, hashtext(${userId}))`.execute(trx);
    const { rows } = await sql<{ as_of: string }>`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as as_of`.execute(trx);
    return rows[0]!.as_of;
  });
}

/**
 * Matches the user's transfers between their own accounts anew (`matchTransferPairs`) and stores
 * each row's partner in `matched_transfer_id`, writing only rows whose partner changed: running it
 * twice changes nothing. Call it inside the transaction that wrote the user's transactions.
 */
export async function recomputeTransferPairs(trx: Db, userId: string): Promise<{ matched: number; changed: number }> {
  await lockUserTransactions(trx, userId);
  const rows = await trx
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select(['t.id', 't.account_id', 't.plaid_amount_cents', 't.date', 't.pending', 't.category_primary', 't.category_detailed', 't.category_source', 't.matched_transfer_id'])
    .where((eb) =>
      eb.or([
        eb('t.matched_transfer_id', 'is not', null),
        eb.and([
          eb('t.pending', '=', false),
          eb('t.plaid_amount_cents', '!=', 0),
          eb('t.category_source', '=', 'plaid'),
          eb.or([eb('t.category_primary', 'is', null), eb('t.category_primary', 'in', PAIRABLE_CATEGORIES)]),
        ]),
      ]),
    )
    .execute();

  const candidates = rows
    .filter((r) => isTransferPairCandidate({ amountCents: r.plaid_amount_cents, pending: r.pending, category: { primary: r.category_primary, detailed: r.category_detailed, source: r.category_source } }))
    .map((r) => ({ id: r.id, accountId: r.account_id, amountCents: r.plaid_amount_cents, date: r.date }));
  const partners = matchTransferPairs(candidates);
  const changes = rows.flatMap((r) => {
    const partner = partners.get(r.id) ?? null;
    return partner === r.matched_transfer_id ? [] : [{ id: r.id, partner }];
  });

  for (let i = 0; i < changes.length; i += WRITE_CHUNK) {
    const values = changes.slice(i, i + WRITE_CHUNK).map((c) => sql`(${c.id}::uuid, ${c.partner}::uuid)`);
    await sql`
      update transactions set matched_transfer_id = v.partner
      from (values ${sql.join(values)}) as v (id, partner)
      where transactions.user_id = ${userId} and transactions.id = v.id`.execute(trx);
  }
  return { matched: partners.size / 2, changed: changes.length };
}

/**
 * A pending transaction the user recategorised keeps that category when it posts: Plaid then
 * sends the posted row under a new id, naming the pending one. Run between the sync's upsert and
 * its deletes, while the pending row is still there, with the posted rows the sync just wrote.
 */
export async function carryUserCategoriesToPosted(trx: Db, userId: string, itemId: string, postedPlaidIds: string[]): Promise<void> {
  for (let i = 0; i < postedPlaidIds.length; i += WRITE_CHUNK) {
    await sql`
      update transactions posted
      set user_category_primary = pending_row.user_category_primary, user_category_detailed = pending_row.user_category_detailed
      from transactions pending_row
      where posted.user_id = ${userId} and posted.item_id = ${itemId}
        and posted.plaid_transaction_id = any(${postedPlaidIds.slice(i, i + WRITE_CHUNK)}::text[])
        and posted.user_category_primary is null
        and pending_row.item_id = ${itemId} and pending_row.plaid_transaction_id = posted.pending_transaction_id
        and pending_row.user_category_primary is not null`.execute(trx);
  }
}

/**
 * Sets (or, with null, clears) the category the user chose for one of their transactions. False
 * when the user has no such transaction. Call `recomputeTransferPairs` after, in the same transaction.
 */
export async function setTransactionCategory(trx: Db, userId: string, transactionId: string, category: Category | null): Promise<boolean> {
  const result = await trx
    .updateTable('transactions')
    .set({ user_category_primary: category?.primary ?? null, user_category_detailed: category?.primary ? category.detailed : null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** "Always for this merchant": every transaction with this merchant key, past and future, gets the category. */
export async function saveCategoryRule(db: Db, userId: string, merchantKey: string, category: { primary: string; detailed: string | null }): Promise<void> {
  await db
    .insertInto('category_rules')
    .values({ user_id: userId, merchant_key: merchantKey, category_primary: category.primary, category_detailed: category.detailed })
    .onConflict((oc) => oc.columns(['user_id', 'merchant_key']).doUpdateSet({ category_primary: category.primary, category_detailed: category.detailed, updated_at: new Date() }))
    .execute();
}

export async function deleteCategoryRule(db: Db, userId: string, merchantKey: string): Promise<void> {
  await db.deleteFrom('category_rules').where('user_id', '=', userId).where('merchant_key', '=', merchantKey).execute();
}

export interface MoneyTotals {
  /** Spending minus refunds, in cents. */
  spent_cents: number;
  income_cents: number;
  /** Income minus spending. */
  net_cents: number;
  /** Transactions in the totals. */
  count: number;
}

/** The sums every total is made of, over `classifiedTransactions` aliased `t`: exact integers, added up in Postgres. */
export const TOTALS = [
  sql<number>`coalesce(sum(t.spending_cents), 0)`.as('spent_cents'),
  sql<number>`coalesce(sum(t.income_cents), 0)`.as('income_cents'),
  sql<number>`count(*) filter (where t.counts_in_totals)`.as('count'),
] as const;

export const totalsOf = (row: { spent_cents: number; income_cents: number; count: number }): MoneyTotals => {
  const spent = Number(row.spent_cents);
  const income = Number(row.income_cents);
  return { spent_cents: spent, income_cents: income, net_cents: income - spent, count: Number(row.count) };
};

/** The rows dated in the range, for a `where` over `classifiedTransactions` aliased `t`. */
export const inRange = (range: DateRange) => (eb: ExpressionBuilder<{ t: ClassifiedTransaction }, 't'>) => eb.and([eb('t.date', '>=', range.start), eb('t.date', '<=', range.end)]);

/** Spent, income and net of the user's posted transactions dated from `start` to `end` (inclusive, YYYY-MM-DD), summed in Postgres. */
export async function moneyTotals(db: Db, userId: string, range: DateRange): Promise<MoneyTotals> {
  const row = await db.selectFrom(classifiedTransactions(userId).as('t')).select(TOTALS).where(inRange(range)).executeTakeFirstOrThrow();
  return totalsOf(row);
}

export interface CategorySpending {
  category_primary: string | null;
  spent_cents: number;
}

/** Totals, and spent (spending minus refunds) per primary category in force, largest first; categories that net to zero left out. */
export interface MoneyFigures extends MoneyTotals {
  by_category: CategorySpending[];
}

const BUCKET_START: Record<BucketInterval, RawBuilder<string>> = {
  day: sql<string>`t.date`,
  week: sql<string>`date_trunc('week', t.date::timestamp)::date`,
  month: sql<string>`date_trunc('month', t.date::timestamp)::date`,
};

/**
 * One grouped query: the totals of the range, or of each bucket of it (keyed by its first day),
 * and with `byCategory` the same per category in force, through grouping sets.
 */
async function groupedFigures(db: Db, userId: string, range: DateRange, interval: BucketInterval | null, byCategory: boolean): Promise<Map<string | null, MoneyFigures>> {
  const bucket = interval ? BUCKET_START[interval] : null;
  const groups = bucket ? (byCategory ? sql`grouping sets ((${bucket}), (${bucket}, t.category_primary))` : bucket) : sql`grouping sets ((), (t.category_primary))`;
  const rows = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select([
      sql<string | null>`${bucket ?? sql`null`}`.as('bucket'),
      sql<string | null>`${byCategory ? sql`t.category_primary` : sql`null`}`.as('category_primary'),
      sql<number>`${byCategory ? sql`grouping(t.category_primary)` : sql`1`}`.as('all_categories'),
      ...TOTALS,
    ])
    .where(inRange(range))
    .where('t.counts_in_totals', '=', true)
    .groupBy(groups)
    .execute();
  const figures = new Map<string | null, MoneyFigures>();
  const of = (bucket: string | null) => figures.get(bucket) ?? figures.set(bucket, { ...NO_TOTALS, by_category: [] }).get(bucket)!;
  for (const row of rows) {
    const entry = of(row.bucket);
    if (Number(row.all_categories) === 1) Object.assign(entry, totalsOf(row));
    else if (Number(row.spent_cents) !== 0) entry.by_category.push({ category_primary: row.category_primary, spent_cents: Number(row.spent_cents) });
  }
  for (const entry of figures.values()) entry.by_category.sort((a, b) => b.spent_cents - a.spent_cents || (a.category_primary ?? '').localeCompare(b.category_primary ?? ''));
  return figures;
}

const NO_TOTALS: MoneyTotals = { spent_cents: 0, income_cents: 0, net_cents: 0, count: 0 };

/** The range's totals and spent per category, in one query. */
export async function moneyFigures(db: Db, userId: string, range: DateRange): Promise<MoneyFigures> {
  return (await groupedFigures(db, userId, range, null, true)).get(null) ?? { ...NO_TOTALS, by_category: [] };
}

/**
 * The totals (and with `byCategory`, spent per category) of each day, week (from Monday) or month
 * of the range that has transactions in the totals, keyed by the bucket's first day; only the
 * range's days are counted, so a first week or month may begin before `range.start`.
 */
export async function moneyFiguresByBucket(db: Db, userId: string, range: DateRange, interval: BucketInterval, { byCategory }: { byCategory: boolean }): Promise<Map<string, MoneyFigures>> {
  return (await groupedFigures(db, userId, range, interval, byCategory)) as Map<string, MoneyFigures>;
}

export interface MerchantSpending extends MoneyTotals {
  merchant_key: string;
  /** Posted transactions at the merchant, of every kind. */
  posted_count: number;
  /** The Plaid id of the merchant's newest transaction (posted ones first), the key to its insights. */
  transaction_id: string;
  logo_url: string | null;
}

/**
 * The user's merchants (`merchant_key`) by spent over the range (all time without one), largest
 * first. Without `search` only merchants with something spent; with it, every merchant whose key
 * contains it, ignoring case (a scan: near-miss matching is the transactions search's).
 */
export async function merchantSpending(db: Db, userId: string, { range, search, limit }: { range: DateRange | null; search?: string; limit: number }): Promise<MerchantSpending[]> {
  let query = db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select([
      't.merchant_key',
      ...TOTALS,
      sql<number>`count(*) filter (where not t.pending)`.as('posted_count'),
      sql<string>`(array_agg(t.plaid_transaction_id order by t.pending, t.date desc, t.id desc))[1]`.as('transaction_id'),
      sql<string | null>`(array_agg(t.logo_url order by t.date desc, t.id desc) filter (where t.logo_url is not null))[1]`.as('logo_url'),
    ])
    .groupBy('t.merchant_key')
    .orderBy('spent_cents', 'desc')
    .orderBy('t.merchant_key')
    .limit(limit);
  if (range) query = query.where(inRange(range));
  query = search === undefined ? query.having(sql<boolean>`sum(t.spending_cents) > 0`) : query.where('t.merchant_key', 'ilike', containsPattern(search));
  const rows = await query.execute();
  return rows.map((r) => ({ ...totalsOf(r), merchant_key: r.merchant_key, posted_count: Number(r.posted_count), transaction_id: r.transaction_id, logo_url: r.logo_url }));
}

export interface MonthCategoryFigures {
  /** `YYYY-MM`. */
  month: string;
  category_primary: string | null;
  category_detailed: string | null;
  spent_cents: number;
  income_cents: number;
}

/**
 * Spent and income per month and category in force (primary and detailed) over the range, only
 * combinations with something in the totals: what budgets are planned from and tracked against.
 */
export async function monthCategoryFigures(db: Db, userId: string, range: DateRange): Promise<MonthCategoryFigures[]> {
  const month = sql<string>`to_char(t.date, 'YYYY-MM')`;
  const rows = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select([month.as('month'), 't.category_primary', 't.category_detailed', ...TOTALS])
    .where(inRange(range))
    .where('t.counts_in_totals', '=', true)
    .groupBy([month, 't.category_primary', 't.category_detailed'])
    .execute();
  return rows.map((r) => ({ month: r.month, category_primary: r.category_primary, category_detailed: r.category_detailed, spent_cents: Number(r.spent_cents), income_cents: Number(r.income_cents) }));
}
