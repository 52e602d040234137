import { sql } from 'kysely';
import type { Db } from '../db/client.ts';

export interface LinkedBankSummary {
  institutionName: string;
  accountCount: number;
  transactionCount: number;
}

export async function userIdBySub(db: Db, issuer: string, sub: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('issuer', '=', issuer).where('sub', '=', sub).executeTakeFirst();
  return row?.id;
}

/** Each linked bank of the user with how many accounts and transactions it brought. */
export async function linkedBankSummaries(db: Db, userId: string): Promise<LinkedBankSummary[]> {
  const rows = await db
    .selectFrom('items')
    .select([
      'items.institution_name',
      sql<string>`(select count(*) from accounts where accounts.user_id = items.user_id and accounts.item_id = items.id and accounts.is_active)`.as('account_count'),
      sql<string>`(select count(*) from transactions where transactions.user_id = items.user_id and transactions.item_id = items.id)`.as('transaction_count'),
    ])
    .where('items.user_id', '=', userId)
    .where('items.status', '!=', 'inactive')
    .orderBy('items.created_at')
    .execute();
  return rows.map((row) => ({ institutionName: row.institution_name, accountCount: Number(row.account_count), transactionCount: Number(row.transaction_count) }));
}
