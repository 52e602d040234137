import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * One row per ask of the assistant (modules/assistant): what makes charging exact and retries
 * free. The pair id is the ask's key per user, so a retried request finds its ask instead of
 * charging again; the answer is kept here too, so a retry gets the same answer even after the
 * user deleted the messages; `refunded` says the ask failed inside the assistant and gave its
 * unit back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table chat_asks (
      user_id uuid not null references users (id) on delete cascade,
      pair_id text not null,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      question text not null,
      state text not null default 'answering' check (state in ('answering', 'answered', 'failed')),
      answer_event_id text,
      answer text,
      answer_status text check (answer_status in ('success', 'error')),
      answered_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (user_id, pair_id)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table chat_asks;
  `);
}
