import { Configuration, CountryCode, PersonalFinanceCategoryVersion, PlaidApi, Products, type AccountBase, type CreditCardLiability, type PersonalFinanceCategory, type Transaction, type TransactionStream } from 'plaid';
import type { PlaidConfig } from '../config.ts';
import { callPlaid, PlaidApiError } from './plaid-call.ts';
import { createPlaidWebhookVerifier } from './plaid-webhook.ts';
import type { BankAccount, BankChanges, BankChangesStep, BankTransaction, CardLiability, LinkedBankData, RecurringStream, SourceCategory } from './ports/bank-data.ts';

export { callPlaid, PLAID_RETRY, PlaidApiError } from './plaid-call.ts';

export type PlaidClient = PlaidApi;

/** The `plaid` SDK; `basePath` is Plaid's environment, or the local emulator when Plaid is not configured. */
export function createPlaidClient(config: PlaidConfig): PlaidApi {
  return new PlaidApi(
    new Configuration({
      basePath: config.basePath,
      baseOptions: { headers: { 'PLAID-CLIENT-ID': config.clientId, 'PLAID-SECRET': config.secret, 'Plaid-Version': '2020-09-14' } },
    }),
  );
}

const CLIENT_NAME = 'Ledgerline';
export const SYNC_PAGE_SIZE = 500;
/** Restarts allowed when Plaid reports the data changed while we were paginating. */
const MAX_PAGINATION_RESTARTS = 3;

/**
 * The taxonomy we ask for: v2, the only one Plaid gives integrations enabled since December 3,
 * 2025, and the finer one (salary, loan disbursements and repayments, late fees) for the rest.
 */
const CATEGORY_OPTIONS = { personal_finance_category_version: PersonalFinanceCategoryVersion.V2 };

const cents = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : Math.round(amount * 100));

function account(a: AccountBase): BankAccount {
  return {
    accountId: a.account_id,
    name: a.name,
    officialName: a.official_name ?? null,
    mask: a.mask ?? null,
    type: String(a.type),
    subtype: a.subtype ? String(a.subtype) : null,
    currentCents: cents(a.balances.current),
    availableCents: cents(a.balances.available),
    limitCents: cents(a.balances.limit),
    isoCurrencyCode: a.balances.iso_currency_code ?? null,
  };
}

/** Plaid's category with its version; a category without one is v1 (Plaid's answer before versions, and when v1 is all it gives). */
function category(pfc: PersonalFinanceCategory | null | undefined): SourceCategory | null {
  if (!pfc) return null;
  return { primary: pfc.primary, detailed: pfc.detailed, version: pfc.version === PersonalFinanceCategoryVersion.V2 ? 'v2' : 'v1' };
}

function transaction(t: Transaction): BankTransaction {
  return {
    transactionId: t.transaction_id,
    accountId: t.account_id,
    pendingTransactionId: t.pending_transaction_id ?? null,
    amountCents: cents(t.amount) ?? 0,
    isoCurrencyCode: t.iso_currency_code ?? null,
    date: t.date,
    authorizedDate: t.authorized_date ?? null,
    name: t.name,
    merchantName: t.merchant_name ?? null,
    merchantEntityId: t.merchant_entity_id ?? null,
    logoUrl: t.logo_url ?? null,
    website: t.website ?? null,
    category: category(t.personal_finance_category),
    paymentChannel: t.payment_channel ?? null,
    pending: t.pending,
  };
}

function liability(card: CreditCardLiability): CardLiability {
  return {
    accountId: card.account_id ?? null,
    aprs: card.aprs.map((apr) => ({ apr_type: apr.apr_type, apr_percentage: apr.apr_percentage })),
    isOverdue: card.is_overdue,
    lastPaymentCents: cents(card.last_payment_amount),
    lastPaymentDate: card.last_payment_date ?? null,
    lastStatementBalanceCents: cents(card.last_statement_balance),
    lastStatementIssueDate: card.last_statement_issue_date ?? null,
    minimumPaymentCents: cents(card.minimum_payment_amount),
    nextPaymentDueDate: card.next_payment_due_date ?? null,
  };
}

function stream(s: TransactionStream): RecurringStream {
  return {
    streamId: s.stream_id,
    accountId: s.account_id,
    description: s.description,
    merchantName: s.merchant_name ?? null,
    category: category(s.personal_finance_category),
    frequency: String(s.frequency),
    averageAmountCents: cents(s.average_amount.amount) ?? 0,
    lastAmountCents: cents(s.last_amount.amount) ?? 0,
    lastDate: s.last_date ?? null,
    isActive: s.is_active,
  };
}

/** Optional products: an institution without them is not an error for the item. */
async function optional<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlaidApiError && error.errorType !== 'ITEM_ERROR') return undefined;
    if (error instanceof PlaidApiError && ['PRODUCTS_NOT_SUPPORTED', 'NO_LIABILITY_ACCOUNTS', 'PRODUCT_NOT_READY'].includes(error.errorCode)) return undefined;
    throw error;
  }
}

