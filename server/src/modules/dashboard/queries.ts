import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DateRange } from '../../lib/calendar.ts';
import { listedTransactions, selectListed } from '../money/index.ts';
import { BILL_FREQUENCIES } from '../recurring/index.ts';

/**
 * The range's largest posted spending transactions (purchases, bills, fees), largest first: a
 * split row's parts each by its own amount. Rows not split are read in the order of the user's
 * amount index (spending is money leaving, so Plaid's amount, the row's own, is the amount) until
 * `limit` of them are spending; then the parts of the split rows that have one at least as large as
 * the smallest of those (a look into each row's parts, before anything else is read of it), and
 * the two merged.
 */
export async function topSpendingTransactions(db: Db, userId: string, range: DateRange, limit: number) {
  const spending = selectListed(listedTransactions(db, userId))
    .where('t.kind', '=', 'spending')
    .where('t.pending', '=', false)
    .where('t.hidden', '=', false)
    .where('t.date', '>=', range.start)
    .where('t.date', '<=', range.end)
    .select('t.id');
  const whole = await spending.where('t.splits', 'is', null).orderBy('t.whole_amount_cents', 'desc').orderBy('t.date', 'desc').orderBy('t.id').limit(limit).execute();
  const smallest = whole.length === limit ? Number(whole.at(-1)!.amount_cents) : undefined;
  const split = spending.where('t.splits', 'is not', null);
  const parts = await (smallest === undefined ? split : split.where(sql<boolean>`exists (select 1 from jsonb_array_elements(t.splits) e where (e.value->>'amount_cents')::bigint >= ${smallest})`))
    .orderBy('t.plaid_amount_cents', 'desc')
    .orderBy('t.date', 'desc')
    .orderBy('t.id')
    .orderBy('t.split_part')
    .limit(limit)
    .execute();
  return [...whole, ...parts].sort(largestFirst).slice(0, limit);
}

/** Largest amount first, then the newest, then by id (as Postgres orders uuids: their hex text) and part: the order of `topSpendingTransactions`. */
const largestFirst = (a: TopRow, b: TopRow) =>
  Number(b.amount_cents) - Number(a.amount_cents) || b.date.localeCompare(a.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) || a.split_part - b.split_part;
type TopRow = { amount_cents: number | string; date: string; id: string; split_part: number };

/**
 * The user's active recurring streams one way (bills are outflows, pay inflows) with a last date
 * and a frequency a next date can be told from, with their account and institution, as the user
 * corrected them (modules/recurring): a stream they marked not recurring is left out, their
 * expected amount is the amount (`last_amount_cents`, in Plaid's sign: money in negative), their
 * kind is `user_kind`, and the streams they added by hand are in (`source` 'manual', whose
 * `last_date` is their next date and is due: `dueOnLast`). The category (primary and detailed) is
 * the user's rule for the stream's merchant (its merchant name, else its description) when there
 * is one, else Plaid's.
 */
export async function activeRecurringStreams(db: Db, userId: string, direction: 'inflow' | 'outflow') {
  const rows = await db
    .selectFrom('recurring_streams as s')
    .leftJoin('items as i', 'i.id', 's.item_id')
    .leftJoin('accounts as a', (join) => join.onRef('a.user_id', '=', 's.user_id').onRef('a.plaid_account_id', '=', 's.account_plaid_id'))
    .leftJoin('category_rules as r', (join) => join.onRef('r.user_id', '=', 's.user_id').on('r.merchant_key', '=', sql<string>`coalesce(nullif(s.merchant_name, ''), s.description)`))
    .select([
      sql<string>`coalesce(s.stream_id, s.id::text)`.as('stream_id'),
      's.description',
      's.merchant_name',
      sql<string | null>`coalesce(r.category_primary, s.category_primary)`.as('category'),
      sql<string | null>`case when r.id is not null then r.category_detailed else s.category_detailed end`.as('category_detailed'),
      sql<number>`case when s.user_amount_cents is null then s.last_amount_cents when s.direction = 'inflow' then -s.user_amount_cents else s.user_amount_cents end`.as('last_amount_cents'),
      's.last_date',
      's.frequency',
      's.source',
      's.user_kind',
      sql<string | null>`coalesce(a.official_name, a.name)`.as('account_name'),
      'i.institution_name',
    ])
    // A hidden account's streams are in no total (a hand-made stream has no account).
    .where(sql<boolean>`coalesce(a.hidden, false) = false`)
    .where('s.user_id', '=', userId)
    .where('s.direction', '=', direction)
    .where('s.is_active', '=', true)
    .where('s.not_recurring', '=', false)
    .where('s.frequency', 'in', BILL_FREQUENCIES)
    .where('s.last_date', 'is not', null)
    .execute();
  return rows.map((row) => ({ ...row, dueOnLast: row.source === 'manual' }));
}

/** The user's recurring bills: active outflow streams whose next date can be told. */
export const activeBillStreams = (db: Db, userId: string) => activeRecurringStreams(db, userId, 'outflow');
