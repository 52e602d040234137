import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DateRange } from '../../lib/calendar.ts';
import { TOTALS, totalsOf } from '../money/queries.ts';
import { listedTransactions, selectListed } from '../money/responses.ts';
import { classifiedTransactions } from '../money/rules.ts';

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

const MONTH = sql<string>`to_char(t.date, 'YYYY-MM')`;

/**
 * Everything summed about one merchant (`merchant_key`) in one grouped query: all time (the row
 * whose `all_months` is 1) and per month. The category is the most frequent category in force
 * among its rows (ties to the first code), logo and website its newest row's that has one, and it
 * recurs when one of the user's active recurring streams names it (merchant name or description,
 * ignoring case).
 */
export async function merchantFigures(db: Db, userId: string, merchantKey: string, period: DateRange | null) {
  const inPeriod = period ? sql`t.date >= ${period.start} and t.date <= ${period.end}` : sql`false`;
  const rows = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select([
      sql<string | null>`${MONTH}`.as('month'),
      sql<number>`grouping(${MONTH})`.as('all_months'),
      ...TOTALS,
      sql<number>`count(*) filter (where not t.pending)`.as('posted_count'),
      sql<number>`count(*) filter (where t.counts_in_totals and t.kind = 'spending')`.as('spending_count'),
      sql<string>`min(t.date)`.as('first_date'),
      sql<string>`max(t.date)`.as('last_date'),
      sql<string | null>`mode() within group (order by t.category_primary)`.as('category'),
      sql<string | null>`(array_agg(t.logo_url order by t.date desc, t.id desc) filter (where t.logo_url is not null))[1]`.as('logo_url'),
      sql<string | null>`(array_agg(t.website order by t.date desc, t.id desc) filter (where t.website is not null))[1]`.as('website'),
      sql<number>`coalesce(sum(t.spending_cents) filter (where ${inPeriod}), 0)`.as('period_spent_cents'),
      sql<number>`count(*) filter (where not t.pending and ${inPeriod})`.as('period_count'),
      sql<boolean>`exists (
        select 1 from recurring_streams s
        where s.user_id = ${userId} and s.is_active and (lower(s.merchant_name) = lower(${merchantKey}) or lower(s.description) = lower(${merchantKey})))`.as('is_recurring'),
    ])
    .where('t.merchant_key', '=', merchantKey)
    .groupBy(sql`grouping sets ((), (${MONTH}))`)
    .execute();
  const all = rows.find((r) => Number(r.all_months) === 1);
  if (!all) return undefined;
  return {
    ...totalsOf(all),
    posted_count: Number(all.posted_count),
    spending_count: Number(all.spending_count),
    first_date: all.first_date,
    last_date: all.last_date,
    category: all.category,
    logo_url: all.logo_url,
    website: all.website,
    period: period ? { spent_cents: Number(all.period_spent_cents), count: Number(all.period_count) } : null,
    is_recurring: all.is_recurring,
    spent_by_month: new Map(rows.filter((r) => Number(r.all_months) === 0).map((r) => [r.month!, Number(r.spent_cents)])),
  };
}