/** Plaid's `transactions_update_status` as the port's history status (an unknown one is taken as complete, Plaid's old behaviour). */
function historyStatus(status: string | undefined): BankChanges['history'] {
  if (status === 'NOT_READY') return 'not_ready';
  if (status === 'INITIAL_UPDATE_COMPLETE') return 'recent';
  return 'complete';
}

/**
 * The pages from `cursor` on, each handed over before the next is asked for; when Plaid says the
 * data changed mid-pagination, a restart step and the pages again from `cursor` (Plaid's advice).
 */
async function* changePages(plaid: PlaidApi, accessToken: string, cursor: string | null): AsyncGenerator<BankChangesStep> {
  for (let attempt = 0; ; attempt++) {
    try {
      let next = cursor ?? '';
      let hasMore = true;
      while (hasMore) {
        const page = await callPlaid(() => plaid.transactionsSync({ access_token: accessToken, count: SYNC_PAGE_SIZE, options: CATEGORY_OPTIONS, ...(next ? { cursor: next } : {}) }));
        next = page.next_cursor;
        hasMore = page.has_more;
        yield {
          restart: false,
          added: page.added.map(transaction),
          modified: page.modified.map(transaction),
          removed: page.removed.map((r) => r.transaction_id),
          nextCursor: next,
          // Plaid's `transactions_update_status`: `NOT_READY` until an item's first import is there to read.
          notReady: page.transactions_update_status === 'NOT_READY',
          history: historyStatus(page.transactions_update_status),
        };
      }
      return;
    } catch (error) {
      const mutated = error instanceof PlaidApiError && error.errorCode === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';
      if (!mutated || attempt >= MAX_PAGINATION_RESTARTS) throw error;
      yield { restart: true };
    }
  }
}

/** `BankData` and `BankLink` through Plaid's API (or its emulator). Failures are BankDataErrors with Plaid's type and code. */
export function createPlaidBankData(plaid: PlaidApi): LinkedBankData {
  const verifyWebhook = createPlaidWebhookVerifier(plaid);
  return {
    async createLinkToken({ userId, webhook, update }) {
      const token = await callPlaid(() =>
        plaid.linkTokenCreate({
          user: { client_user_id: userId },
          client_name: CLIENT_NAME,
          ...(update ? {} : { products: [Products.Transactions], optional_products: [Products.Liabilities] }),
          country_codes: [CountryCode.Us],
          language: 'en',
          ...(update ? { access_token: update.accessToken, update: { account_selection_enabled: true } } : {}),
          ...(webhook ? { webhook } : {}),
        }),
      );
      return { linkToken: token.link_token, expiration: token.expiration };
    },
    async exchangePublicToken(publicToken) {
      const exchange = await callPlaid(() => plaid.itemPublicTokenExchange({ public_token: publicToken }));
      return { itemId: exchange.item_id, accessToken: exchange.access_token };
    },
    async itemStatus(accessToken) {
      const { item } = await callPlaid(() => plaid.itemGet({ access_token: accessToken }));
      return { itemId: item.item_id, institutionId: item.institution_id ?? null };
    },
    async institutionName(institutionId) {
      const { institution } = await callPlaid(() => plaid.institutionsGetById({ institution_id: institutionId, country_codes: [CountryCode.Us] }));
      return institution.name;
    },
    async accounts(accessToken) {
      const { accounts } = await callPlaid(() => plaid.accountsGet({ access_token: accessToken }));
      return accounts.map(account);
    },
    async liabilities(accessToken) {
      const answer = await optional(() => callPlaid(() => plaid.liabilitiesGet({ access_token: accessToken })));
      return answer?.liabilities.credit ? answer.liabilities.credit.map(liability) : undefined;
    },
    changePages: (accessToken, cursor) => changePages(plaid, accessToken, cursor),
    async recurringStreams(accessToken) {
      const answer = await optional(() => callPlaid(() => plaid.transactionsRecurringGet({ access_token: accessToken, options: CATEGORY_OPTIONS })));
      return answer ? { inflow: answer.inflow_streams.map(stream), outflow: answer.outflow_streams.map(stream) } : undefined;
    },
    async removeItem(accessToken) {
      try {
        await callPlaid(() => plaid.itemRemove({ access_token: accessToken }));
      } catch (error) {
        if (!(error instanceof PlaidApiError && error.itemGone)) throw error;
      }
    },
    verifyWebhook,
    async sandboxPublicToken({ institutionId, products, webhook }) {
      const { public_token } = await callPlaid(() =>
        plaid.sandboxPublicTokenCreate({
          institution_id: institutionId,
          initial_products: products.map((p) => (p === 'transactions' ? Products.Transactions : Products.Liabilities)),
          options: { webhook },
        }),
      );
      return public_token;
    },
  };
}
