import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DateRange } from '../../lib/calendar.ts';
import { classifiedTransactions } from '../money/index.ts';

/**
 * Spent over the range (README, "How Ledgerline counts money": posted spending less refunds, hidden
 * rows left out), and the part of it at the given merchants (their keys in lower case: the merchant
 * name, else the transaction's name), in cents.
 */
export async function spentApartFrom(db: Db, userId: string, range: DateRange, merchantKeys: readonly string[]): Promise<{ spentCents: number; atMerchantsCents: number }> {
  const atMerchants = merchantKeys.length === 0 ? sql<boolean>`false` : sql<boolean>`lower(t.merchant_key) in (${sql.join(merchantKeys)})`;
  const row = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select([
      sql<string>`coalesce(sum(t.spending_cents), 0)`.as('spent'),
      sql<string>`coalesce(sum(t.spending_cents) filter (where ${atMerchants}), 0)`.as('at_merchants'),
    ])
    .where('t.date', '>=', range.start)
    .where('t.date', '<=', range.end)
    .executeTakeFirstOrThrow();
  return { spentCents: Number(row.spent), atMerchantsCents: Number(row.at_merchants) };
}

/** Keeps the day's first forecast (a later read the same day changes nothing). */
export async function keepForecast(db: Db, userId: string, madeOn: string, startingCents: number, balancesCents: readonly number[]): Promise<void> {
  await db
    .insertInto('forecasts')
    .values({ user_id: userId, made_on: madeOn, starting_cents: startingCents, balances_cents: JSON.stringify(balancesCents) })
    .onConflict((oc) => oc.columns(['user_id', 'made_on']).doNothing())
    .execute();
}

/** How far back the forecast checked against what happened was made, ideally. */
export const CHECK_DAYS = 30;

/** The earlier forecast to check: the one made nearest `CHECK_DAYS` days before today (the older of two as near), within twice that; none made today counts. */
export async function forecastToCheck(db: Db, userId: string, today: string): Promise<{ madeOn: string; balancesCents: number[] } | null> {
  const row = await db
    .selectFrom('forecasts')
    .select([sql<string>`to_char(made_on, 'YYYY-MM-DD')`.as('made_on'), 'balances_cents'])
    .where('user_id', '=', userId)
    .where('made_on', '<', today)
    .where(sql<boolean>`made_on >= ${today}::date - ${2 * CHECK_DAYS}::int`)
    .orderBy(sql`abs(made_on - (${today}::date - ${CHECK_DAYS}::int))`)
    .orderBy('made_on')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const balances = typeof row.balances_cents === 'string' ? (JSON.parse(row.balances_cents) as number[]) : (row.balances_cents as unknown as number[]);
  return { madeOn: row.made_on, balancesCents: balances.map(Number) };
}
