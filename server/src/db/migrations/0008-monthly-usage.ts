import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * One monthly counter for everything the product limits per calendar month (UTC), keyed by user,
 * month and scope (modules/monthly-usage): the assistant's asks (`assistant_asks`, until now in
 * chat_quota_usage, whose rows move here), the budget overview's runs per analysis type
 * (`analysis:<type>`) and its follow-ups per session (`follow_ups:<session id>`). One row per key
 * is what lets a single upsert charge exactly under concurrency.
 *
 * The budget overview also keeps each analysis's facts (what its text was written from), so a
 * follow-up in its session can be answered in that context; and finds a session's rows by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table monthly_usage (
      user_id uuid not null references users (id) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      scope text not null check (length(scope) between 1 and 100),
      used integer not null default 0 check (used >= 0),
      primary key (user_id, month, scope)
    );

    insert into monthly_usage (user_id, month, scope, used)
      select user_id, month, 'assistant_asks', used from chat_quota_usage;

    drop table chat_quota_usage;

    alter table analyses add column facts jsonb;

    create index analyses_session_idx on analyses (user_id, session_id, created_at);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop index analyses_session_idx;

    alter table analyses drop column facts;

    create table chat_quota_usage (
      user_id uuid not null references users (id) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      used integer not null default 0 check (used >= 0),
      primary key (user_id, month)
    );

    insert into chat_quota_usage (user_id, month, used)
      select user_id, month, used from monthly_usage where scope = 'assistant_asks';

    drop table monthly_usage;
  `);
}
