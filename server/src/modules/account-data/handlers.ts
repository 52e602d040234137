import type { PlaidApi } from 'plaid';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { HandlerGroup, OkResponse } from '../../http/handler.ts';
import { callPlaid, PlaidApiError } from '../../vendors/plaid.ts';
import { unsealAccessToken } from '../items/access-token.ts';
import { identityHash } from '../account-tombstones/identity-hash.ts';
import { keepTombstone } from '../account-tombstones/queries.ts';
import { usageMonth } from '../monthly-usage/month.ts';
import { usageOfMonth } from '../monthly-usage/queries.ts';
import { currentUser } from '../session/current-user.ts';
import { hasSubscriptionHistory } from '../subscription/queries.ts';
import { emptyWebhookPayloadsAbout } from '../webhook-events/queries.ts';
import { exportArchive } from './archive.ts';
import { deleteUserRows, itemsToRemoveAtPlaid, liveStripeSubscriptions, plaidItemIds } from './queries.ts';
import { USER_TABLES } from './user-tables.ts';

export interface AccountDataDeps {
  config: Config;
  db: Db;
  plaid: PlaidApi;
  stripe: Stripe;
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
export function createAccountDataHandlers({ config, db, plaid, stripe, now = Date.now }: AccountDataDeps): HandlerGroup {
  /** Removes the item at Plaid; one Plaid no longer knows is already removed. */
  async function removeAtPlaid(item: { external_id: string; access_token_ciphertext: string }) {
    try {
      await callPlaid(() => plaid.itemRemove({ access_token: unsealAccessToken(item, config.encryptionKey) }));
    } catch (error) {
      if (error instanceof PlaidApiError && ['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN'].includes(error.errorCode)) return;
      throw vendorFailure('The bank connection service', error);
    }
  }

  /** Ends the subscription at once (no refund logic of ours); one Stripe no longer has is already ended. */
  async function cancelAtStripe(subscriptionId: string) {
    try {
      await stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return;
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
