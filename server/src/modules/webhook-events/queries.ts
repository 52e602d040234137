import type { Db } from '../../db/client.ts';
import { isDeletedStripeCustomer } from '../account-tombstones/index.ts';

type Vendor = 'plaid' | 'stripe';

/**
 * How long a delivery's payload is kept. Replay protection needs only the event id, which stays:
 * Stripe refuses a signature older than 5 minutes and Plaid's JWT one older than 5, so no
 * delivery older than that can be replayed at all. The payload is kept a while longer only to
 * look into a delivery that went wrong (Stripe retries a failed one for up to 3 days).
 */
export const WEBHOOK_PAYLOAD_RETENTION_DAYS = 30;
/** Payloads emptied per write at most, so a backlog never makes one delivery slow. */
const EXPIRED_PAYLOADS_PER_WRITE = 200;
const DAY_MS = 86_400_000;

/** The Stripe customer or Plaid item a delivery is about, so a deleted account's payloads can be found. */
export function webhookSubject(vendor: Vendor, payload: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  if (vendor === 'plaid') return text((body as { item_id?: unknown }).item_id);
  const object = (body as { data?: { object?: Record<string, unknown> } }).data?.object;
  if (!object) return null;
  if (object.object === 'customer') return text(object.id);
  const customer = object.customer;
  return text(typeof customer === 'object' && customer !== null ? (customer as { id?: unknown }).id : customer);
}

export async function isWebhookEventRecorded(db: Db, vendor: Vendor, eventId: string): Promise<boolean> {
  const seen = await db.selectFrom('webhook_events').select('id').where('vendor', '=', vendor).where('event_id', '=', eventId).executeTakeFirst();
  return seen !== undefined;
}

/**
 * Records a vendor's event once: the row's id, or undefined when the event was already recorded.
 * An event about a deleted account's Stripe customer (the cancellation deletion itself causes) is
 * recorded without its payload. Each write also empties the payloads past the retention period.
 */
export async function recordWebhookEvent(db: Db, event: { vendor: Vendor; event_id: string; type: string; payload: string }, now = new Date()): Promise<number | undefined> {
  const subject = webhookSubject(event.vendor, event.payload);
  const forgotten = event.vendor === 'stripe' && subject !== null && (await isDeletedStripeCustomer(db, subject));
  const recorded = await db
    .insertInto('webhook_events')
    .values({ ...event, payload: forgotten ? null : event.payload, subject: forgotten ? null : subject, received_at: now })
    .onConflict((oc) => oc.columns(['vendor', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  await emptyExpiredWebhookPayloads(db, now);
  return recorded?.id;
}

export async function markWebhookEventProcessed(db: Db, id: number): Promise<void> {
  await db.updateTable('webhook_events').set({ processed_at: new Date() }).where('id', '=', id).execute();
}

/** Empties (up to a batch of) the payloads received more than the retention period before `now`; their event ids stay. */
export async function emptyExpiredWebhookPayloads(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WEBHOOK_PAYLOAD_RETENTION_DAYS * DAY_MS);
  await db
    .updateTable('webhook_events')
    .set({ payload: null, subject: null })
    .where('id', 'in', (eb) =>
      eb.selectFrom('webhook_events').select('id').where('payload', 'is not', null).where('received_at', '<', cutoff).orderBy('received_at').limit(EXPIRED_PAYLOADS_PER_WRITE),
    )
    .execute();
}

/** Empties every payload about these Stripe customers and Plaid items (a deleted account's); the event ids stay. */
export async function emptyWebhookPayloadsAbout(db: Db, subjects: { stripe: readonly string[]; plaid: readonly string[] }): Promise<void> {
  for (const vendor of ['stripe', 'plaid'] as const) {
    if (subjects[vendor].length === 0) continue;
    await db.updateTable('webhook_events').set({ payload: null, subject: null }).where('vendor', '=', vendor).where('subject', 'in', [...subjects[vendor]]).execute();
  }
}
