import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Search over a transaction's merchant and name through an index (modules/transactions,
 * `searchText`): one trigram index on the text searched, which serves both the substring match
 * (`ILIKE '%word%'`) and the near-miss one (`word <% text`, "starbuks" finds "Starbucks").
 * The expression here and the query's must stay identical, or the planner scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create extension if not exists pg_trgm;
    create index transactions_search_trgm_idx on transactions using gin ((coalesce(merchant_name, '') || ' ' || name) gin_trgm_ops);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop index transactions_search_trgm_idx;
  `);
}
