import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { classifiedTransactions } from '../money/rules.ts';

export interface PostedAmount {
  /** The account's row id (`accounts.id`). */
  account_id: string;
  date: string;
  /** Plaid's sign, summed: positive is money that left the account that day. */
  plaid_amount_cents: number;
}

/**
 * The user's posted amounts per account and day, dated after `after` (YYYY-MM-DD): what a balance
 * is walked back from. Every kind counts (transfers and card payments move balances too);
 * pending rows do not, as a bank's current balance leaves them out.
 */
export async function postedAmountsByAccountDay(db: Db, userId: string, after: string): Promise<PostedAmount[]> {
  const rows = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select(['t.account_id', 't.date', sql<number>`sum(t.plaid_amount_cents)`.as('plaid_amount_cents')])
    .where('t.date', '>', after)
    .where('t.pending', '=', false)
    .groupBy(['t.account_id', 't.date'])
    .execute();
  return rows.map((r) => ({ account_id: r.account_id, date: r.date, plaid_amount_cents: Number(r.plaid_amount_cents) }));
}
