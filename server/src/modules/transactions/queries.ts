import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { SplitPart } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { classifiedTransactions, formatMoney, LISTED_PLACE_COLUMNS, LISTED_ROW_COLUMNS, tagsOf, monthlyRows } from '../money/index.ts';
import { rollupNarrowing, rowConditions, type TransactionFilters } from './filter-table.ts';

/** The months (`YYYY-MM`) in which the user has posted transactions: the months of the rollup's posted groups. */
export async function monthsWithTransactions(db: Db, userId: string): Promise<string[]> {
  const rows = await monthlyRows(db, userId, null)
    .select(sql<string>`to_char(m.month, 'YYYY-MM')`.as('month'))
    .where('m.pending', '=', false)
    .distinct()
    .execute();
  return rows.map((r) => r.month);
}

export type TransactionSort = 'date_desc' | 'date_asc' | 'amount_desc' | 'amount_asc';

export type { TransactionFilters } from './filter-table.ts';

/**
 * What search reads: the merchant and the name, as one text, of a row of `transaction_search_texts`
 * (aliased `s`), the user's distinct texts. Migration 0011 keeps that table from the same
 * expression over the transactions, and indexes the rows by its md5 (the `searchTexts` filter).
 */
const SEARCH_TEXT = sql<string>`s.search_text`;
/** Words shorter than a trigram have no near-misses worth the name: they match as substrings only. */
const NEAR_MISS_MIN_LENGTH = 3;

/** The words of a search, lower-cased; each must match. */
export const searchWords = (search: string): string[] => search.toLowerCase().split(/\s+/).filter(Boolean);

/** One search word matches a text as a substring, or as a near-miss of one of its words (pg_trgm's word similarity, default threshold 0.6). */
function matchesWord(word: string) {
  const substring = sql<boolean>`${SEARCH_TEXT} ilike ${containsPattern(word)}`;
  return word.length < NEAR_MISS_MIN_LENGTH ? substring : sql<boolean>`(${substring} or ${word} <% ${SEARCH_TEXT})`;
}

/**
 * The filters with the search resolved to the hashes of the user's texts that every word matches:
 * a few hundred texts to match through their trigram index, however many transactions carry them.
 * Then the rows are read by hash, and the planner, given the hashes themselves, knows from the
 * index's statistics how many rows they hold (a sub-select hid that: it walked a heavy user's
 * date index for a rare text).
 */
export async function resolveSearch(db: Db, userId: string, f: TransactionFilters): Promise<TransactionFilters> {
  if (f.search === undefined) return f;
  const { search, ...rest } = f;
  const words = searchWords(search);
  if (words.length === 0) return rest;
  const [texts, renamed] = await Promise.all([matchingTexts(db, userId, words).execute(), renamedMerchantsMatching(db, userId, words)]);
  return { ...rest, searchTexts: { hashes: texts.map((t) => t.text_hash), merchantKeys: renamed } };
}

/** The keys of the merchants the user renamed to a name every word is in (their rows are found by the name the pages show). */
async function renamedMerchantsMatching(db: Db, userId: string, words: string[]): Promise<string[]> {
  let query = db.selectFrom('merchant_names').select('merchant_key').where('user_id', '=', userId);
  for (const word of words) query = query.where(sql<boolean>`name ilike ${containsPattern(word)}`);
  return (await query.execute()).map((r) => r.merchant_key);
}

/** The user's texts that every word matches (their hashes), unexecuted: for `resolveSearch` and for plans. */
export function matchingTexts(db: Db, userId: string, words: string[]) {
  let query = db.selectFrom('transaction_search_texts as s').select('s.text_hash').where('s.user_id', '=', userId);
  for (const word of words) query = query.where(matchesWord(word));
  return query;
}

/**
 * The user's classified transactions matching the filters (`TRANSACTION_FILTERS`), aliased `t`:
 * the base of a page and of its totals. No account or item is joined here: every filter is on the
 * row's own columns, and every row has both (foreign keys), so a page joins them to its rows alone,
 * after the cut; with them in this query, planning its joins took longer than running it (page 50:
 * about 4.5 ms planned, 4.4 run).
 */
