import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DateRange } from '../../lib/calendar.ts';
import { COUNTED, monthlyRows, ROLLUP_TOTALS, totalsOf, listedTransactions, selectListed, classifiedTransactions } from '../money/index.ts';

/** The user's transaction with this Plaid id, as listed, with its merchant key; undefined for another user's or an unknown one. */
export async function listedTransaction(db: Db, userId: string, plaidTransactionId: string) {
  return selectListed(listedTransactions(db, userId)).where('t.plaid_transaction_id', '=', plaidTransactionId).executeTakeFirst();
}

/** The user's newest transaction (pending ones included), as listed; undefined when they have none. */
export async function newestTransaction(db: Db, userId: string) {
  return selectListed(listedTransactions(db, userId)).orderBy('t.date', 'desc').orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(1).executeTakeFirst();
}

/** The merchant's newest transactions of every kind, pending ones included. */
export async function recentMerchantTransactions(db: Db, userId: string, merchantKey: string, limit: number) {
  return selectListed(listedTransactions(db, userId)).where('t.merchant_key', '=', merchantKey).orderBy('t.date', 'desc').orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
}

const MONTH = sql<string>`to_char(m.month, 'YYYY-MM')`;

/**
 * Everything summed about one merchant (`merchant_key`): all time and per month from the money
 * rollup (the row whose `all_months` is 1 is all time), the period's from `monthlyRows`, and what
 * needs single rows through the user's merchant index. The category is the most frequent category
 * in force among its rows (ties to the first code, as `mode()` picks; rows without one not
 * counted), logo and website its newest row's that has one, and it recurs when one of the user's
 * active recurring streams names it (merchant name or description, ignoring case).
 */
export async function merchantFigures(db: Db, userId: string, merchantKey: string, period: DateRange | null) {
  const rowsOf = () => db.selectFrom(classifiedTransactions(userId).as('t')).where('t.merchant_key', '=', merchantKey);
  const newest = (column: 't.logo_url' | 't.website') => rowsOf().select(column).where(column, 'is not', null).orderBy('t.date', 'desc').orderBy('t.id', 'desc').limit(1);
  const [rows, category, single, inPeriod] = await Promise.all([
    monthlyRows(db, userId, null)
      .where('m.merchant_key', '=', merchantKey)
      .select([
        sql<string | null>`${MONTH}`.as('month'),
        sql<number>`grouping(${MONTH})`.as('all_months'),
        ...ROLLUP_TOTALS,
        sql<number>`coalesce(sum(m.transactions) filter (where not m.pending), 0)`.as('posted_count'),
        sql<number>`coalesce(sum(m.transactions) filter (where ${COUNTED} and m.kind = 'spending'), 0)`.as('spending_count'),
      ])
      .groupBy(sql`grouping sets ((), (${MONTH}))`)
      .having(sql<boolean>`sum(m.transactions) > 0`)
      .execute(),
    monthlyRows(db, userId, null)
      .where('m.merchant_key', '=', merchantKey)
      .where('m.category_primary', 'is not', null)
      .select('m.category_primary')
      .groupBy('m.category_primary')
      .orderBy(sql`sum(m.transactions)`, 'desc')
      .orderBy('m.category_primary')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectNoFrom([
        sql<string>`(${rowsOf().select(sql<string>`min(t.date)`.as('d'))})`.as('first_date'),
        sql<string>`(${rowsOf().select(sql<string>`max(t.date)`.as('d'))})`.as('last_date'),
        sql<string | null>`(${newest('t.logo_url')})`.as('logo_url'),
        sql<string | null>`(${newest('t.website')})`.as('website'),
        sql<boolean>`exists (
          select 1 from recurring_streams s
          where s.user_id = ${userId} and s.is_active and (lower(s.merchant_name) = lower(${merchantKey}) or lower(s.description) = lower(${merchantKey})))`.as('is_recurring'),
      ])
      .executeTakeFirstOrThrow(),
    period ? merchantRangeFigures(db, userId, merchantKey, period) : undefined,
  ]);
  const all = rows.find((r) => Number(r.all_months) === 1);
  if (!all) return undefined;
  return {
    ...totalsOf(all),
    posted_count: Number(all.posted_count),
    spending_count: Number(all.spending_count),
    first_date: single.first_date,
    last_date: single.last_date,
    category: category?.category_primary ?? null,
    logo_url: single.logo_url,
    website: single.website,
    period: inPeriod ?? null,
    is_recurring: single.is_recurring,
    spent_by_month: new Map(rows.filter((r) => Number(r.all_months) === 0).map((r) => [r.month!, Number(r.spent_cents)])),
  };
}

/** Spent at the merchant and its posted transactions over a range. */
export async function merchantRangeFigures(db: Db, userId: string, merchantKey: string, range: DateRange): Promise<{ spent_cents: number; count: number }> {
  const row = await monthlyRows(db, userId, range)
    .where('m.merchant_key', '=', merchantKey)
    .select([sql<number>`coalesce(sum(m.spending_cents), 0)`.as('spent_cents'), sql<number>`coalesce(sum(m.transactions) filter (where not m.pending), 0)`.as('count')])
    .executeTakeFirstOrThrow();
  return { spent_cents: Number(row.spent_cents), count: Number(row.count) };
}
