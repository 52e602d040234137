import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import type { ItemSyncs } from '../../jobs/index.ts';
import { BankDataError, type LinkedBankData } from '../../vendors/index.ts';
import { newExternalId, sealAccessToken, unsealAccessToken, activeItemAccounts, deactivateAccountsMissingFrom, deleteItem, hasLinkedItem, historyCoverage, insertItem, itemByPlaidId, linkedItems, lockItem, markItemActive, ownItem, upsertAccounts, type ItemRow, markItemRepaired } from '../items/index.ts';
import { accountsAddedNotice, notify, notifyWith } from '../notifications/index.ts';
import { currentUser } from '../session/index.ts';

export interface LinkingDeps {
  config: Config;
  db: Db;
  bankData: LinkedBankData;
  syncs: ItemSyncs;
}

/** Bank-data errors caused by what the caller sent, as opposed to the source or the bank failing. */
const CALLER_ERRORS = new Set(['INVALID_PUBLIC_TOKEN', 'INVALID_LINK_TOKEN', 'INVALID_FIELD', 'INVALID_INSTITUTION']);

/** The bank-data source's failures as our Error schema: the caller's mistakes 400, rate limits 429, the rest 502. */
function bankFailure(error: unknown): never {
  if (!(error instanceof BankDataError)) throw error;
  if (CALLER_ERRORS.has(error.errorCode)) throw new HttpError(400, error.errorCode, error.displayMessage ?? error.message);
  if (error.rateLimited) throw new HttpError(429, 'RATE_LIMITED', 'The bank connection service is busy. Please try again shortly.', { 'retry-after': '30' });
  throw new HttpError(502, error.errorCode, error.displayMessage ?? error.message);
}

async function viaBank<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    bankFailure(error);
  }
}

