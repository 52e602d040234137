import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * The planner keeps of `transactions.splits` only what it uses: the share of rows split (the
 * money rules price a row's parts by it, migration 0039). At the default statistics target it
 * also kept a hundred of the most common split arrays and a histogram of them, which every read
 * of the classified rows loaded and weighed while planning (its parts' lookup is memoized by the
 * array): 2–3 ms of planning on each of the heavy ledger's reads, more than running its first page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table transactions alter column splits set statistics 1;
    analyze transactions (splits);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `alter table transactions alter column splits set statistics -1;`);
}
