import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/** Where a notification leads in the app (an alert's account, row or recurring payments), if anywhere: a path of the SPA. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table notifications add column link text check (link is null or (link like '/%' and length(link) <= 300));
  `);
}
