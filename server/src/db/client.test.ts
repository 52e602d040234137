import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Migrator, sql } from 'kysely';
import { describe, expect, inject, it, vi } from 'vitest';
import { testDatabase } from '../../test/database.ts';
import { migrateToLatest, openDatabase } from './client.ts';
import { migrationProvider } from './migrations/index.ts';

describe(`database (${process.env.LEDGERLINE_TEST_DB})`, () => {
  it('migrates idempotently', async () => {
    const { db } = await testDatabase();
    await migrateToLatest(db);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['users', 'subscriptions', 'items', 'accounts', 'credit_liabilities', 'transactions', 'notifications', 'chat_messages', 'monthly_usage', 'budgets', 'analyses', 'webhook_events']),
    );
  });

  // Once per run (the PGlite project): the Postgres project has no directory to make.
  it.skipIf(inject('testDatabaseUrl') !== 'pglite')('makes a new PGlite directory in a process of its own: the opening one holds only the database, and what it writes is there when opened again', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'ledgerline-pglite-'));
    try {
      const dir = path.join(parent, 'db');
      // A fresh process opens the new directory (its resident memory is that opening's alone) and writes a row.
      const open = `const { openDatabase } = await import(process.argv[1]); const { sql } = await import('kysely');
        const { db, close } = await openDatabase({ pgliteDir: process.argv[2] });
        await sql\`create table kept (note text)\`.execute(db); await sql\`insert into kept values ('still here')\`.execute(db);
        console.log(process.memoryUsage().rss); await close();`;
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', open, new URL('./client.ts', import.meta.url).href, dir]);
      // With initdb run in the opening process, it held about 600 MB; opened apart, about 390.
      expect(Number(stdout.trim()) / 1024 / 1024).toBeLessThan(500);
      const again = await openDatabase({ pgliteDir: dir });
      expect((await sql<{ note: string }>`select note from kept`.execute(again.db)).rows).toEqual([{ note: 'still here' }]);
      await again.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('reads dates as YYYY-MM-DD and sums of cents as exact numbers on either driver', async () => {
    const { db } = await testDatabase();
    const result = await sql<{ day: string; total: number; count: number }>`
      select date '2024-02-29' as day, sum(c)::numeric as total, count(*)::bigint as count
      from (values (10::bigint), (20::bigint), (1::bigint)) as v(c)`.execute(db);
    expect(result.rows[0]).toEqual({ day: '2024-02-29', total: 31, count: 3 });
  });

  it('indexes transactions by user, date and id in the transactions page\'s order (newest first, ties by id the same way)', async () => {
    const { db } = await testDatabase();
    const result = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'transactions_user_date_id_idx'`.execute(db);
    expect(result.rows[0]?.indexdef).toMatch(/\(user_id, date DESC, id DESC\)/);
  });

  it('moves the assistant\'s monthly asks into the monthly counter and back (migration 0008)', async () => {
    // A database of its own, stopped at 0007 with an ask counted the old way.
    const handle = await openDatabase({});
    try {
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0007-chat-asks')).error).toBeUndefined();
      const { id } = await handle.db.insertInto('users').values({ issuer: 'https://issuer.example/', sub: 'mover', email: 'mover@example.com' }).returning('id').executeTakeFirstOrThrow();
      await sql`insert into chat_quota_usage (user_id, month, used) values (${id}, '2026-01', 7)`.execute(handle.db);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await handle.db.selectFrom('monthly_usage').selectAll().execute()).toEqual([{ user_id: id, month: '2026-01', scope: 'assistant_asks', used: 7 }]);

      expect((await migrator.migrateTo('0007-chat-asks')).error).toBeUndefined();
      expect((await sql`select user_id, month, used from chat_quota_usage`.execute(handle.db)).rows).toEqual([{ user_id: id, month: '2026-01', used: 7 }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  const postgresUrl = inject('testDatabaseUrl');
  it.runIf(postgresUrl !== 'pglite')('survives Postgres terminating an idle pooled connection, and reconnects', async () => {
    const onConnectionLost = vi.fn();
    const handle = await openDatabase({ databaseUrl: postgresUrl, onConnectionLost });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      // The connection is back in the pool, idle, when the server ends it (a restart or failover does the same).
      const { db } = await testDatabase();
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db);
      await vi.waitFor(() => expect(onConnectionLost).toHaveBeenCalledOnce());
      const after = await sql<{ one: number }>`select 1::int as one`.execute(handle.db);
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