function filteredTransactions(db: Db, userId: string, f: TransactionFilters, { whole = false }: { whole?: boolean } = {}) {
  return rowConditions(f).reduce((query, condition) => query.where(condition), db.selectFrom(classifiedTransactions(userId, { withHidden: true, whole }).as('t')));
}

const ORDER: Record<TransactionSort, { column: 't.date' | 't.amount_cents'; direction: 'asc' | 'desc' }> = {
  date_desc: { column: 't.date', direction: 'desc' },
  date_asc: { column: 't.date', direction: 'asc' },
  amount_desc: { column: 't.amount_cents', direction: 'desc' },
  amount_asc: { column: 't.amount_cents', direction: 'asc' },
};

/** Where a keyset page starts: right after the row with this sort key, id and part (0 for a row not split), in the sort's order. */
export interface PageKey {
  key: string | number;
  id: string;
  part: number;
}

export interface PageWindow {
  sort: TransactionSort;
  offset: number;
  limit: number;
  /** Keyset paging: rows after this one only (then `offset` is usually 0). */
  after?: PageKey;
  /** A split row as one row, its own amount and category (what its history words describe); otherwise its parts. */
  whole?: boolean;
}

/** One page of the filtered transactions; ties on the sort key are ordered by id, so pages never overlap. */
export async function transactionPage(db: Db, userId: string, filters: TransactionFilters, page: PageWindow) {
  return transactionPageQuery(db, userId, await resolveSearch(db, userId, filters), page).execute();
}

/** The query of `transactionPage`, unexecuted, with its search resolved (`resolveSearch`): for the export's chunks and for plans. */
export function transactionPageQuery(db: Db, userId: string, filters: TransactionFilters, page: PageWindow) {
  const { column, direction } = ORDER[page.sort];
  // A keyset page: the rows after this one. The row's key and id reach the index; a later part of the same row continues it.
  const after = page.after && sql<boolean>`(${sql.ref(column)}, t.id) ${sql.raw(direction === 'desc' ? '<=' : '>=')} (${page.after.key}, ${page.after.id}::uuid)
    and not (${sql.ref(column)} = ${page.after.key} and t.id = ${page.after.id}::uuid and t.split_part <= ${page.after.part})`;
  const filtered = () => {
    const query = filteredTransactions(db, userId, filters, { whole: page.whole });
    return after ? query.where(after) : query;
  };
  // Keyset pages and the export continue after the last row's id; a split row's parts as stored (its history words them).
  let rows = filtered().select(LISTED_ROW_COLUMNS).select(['t.id', 't.splits', 't.account_id', 't.item_id']);
  if (page.offset > 0) {
    // The rows an offset skips are read by their keys alone (not every column of each); the page's rows then whole, by id.
    const keys = filtered()
      .select(['t.id', 't.split_part'])
      .orderBy(column, direction)
      .orderBy('t.id', direction)
      .orderBy('t.split_part', 'asc')
      .offset(page.offset)
      .limit(page.limit);
    rows = rows.where(sql<boolean>`(t.id, t.split_part) in (select k.id, k.split_part from ${keys.as('k')})`);
  }
  rows = rows
    .orderBy(column, direction)
    .orderBy('t.id', direction)
    // A split row's parts in their order, whichever way the list runs.
    .orderBy('t.split_part', 'asc')
    .limit(page.limit);
  // The page is cut first, then its rows' account, item and tags read: the rows an offset skips never read theirs.
  return db
    .selectFrom(rows.as('p'))
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('items as i', 'i.id', 'p.item_id')
    .selectAll('p')
    .select(LISTED_PLACE_COLUMNS)
    .select(tagsOf('p.id').as('tags'))
    .orderBy(column === 't.date' ? 'p.date' : 'p.amount_cents', direction)
    .orderBy('p.id', direction)
    .orderBy('p.split_part', 'asc');
}

/** The sort key and id of a listed row, where the next keyset page starts. */
export function pageKeyOf(row: { date: string; amount_cents: number | string; id: string; split_part: number }, sort: TransactionSort): PageKey {
  return { key: ORDER[sort].column === 't.date' ? row.date : Number(row.amount_cents), id: row.id, part: Number(row.split_part) };
}

/** Rows of the export are read this many at a time. */
export const EXPORT_CHUNK_ROWS = 1_000;

