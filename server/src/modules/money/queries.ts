import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { addDays, addMonths, type BucketInterval, type DateRange } from '../../lib/calendar.ts';
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
  // One statement, in a transaction of its own: the materialized CTE takes the lock (waiting for a
  // sync's write to commit) before the clock is read for its row, and the lock goes as it ends;
  // one round trip instead of the four of begin, lock, read and commit.
  const { rows } = await sql<{ as_of: string }>`
    with locked as materialized (select pg_advisory_xact_lock_shared(${USER_TRANSACTIONS_LOCK}, hashtext(${userId})))
    select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as as_of from locked`.execute(db);
  return rows[0]!.as_of;
}

/** Transfer pairs written per UPDATE (two array parameters, whatever the count). */
const PAIR_WRITE_BATCH = 20_000;

/**
 * Matches the user's transfers between their own accounts anew (`matchTransferPairs`) and stores
 * each row's partner in `matched_transfer_id`, writing only rows whose partner changed: running it
 * twice changes nothing. Call it inside the transaction that wrote the user's transactions.
 */
export async function recomputeTransferPairs(trx: Db, userId: string): Promise<{ matched: number; changed: number }> {
  await lockUserTransactions(trx, userId);
  const rows = await trx
    // A hidden row is still one half of a transfer: hiding takes it out of the totals, not out of what it is.
    // Whole rows: a transfer is matched by its whole amount; a row the user split is not one.
    .selectFrom(classifiedTransactions(userId, { withHidden: true, whole: true }).as('t'))
    .select(['t.id', 't.account_id', 't.plaid_amount_cents', 't.date', 't.pending', 't.category_primary', 't.category_detailed', 't.category_source', 't.matched_transfer_id'])
    .where((eb) =>
      eb.or([
        eb('t.matched_transfer_id', 'is not', null),
        eb.and([
          eb('t.pending', '=', false),
          eb('t.split_parts', '=', 0),
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

  // One statement per batch over two arrays: the rollup and search-text triggers run once per statement.
  for (let i = 0; i < changes.length; i += PAIR_WRITE_BATCH) {
    const batch = changes.slice(i, i + PAIR_WRITE_BATCH);
    await sql`
      update transactions set matched_transfer_id = v.partner
      from unnest(${batch.map((c) => c.id)}::uuid[], ${batch.map((c) => c.partner)}::uuid[]) as v (id, partner)
      where transactions.user_id = ${userId} and transactions.id = v.id`.execute(trx);
  }
  return { matched: partners.size / 2, changed: changes.length };
}

/**
 * A pending transaction the user recategorised keeps that category when it posts, and the user's
 * marks (note, hidden, reviewed, tags) whatever they are: Plaid then
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
    // The user's marks (note, hidden, reviewed, tags) go with it too: the posted row is the same purchase.
    await sql`
      update transactions posted
      set note = coalesce(posted.note, pending_row.note), hidden = posted.hidden or pending_row.hidden, reviewed = posted.reviewed or pending_row.reviewed,
        -- A split goes with it; a posted amount that differs leaves a remainder to review (migration 0039's trigger).
        splits = coalesce(posted.splits, pending_row.splits)
      from transactions pending_row
      where posted.user_id = ${userId} and posted.item_id = ${itemId}
        and posted.plaid_transaction_id = any(${postedPlaidIds.slice(i, i + WRITE_CHUNK)}::text[])
        and pending_row.item_id = ${itemId} and pending_row.plaid_transaction_id = posted.pending_transaction_id
        and (pending_row.note is not null or pending_row.hidden or pending_row.reviewed or pending_row.splits is not null)`.execute(trx);
    await sql`
      insert into transaction_tags (user_id, transaction_id, tag_id)
      select ${userId}, posted.id, tt.tag_id
      from transactions posted
      join transactions pending_row on pending_row.item_id = ${itemId} and pending_row.plaid_transaction_id = posted.pending_transaction_id
      join transaction_tags tt on tt.transaction_id = pending_row.id
      where posted.user_id = ${userId} and posted.item_id = ${itemId}
        and posted.plaid_transaction_id = any(${postedPlaidIds.slice(i, i + WRITE_CHUNK)}::text[])
      on conflict do nothing`.execute(trx);
  }
}

/**
 * Sets (or, with null, clears) the category the user chose for one of their transactions. False
 * when the user has no such transaction. Call `recomputeTransferPairs` after, in the same transaction.
 */
export async function setTransactionCategory(trx: Db, userId: string, transactionId: string, category: Category | null): Promise<boolean> {
  const result = await trx
    .updateTable('transactions')
    .set({ user_category_primary: category?.primary ?? null, user_category_detailed: category?.primary ? category.detailed : null, rule_id: null, updated_at: new Date() })
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

export const totalsOf = (row: { spent_cents: number; income_cents: number; count: number }): MoneyTotals => {
  const spent = Number(row.spent_cents);
  const income = Number(row.income_cents);
  return { spent_cents: spent, income_cents: income, net_cents: income - spent, count: Number(row.count) };
};

/** The rows dated in the range, for a `where` over `classifiedTransactions` aliased `t`. */
export const inRange = (range: DateRange) => (eb: ExpressionBuilder<{ t: ClassifiedTransaction }, 't'>) => eb.and([eb('t.date', '>=', range.start), eb('t.date', '<=', range.end)]);

/** Spent, income and net of the user's posted transactions dated from `start` to `end` (inclusive, YYYY-MM-DD), summed in Postgres. */
export async function moneyTotals(db: Db, userId: string, range: DateRange): Promise<MoneyTotals> {
  return totalsOf(await monthlyRows(db, userId, range).select(ROLLUP_TOTALS).executeTakeFirstOrThrow());
}

/**
 * The rollups (migration 0010) hold what `classifiedTransactions` gives, summed: `money_daily` the
 * rows in the totals per day and category in force, `money_monthly` every row per month, account,
 * merchant key, kind, category in force and pending. Triggers keep both inside each writing
 * transaction, so reading them is reading the rules; `rollups.test.ts` proves it after each kind of write.
 */

/** Whether a `money_monthly` group (aliased `m`) is in the totals: posted spending, refunds and income. */
export const COUNTED = sql<boolean>`(not m.pending and m.kind in ('spending', 'refund', 'income'))`;

/** Whether a `money_monthly` group (aliased `m`) makes the spent figure: posted spending and refunds, never income. */
export const IN_SPENT = sql<boolean>`(not m.pending and m.kind in ('spending', 'refund'))`;

/** The sums every total is made of (spent, income and the rows in the totals), over `money_monthly` (or `monthlyRows`) aliased `m`: exact integers, added up in Postgres. */
export const ROLLUP_TOTALS = [
  sql<number>`coalesce(sum(m.spending_cents), 0)`.as('spent_cents'),
  sql<number>`coalesce(sum(m.income_cents), 0)`.as('income_cents'),
  sql<number>`coalesce(sum(m.transactions) filter (where ${COUNTED}), 0)`.as('count'),
] as const;

/** The first day of the month of a YYYY-MM-DD day. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** Days from `start` to `end` (YYYY-MM-DD, both included); a bound left out is open. */
export interface OpenRange {
  start?: string;
  end?: string;
}

/**
 * The range as the whole months inside it (read from `money_monthly`) and the days left at either
 * end (summed from the transactions: a month or two at most).
 */
export function splitByMonths(range: OpenRange): { months: OpenRange | null; edges: DateRange[] } {
  const first = range.start === undefined || range.start === monthStart(range.start) ? range.start : addMonths(monthStart(range.start), 1);
  const afterEnd = range.end === undefined ? undefined : addDays(range.end, 1);
  const last = afterEnd === undefined || afterEnd === monthStart(afterEnd) ? range.end : addDays(monthStart(range.end!), -1);
  if (range.start !== undefined && range.end !== undefined && first! > last!) return { months: null, edges: [range as DateRange] };
  const edges = [
    ...(range.start !== undefined && first !== range.start ? [{ start: range.start, end: addDays(first!, -1) }] : []),
    ...(range.end !== undefined && last !== range.end ? [{ start: addDays(last!, 1), end: range.end }] : []),
  ];
  return { months: { start: first, end: last }, edges };
}

/**
 * `money_monthly`'s rows of the user over the range (all of them without one), as a table aliased
 * `m`: whole months from the rollup, the days at either end grouped the same way from
 * `classifiedTransactions`. Sums over it equal sums over the range's classified transactions.
 */
export function monthlyRows(db: Db, userId: string, range: OpenRange | null) {
  const rollup = db.selectFrom('money_monthly').selectAll().where('user_id', '=', userId);
  const { months, edges } = splitByMonths(range ?? {});
  let whole = months ? rollup : null;
  if (whole && months?.start !== undefined) whole = whole.where('month', '>=', months.start);
  if (whole && months?.end !== undefined) whole = whole.where('month', '<=', months.end);
  const parts = [...(whole ? [whole] : []), ...edges.map((edge) => monthlyRowsOfDays(db, userId, edge))];
  const [head, ...rest] = parts as [typeof rollup, ...(typeof rollup)[]];
  return db.selectFrom(rest.reduce((union, part) => union.unionAll(part), head).as('m'));
}

/** What `money_monthly` holds for the days of the range, summed from the classified transactions. */
export function monthlyRowsOfDays(db: Db, userId: string, range: DateRange) {
  const month = sql<string>`date_trunc('month', t.date::timestamp)::date`;
  const outflow = sql<boolean>`t.direction = 'outflow'`;
  return db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .where(inRange(range))
    .groupBy([month, 't.item_id', 't.account_id', 't.merchant_key', 't.kind', 't.category_primary', 't.category_detailed', 't.pending'])
    .select([
      sql<string>`${userId}::uuid`.as('user_id'),
      month.as('month'),
      't.item_id',
      't.account_id',
      't.merchant_key',
      't.kind',
      't.category_primary',
      't.category_detailed',
      't.pending',
      sql<number>`count(*)::int`.as('transactions'),
      sql<number>`(count(*) filter (where ${outflow}))::int`.as('outflows'),
      sql<number>`coalesce(sum(t.amount_cents) filter (where ${outflow}), 0)::bigint`.as('outflow_cents'),
      sql<number>`coalesce(sum(t.amount_cents) filter (where not ${outflow}), 0)::bigint`.as('inflow_cents'),
      sql<number>`sum(t.spending_cents)::bigint`.as('spending_cents'),
      sql<number>`sum(t.income_cents)::bigint`.as('income_cents'),
    ]);
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
  day: sql<string>`d.date`,
  week: sql<string>`date_trunc('week', d.date::timestamp)::date`,
  month: sql<string>`date_trunc('month', d.date::timestamp)::date`,
};

/**
 * One grouped query of `money_daily` (the rows in the totals per day and category in force): the
 * totals of the range, or of each bucket of it (keyed by its first day), and with `byCategory`
 * the same per category in force, through grouping sets.
 */
async function groupedFigures(db: Db, userId: string, range: DateRange, interval: BucketInterval | null, byCategory: boolean): Promise<Map<string | null, MoneyFigures>> {
  const bucket = interval ? BUCKET_START[interval] : null;
  const groups = bucket ? (byCategory ? sql`grouping sets ((${bucket}), (${bucket}, d.category_primary))` : bucket) : sql`grouping sets ((), (d.category_primary))`;
  const rows = await db
    .selectFrom('money_daily as d')
    .select([
      sql<string | null>`${bucket ?? sql`null`}`.as('bucket'),
      sql<string | null>`${byCategory ? sql`d.category_primary` : sql`null`}`.as('category_primary'),
      sql<number>`${byCategory ? sql`grouping(d.category_primary)` : sql`1`}`.as('all_categories'),
      sql<number>`coalesce(sum(d.spending_cents), 0)`.as('spent_cents'),
      sql<number>`coalesce(sum(d.income_cents), 0)`.as('income_cents'),
      sql<number>`coalesce(sum(d.counted), 0)`.as('count'),
    ])
    .where('d.user_id', '=', userId)
    .where('d.date', '>=', range.start)
    .where('d.date', '<=', range.end)
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
  /** The merchant as the user named it (`merchant_names`), else its key. */
  display_name: string;
  /** Posted transactions at the merchant, of every kind. */
  posted_count: number;
  /** The Plaid id of the merchant's newest transaction (posted ones first), the key to its insights. */
  transaction_id: string;
  logo_url: string | null;
}

/**
 * The user's merchants (`merchant_key`) by spent over the range (all time without one), largest
 * first, `limit` from `offset`, and how many there are on every page. Without `search` only
 * merchants with something spent; with it, every merchant whose key contains it, ignoring case
 * (near-miss matching is the transactions search's). Summed from the rollup; only the merchants
 * kept then look up their newest row and logo, through the merchant index.
 */
export async function merchantSpending(
  db: Db,
  userId: string,
  { range, search, limit, offset = 0 }: { range: DateRange | null; search?: string; limit: number; offset?: number },
): Promise<{ merchants: MerchantSpending[]; total: number }> {
  const grouped = () => {
    const query = monthlyRows(db, userId, range).groupBy('m.merchant_key');
    if (search === undefined) return query.having(sql<boolean>`sum(m.spending_cents) > 0`);
    // By its key or by the name the user gave it.
    const renamed = db.selectFrom('merchant_names').select('merchant_key').where('user_id', '=', userId).where('name', 'ilike', containsPattern(search));
    return query.where((eb) => eb.or([eb('m.merchant_key', 'ilike', containsPattern(search)), eb('m.merchant_key', 'in', renamed)]));
  };
  const rows = await grouped()
    .select(['m.merchant_key', ...ROLLUP_TOTALS, sql<number>`coalesce(sum(m.transactions) filter (where not m.pending), 0)`.as('posted_count'), sql<number>`count(*) over ()`.as('merchants')])
    .orderBy('spent_cents', 'desc')
    .orderBy('m.merchant_key')
    .limit(limit)
    .offset(offset)
    .execute();
  // A page past the last has no row to carry the count: counted on its own then.
  const total = rows[0] ? Number(rows[0].merchants) : offset === 0 ? 0 : (await db.selectFrom(grouped().select('m.merchant_key').as('g')).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;
  const keys = rows.map((r) => r.merchant_key);
  const [newest, names] = await Promise.all([newestOfMerchants(db, userId, keys, range), merchantNamesOf(db, userId, keys)]);
  return {
    merchants: rows.map((r) => ({ ...totalsOf(r), merchant_key: r.merchant_key, display_name: names.get(r.merchant_key) ?? r.merchant_key, posted_count: Number(r.posted_count), ...newest.get(r.merchant_key)! })),
    total: Number(total),
  };
}

/** The names the user gave merchants (`merchant_names`), by key: of these keys, or all of them. */
export async function merchantNamesOf(db: Db, userId: string, keys?: readonly string[]): Promise<Map<string, string>> {
  if (keys?.length === 0) return new Map();
  let query = db.selectFrom('merchant_names').select(['merchant_key', 'name']).where('user_id', '=', userId);
  if (keys) query = query.where(sql<boolean>`merchant_key = any(${[...keys]}::text[])`);
  return new Map((await query.execute()).map((row) => [row.merchant_key, row.name]));
}

/**
 * The Plaid id of each merchant's newest transaction in the range (posted ones first), and its
 * newest logo there: one statement for them all (one per merchant queued ten behind each other on
 * PGlite's single connection), each merchant's rows read through the merchant index.
 */
async function newestOfMerchants(db: Db, userId: string, merchantKeys: string[], range: DateRange | null) {
  const found = new Map<string, { transaction_id: string; logo_url: string | null }>();
  if (merchantKeys.length === 0) return found;
  const rows = () => {
    const query = db.selectFrom(classifiedTransactions(userId).as('t')).where('t.merchant_key', '=', sql<string>`k.merchant_key`);
    return range ? query.where(inRange(range)) : query;
  };
  const newest = (pending: boolean) => rows().select('t.plaid_transaction_id').where('t.pending', '=', pending).orderBy('t.date', 'desc').orderBy('t.id', 'desc').limit(1);
  const logo = rows().select('t.logo_url').where('t.logo_url', 'is not', null).orderBy('t.date', 'desc').orderBy('t.id', 'desc').limit(1);
  const result = await sql<{ merchant_key: string; transaction_id: string; logo_url: string | null }>`
    select k.merchant_key, coalesce((${newest(false)}), (${newest(true)})) as transaction_id, (${logo}) as logo_url
    from unnest(${merchantKeys}::text[]) as k(merchant_key)`.execute(db);
  for (const row of result.rows) found.set(row.merchant_key, { transaction_id: row.transaction_id, logo_url: row.logo_url });
  return found;
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
  const month = sql<string>`to_char(m.month, 'YYYY-MM')`;
  const rows = await monthlyRows(db, userId, range)
    .select([month.as('month'), 'm.category_primary', 'm.category_detailed', ...ROLLUP_TOTALS])
    .where(COUNTED)
    .groupBy([month, 'm.category_primary', 'm.category_detailed'])
    .execute();
  return rows.map((r) => ({ month: r.month, category_primary: r.category_primary, category_detailed: r.category_detailed, spent_cents: Number(r.spent_cents), income_cents: Number(r.income_cents) }));
}

export interface MonthPaidOutFigures {
  /** `YYYY-MM`. */
  month: string;
  category_primary: string | null;
  category_detailed: string | null;
  /** Posted money out that the totals leave out: loan and card payments, transfers out. */
  paid_out_cents: number;
}

/**
 * Posted money out per month and category in force (primary and detailed) of the kinds the totals
 * leave out as moving money rather than spending it — loan and card payments and transfers: what
 * a budget's debt payment and savings lines are tracked against.
 */
export async function monthPaidOutFigures(db: Db, userId: string, range: DateRange): Promise<MonthPaidOutFigures[]> {
  const month = sql<string>`to_char(m.month, 'YYYY-MM')`;
  const rows = await monthlyRows(db, userId, range)
    .select([month.as('month'), 'm.category_primary', 'm.category_detailed', sql<number>`coalesce(sum(m.outflow_cents), 0)`.as('paid_out_cents')])
    .where('m.pending', '=', false)
    .where('m.kind', 'in', ['transfer', 'loan_payment', 'card_payment'])
    .groupBy([month, 'm.category_primary', 'm.category_detailed'])
    .having(sql<boolean>`sum(m.outflow_cents) > 0`)
    .execute();
  return rows.map((r) => ({ month: r.month, category_primary: r.category_primary, category_detailed: r.category_detailed, paid_out_cents: Number(r.paid_out_cents) }));
}

/**
 * Spent per month on the user's credit cards (accounts of type `credit`): the purchases less
 * refunds that a month's card payments settle, so that a budget can tell paying down what a card
 * owed from paying for purchases already counted as spending.
 */
export async function monthSpentOnCards(db: Db, userId: string, range: DateRange): Promise<Map<string, number>> {
  const month = sql<string>`to_char(m.month, 'YYYY-MM')`;
  const rows = await monthlyRows(db, userId, range)
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select([month.as('month'), sql<number>`coalesce(sum(m.spending_cents), 0)`.as('spent_cents')])
    .where('a.user_id', '=', userId)
    .where('a.type', '=', 'credit')
    .where(COUNTED)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.spent_cents)]));
}
