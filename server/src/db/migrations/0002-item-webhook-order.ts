import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/** Plaid webhooks carry no event id or order: keep the signing time of the last status change applied. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table items add column status_changed_at bigint not null default 0;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table items drop column status_changed_at;
  `);
}