/**
 * Every row of the filtered set in the page's order, a chunk at a time: each chunk starts after
 * the last row of the one before (keyset on the sort key and id, the page's tiebreak), so the
 * whole set is never in memory and a late chunk costs what an early one does.
 */
export async function* transactionChunks(db: Db, userId: string, unresolved: TransactionFilters, sort: TransactionSort, chunkRows = EXPORT_CHUNK_ROWS) {
  const filters = await resolveSearch(db, userId, unresolved);
  let after: PageKey | undefined;
  for (;;) {
    const rows = await transactionPageQuery(db, userId, filters, { sort, offset: 0, limit: chunkRows, after }).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < chunkRows) return;
    after = pageKeyOf(rows[rows.length - 1]!, sort);
  }
}

export interface TransactionTotals {
  total: number;
  /** Hidden rows among `total`: in no other figure. */
  hidden: number;
  posted: number;
  outflowCents: number;
  inflowCents: number;
  spentCents: number;
  incomeCents: number;
}

/** Count of the filtered set, money out and in over its posted rows (pending ones are in no total), and its spent and income by the README's rules. */
export async function transactionTotals(db: Db, userId: string, unresolved: TransactionFilters): Promise<TransactionTotals> {
  const filters = await resolveSearch(db, userId, unresolved);
  const [counted, hiddenRows] = await Promise.all([rollupTotals(db, userId, filters).then((totals) => totals ?? directTotals(db, userId, filters)), hiddenRowsListed(db, userId, filters)]);
  // Hidden rows are in no sum and no count but the rows listed (`total`).
  return { ...counted, total: counted.total + hiddenRows, hidden: hiddenRows };
}

/** The hidden rows the filters list (none with `hidden=exclude`): the user's few, through their partial index. */
async function hiddenRowsListed(db: Db, userId: string, filters: TransactionFilters): Promise<number> {
  if (filters.hidden === 'exclude') return 0;
  const row = await filteredTransactions(db, userId, filters).where('t.hidden', '=', true).select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow();
  return Number(row.rows);
}

/** The totals summed from the rows, hidden ones left out as the rollup leaves them out. */
async function directTotals(db: Db, userId: string, filters: TransactionFilters): Promise<TransactionTotals> {
  const row = await filteredTransactions(db, userId, filters)
    .where('t.hidden', '=', false)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('t.id').filterWhere('t.pending', '=', false).as('posted'),
      eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents').filterWhere((w) => w.and([w('t.pending', '=', false), w('t.direction', '=', 'outflow')])), sql<number>`0`).as('outflow_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents').filterWhere((w) => w.and([w('t.pending', '=', false), w('t.direction', '=', 'inflow')])), sql<number>`0`).as('inflow_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('t.spending_cents'), sql<number>`0`).as('spent_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('t.income_cents'), sql<number>`0`).as('income_cents'),
    ])
    .executeTakeFirstOrThrow();
  return totalsOfRow(row);
}

const totalsOfRow = (row: { total: number; posted: number; outflow_cents: number; inflow_cents: number; spent_cents: number; income_cents: number }): TransactionTotals => ({
  total: Number(row.total),
  hidden: 0,
  posted: Number(row.posted),
  outflowCents: Number(row.outflow_cents),
  inflowCents: Number(row.inflow_cents),
  spentCents: Number(row.spent_cents),
  incomeCents: Number(row.income_cents),
});

/**
 * What each direction adds up in a `money_monthly` group (aliased `m`): rows, money out, money in,
 * spent (spending is money out, refunds money in) and income (pay in, a reversed payment out; a
 * posted income group's `income_cents` is its money in less its money out).
 */
const DIRECTION_SUMS = {
  both: { rows: sql`m.transactions`, outflow: sql`m.outflow_cents`, inflow: sql`m.inflow_cents`, spent: sql`m.spending_cents`, income: sql`m.income_cents` },
  outflow: {
    rows: sql`m.outflows`,
    outflow: sql`m.outflow_cents`,
    inflow: sql`0`,
    spent: sql`case when m.kind = 'spending' then m.spending_cents else 0 end`,
    income: sql`case when m.kind = 'income' and not m.pending then -m.outflow_cents else 0 end`,
  },
  inflow: {
    rows: sql`m.transactions - m.outflows`,
    outflow: sql`0`,
    inflow: sql`m.inflow_cents`,
    spent: sql`case when m.kind = 'refund' then m.spending_cents else 0 end`,
    income: sql`case when m.kind = 'income' and not m.pending then m.inflow_cents else 0 end`,
  },
} as const;

