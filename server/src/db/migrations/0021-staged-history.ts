import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * How far an item's history has arrived (issue 29). Plaid pulls a new item's history in stages:
 * nothing (`not_ready`), about the last 30 days (`recent`, covering `history_from` on), then all of
 * it (`complete`). Items linked before this migration got their history at once: `complete`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table items add column history_status text not null default 'complete' check (history_status in ('not_ready', 'recent', 'complete'));
    alter table items add column history_from date;
  `);
}
