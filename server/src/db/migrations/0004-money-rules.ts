import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * What counting money needs beyond Plaid's data (modules/money): the category a user chose for one
 * transaction, the categories they chose for a merchant ("always for this merchant"), and the
 * other half of a transfer between two of the user's own accounts, matched after each sync.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table transactions
      add column user_category_primary text,
      add column user_category_detailed text,
      add column matched_transfer_id uuid references transactions (id) on delete set null,
      add constraint transactions_user_category_check check (user_category_detailed is null or user_category_primary is not null);

    -- Deleting a transaction clears its partner's match through this index, not a scan.
    create index transactions_matched_transfer_idx on transactions (matched_transfer_id) where matched_transfer_id is not null;

    create table category_rules (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      -- The merchant as transactions name it: Plaid's merchant_name, else the transaction's name.
      merchant_key text not null,
      category_primary text not null,
      category_detailed text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, merchant_key)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table category_rules;
    drop index transactions_matched_transfer_idx;
    alter table transactions
      drop constraint transactions_user_category_check,
      drop column matched_transfer_id,
      drop column user_category_detailed,
      drop column user_category_primary;
  `);
}
