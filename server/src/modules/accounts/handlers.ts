import type { PlaidApi } from 'plaid';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import { PlaidApiError } from '../../vendors/plaid.ts';
import { linkedItems, unsealAccessToken } from '../linking/queries.ts';
import { requireSubscriber } from '../subscription/require-subscriber.ts';
import { HttpError } from '../../http/errors.ts';
import { createPlaidWebhookVerifier, WebhookVerificationError } from '../../vendors/plaid-webhook.ts';
import { applyPlaidWebhook, type PlaidWebhookBody } from './plaid-webhook.ts';
import { syncItem } from './sync.ts';

export interface AccountsDeps {
  config: Config;
  db: Db;
  plaid: PlaidApi;
  /** Where webhook syncs run after the answer (closing the app waits for them). */
  background: BackgroundWork;
}

const dollars = (value: number | null) => (value === null ? null : value / 100);

export function createAccountsHandlers({ config, db, plaid, background }: AccountsDeps): HandlerGroup {
  const verifyWebhook = createPlaidWebhookVerifier(plaid);

  /** Syncs every linked item; an item's own failure (e.g. it needs re-authentication) is recorded on it, not thrown. */
  async function syncAll(userId: string, log: { warn(obj: object, msg: string): void }) {
    for (const item of await linkedItems(db, userId)) {
      if (item.status === 'login_required') continue;
      try {
        await syncItem(db, plaid, item, unsealAccessToken(item, config.encryptionKey));
      } catch (error) {
        if (!(error instanceof PlaidApiError)) throw error;
        log.warn({ item: item.external_id, code: error.errorCode }, 'item sync failed');
      }
    }
  }

  return {
    async initializeMetadata(context) {
      const user = await requireSubscriber(db, context);
      await syncAll(user.id, context.request.log);
      return { status: 'success' };
    },

    async updateMetadata(context) {
      const user = await requireSubscriber(db, context);
      await syncAll(user.id, context.request.log);
      return { status: 'success' };
    },

    async handlePlaidWebhook({ request, body }) {
      let issuedAt: number;
      try {
        ({ issuedAt } = await verifyWebhook(request.headers['plaid-verification'] as string | undefined, request.rawBody ?? ''));
      } catch (error) {
        if (error instanceof WebhookVerificationError) throw new HttpError(400, 'INVALID_SIGNATURE', `Plaid-Verification: ${error.message}`);
        throw error;
      }
      const action = await applyPlaidWebhook(db, request.rawBody ?? '', body as PlaidWebhookBody, issuedAt);
      if (action.type === 'sync') {
        const { item } = action;
        // Answer Plaid at once; the sync runs after the response.
        background.run(
          () => syncItem(db, plaid, item, unsealAccessToken(item, config.encryptionKey)),
          (error) => request.log.warn({ item: item.external_id, err: error.message }, 'webhook sync failed'),
        );
      }
      return { received: true };
    },

    async getAccounts(context) {
      const user = await requireSubscriber(db, context);
      const items = await linkedItems(db, user.id);
      const broken = items.filter((item) => item.status === 'login_required');
      // Plaid's answer when nothing can be shown: every linked item needs the user to sign in again.
      if (items.length > 0 && broken.length === items.length) {
        return { error: { error_code: broken[0]!.error_code ?? 'ITEM_LOGIN_REQUIRED', error_message: `${broken[0]!.institution_name} needs you to sign in again.` } };
      }
      const rows = await db
        .selectFrom('accounts')
        .innerJoin('items', 'items.id', 'accounts.item_id')
        .select([
          'accounts.plaid_account_id',
          'accounts.name',
          'accounts.official_name',
          'accounts.mask',
          'accounts.type',
          'accounts.subtype',
          'accounts.current_cents',
          'accounts.available_cents',
          'accounts.limit_cents',
          'accounts.iso_currency_code',
          'items.external_id',
          'items.institution_name',
          'items.last_synced_at',
        ])
        .where('accounts.user_id', '=', user.id)
        .where('accounts.is_active', '=', true)
        .where('items.status', '!=', 'inactive')
        .orderBy('items.institution_name')
        .orderBy('accounts.type')
        .orderBy('accounts.name')
        .execute();
      return {
        accounts: rows.map((a) => ({
          account_id: a.plaid_account_id,
          item_external_id: a.external_id,
          institution_name: a.institution_name,
          name: a.name,
          account_name: a.official_name ?? a.name,
          official_name: a.official_name,
          mask: a.mask,
          type: a.type as 'depository',
          subtype: a.subtype,
          balances: { current: dollars(a.current_cents), available: dollars(a.available_cents), limit: dollars(a.limit_cents), iso_currency_code: a.iso_currency_code },
          last_synced_at: a.last_synced_at?.toISOString() ?? null,
        })),
      };
    },

    async getCreditLiabilities(context) {
      const user = await requireSubscriber(db, context);
      const rows = await db
        .selectFrom('credit_liabilities')
        .innerJoin('accounts', 'accounts.id', 'credit_liabilities.account_id')
        .selectAll('credit_liabilities')
        .select('accounts.plaid_account_id')
        .where('credit_liabilities.user_id', '=', user.id)
        .where('accounts.is_active', '=', true)
        .execute();
      return {
        credit: rows.map((r) => ({
          account_id: r.plaid_account_id,
          aprs: typeof r.aprs === 'string' ? JSON.parse(r.aprs) : r.aprs,
          is_overdue: r.is_overdue,
          last_payment_amount: dollars(r.last_payment_cents),
          last_payment_date: r.last_payment_date,
          last_statement_balance: dollars(r.last_statement_balance_cents),
          last_statement_issue_date: r.last_statement_issue_date,
          minimum_payment_amount: dollars(r.minimum_payment_cents),
          next_payment_due_date: r.next_payment_due_date,
        })),
      };
    },

    async getMerchantCategories(context) {
      const user = await requireSubscriber(db, context);
      const rows = await db
        .selectFrom('transactions')
        .select(['merchant_name', (eb) => eb.fn.max('category_primary').as('category'), (eb) => eb.fn.countAll<number>().as('transaction_count')])
        .where('user_id', '=', user.id)
        .where('merchant_name', 'is not', null)
        .groupBy('merchant_name')
        .orderBy('merchant_name')
        .execute();
      return { merchants: rows.map((r) => ({ merchant_name: r.merchant_name!, category: r.category ?? null, transaction_count: Number(r.transaction_count) })) };
    },

    async getRecentTransactionId(context) {
      const user = await requireSubscriber(db, context);
      const row = await db
        .selectFrom('transactions')
        .select('plaid_transaction_id')
        .where('user_id', '=', user.id)
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return { id: row?.plaid_transaction_id ?? null };
    },
  };
}
