import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Transaction search through one index that holds the user too (btree_gin lets a GIN index lead
 * with `user_id`): with the trigram index of 0005 alone, the planner weighed it against the
 * user's own index once the table held other users' rows, and often filtered every row of the
 * user instead, 100,000 of them for a heavy one. The text expression must stay identical to the
 * query's (modules/transactions, `searchText`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create extension if not exists btree_gin;
    create index transactions_user_search_idx on transactions using gin (user_id, (coalesce(merchant_name, '') || ' ' || name) gin_trgm_ops);
    drop index transactions_search_trgm_idx;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create index transactions_search_trgm_idx on transactions using gin ((coalesce(merchant_name, '') || ' ' || name) gin_trgm_ops);
    drop index transactions_user_search_idx;
  `);
}
