import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/** The names a user gave Plaid's primary categories (issue 24): read wherever a primary is named. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table category_primary_names (
      user_id uuid not null references users (id) on delete cascade,
      code text not null,
      name text not null check (length(name) between 1 and 40),
      created_at timestamptz not null default now(),
      primary key (user_id, code)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `drop table category_primary_names;`);
}
