import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/database.ts';
import { migrateToLatest } from './client.ts';

describe(`database (${process.env.LEDGERLINE_TEST_DB})`, () => {
  it('migrates idempotently', async () => {
    const { db } = await testDatabase();
    await migrateToLatest(db);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['users', 'subscriptions', 'items', 'accounts', 'credit_liabilities', 'transactions', 'notifications', 'chat_messages', 'chat_quota_usage', 'budgets', 'analyses', 'webhook_events']),
    );
  });

  it('reads dates as YYYY-MM-DD and sums of cents as exact numbers on either driver', async () => {
    const { db } = await testDatabase();
    const result = await sql<{ day: string; total: number; count: number }>`
      select date '2024-02-29' as day, sum(c)::numeric as total, count(*)::bigint as count
      from (values (10::bigint), (20::bigint), (1::bigint)) as v(c)`.execute(db);
    expect(result.rows[0]).toEqual({ day: '2024-02-29', total: 31, count: 3 });
  });

  it('indexes transactions by user and date for the transactions page', async () => {
    const { db } = await testDatabase();
    const result = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'transactions_user_date_idx'`.execute(db);
    expect(result.rows[0]?.indexdef).toMatch(/\(user_id, date DESC, id\)/);
  });
});