/**
 * The totals from the money rollup (`monthlyRows`), when every filter in use narrows it
 * (`rollupNarrowing`: undefined for amounts, search, one transaction, or any filter declared
 * without a rollup narrowing), and no row was created after the page's snapshot (`as_of`), which
 * the rollup cannot leave out; checked in the same statement, so on the same snapshot as the sums.
 */
async function rollupTotals(db: Db, userId: string, f: TransactionFilters): Promise<TransactionTotals | undefined> {
  const narrowing = rollupNarrowing(f);
  if (!narrowing) return undefined;
  const query = narrowing.where.reduce((q, condition) => q.where(condition), monthlyRows(db, userId, narrowing.range ?? {}));
  const sums = DIRECTION_SUMS[narrowing.direction ?? 'both'];
  const newer =
    narrowing.createdUpTo === undefined ? sql<boolean>`false` : sql<boolean>`exists (select 1 from transactions n where n.user_id = ${userId} and n.created_at > ${narrowing.createdUpTo}::timestamptz)`;
  const row = await query
    .select([
      sql<number>`coalesce(sum(${sums.rows}), 0)`.as('total'),
      sql<number>`coalesce(sum(${sums.rows}) filter (where not m.pending), 0)`.as('posted'),
      sql<number>`coalesce(sum(${sums.outflow}) filter (where not m.pending), 0)`.as('outflow_cents'),
      sql<number>`coalesce(sum(${sums.inflow}) filter (where not m.pending), 0)`.as('inflow_cents'),
      sql<number>`coalesce(sum(${sums.spent}), 0)`.as('spent_cents'),
      sql<number>`coalesce(sum(${sums.income}), 0)`.as('income_cents'),
      newer.as('newer'),
    ])
    .executeTakeFirstOrThrow();
  return row.newer ? undefined : totalsOfRow(row);
}

/** The user's transaction with this Plaid id (its row id and merchant key), or undefined. */
export async function userTransaction(db: Db, userId: string, plaidTransactionId: string) {
  return db
    .selectFrom(classifiedTransactions(userId, { withHidden: true, whole: true }).as('t'))
    .select(['t.id', 't.merchant_key', 't.plaid_amount_cents'])
    .where('t.plaid_transaction_id', '=', plaidTransactionId)
    .executeTakeFirst();
}

/** Parts a transaction is split into, at most. */
export const MAX_SPLIT_PARTS = 20;

/** A part as asked for: dollars (positive) and the category it goes to, resolved. */
export interface SplitPartInput {
  cents: number;
  category: { primary: string; detailed: string };
  note: string | null;
}

/**
 * Splits one of the user's transactions (by row id, its amount in Plaid's sign) into parts, or
 * with none makes it whole, inside the caller's transaction: 400 unless there are 2 or more parts
 * adding up to the whole exactly. The rollup triggers take the whole off and the parts on.
 */
export async function setTransactionSplits(trx: Db, userId: string, transaction: { id: string; plaid_amount_cents: number }, parts: SplitPartInput[]): Promise<void> {
  if (parts.length === 1) throw badRequest('parts: a split has at least 2 parts; send none to make the transaction whole again.');
  const whole = Number(transaction.plaid_amount_cents);
  if (parts.length > 0 && whole === 0) throw badRequest('transaction_id: a transaction of $0.00 cannot be split.');
  const sum = parts.reduce((total, p) => total + p.cents, 0);
  if (parts.length > 0 && sum !== Math.abs(whole)) {
    throw badRequest(`parts: the parts add up to ${formatMoney(sum)}, the transaction is ${formatMoney(Math.abs(whole))}; they must add up to it exactly.`);
  }
  const sign = whole < 0 ? -1 : 1;
  const splits: SplitPart[] | null = parts.length === 0 ? null : parts.map((p) => ({ amount_cents: sign * p.cents, category_primary: p.category.primary, category_detailed: p.category.detailed, note: p.note }));
  await trx
    .updateTable('transactions')
    .set({ splits: splits === null ? null : JSON.stringify(splits) })
    .where('user_id', '=', userId)
    .where('id', '=', transaction.id)
    .execute();
}

