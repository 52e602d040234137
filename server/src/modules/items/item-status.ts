import type { Db } from '../../db/client.ts';
import { notify, settleItemNotifications } from '../notifications/index.ts';
import { clearItemLoginRequired, markItemLoginRequired, type ItemRow } from './queries.ts';

type ItemForNotice = Pick<ItemRow, 'id' | 'user_id' | 'institution_name'>;

/** The item needs the user to sign in to the bank again; tells them once per episode. */
export async function markNeedsReauth(db: Db, item: ItemForNotice, errorCode: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await markItemLoginRequired(trx, item.id, errorCode)) {
      await notify(trx, item.user_id, 'item_login_required', 'Reconnect your bank', `${item.institution_name} needs you to sign in again. Use the Update Institution button to reconnect.`, item.id);
    }
  });
}

/**
 * The item works again (the user signed in through update mode, a sync read it, or Plaid says the
 * login was repaired): "Reconnect your bank" is settled and a "Reconnected" notice added, once per
 * episode. Takes the caller's transaction or the db.
 */
export async function markItemRepaired(db: Db, item: ItemForNotice): Promise<void> {
  if (!(await clearItemLoginRequired(db, item.id))) return;
  await settleItemNotifications(db, item.user_id, item.id, 'item_login_required');
  await notify(db, item.user_id, 'item_repaired', 'Reconnected', `${item.institution_name} is connected again.`, item.id);
}
