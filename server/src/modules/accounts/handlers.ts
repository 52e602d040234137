import type { Db } from '../../db/client.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import type { ItemSyncs } from '../../jobs/index.ts';
import { linkedItems } from '../items/index.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { requiredRange } from '../../http/date-range.ts';
import { todayOf, type BucketInterval } from '../../lib/calendar.ts';
import { dollars as dollarsOf } from '../money/index.ts';
import { balanceHistoryStart, balanceSeries, MAX_NET_WORTH_POINTS, netWorthSeries, pointDays } from './balance-history.ts';
import { WebhookVerificationError, type LinkedBankData, type VerifiedBankWebhook } from '../../vendors/index.ts';
import { applyPlaidWebhook, type PlaidWebhookBody } from './plaid-webhook.ts';
import { dollars, liabilityFieldsOf } from './liability-fields.ts';
import { listAccounts, listCreditLiabilities, merchantCategories, mostRecentTransactionId, updateAccount } from './queries.ts';

export interface AccountsDeps {
  db: Db;
  bankData: LinkedBankData;
  /** Syncs run as jobs in the queue, never in the request or in memory after it. */
  syncs: ItemSyncs;
  /** The clock "today" is read from (UTC); tests pass a fixed one. */
  now?: () => number;
}

/** How long a metadata call waits for its syncs; a longer one (a huge first import) goes on as a job after the answer. */
export const METADATA_WAIT_MS = 25_000;


/** An account as the API shows it (`Account`), from its row on the accounts page. */
function accountOf(a: Awaited<ReturnType<typeof listAccounts>>[number]) {
  return {
    account_id: a.plaid_account_id,
    item_external_id: a.external_id,
    institution_name: a.institution_name,
    // Renamed by the user: `name` and `official_name` stay the bank's; the display name is theirs.
    name: a.user_named ? (a.bank_name ?? a.name) : a.name,
    account_name: a.official_name ?? a.name,
    official_name: a.user_named ? a.bank_official_name : a.official_name,
    renamed: a.user_named,
    hidden: a.hidden,
    mask: a.mask,
    type: a.type as 'depository',
    subtype: a.subtype,
    balances: { current: dollars(a.current_cents), available: dollars(a.available_cents), limit: dollars(a.limit_cents), iso_currency_code: a.iso_currency_code },
    last_synced_at: a.last_synced_at?.toISOString() ?? null,
  };
}

