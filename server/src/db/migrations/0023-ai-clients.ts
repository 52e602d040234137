import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * The AI clients that called `/mcp` for a person (Settings lists them and can revoke one): when
 * first and last, how many calls this UTC month, and since when it is revoked (tokens issued
 * before that are refused; signing in and allowing it again brings it back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table ai_clients (
      user_id uuid not null references users (id) on delete cascade,
      client_id text not null check (length(client_id) between 1 and 500),
      client_name text check (length(client_name) <= 200),
      first_used_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      calls_month text not null check (calls_month ~ '^[0-9]{4}-[0-9]{2}$'),
      calls_this_month integer not null default 0 check (calls_this_month >= 0),
      revoked_at timestamptz,
      primary key (user_id, client_id)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table ai_clients;
  `);
}