export function createLinkingHandlers({ config, db, bankData, syncs }: LinkingDeps): HandlerGroup {
  const accessTokenOf = (item: ItemRow) => unsealAccessToken(item, config.encryptionKey);
  // Plaid only delivers webhooks to public HTTPS addresses; the emulator delivers to ours.
  const webhook = config.plaid.emulated || config.publicUrl.startsWith('https://') ? `${config.publicUrl}/api/webhooks/plaid` : undefined;

  /** Unlinks an item at the source (already gone there is fine) and deletes it with its data. */
  async function unlink(item: ItemRow): Promise<void> {
    await viaBank(() => bankData.removeItem(accessTokenOf(item)));
    // After any sync of the user's items that is writing (a link's first sync runs in the background).
    await deleteItem(db, item);
  }

  return {
    async getLinkStatus(context) {
      const user = await currentUser(db, context);
      return { status: (await hasLinkedItem(db, user.id)) ? 'success' : 'not_linked' };
    },

    async createLinkToken(context) {
      const user = subscriberOf(context);
      const token = await viaBank(() => bankData.createLinkToken({ userId: user.id, ...(webhook ? { webhook } : {}) }));
      return { link_token: token.linkToken, expiration: token.expiration };
    },

    async createUpdateLinkToken(context) {
      const user = subscriberOf(context);
      const item = await ownItem(db, user.id, context.body.id);
      const token = await viaBank(() => bankData.createLinkToken({ userId: user.id, update: { accessToken: accessTokenOf(item) }, ...(webhook ? { webhook } : {}) }));
      return { link_token: token.linkToken, expiration: token.expiration };
    },

    async getLinkedInstitutionName(context) {
      const user = subscriberOf(context);
      const item = (await linkedItems(db, user.id)).find((i) => i.institution_id === context.body.id);
      return { item: item ? { institution_name: item.institution_name } : null };
    },

    async setAccessToken(context) {
      const user = subscriberOf(context);
      const exchange = await viaBank(() => bankData.exchangePublicToken(context.body.public_token));
      const existing = await itemByPlaidId(db, user.id, exchange.itemId);
      if (existing && existing.status !== 'inactive') return { status: 'item already exists', external_id: existing.external_id };

      const item = await viaBank(() => bankData.itemStatus(exchange.accessToken));
      const institutionId = item.institutionId ?? 'unknown';
      const [institutionName, accounts] = await Promise.all([viaBank(() => bankData.institutionName(institutionId)), viaBank(() => bankData.accounts(exchange.accessToken))]);
      const externalId = newExternalId();
      const newItem = {
        user_id: user.id,
        external_id: externalId,
        plaid_item_id: exchange.itemId,
        access_token_ciphertext: sealAccessToken(exchange.accessToken, config.encryptionKey, externalId),
        institution_id: institutionId,
        institution_name: institutionName,
      };
      const itemId = await db.transaction().execute(async (trx) => {
        const id = await insertItem(trx, newItem, accounts);
        await notifyWith(trx, user.id, 'account_added', accountsAddedNotice(accounts.map((account) => account.name), newItem.institution_name), id);
        return id;
      });
      // The first import starts now as a job; the SPA's initialize_metadata call then waits for it.
      await syncs.request(itemId, 'linked');
      return { status: 'success', external_id: externalId };
    },

    async getItems(context) {
      const user = subscriberOf(context);
      await ownItem(db, user.id, context.body.external_id);
      const items = await linkedItems(db, user.id);
      return {
        results: items.map((item) => ({
          external_id: item.external_id,
          name: item.institution_name,
          institution: { institution_id: item.institution_id, name: item.institution_name },
        })),
      };
    },

    async removeDuplicateItems(context) {
      const user = subscriberOf(context);
      await ownItem(db, user.id, context.body.external_id);
      const sameInstitution = (await linkedItems(db, user.id)).filter((item) => item.institution_id === context.body.institution_id);
      // Keep the newest link to the institution; every older one is a duplicate.
      const newest = sameInstitution.reduce<ItemRow | undefined>((a, b) => (!a || b.created_at > a.created_at ? b : a), undefined);
      const duplicates = sameInstitution.filter((item) => item !== newest);
      for (const item of duplicates) await unlink(item);
      return { status: 'success', removed: duplicates.map((item) => item.external_id) };
    },

    async getActiveItems(context) {
      const user = subscriberOf(context);
      const items = await linkedItems(db, user.id);
      return {
        items: items.map((item) => ({
          external_id: item.external_id,
          name: item.institution_name,
          institution_id: item.institution_id,
          institution_name: item.institution_name,
          needs_reauth: item.status === 'login_required',
        })),
      };
    },

    async getHistoryCoverage(context) {
      return historyCoverage(db, subscriberOf(context).id);
    },

    async getItemAccountNames(context) {
      const user = subscriberOf(context);
      const item = await ownItem(db, user.id, context.body.id);
      const accounts = await activeItemAccounts(db, item);
      return { accounts: accounts.map((a) => ({ account_name: a.official_name ?? a.name, name: a.name })) };
    },

    async removeItem(context) {
      const user = subscriberOf(context);
      await unlink(await ownItem(db, user.id, context.params.external_id));
      return { status: 'success' };
    },

    async refreshItemAccounts(context) {
      const user = subscriberOf(context);
      const item = await ownItem(db, user.id, context.body.id);
      const accounts = await viaBank(() => bankData.accounts(accessTokenOf(item)));
      return db.transaction().execute(async (trx) => {
        // After a sync of the item that is writing its accounts, never beside it.
        await lockItem(trx, item.id);
        const known = await activeItemAccounts(trx, item);
        const current = new Set(accounts.map((a) => a.accountId));
        const knownIds = new Set(known.map((a) => a.plaid_account_id));
        const added = accounts.filter((a) => !knownIds.has(a.accountId));
        const removed = known.filter((a) => !current.has(a.plaid_account_id));
        await upsertAccounts(trx, user.id, item.id, accounts);
        await deactivateAccountsMissingFrom(trx, item.id, [...current]);
        // Accounts came back from Plaid, so the login works again.
        await markItemRepaired(trx, item);
        await markItemActive(trx, item.id);
        for (const account of added) await notify(trx, user.id, 'account_added', 'Account added', `${account.name} at ${item.institution_name} is now connected.`);
        for (const account of removed) await notify(trx, user.id, 'account_removed', 'Account removed', `${account.name} at ${item.institution_name} is no longer connected.`);
        return { added: added.map((a) => ({ name: a.name })), removed: removed.map((a) => ({ name: a.name })) };
      });
    },
  };
}
