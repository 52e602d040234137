import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * Both drivers read values alike: bigint and numeric (cents, counts, sums of cents) as numbers,
 * DATE as 'YYYY-MM-DD', timestamps as Date.
 */
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: asText,
};

export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /**
   * An idle pooled connection failed (the server restarted, failed over, or terminated it). The
   * pool drops it and connects anew on the next query; without a listener `pg` would crash the process.
   */
  onConnectionLost?: (error: Error) => void;
}

/** Without a logger of the caller's: one line on stderr. */
export const warnConnectionLost = (error: Error) => console.warn(`Postgres: an idle connection was lost (${error.message}); the pool reconnects.`);

/** A Postgres server when `databaseUrl` is set, else embedded PGlite in `dataDir` (or in memory with `memory://`). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // No parallel workers for a query: the app's reads are small and many, and starting workers
      // cost more than they saved (money bench, heavy ledger, p95: page 50 by number 57 → 24 ms,
      // filtered 59 → 39, search 40 → 23, merchant details 61 → 17); other requests use the cores.
      options: '-c max_parallel_workers_per_gather=0',
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser },
    });
    pool.on('error', options.onConnectionLost ?? warnConnectionLost);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'postgres', close: () => db.destroy() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await createPgliteDirApart(dir);
  // pg_trgm and btree_gin back transaction search (migrations 0005, 0009); PGlite loads an extension only when given it here.
  const pglite = await PGlite.create(dir, { parsers: PARSERS, extensions: { pg_trgm, btree_gin } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    driver: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * A new PGlite data directory is made (initdb) in a process of its own that then exits, and opened
 * here as an existing one: initdb's WebAssembly instance holds memory this process would never give
 * back (a server that made its directory itself held about 800 MB before its first query, against
 * 300 MB for the same directory opened again). Costs a Node start, once, on the first run.
 */
async function createPgliteDirApart(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const create = 'const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();';
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', create, import.meta.resolve('@electric-sql/pglite'), path.resolve(dir)]);
  } catch (error) {
    throw new Error(`PGlite could not create its data directory ${dir}: ${(error as { stderr?: string }).stderr || (error as Error).message}`, { cause: error });
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
