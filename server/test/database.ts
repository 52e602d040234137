import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/client.ts';

/**
 * One database per test run, shared by every server test file (the server projects run with
 * isolate: false). Tests isolate themselves by user, as the product does. The global setup
 * chooses it: in-memory PGlite, or a fresh Postgres database that it drops afterwards.
 */
let shared: Promise<DatabaseHandle> | undefined;

export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= open();
  return shared;
}

async function open(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  const handle = await openDatabase(url === 'pglite' ? {} : { databaseUrl: url });
  await migrateToLatest(handle.db);
  return handle;
}
