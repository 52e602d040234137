import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { classifiedTransactions } from '../money/rules.ts';
import type { DateRange } from './periods.ts';

/** The months (`YYYY-MM`) in which the user has posted transactions. */
export async function monthsWithTransactions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select(sql<string>`to_char(t.date, 'YYYY-MM')`.as('month'))
    .where('t.pending', '=', false)
    .distinct()
    .execute();
  return rows.map((r) => r.month);
}

export interface CategorySpending {
  category_primary: string | null;
  spent_cents: number;
}

/** Spent (spending minus refunds) per effective primary category over the range, largest first; categories that net to zero left out. */
export async function spendingByCategory(db: Db, userId: string, range: DateRange): Promise<CategorySpending[]> {
  const rows = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select((eb) => ['t.category_primary', eb.fn.sum<number>('t.spending_cents').as('spent_cents')])
    .where('t.date', '>=', range.start)
    .where('t.date', '<=', range.end)
    .where('t.counts_in_totals', '=', true)
    .where('t.kind', 'in', ['spending', 'refund'])
    .groupBy('t.category_primary')
    .execute();
  return rows
    .map((r) => ({ category_primary: r.category_primary, spent_cents: Number(r.spent_cents) }))
    .filter((r) => r.spent_cents !== 0)
    .sort((a, b) => b.spent_cents - a.spent_cents || (a.category_primary ?? '').localeCompare(b.category_primary ?? ''));
}
