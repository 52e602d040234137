import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { QueryOf } from '../../http/handler.ts';
import { toReviewSince } from './visits.ts';
import { lineRows, type LineRows } from '../budgets/index.ts';
import { CATEGORY_CODES, CATEGORY_CODES_V2, cents, codesCountedAs, type Direction, type OpenRange, ownCategoryBase, ownCodesPattern } from '../money/index.ts';

/**
 * Every filter of the user's transactions, each declared once: the contract's query parameter that
 * sets it and how it is checked, its condition on a transaction row, and the same narrowing of the
 * money rollup when the rollup can make it. The page, its totals, the export and the assistant's
 * tools all read this table; the totals use the rollup only when every filter in use has a rollup
 * narrowing (a filter without one is summed from the rows: closed by default).
 */

/** The contract's filter parameters (`GET /db_api/transactions` less paging, sort, snapshot and comparison). */
export type FilterQuery = Omit<QueryOf<'listTransactions'>, 'page' | 'page_size' | 'sort' | 'as_of' | 'compare' | 'after'>;

/** Whose rows a parameter is checked against. */
export interface FilterScope {
  db: Db;
  userId: string;
}

/** How one filter narrows the money rollup (`monthlyRows`, aliased `m`). */
export interface RollupNarrowing {
  /** A condition on the rollup's own columns. */
  where?: Expression<SqlBool>;
  /** The days summed (the rollup sums whole months, the days at either end from the rows). */
  range?: OpenRange;
  /** Only this direction's sums of each group. */
  direction?: Direction;
  /** Only rows created up to this instant: the rollup cannot leave out later ones, so totals come from the rows when there are any. */
  createdUpTo?: string;
}

interface TransactionFilter<V, P extends keyof FilterQuery> {
  /**
   * The query parameter that sets the filter, and its value (valid by the contract) made the filter's: 400 or 404 naming the
   * parameter otherwise; undefined when another entry's value holds what the parameter asks (the filter is then not in use).
   */
  param?: { name: P; parse: (raw: NonNullable<FilterQuery[P]>, query: FilterQuery, scope: FilterScope) => V | undefined | Promise<V | undefined> };
  /** Its condition on a transaction row (`t`, `listedTransactions`). */
  where: (value: V) => Expression<SqlBool>;
  /** The same narrowing of the rollup; without it, totals under this filter are summed from the rows. */
  rollup?: (value: V) => RollupNarrowing;
}

/** Any entry of the table, whatever its value. */
export interface AnyTransactionFilter {
  param?: { name: keyof FilterQuery; parse: (raw: never, query: FilterQuery, scope: FilterScope) => unknown };
  where: (value: never) => Expression<SqlBool>;
  rollup?: (value: never) => RollupNarrowing;
}

const entry = <V, P extends keyof FilterQuery = never>(filter: TransactionFilter<V, P>) => filter;

/** A condition written once for a transaction row (`t`) and a rollup group (`m`), which share the column. */
const onRowsAndRollup = <V>(condition: (on: 't' | 'm', value: V) => Expression<SqlBool>) => ({
  where: (value: V) => condition('t', value),
  rollup: (value: V): RollupNarrowing => ({ where: condition('m', value) }),
});

const column = (on: 't' | 'm', name: string) => sql.ref(`${on}.${name}`);

/** A parameter naming one of the user's own rows, made its id: another user's is as unknown as a missing one (404 naming the parameter). */
const usersOwnId =
  (unknownMessage: string, find: (scope: FilterScope, raw: string) => Promise<{ id: string } | undefined>) =>
  async (raw: string, _query: FilterQuery, scope: FilterScope): Promise<string> => {
    const row = await find(scope, raw);
    if (!row) throw notFound(unknownMessage);
    return row.id;
  };

/** Bounds in cents, either open. */
interface AmountRange {
  min?: number;
  max?: number;
}

/** A listed row (`t`) in the range: its own amount, or a split row's whole amount (every part of it then). */
function amountInRange({ min, max }: AmountRange): Expression<SqlBool> {
  const within = (amount: ReturnType<typeof sql>) => sql.join([...(min === undefined ? [] : [sql`${amount} >= ${min}`]), ...(max === undefined ? [] : [sql`${amount} <= ${max}`])], sql` and `);
  return sql<SqlBool>`(${within(sql`t.amount_cents`)} or (t.split_parts > 0 and ${within(sql`abs(t.whole_amount_cents)`)}))`;
}

