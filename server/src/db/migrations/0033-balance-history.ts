import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Each account's daily balance (issue 25, item 1), written by every sync and file import: one row
 * per account per day its balance changed (a day without a row holds the row before it), in cents,
 * held (owed, for a card or a loan). `balance_recorded_from` is the day of the account's first
 * recording; the days before it are reconstructed, walked back from a balance the bank gave over
 * the transactions the link brought. A recorded day keeps its balance: later syncs rewrite only
 * the days their rows touch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table accounts add column balance_recorded_from date;
    create table balance_history (
      account_id uuid not null references accounts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      day date not null,
      balance_cents bigint not null,
      primary key (account_id, day)
    );
    create index balance_history_user on balance_history (user_id, account_id, day);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table balance_history;
    alter table accounts drop column balance_recorded_from;
  `);
}