/** The marks `markTransaction` changes; a mark left out stays as it is. */
export interface TransactionMarks {
  note?: string | null;
  tags?: string[];
  hidden?: boolean;
  reviewed?: boolean;
}

/**
 * Sets the user's marks on one of their transactions (by row id), inside the caller's
 * transaction: the note, hidden and reviewed in one update (the rollup triggers take a row being
 * hidden off the totals, and put a row shown back), and the tags as the whole new list, a name the
 * user has no tag by (ignoring case) making one.
 */
export async function setTransactionMarks(trx: Db, userId: string, transactionId: string, marks: TransactionMarks): Promise<void> {
  const columns = { note: marks.note, hidden: marks.hidden, reviewed: marks.reviewed };
  const changed = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  if (Object.keys(changed).length > 0) {
    await trx.updateTable('transactions').set(changed).where('user_id', '=', userId).where('id', '=', transactionId).execute();
  }
  if (marks.tags === undefined) return;
  const names = [...new Map(marks.tags.map((name) => [name.toLowerCase(), name] as const)).values()];
  await trx.deleteFrom('transaction_tags').where('transaction_id', '=', transactionId).where('user_id', '=', userId).execute();
  if (names.length === 0) return;
  await sql`
    insert into tags (user_id, name) select ${userId}, n from unnest(${names}::text[]) n
    on conflict (user_id, lower(name)) do nothing`.execute(trx);
  await sql`
    insert into transaction_tags (user_id, transaction_id, tag_id)
    select ${userId}, ${transactionId}, g.id from tags g
    where g.user_id = ${userId} and lower(g.name) = any(${names.map((n) => n.toLowerCase())}::text[])`.execute(trx);
}

/**
 * Names a merchant of the user's (its key: Plaid's merchant name, else the bank's text, as
 * `userTransaction` gives it) for every row of that key, or with `null` gives back the bank's name.
 */
export async function renameMerchantOf(trx: Db, userId: string, key: string, name: string | null): Promise<void> {
  if (name === null) {
    await trx.deleteFrom('merchant_names').where('user_id', '=', userId).where('merchant_key', '=', key).execute();
    return;
  }
  await sql`
    insert into merchant_names (user_id, merchant_key, name) values (${userId}, ${key}, ${name})
    on conflict (user_id, merchant_key) do update set name = excluded.name`.execute(trx);
}

/** The user's tags that a transaction carries, ordered by name ignoring case, with how many rows carry each (hidden ones too). */
export async function userTags(db: Db, userId: string) {
  const rows = await db
    .selectFrom('tags as g')
    .innerJoin('transaction_tags as tt', 'tt.tag_id', 'g.id')
    .select(['g.name', sql<number>`count(*)::int`.as('transactions')])
    .where('g.user_id', '=', userId)
    .groupBy(['g.id', 'g.name'])
    .orderBy(sql`lower(g.name)`)
    .execute();
  return rows.map((r) => ({ name: r.name, transactions: Number(r.transactions) }));
}

/** Spent per tag over the range by the money rules (hidden rows left out, as from every total), largest first; tags with nothing spent left out. */
export async function tagSpending(db: Db, userId: string, range: { start: string; end: string }) {
  const rows = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .innerJoin('transaction_tags as tt', 'tt.transaction_id', 't.id')
    .innerJoin('tags as g', 'g.id', 'tt.tag_id')
    .select(['g.name', sql<number>`sum(t.spending_cents)`.as('spent_cents'), sql<number>`(count(*) filter (where t.counts_in_totals and t.kind in ('spending', 'refund')))::int`.as('transactions')])
    .where('t.date', '>=', range.start)
    .where('t.date', '<=', range.end)
    .groupBy(['g.id', 'g.name'])
    .having(sql<boolean>`sum(t.spending_cents) <> 0`)
    .orderBy(sql`sum(t.spending_cents)`, 'desc')
    .orderBy(sql`lower(g.name)`)
    .execute();
  return rows.map((r) => ({ name: r.name, spent_cents: Number(r.spent_cents), transactions: Number(r.transactions) }));
}
