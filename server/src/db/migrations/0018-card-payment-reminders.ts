import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/** The due date a card's "payment due" notification was sent for, so each due date is told once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table credit_liabilities add column payment_due_notified_for date;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table credit_liabilities drop column payment_due_notified_for;
  `);
}
