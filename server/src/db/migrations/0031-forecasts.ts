import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * The cash-flow forecasts made (issue 25, item 6): the first forecast read each day is kept, its
 * starting balance and 90 projected daily balances in cents, so a later day can show it against
 * the balances that followed. One row per user and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table forecasts (
      user_id uuid not null references users (id) on delete cascade,
      made_on date not null,
      starting_cents bigint not null,
      balances_cents jsonb not null check (jsonb_typeof(balances_cents) = 'array'),
      created_at timestamptz not null default now(),
      primary key (user_id, made_on)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `drop table forecasts;`);
}
