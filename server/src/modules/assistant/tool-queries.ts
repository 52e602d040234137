import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DateRange } from '../../lib/calendar.ts';
import { COUNTED, IN_SPENT, monthlyRows, ROLLUP_TOTALS, totalsOf } from '../money/index.ts';
import { activeRecurringStreams } from '../dashboard/index.ts';
import { rollupNarrowing, type TransactionFilters } from '../transactions/index.ts';

/** A filter of the assistant's money reads: at most one category (primary or detailed) and one merchant key, as the transaction filters declare them. */
export type MoneyFilter = Pick<TransactionFilters, 'category' | 'merchant'>;

export type GroupBy = 'category' | 'merchant' | 'month';

const GROUP_KEY = {
  category: sql<string | null>`m.category_primary`,
  merchant: sql<string | null>`m.merchant_key`,
  month: sql<string | null>`to_char(m.month, 'YYYY-MM')`,
} as const;

/** The money rollup's groups over the range within the filter (`monthlyRows`: whole months summed already, the days at either end from the transactions). */
function filtered(db: Db, userId: string, range: DateRange, filter: MoneyFilter) {
  // Both filters narrow the rollup: a filter that could not would be a fault here, not a silent drop.
  const narrowing = rollupNarrowing({ startDate: range.start, endDate: range.end, category: filter.category || undefined, merchant: filter.merchant || undefined });
  if (!narrowing) throw new Error('The assistant filters by rollup columns only (TRANSACTION_FILTERS).');
  return narrowing.where.reduce((query, condition) => query.where(condition), monthlyRows(db, userId, narrowing.range ?? range));
}

/** The rows that make the spent figure (purchases and refunds): what a spending answer counts. */
const SPENDING_COUNT = sql<number>`coalesce(sum(m.transactions) filter (where ${IN_SPENT}), 0)`.as('spending_count');

/** Spent, income, net and count over the range, as the README counts them, within the filter; `spending_count` counts the rows of the spent figure only. */
export async function filteredTotals(db: Db, userId: string, range: DateRange, filter: MoneyFilter = {}) {
  const row = await filtered(db, userId, range, filter).select([...ROLLUP_TOTALS, SPENDING_COUNT]).executeTakeFirstOrThrow();
  return { ...totalsOf(row), spending_count: Number(row.spending_count) };
}

/** The same figures per category, merchant or month, in the totals only. */
export async function groupedTotals(db: Db, userId: string, range: DateRange, groupBy: GroupBy, filter: MoneyFilter = {}) {
  const key = GROUP_KEY[groupBy];
  const rows = await filtered(db, userId, range, filter).where(COUNTED).select([key.as('key'), ...ROLLUP_TOTALS, SPENDING_COUNT]).groupBy(key).execute();
  return rows.map((r) => ({ key: r.key, ...totalsOf(r), spending_count: Number(r.spending_count) }));
}

/** The day of the user's first transaction, null before any: a period before it is outside the history. */
export async function historyStart(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('transactions').select(sql<string | null>`to_char(min(date), 'YYYY-MM-DD')`.as('first')).where('user_id', '=', userId).executeTakeFirst();
  return row?.first ?? null;
}

/** Income per payer (merchant key) over the range, largest first. */
export async function incomeSources(db: Db, userId: string, range: DateRange, limit: number) {
  const rows = await filtered(db, userId, range, {})
    .where('m.kind', '=', 'income')
    .where(COUNTED)
    .select(['m.merchant_key', sql<number>`sum(m.income_cents)`.as('income_cents'), sql<number>`sum(m.transactions)`.as('count')])
    .groupBy('m.merchant_key')
    .orderBy('income_cents', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ name: r.merchant_key, income_cents: Number(r.income_cents), count: Number(r.count) }));
}

/** The user's merchants, most transactions first: the enum the model picks a merchant from. */
export async function knownMerchants(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await monthlyRows(db, userId, null).select('m.merchant_key').groupBy('m.merchant_key').orderBy(sql`sum(m.transactions)`, 'desc').orderBy('m.merchant_key').limit(limit).execute();
  return rows.map((r) => r.merchant_key);
}

export async function accountBalances(db: Db, userId: string) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('items as i', 'i.id', 'a.item_id')
    .select(['a.id', 'a.name', 'a.official_name', 'a.mask', 'a.type', 'a.subtype', 'a.current_cents', 'a.available_cents', 'a.limit_cents', 'i.institution_name'])
    .where('a.user_id', '=', userId)
    .where('a.is_active', '=', true)
    .where('a.hidden', '=', false)
    .where('i.status', '!=', 'inactive')
    .orderBy('i.institution_name')
    .orderBy('a.name')
    .execute();
}

export async function creditCards(db: Db, userId: string) {
  return db
    .selectFrom('credit_liabilities as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .innerJoin('items as i', 'i.id', 'a.item_id')
    .select(['a.name', 'a.current_cents', 'a.limit_cents', 'i.institution_name', 'l.minimum_payment_cents', 'l.next_payment_due_date', 'l.last_statement_balance_cents', 'l.aprs'])
    .where('l.user_id', '=', userId)
    .where('a.is_active', '=', true)
    .where('a.hidden', '=', false)
    .orderBy('a.name')
    .execute();
}

/** The active recurring streams, both ways, with their category in force (the dashboard's bills and deposits). */
export async function recurringStreams(db: Db, userId: string) {
  const [outflows, inflows] = await Promise.all([activeRecurringStreams(db, userId, 'outflow'), activeRecurringStreams(db, userId, 'inflow')]);
  return [...outflows.map((s) => ({ ...s, direction: 'outflow' as const })), ...inflows.map((s) => ({ ...s, direction: 'inflow' as const }))].sort((a, b) => a.description.localeCompare(b.description));
}
