import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import type { ItemRow } from '../linking/queries.ts';
import { markNeedsReauth, REAUTH_ERRORS } from './sync.ts';

type Db = Kysely<Database>;

export interface PlaidWebhookBody {
  webhook_type: string;
  webhook_code: string;
  item_id?: string;
  error?: { error_code?: string } | null;
}

export type WebhookAction = { type: 'sync'; item: ItemRow } | { type: 'none' };

/** Webhook codes that change an item's status, keyed `TYPE:CODE`. */
const STATUS_CODES = new Set(['ITEM:ERROR', 'ITEM:PENDING_EXPIRATION', 'ITEM:PENDING_DISCONNECT', 'ITEM:LOGIN_REPAIRED', 'ITEM:USER_PERMISSION_REVOKED']);

/**
 * Records a verified Plaid webhook once (by the hash of its body and signing time: Plaid sends no event id)
 * and applies its effect on the item. Status changes signed earlier than the last one applied
 * are ignored, so late deliveries cannot undo newer state. Returns what is left to do after
 * answering (a sync), which the caller runs in the background.
 */
export async function applyPlaidWebhook(db: Db, rawBody: string, body: PlaidWebhookBody, issuedAt: number): Promise<WebhookAction> {
  // Plaid repeats byte-identical bodies (SYNC_UPDATES_AVAILABLE every day): a delivery is the body at its signing time.
  const eventId = createHash('sha256').update(`${issuedAt}\n${rawBody}`).digest('hex');
  const recorded = await db
    .insertInto('webhook_events')
    .values({ vendor: 'plaid', event_id: eventId, type: `${body.webhook_type}:${body.webhook_code}`, payload: rawBody })
    .onConflict((oc) => oc.columns(['vendor', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!recorded || !body.item_id) return { type: 'none' };

  const item = await db.selectFrom('items').selectAll().where('plaid_item_id', '=', body.item_id).executeTakeFirst();
  const key = `${body.webhook_type}:${body.webhook_code}`;
  let action: WebhookAction = { type: 'none' };
  if (item && item.status !== 'inactive') {
    if (STATUS_CODES.has(key)) {
      if (issuedAt >= item.status_changed_at) await applyStatus(db, item, key, body, issuedAt);
    } else if (key === 'TRANSACTIONS:SYNC_UPDATES_AVAILABLE' || key === 'TRANSACTIONS:DEFAULT_UPDATE') {
      if (item.status === 'active') action = { type: 'sync', item };
    } else if (key === 'ITEM:NEW_ACCOUNTS_AVAILABLE') {
      await notify(db, item.user_id, 'new_accounts_available', 'New accounts available', `${item.institution_name} has accounts you have not connected yet. Use Update Institution to add them.`);
    }
  }
  await db.updateTable('webhook_events').set({ processed_at: new Date() }).where('id', '=', recorded.id).execute();
  return action;
}

async function applyStatus(db: Db, item: ItemRow, key: string, body: PlaidWebhookBody, issuedAt: number) {
  const stamp = () => db.updateTable('items').set({ status_changed_at: issuedAt }).where('id', '=', item.id).execute();
  switch (key) {
    case 'ITEM:ERROR': {
      const code = body.error?.error_code ?? 'ITEM_ERROR';
      if (REAUTH_ERRORS.has(code)) await markNeedsReauth(db, item, code);
      else await db.updateTable('items').set({ error_code: code, updated_at: new Date() }).where('id', '=', item.id).execute();
      return stamp();
    }
    case 'ITEM:PENDING_EXPIRATION':
    case 'ITEM:PENDING_DISCONNECT':
      await markNeedsReauth(db, item, key.slice('ITEM:'.length));
      return stamp();
    case 'ITEM:LOGIN_REPAIRED':
      await db.updateTable('items').set({ status: 'active', error_code: null, updated_at: new Date() }).where('id', '=', item.id).execute();
      return stamp();
    case 'ITEM:USER_PERMISSION_REVOKED':
      await db.updateTable('items').set({ status: 'inactive', error_code: 'USER_PERMISSION_REVOKED', updated_at: new Date() }).where('id', '=', item.id).execute();
      return stamp();
  }
}
