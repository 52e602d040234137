import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * The transactions page's order read straight from an index: newest date first, then id, both
 * descending (modules/transactions, `ORDER`, whose id tiebreak follows the sort's direction). 0001's
 * index held the id ascending, so every page sorted what it read: page 50 of a heavy user sorted
 * 2,500 wide rows to keep 50. Read backwards, the new index serves the oldest-first order too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create index transactions_user_date_id_idx on transactions (user_id, date desc, id desc);
    drop index transactions_user_date_idx;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create index transactions_user_date_idx on transactions (user_id, date desc, id);
    drop index transactions_user_date_id_idx;
  `);
}
