import { cardPaymentStatus } from '../../../../contract/card-payment-status.ts';
import type { Db } from '../../db/client.ts';
import { alertSettingsOf } from '../alerts/index.ts';
import { cardPaymentDueNotice, type Notice, notifyWith } from '../notifications/index.ts';
import { liabilityFieldsOf } from './liability-fields.ts';
import { claimPaymentDueNotice, itemCardLiabilities } from './queries.ts';

/**
 * Inside a sync's transaction, after it stored the item's liabilities: each card of the item
 * whose minimum is unpaid and due within the user's "bill or card payment due" days (README,
 * "Alerts"; 3 by default, as the accounts page's `due_soon`) gets one notification per due date;
 * none when that alert is off. A paid statement gets none. Returns what was sent.
 */
export async function sendCardPaymentReminders(trx: Db, userId: string, itemId: string, today: string): Promise<Notice[]> {
  const settings = await alertSettingsOf(trx, userId);
  const sent: Notice[] = [];
  if (!settings.bill_due) return sent;
  for (const card of await itemCardLiabilities(trx, userId, itemId)) {
    const fields = liabilityFieldsOf(card);
    const status = cardPaymentStatus(fields, today);
    const dueWithin = (status.kind === 'due_soon' || status.kind === 'due') && status.days_left >= 0 && status.days_left <= settings.bill_due_days;
    if (!dueWithin || !card.next_payment_due_date) continue;
    if (!(await claimPaymentDueNotice(trx, card.account_id, card.next_payment_due_date))) continue;
    const notice = cardPaymentDueNotice({
      cardName: card.card_name,
      currency: card.iso_currency_code,
      dueDate: card.next_payment_due_date,
      daysLeft: status.days_left,
      minimumPayment: fields.minimum_payment_amount,
      statementBalance: fields.last_statement_balance,
    });
    await notifyWith(trx, userId, 'card_payment_due', notice, itemId);
    sent.push(notice);
  }
  return sent;
}
