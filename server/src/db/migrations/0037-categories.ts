import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Categories and groups of the user's own (issue 24, item 1): every category the product files
 * money under, by the user's name and icon, in the user's groups and order, hidden from the
 * pickers when the user says so. A category's `code` is what rows, rules and budget lines carry:
 * a detailed code of Plaid's (v1) taxonomy, or for one the user added `<base>_OWN_<6 hex>`, which
 * counts as its base (a detailed code) wherever money is counted. A user's rows are written the
 * first time their categories are read or changed (the default layout); until then every page
 * names categories as the taxonomy does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table category_groups (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      name text not null check (length(name) between 1 and 40),
      icon text check (length(icon) between 1 and 16),
      position integer not null,
      hidden boolean not null default false,
      created_at timestamptz not null default now()
    );
    create unique index category_groups_user_name on category_groups (user_id, lower(name));

    create table categories (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      group_id uuid not null references category_groups (id) on delete restrict,
      code text not null,
      name text not null check (length(name) between 1 and 40),
      icon text check (length(icon) between 1 and 16),
      position integer not null,
      hidden boolean not null default false,
      created_at timestamptz not null default now(),
      unique (user_id, code)
    );
    create index categories_group on categories (group_id);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `drop table categories; drop table category_groups;`);
}
