import type { Db } from '../../db/client.ts';

type Vendor = 'plaid' | 'stripe';

export async function isWebhookEventRecorded(db: Db, vendor: Vendor, eventId: string): Promise<boolean> {
  const seen = await db.selectFrom('webhook_events').select('id').where('vendor', '=', vendor).where('event_id', '=', eventId).executeTakeFirst();
  return seen !== undefined;
}

/** Records a vendor's event once: the row's id, or undefined when the event was already recorded. */
export async function recordWebhookEvent(db: Db, event: { vendor: Vendor; event_id: string; type: string; payload: string }): Promise<number | undefined> {
  const recorded = await db.insertInto('webhook_events').values(event).onConflict((oc) => oc.columns(['vendor', 'event_id']).doNothing()).returning('id').executeTakeFirst();
  return recorded?.id;
}

export async function markWebhookEventProcessed(db: Db, id: number): Promise<void> {
  await db.updateTable('webhook_events').set({ processed_at: new Date() }).where('id', '=', id).execute();
}
