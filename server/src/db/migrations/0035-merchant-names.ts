import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Merchants by the user's name (issue 24, item 4): a name per merchant key (Plaid's merchant name,
 * else the bank's text: the key the rollups, rules and filters group by), shown wherever the
 * merchant is named, for every row of the key past and future; the key itself, the rule keyed by
 * it and the bank's text stay as they are. One row per user and key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table merchant_names (
      user_id uuid not null references users (id) on delete cascade,
      merchant_key text not null,
      name text not null check (length(name) between 1 and 80),
      created_at timestamptz not null default now(),
      primary key (user_id, merchant_key)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `drop table merchant_names;`);
}
