import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * What the budget planner and tracker keep beyond the planned amounts (modules/budgets): a version
 * per planned row and per month's expected income, so that a save from a stale tab is refused
 * (409) instead of overwriting; each category's rollover policy; and the budget alerts already
 * sent, so each category, threshold and month alerts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table budgets add column version integer not null default 1 check (version > 0);

    create table budget_months (
      user_id uuid not null references users (id) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      expected_income_cents bigint not null check (expected_income_cents >= 0),
      version integer not null default 1 check (version > 0),
      updated_at timestamptz not null default now(),
      primary key (user_id, month)
    );

    create table budget_rollovers (
      user_id uuid not null references users (id) on delete cascade,
      category text not null,
      policy text not null check (policy in ('carry_left', 'carry_all')),
      updated_at timestamptz not null default now(),
      primary key (user_id, category)
    );

    create table budget_alerts (
      user_id uuid not null references users (id) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      category text not null,
      threshold integer not null check (threshold in (80, 100)),
      created_at timestamptz not null default now(),
      primary key (user_id, month, category, threshold)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table budget_alerts;
    drop table budget_rollovers;
    drop table budget_months;
    alter table budgets drop column version;
  `);
}
