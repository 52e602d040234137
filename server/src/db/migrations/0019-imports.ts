import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * File imports and manual accounts (issue 23, modules/imports).
 *
 * Manual accounts live in `accounts` like linked ones, under one item per user whose `source` is
 * `manual`, so every reader (money rules, rollups, dashboard, budgets, net worth, the assistant)
 * counts them with no special case; Plaid's paths read only `source = 'plaid'` items. Their opening
 * balance is kept in `manual_accounts`; `accounts.current_cents` is that plus their transactions.
 *
 * An import keeps its parsed rows (`preview`) from the upload until it is committed, so the commit
 * never needs the file again. A stored row carries its import (removing the import removes exactly
 * its rows) and its `import_key`: the bank's own id (OFX FITID) or a hash of the row and its
 * occurrence in the file, unique per account, so the same file imported again adds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table items add column source text not null default 'plaid' check (source in ('plaid', 'manual'));
    create unique index items_one_manual_per_user on items (user_id) where source = 'manual';

    create table manual_accounts (
      account_id uuid primary key references accounts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('cash', 'checking', 'savings', 'credit_card', 'loan', 'other')),
      opening_cents bigint not null,
      opening_date date not null,
      created_at timestamptz not null default now()
    );
    create index manual_accounts_user_idx on manual_accounts (user_id);

    create table imports (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      file_name text not null,
      format text not null check (format in ('csv', 'ofx', 'qif')),
      encoding text not null,
      file_sha256 text not null,
      account_id uuid references accounts (id) on delete cascade,
      status text not null default 'previewed' check (status in ('previewed', 'running', 'committed', 'failed')),
      row_count integer not null,
      skip_duplicates boolean not null default true,
      added integer not null default 0,
      duplicates_skipped integer not null default 0,
      error text,
      preview jsonb,
      created_at timestamptz not null default now(),
      committed_at timestamptz
    );
    create index imports_user_idx on imports (user_id, created_at desc);

    alter table transactions add column import_id uuid references imports (id) on delete cascade;
    alter table transactions add column import_key text;
    create unique index transactions_account_import_key_idx on transactions (account_id, import_key) where import_key is not null;
    create index transactions_import_idx on transactions (import_id) where import_id is not null;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table transactions drop column import_key;
    alter table transactions drop column import_id;
    drop table imports;
    drop table manual_accounts;
    delete from items where source = 'manual';
    alter table items drop column source;
  `);
}
