import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * PGlite serves one connection: Kysely's connections are handed out one at a time,
 * so a transaction never interleaves with another query (the job queue's queries take
 * the same turn: see jobs/queue.ts).
 */
class PGliteDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  readonly #connection: PGliteConnection;

  constructor(private readonly db: PGlite) {
    this.#connection = new PGliteConnection(db);
  }

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.#connection.release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    // The PGlite instance belongs to whoever created it.
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};

  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = compiledQuery.parameters.length > 0 ? await this.db.query<R>(compiledQuery.sql, [...compiledQuery.parameters]) : await this.#exec<R>(compiledQuery.sql);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(compiledQuery.sql)
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  /**
   * Text without parameters may hold several statements (the job queue's schema and its locked
   * maintenance blocks), which PGlite refuses as one prepared query: it goes through `exec`, and
   * the last statement's result answers. A block that fails half-way is rolled back, so the one
   * connection is not left inside an aborted transaction.
   */
  async #exec<R>(text: string): Promise<Results<R>> {
    try {
      const results = await this.db.exec(text);
      return (results.at(-1) ?? { rows: [], fields: [] }) as Results<R>;
    } catch (error) {
      if (/\bcommit\s*;?\s*$/i.test(text.trim())) await this.db.exec('rollback').catch(() => undefined);
      throw error;
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly db: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.db);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