/** The values of `direction`. */
export const DIRECTIONS = ['outflow', 'inflow'] as const satisfies readonly Direction[];

/** The kinds each `counted_as` stands for (README, "How Ledgerline counts money"). */
export const COUNTED_AS_KINDS = {
  spending: ['spending', 'refund'],
  income: ['income'],
  left_out: ['transfer', 'card_payment', 'loan_payment', 'other_inflow'],
} as const;
export type CountedAs = keyof typeof COUNTED_AS_KINDS;

/** The values of `hidden`. */
export type HiddenMode = 'include' | 'only' | 'exclude';

/**
 * What search matches, by hash: the bank's merchant and the name as one text (`transaction_search_texts`).
 * Migration 0011 indexes the rows by this md5.
 */
const SEARCH_TEXT_HASH = sql<string>`md5(coalesce(t.bank_merchant_name, '') || ' ' || t.name)::uuid`;

/** The table, in the order parameters are checked: the 400s of the values themselves before the 404s of the lookups. */
export const TRANSACTION_FILTERS = {
  startDate: entry({
    param: { name: 'start_date', parse: (raw) => raw },
    where: (day: string) => sql<SqlBool>`t.date >= ${day}`,
    rollup: (day) => ({ range: { start: day } }),
  }),
  endDate: entry({
    param: {
      name: 'end_date',
      parse: (raw, query) => {
        if (query.start_date !== undefined && query.start_date > raw) throw badRequest('start_date: must not be after end_date.');
        return raw;
      },
    },
    where: (day: string) => sql<SqlBool>`t.date <= ${day}`,
    rollup: (day) => ({ range: { end: day } }),
  }),
  /**
   * An amount range, by the two parameters together: a row whose own amount is in it, or a part of
   * a split transaction whose whole amount is (a link to a transaction by its amount, such as a
   * recurring payment's occurrence, finds its parts). The minimum's entry holds the range; the
   * maximum's holds it when there is no minimum.
   */
  minAmountCents: entry({
    param: { name: 'min_amount', parse: (raw, query): AmountRange => ({ min: cents(raw), max: query.max_amount === undefined ? undefined : cents(query.max_amount) }) },
    where: (range: AmountRange) => amountInRange(range),
  }),
  maxAmountCents: entry({
    param: {
      name: 'max_amount',
      parse: (raw, query): AmountRange | undefined => {
        if (query.min_amount !== undefined && query.min_amount > raw) throw badRequest('min_amount: must not be above max_amount.');
        return query.min_amount === undefined ? { max: cents(raw) } : undefined;
      },
    },
    where: (range: AmountRange) => amountInRange(range),
  }),
  /**
   * A primary or detailed code of either of Plaid's taxonomies, or of a category of the user's own:
   * matched against the category in force; a v1 detailed code (a budget line's) finds the v2 codes
   * and the user's own categories counted under it too.
   */
  category: entry({
    param: {
      name: 'category',
      parse: (raw) => {
        if (!CATEGORY_CODES.has(raw) && !CATEGORY_CODES_V2.has(raw) && ownCategoryBase(raw) === null) throw badRequest(`category: "${raw}" is not in the category taxonomy.`);
        return raw;
      },
    },
    ...onRowsAndRollup((on, code: string) => {
      const own = ownCodesPattern(code);
      const ownRows = own === null ? sql`` : sql` or ${column(on, 'category_detailed')} like ${own}`;
      return sql<SqlBool>`(${column(on, 'category_primary')} = ${code} or ${column(on, 'category_detailed')} in (${sql.join(codesCountedAs(code))})${ownRows})`;
    }),
  }),
  /** A budget line: exactly the rows (and split parts) its figures add up, as `lineOf` places them. */
  budgetLine: entry({
    param: {
      name: 'budget_line',
      parse: (raw) => {
        const rows = lineRows(raw);
        if (rows === undefined) throw badRequest(`budget_line: "${raw}" is not a budget line (a detailed category of spending, loan payments or transfers out, or one of your own counted as one).`);
        return rows;
      },
    },
    ...onRowsAndRollup((on, line: LineRows) => {
      const detailed = column(on, 'category_detailed');
      const unplaced =
        line.unplaced === undefined ? sql`` : sql` or ${detailed} is null or not (${detailed} in (${sql.join(line.unplaced.onOtherLines)}) or ${detailed} like ${line.unplaced.ownPattern})`;
      return sql<SqlBool>`(${column(on, 'category_primary')} = ${line.primary} and (${detailed} in (${sql.join(line.detailed)})${unplaced}))`;
    }),
  }),
  /** The user's item whose external id the `institution` parameter names. */
  itemId: entry({
    param: {
      name: 'institution',
      parse: usersOwnId('institution: no such institution.', ({ db, userId }, externalId) =>
        db.selectFrom('items').select('id').where('user_id', '=', userId).where('external_id', '=', externalId).executeTakeFirst(),
      ),
    },
    ...onRowsAndRollup((on, id: string) => sql<SqlBool>`${column(on, 'item_id')} = ${id}`),
  }),
  /** The user's account whose Plaid account id the `account` parameter names. */
  accountId: entry({
    param: {
      name: 'account',
      parse: usersOwnId('account: no such account.', ({ db, userId }, plaidAccountId) =>
        db.selectFrom('accounts').select('id').where('user_id', '=', userId).where('plaid_account_id', '=', plaidAccountId).executeTakeFirst(),
      ),
    },
    ...onRowsAndRollup((on, id: string) => sql<SqlBool>`${column(on, 'account_id')} = ${id}`),
  }),
  direction: entry({
    param: { name: 'direction', parse: (raw) => raw },
    where: (direction: Direction) => sql<SqlBool>`t.direction = ${direction}`,
    rollup: (direction) => ({ direction }),
  }),
  pending: entry({
    param: { name: 'pending', parse: (raw) => raw },
    ...onRowsAndRollup((on, pending: boolean) => sql<SqlBool>`${column(on, 'pending')} = ${pending}`),
  }),
  /** Words each matching the merchant and name; `resolveSearch` turns them into `searchTexts` before a query. */
  search: entry({
    param: { name: 'search', parse: (raw) => raw },
    where: (_words: string): Expression<SqlBool> => {
      throw new Error('A search is resolved to its texts first (resolveSearch).');
    },
  }),
  /** What the search matched (`resolveSearch`): the hashes of the user's texts, and the merchants the user renamed to a name it matches; only their rows. */
  searchTexts: entry({
    where: ({ hashes, merchantKeys }: { hashes: readonly string[]; merchantKeys: readonly string[] }) => {
      const byText = hashes.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${SEARCH_TEXT_HASH} = any(${sql.val(hashes)}::uuid[])`;
      return merchantKeys.length === 0 ? byText : sql<SqlBool>`(${byText} or t.merchant_key = any(${sql.val(merchantKeys)}::text[]))`;
    },
  }),
  /** Exactly this merchant key (Plaid's merchant name, else the name). */
  merchant: entry({
    param: { name: 'merchant', parse: (raw) => raw },
    ...onRowsAndRollup((on, key: string) => sql<SqlBool>`${column(on, 'merchant_key')} = ${key}`),
  }),
  /** One part of the money rules: spending and refunds, income, or what is left out. */
  countedAs: entry({
    param: { name: 'counted_as', parse: (raw) => raw },
    ...onRowsAndRollup((on, countedAs: CountedAs) => sql<SqlBool>`${column(on, 'kind')} in (${sql.join(COUNTED_AS_KINDS[countedAs])})`),
  }),
  /** One transaction, by its Plaid id. */
  plaidTransactionId: entry({
    param: { name: 'transaction_id', parse: (raw) => raw },
    where: (id: string) => sql<SqlBool>`t.plaid_transaction_id = ${id}`,
  }),
  /** The user's tag that `tag` names, ignoring case: rows carrying it. */
  tagId: entry({
    param: {
      name: 'tag',
      parse: usersOwnId('tag: no such tag.', ({ db, userId }, name) =>
        db.selectFrom('tags').select('id').where('user_id', '=', userId).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst(),
      ),
    },
    where: (id: string) => sql<SqlBool>`exists (select 1 from transaction_tags tt where tt.transaction_id = t.id and tt.tag_id = ${id})`,
  }),
  /**
   * Rows the user hid, or whose account they hid: listed with the rest (`include`), alone, or left
   * out. The rollup holds no hidden row, so its sums are right under every value, and `only` sums nothing; the rows listed
   * are counted apart (`transactionTotals`).
   */
  hidden: entry({
    param: { name: 'hidden', parse: (raw) => raw },
    where: (mode: HiddenMode) => (mode === 'only' ? sql<SqlBool>`t.hidden` : mode === 'exclude' ? sql<SqlBool>`not t.hidden` : sql<SqlBool>`true`),
    rollup: (mode) => ({ where: mode === 'only' ? sql<SqlBool>`false` : sql<SqlBool>`true` }),
  }),
  /** Rows to review (`true`: not reviewed, and arrived since the previous visit to the page), or the rest. */
  toReview: entry({
    param: { name: 'to_review', parse: async (raw, _query, { db, userId }) => ({ toReview: raw, since: await toReviewSince(db, userId) }) },
    where: ({ toReview, since }: { toReview: boolean; since: string }) => {
      const condition = sql<SqlBool>`(not t.reviewed and t.created_at > ${since}::timestamptz)`;
      return toReview ? condition : sql<SqlBool>`not ${condition}`;
    },
  }),
  /** Only rows created up to this snapshot (`transactionSnapshot`). */
  asOf: entry({
    where: (instant: string) => sql<SqlBool>`t.created_at <= ${instant}::timestamptz`,
    rollup: (instant) => ({ createdUpTo: instant }),
  }),
};

type FilterValue<F> = F extends TransactionFilter<infer V, infer _P> ? V : never;

/** Filters of the user's transactions, each optional (absent: any), as the table declares them. */
export type TransactionFilters = { [K in keyof typeof TRANSACTION_FILTERS]?: FilterValue<(typeof TRANSACTION_FILTERS)[K]> };

/** The filters in use, each with its entry; a value for a filter the table does not declare is a fault, never ignored. */
export function activeFilters(filters: TransactionFilters): [AnyTransactionFilter, never][] {
  const table: Record<string, AnyTransactionFilter | undefined> = TRANSACTION_FILTERS;
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const filter = table[name];
      if (!filter) throw new Error(`"${name}" is not a transaction filter (TRANSACTION_FILTERS).`);
      return [filter, value as never];
    });
}

/** The conditions of the filters on a transaction row (`t`). */
export const rowConditions = (filters: TransactionFilters): Expression<SqlBool>[] => activeFilters(filters).map(([filter, value]) => filter.where(value));

/** The filters as one narrowing of the rollup, or undefined when one of them has none (then totals come from the rows). */
export function rollupNarrowing(filters: TransactionFilters): (Omit<RollupNarrowing, 'where'> & { where: Expression<SqlBool>[] }) | undefined {
  const combined: Omit<RollupNarrowing, 'where'> & { where: Expression<SqlBool>[] } = { range: {}, where: [] };
  for (const [filter, value] of activeFilters(filters)) {
    if (!filter.rollup) return undefined;
    const { where, range, ...rest } = filter.rollup(value);
    if (where) combined.where.push(where);
    Object.assign(combined, rest, { range: { ...combined.range, ...range } });
  }
  return combined;
}

/** The filters a request's query parameters set, checked in the table's order (400 or 404 naming the parameter). */
export async function filtersOfQuery(query: FilterQuery, scope: FilterScope): Promise<TransactionFilters> {
  const filters: Record<string, unknown> = {};
  const table: Record<string, AnyTransactionFilter> = TRANSACTION_FILTERS;
  for (const [name, filter] of Object.entries(table)) {
    const raw = filter.param && query[filter.param.name];
    if (filter.param && raw !== undefined) filters[name] = await filter.param.parse(raw as never, query, scope);
  }
  return filters as TransactionFilters;
}
