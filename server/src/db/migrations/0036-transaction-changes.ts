import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * A transaction's history of changes (issue 24, item 5): each change the user made to it — its
 * category, its merchant's name, note, tags, hidden, reviewed — with what it was and what it became,
 * in words, and when. Written in the same transaction as the change; gone with the transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table transaction_changes (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      transaction_id uuid not null references transactions (id) on delete cascade,
      changed_at timestamptz not null default clock_timestamp(),
      field text not null check (field in ('category', 'merchant', 'note', 'tags', 'hidden', 'reviewed')),
      old_value text,
      new_value text
    );
    create index transaction_changes_transaction_idx on transaction_changes (transaction_id, changed_at desc);
    create index transaction_changes_user_idx on transaction_changes (user_id);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `drop table transaction_changes;`);
}
