import type { Db } from '../../db/client.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import { cents, dollars } from '../money/index.ts';
import { currentUser } from '../session/index.ts';
import type { AlertSettings } from './config.ts';
import { alertSettingsOf, saveAlertSettings } from './queries.ts';

/** The settings as the contract writes them: amounts in dollars. */
function toContract(s: AlertSettings) {
  return {
    large_purchase: s.large_purchase,
    large_purchase_amount: dollars(s.large_purchase_cents),
    low_balance: s.low_balance,
    low_balance_amount: dollars(s.low_balance_cents),
    bill_due: s.bill_due,
    bill_due_days: s.bill_due_days,
    new_recurring: s.new_recurring,
    unusual_charge: s.unusual_charge,
  };
}

export function createAlertsHandlers({ db }: { db: Db }): HandlerGroup {
  return {
    async getAlertSettings(context) {
      const user = await currentUser(db, context);
      return toContract(await alertSettingsOf(db, user.id));
    },

    async updateAlertSettings(context) {
      const user = await currentUser(db, context);
      const body = context.body;
      await saveAlertSettings(db, user.id, {
        large_purchase: body.large_purchase,
        large_purchase_cents: cents(body.large_purchase_amount),
        low_balance: body.low_balance,
        low_balance_cents: cents(body.low_balance_amount),
        bill_due: body.bill_due,
        bill_due_days: body.bill_due_days,
        new_recurring: body.new_recurring,
        unusual_charge: body.unusual_charge,
      });
      return toContract(await alertSettingsOf(db, user.id));
    },
  };
}
