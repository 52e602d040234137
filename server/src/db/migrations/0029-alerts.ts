import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Alerts (issue 25): each user's settings (a row only once they save; the defaults stand for none),
 * and the events an alert was sent for, one row per rule and event key, so a re-sync, a repeated
 * webhook or two syncs at once tell each event once (the insert that wins sends it). A low
 * balance's row is removed when the balance is back up, so the next fall is told again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table alert_settings (
      user_id uuid primary key references users (id) on delete cascade,
      large_purchase boolean not null,
      large_purchase_cents bigint not null check (large_purchase_cents between 100 and 100000000),
      low_balance boolean not null,
      low_balance_cents bigint not null check (low_balance_cents between 0 and 100000000),
      bill_due boolean not null,
      bill_due_days integer not null check (bill_due_days between 0 and 14),
      new_recurring boolean not null,
      unusual_charge boolean not null,
      updated_at timestamptz not null default now()
    );

    create table alert_events (
      user_id uuid not null references users (id) on delete cascade,
      rule text not null check (rule in ('large_purchase', 'low_balance', 'bill_due', 'new_recurring', 'unusual_charge')),
      event_key text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, rule, event_key)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table alert_events;
    drop table alert_settings;
  `);
}
