import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/** The item a notification is about, so the product can settle it ("Reconnect your bank" read once the item is repaired). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table notifications add column item_id uuid references items (id) on delete set null;
    create index notifications_item_idx on notifications (user_id, item_id) where item_id is not null;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop index notifications_item_idx;
    alter table notifications drop column item_id;
  `);
}
