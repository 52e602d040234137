import type { Db } from '../../db/client.ts';
import { REAUTH_ERRORS, type VerifiedBankWebhook } from '../../vendors/index.ts';
import { itemForWebhook, markItemActive, markItemRevoked, setItemErrorCode, stampItemStatusChange, type ItemRow, markItemRepaired, markNeedsReauth } from '../items/index.ts';
import { notify } from '../notifications/index.ts';
import { markWebhookEventProcessed, recordWebhookEvent } from '../webhook-events/index.ts';

export interface PlaidWebhookBody {
  webhook_type: string;
  webhook_code: string;
  item_id?: string;
  error?: { error_code?: string } | null;
}

export type WebhookAction = { type: 'sync'; item: ItemRow } | { type: 'none' };

/** Webhook codes that change an item's status, keyed `TYPE:CODE`. */
const STATUS_CODES = new Set(['ITEM:ERROR', 'ITEM:PENDING_EXPIRATION', 'ITEM:PENDING_DISCONNECT', 'ITEM:LOGIN_REPAIRED', 'ITEM:USER_PERMISSION_REVOKED']);
/** Webhook codes that announce new data: the item is synced. */
const SYNC_CODES = new Set(['TRANSACTIONS:SYNC_UPDATES_AVAILABLE', 'TRANSACTIONS:DEFAULT_UPDATE']);

/**
 * Records a verified Plaid webhook once (by its delivery: Plaid sends no event id) and applies
 * its effect on the item. Status changes signed earlier than the last one applied are ignored, so
 * late deliveries cannot undo newer state. Returns what is left to do after answering (a sync),
 * which the caller queues.
 */
export async function applyPlaidWebhook(db: Db, rawBody: string, body: PlaidWebhookBody, { issuedAt, deliveryId }: VerifiedBankWebhook): Promise<WebhookAction> {
  const key = `${body.webhook_type}:${body.webhook_code}`;
  const recorded = await recordWebhookEvent(db, { vendor: 'plaid', event_id: deliveryId, type: key, payload: rawBody });
  // News of data always asks for a sync, even in a delivery seen before: a sync only reads what
  // the bank has, and the queue folds repeats into the one waiting, so a replay costs at most a
  // sync, while a news delivery taken for a replay would leave the data out until the next one.
  if (!recorded && !SYNC_CODES.has(key)) return { type: 'none' };
  if (!body.item_id) return { type: 'none' };

  const item = await itemForWebhook(db, body.item_id);
  let action: WebhookAction = { type: 'none' };
  if (item && item.status !== 'inactive') {
    if (STATUS_CODES.has(key)) {
      if (issuedAt >= item.status_changed_at) await applyStatus(db, item, key, body, issuedAt);
    } else if (SYNC_CODES.has(key)) {
      if (item.status === 'active') action = { type: 'sync', item };
    } else if (key === 'ITEM:NEW_ACCOUNTS_AVAILABLE') {
      await notify(db, item.user_id, 'new_accounts_available', 'New accounts available', `${item.institution_name} has accounts you have not connected yet. Use Update Institution to add them.`);
    }
  }
  if (recorded) await markWebhookEventProcessed(db, recorded);
  return action;
}

async function applyStatus(db: Db, item: ItemRow, key: string, body: PlaidWebhookBody, issuedAt: number) {
  const stamp = () => stampItemStatusChange(db, item.id, issuedAt);
  switch (key) {
    case 'ITEM:ERROR': {
      const code = body.error?.error_code ?? 'ITEM_ERROR';
      if (REAUTH_ERRORS.has(code)) await markNeedsReauth(db, item, code);
      else await setItemErrorCode(db, item.id, code);
      return stamp();
    }
    case 'ITEM:PENDING_EXPIRATION':
    case 'ITEM:PENDING_DISCONNECT':
      await markNeedsReauth(db, item, key.slice('ITEM:'.length));
      return stamp();
    case 'ITEM:LOGIN_REPAIRED':
      await db.transaction().execute(async (trx) => {
        await markItemRepaired(trx, item);
        await markItemActive(trx, item.id);
      });
      return stamp();
    case 'ITEM:USER_PERMISSION_REVOKED':
      await markItemRevoked(db, item.id);
      return stamp();
  }
}