export function createAccountsHandlers({ db, bankData, syncs, now = Date.now }: AccountsDeps): HandlerGroup {

  /**
   * Queues a sync of every active linked item (a call repeated while one is still queued adds
   * nothing) and answers once they are done. An item's own failure (it needs re-authentication)
   * is recorded on it by the job; an outage is retried by the queue after the answer.
   */
  async function syncAll(userId: string) {
    const items = (await linkedItems(db, userId)).filter((item) => item.status === 'active');
    for (const item of items) await syncs.request(item.id, 'metadata');
    await syncs.settled(items.map((item) => item.id), METADATA_WAIT_MS);
  }

  /** The days of a balance series (net worth, one account): the last of each interval of the range, at most `MAX_NET_WORTH_POINTS`. */
  function seriesDays(query: { start_date: string; end_date: string; interval?: BucketInterval }) {
    const range = requiredRange(query);
    const interval = query.interval ?? 'month';
    const today = todayOf(now);
    const days = pointDays(range, interval, today);
    if (days.length > MAX_NET_WORTH_POINTS) throw badRequest(`interval: ${days.length} points of a ${interval} over this range; at most ${MAX_NET_WORTH_POINTS} (choose a longer interval or a shorter range).`);
    return { interval, today, days };
  }

  return {
    async getAccountBalanceHistory(context) {
      const user = subscriberOf(context);
      const account = (await listAccounts(db, user.id, { withHidden: true })).find((row) => row.plaid_account_id === context.params.account_id);
      if (!account) throw notFound('No such account.');
      const { interval, today, days } = seriesDays(context.query);
      const [{ balances, reconstructed }, historyStarts] = await Promise.all([balanceSeries(db, user.id, [account], days, today), balanceHistoryStart(db, user.id, account.id)]);
      const series = balances.get(account.id) ?? [];
      return {
        account: accountOf(account),
        interval,
        as_of: today,
        history_starts: historyStarts,
        points: days.map((date, i) => ({ date, balance: series[i] == null ? null : dollarsOf(series[i]!), reconstructed: reconstructed[i]! })),
      };
    },

    async getNetWorth(context) {
      const user = subscriberOf(context);
      const { interval, today, days } = seriesDays(context.query);
      const [{ totals, reconstructed }, historyStarts] = await Promise.all([netWorthSeries(db, user.id, await listAccounts(db, user.id), days, today), balanceHistoryStart(db, user.id)]);
      return {
        interval,
        as_of: today,
        history_starts: historyStarts,
        points: days.map((date, i) => ({
          date,
          assets: dollarsOf(totals[i]!.cash + totals[i]!.investments + totals[i]!.otherAssets),
          liabilities: dollarsOf(totals[i]!.owed),
          net_worth: dollarsOf(totals[i]!.netWorth),
          reconstructed: reconstructed[i]!,
        })),
      };
    },

    async initializeMetadata(context) {
      const user = subscriberOf(context);
      await syncAll(user.id);
      return { status: 'success' };
    },

    async updateMetadata(context) {
      const user = subscriberOf(context);
      await syncAll(user.id);
      return { status: 'success' };
    },

    async handlePlaidWebhook({ request, body }) {
      let delivery: VerifiedBankWebhook;
      try {
        delivery = await bankData.verifyWebhook(request.headers['plaid-verification'] as string | undefined, request.rawBody ?? '');
      } catch (error) {
        if (error instanceof WebhookVerificationError) throw new HttpError(400, 'INVALID_SIGNATURE', `Plaid-Verification: ${error.message}`);
        throw error;
      }
      const action = await applyPlaidWebhook(db, request.rawBody ?? '', body as PlaidWebhookBody, delivery);
      // Queued before answering: once Plaid has its 200, the sync survives a stop or a crash of this process.
      if (action.type === 'sync') await syncs.request(action.item.id, 'webhook');
      return { received: true };
    },

    async getAccounts(context) {
      const user = subscriberOf(context);
      const items = await linkedItems(db, user.id);
      const broken = items.filter((item) => item.status === 'login_required');
      // Plaid's error when no item can be read (every one needs the user to sign in again), beside the accounts as last synced.
      const error =
        items.length > 0 && broken.length === items.length
          ? { error: { error_code: broken[0]!.error_code ?? 'ITEM_LOGIN_REQUIRED', error_message: `${broken[0]!.institution_name} needs you to sign in again.` } }
          : {};
      // A hidden account is listed (marked); the page's totals leave it out.
      const rows = await listAccounts(db, user.id, { withHidden: true });
      return { ...error, accounts: rows.map(accountOf) };
    },

    async renameAccount(context) {
      const user = subscriberOf(context);
      const { account_id: accountId } = context.params;
      const { name: given, hidden } = context.body;
      const name = given === undefined || given === null ? given : given.trim();
      if (name === '') throw badRequest('name: give a name of 1 to 60 characters, or null for the bank’s.');
      if (!(await db.transaction().execute((trx) => updateAccount(trx, user.id, accountId, { name, hidden })))) throw notFound('account_id: no such account.');
      const changed = (await listAccounts(db, user.id, { withHidden: true })).find((a) => a.plaid_account_id === accountId)!;
      return accountOf(changed);
    },

    async getCreditLiabilities(context) {
      const user = subscriberOf(context);
      const rows = await listCreditLiabilities(db, user.id);
      return {
        credit: rows.map((r) => ({
          account_id: r.plaid_account_id,
          aprs: typeof r.aprs === 'string' ? JSON.parse(r.aprs) : r.aprs,
          ...liabilityFieldsOf(r),
        })),
      };
    },

    async getMerchantCategories(context) {
      const user = subscriberOf(context);
      return { merchants: await merchantCategories(db, user.id) };
    },

    async getRecentTransactionId(context) {
      const user = subscriberOf(context);
      return { id: await mostRecentTransactionId(db, user.id) };
    },
  };
}
