import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Assets and liabilities the user values by hand (issue 25): manual accounts of kind `home`,
 * `vehicle`, `investment`, `other_asset` and `other_liability` hold no transactions; their
 * balance is the latest value the user gave, and every value is kept with its date (one row per
 * account and day) so net worth over time follows them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table manual_accounts drop constraint manual_accounts_kind_check;
    alter table manual_accounts add constraint manual_accounts_kind_check check (
      kind in ('cash', 'checking', 'savings', 'credit_card', 'loan', 'other', 'home', 'vehicle', 'investment', 'other_asset', 'other_liability')
    );

    create table account_values (
      account_id uuid not null references accounts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      as_of date not null,
      value_cents bigint not null check (value_cents >= 0),
      created_at timestamptz not null default now(),
      primary key (account_id, as_of)
    );
    create index account_values_user_idx on account_values (user_id, account_id, as_of);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table account_values;
    delete from accounts where id in (select account_id from manual_accounts where kind in ('home', 'vehicle', 'investment', 'other_asset', 'other_liability'));
    alter table manual_accounts drop constraint manual_accounts_kind_check;
    alter table manual_accounts add constraint manual_accounts_kind_check check (kind in ('cash', 'checking', 'savings', 'credit_card', 'loan', 'other'));
  `);
}
