import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { HandlerGroup, OkResponse } from '../../http/handler.ts';
import type { BankData, Billing } from '../../vendors/index.ts';
import { unsealAccessToken } from '../items/index.ts';
import { identityHash, keepTombstone } from '../account-tombstones/index.ts';
import { usageMonth, usageOfMonth } from '../monthly-usage/index.ts';
import { currentUser } from '../session/index.ts';
import { hasSubscriptionHistory } from '../subscription/index.ts';
import { emptyWebhookPayloadsAbout } from '../webhook-events/index.ts';
import { exportArchive } from './archive.ts';
import { deleteUserRows, itemsToRemoveAtPlaid, lockUserBankWrites, liveStripeSubscriptions, plaidItemIds } from './queries.ts';
import { USER_TABLES } from './user-tables.ts';

export interface AccountDataDeps {
  config: Config;
  db: Db;
  bankData: BankData;
  billing: Billing;
  now?: () => number;
}

export const DELETE_CONFIRMATION_MISMATCH = 'Type the email address you sign in with to confirm.';

/**
 * The typed confirmation names the account when it is the account's email, ignoring the spaces
 * around it and letter case: every provider people use treats the local part case-insensitively
 * and identity providers store the address lowercased, so "Ada@Example.com" is Ada's address.
 */
export const confirmsAccountEmail = (typed: string, accountEmail: string): boolean => typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();

const vendorFailure = (vendor: string, error: unknown) =>
  new HttpError(502, 'VENDOR_ERROR', `${vendor} did not answer as expected, so nothing was deleted yet: ${(error as Error).message}. Please try again.`);

/** Settings' "Export my data" and "Delete my account": open to every signed-in user, subscribed or not. */
export function createAccountDataHandlers({ config, db, bankData, billing, now = Date.now }: AccountDataDeps): HandlerGroup {
  /** Removes the item at Plaid; one Plaid no longer knows is already removed. */
  async function removeAtPlaid(item: { external_id: string; access_token_ciphertext: string }) {
    try {
      await bankData.removeItem(unsealAccessToken(item, config.encryptionKey));
    } catch (error) {
      throw vendorFailure('The bank connection service', error);
    }
  }

  /** Ends the subscription at once (no refund logic of ours); one Stripe no longer has is already ended. */
  async function cancelAtStripe(subscriptionId: string) {
    try {
      await billing.cancelSubscription(subscriptionId);
    } catch (error) {
      throw vendorFailure('The billing provider', error);
    }
  }

  return {
    async exportUserData(context) {
      const user = await currentUser(db, context);
      const archive = await exportArchive(db, user.id);
      context.reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="ledgerline-export-${new Date().toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store');
      return Buffer.from(archive) as unknown as OkResponse<'exportUserData'>;
    },

    async deleteAccount(context) {
      const user = await currentUser(db, context);
      if (!confirmsAccountEmail(context.body.email, user.email)) throw badRequest(DELETE_CONFIRMATION_MISMATCH, 'CONFIRMATION_MISMATCH');
      // The vendors first: if one fails, the user still has everything and can try again.
      for (const item of await itemsToRemoveAtPlaid(db, user.id)) await removeAtPlaid(item);
      for (const { stripe_subscription_id } of await liveStripeSubscriptions(db, user.id)) await cancelAtStripe(stripe_subscription_id);
      const deletedAt = now();
      const month = usageMonth(deletedAt);
      await db.transaction().execute(async (trx) => {
        await lockUserBankWrites(trx, user.id);
        // Kept: the tombstone (no personal data), so the same identity signing in again gets no second trial and no fresh month.
        await keepTombstone(
          trx,
          {
            identityHash: identityHash(config.encryptionKey, user),
            stripeCustomerId: user.stripe_customer_id,
            hadSubscription: await hasSubscriptionHistory(trx, user.id),
            usageMonth: month,
            usage: await usageOfMonth(trx, user.id, month),
          },
          new Date(deletedAt),
        );
        // Not kept: what Stripe and Plaid told us about the user (emails, names, ids); the event ids stay for replay protection.
        await emptyWebhookPayloadsAbout(trx, { stripe: user.stripe_customer_id ? [user.stripe_customer_id] : [], plaid: await plaidItemIds(trx, user.id) });
        for (const table of USER_TABLES) await deleteUserRows(trx, table, user.id);
      });
      return { status: 'success' };
    },
  };
}
