/**
 * Where bank data comes from, in the product's words. `BankData` reads a source (Plaid in
 * vendors/plaid.ts; a bank file in modules/imports/file-bank-data.ts); `BankLink` is Plaid's
 * linking, which a file has no use for. Amounts are integer cents, dates
 * ISO (YYYY-MM-DD); ids are the source's own (an item, an account, a transaction, a stream).
 */

/** A failure of the bank-data source: its HTTP status, its error type and code, and a message fit for the user. */
export class BankDataError extends Error {
  constructor(
    readonly status: number,
    /** The source's error family (e.g. ITEM_ERROR, RATE_LIMIT_EXCEEDED, API_ERROR, INSTITUTION_ERROR). */
    readonly errorType: string,
    /** The source's error code, stored as the item's error (e.g. ITEM_LOGIN_REQUIRED). */
    readonly errorCode: string,
    message: string,
    readonly displayMessage: string | null,
  ) {
    super(message);
    this.name = 'BankDataError';
  }

  /** Already unlinked at the source: removing it again is done. */
  get itemGone(): boolean {
    return ['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN'].includes(this.errorCode);
  }

  get rateLimited(): boolean {
    return this.status === 429 || this.errorType === 'RATE_LIMIT_EXCEEDED';
  }
}

/** Item errors that mean the user must sign in to the bank again (Link's update mode). */
export const REAUTH_ERRORS: ReadonlySet<string> = new Set(['ITEM_LOGIN_REQUIRED', 'PENDING_EXPIRATION', 'PENDING_DISCONNECT']);

export interface LinkToken {
  linkToken: string;
  expiration: string;
}

export interface LinkTokenRequest {
  /** Our user id, as the source's end-user id. */
  userId: string;
  /** Where the source delivers its webhooks, when it can reach us. */
  webhook?: string;
  /** Update mode for an existing item (sign in again, choose accounts). */
  update?: { accessToken: string };
}

export interface LinkedItem {
  /** The source's id of the item (an institution login). */
  itemId: string;
  /** Secret; stored sealed (modules/items/access-token.ts). */
  accessToken: string;
}

export interface ItemStatus {
  itemId: string;
  institutionId: string | null;
}

export interface BankAccount {
  /** The source's account id. */
  accountId: string;
  name: string;
  officialName: string | null;
  mask: string | null;
  type: string;
  subtype: string | null;
  currentCents: number | null;
  availableCents: number | null;
  limitCents: number | null;
  isoCurrencyCode: string | null;
}

/** A credit card's statement, payments and rates. */
export interface CardLiability {
  accountId: string | null;
  aprs: { apr_type: string; apr_percentage: number }[];
  isOverdue: boolean | null;
  lastPaymentCents: number | null;
  lastPaymentDate: string | null;
  lastStatementBalanceCents: number | null;
  lastStatementIssueDate: string | null;
  minimumPaymentCents: number | null;
  nextPaymentDueDate: string | null;
}

/** The source's category of a transaction or stream (its own codes; modules/money maps them to the product's). */
export interface SourceCategory {
  primary: string;
  /** Null when the source names only the primary (a file's category text may). */
  detailed: string | null;
  /** The version of Plaid's taxonomy the codes are in; absent: v1, or a source without versions. */
  version?: CategoryVersion;
}

export type CategoryVersion = 'v1' | 'v2';

export interface BankTransaction {
  transactionId: string;
  accountId: string;
  /** The pending transaction this posted one replaces. */
  pendingTransactionId: string | null;
  /** Positive for money out, negative for money in (the source's sign). */
  amountCents: number;
  isoCurrencyCode: string | null;
  date: string;
  authorizedDate: string | null;
  name: string;
  merchantName: string | null;
  merchantEntityId: string | null;
  logoUrl: string | null;
  website: string | null;
  category: SourceCategory | null;
  paymentChannel: string | null;
  pending: boolean;
  /**
   * A row whose source has no lasting id for it (a file's): its key within the account. A row whose
   * key the account already holds is not stored again (re-importing adds nothing), nor overwritten.
   */
  importKey?: string;
  /** A row its source splits into parts (a QIF file's `S`/`E`/`$`), signed like it and adding up to it; kept as the row's split when it is first stored. */
  splits?: BankSplit[];
}

/** A part of a split row: its amount, its category (none: the row's own) and its note. */
export interface BankSplit {
  amountCents: number;
  category: SourceCategory | null;
  note: string | null;
}

/**
 * What changed since a cursor: written rows, removed ids, and the cursor to ask from next. A page
 * of a source's changes, or all of them gathered (`readAllChanges`).
 */
export interface BankChanges {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: string[];
  nextCursor: string;
  /** The item's first import is not there to read yet (the next sync starts over from no cursor). */
  notReady: boolean;
  /**
   * How far the item's history has arrived (Plaid's `transactions_update_status`): `not_ready`
   * (nothing yet), `recent` (about the last 30 days; older history is on its way), `complete`.
   */
  history: BankHistoryStatus;
}

export type BankHistoryStatus = 'not_ready' | 'recent' | 'complete';

/**
 * What a source's change pages are, read in order: a page, or `restart` — the source's data
 * changed while it was being paged (Plaid's `TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION`), so
 * the pages read so far are void and the source reads again from the first.
 */
export type BankChangesStep = ({ restart: false } & BankChanges) | { restart: true };

/** Every change since `cursor`, the pages gathered (a restart drops the ones before it); for sources small enough to hold at once. */
export async function readAllChanges(source: Pick<BankData, 'changePages'>, accessToken: string, cursor: string | null): Promise<BankChanges> {
  const all: BankChanges = { added: [], modified: [], removed: [], nextCursor: cursor ?? '', notReady: false, history: 'complete' };
  for await (const step of source.changePages(accessToken, cursor)) {
    if (step.restart) {
      for (const rows of [all.added, all.modified, all.removed]) rows.length = 0;
      continue;
    }
    all.added.push(...step.added);
    all.modified.push(...step.modified);
    all.removed.push(...step.removed);
    Object.assign(all, { nextCursor: step.nextCursor, notReady: step.notReady, history: step.history });
  }
  return all;
}

export interface RecurringStream {
  streamId: string;
  accountId: string;
  description: string;
  merchantName: string | null;
  category: SourceCategory | null;
  frequency: string;
  averageAmountCents: number;
  lastAmountCents: number;
  lastDate: string | null;
  isActive: boolean;
}

export interface RecurringStreams {
  inflow: RecurringStream[];
  outflow: RecurringStream[];
}

/** A webhook whose signature held: when it was issued and what names this delivery (webhooks carry no event id). */
export interface VerifiedBankWebhook {
  issuedAt: number;
  deliveryId: string;
}

/** The webhook's signature does not hold; the message says why. */
export class WebhookVerificationError extends Error {}

/**
 * `BankData`: reading one source's item, whatever the source (a linked bank through Plaid, a file
 * the user imported). `accessToken` is the item's handle at the source (a file adapter needs none).
 */
export interface BankData {
  /** The item's accounts with their balances as last refreshed. */
  accounts(accessToken: string): Promise<BankAccount[]>;
  /** Credit cards' liabilities; undefined when the institution or item does not offer them. */
  liabilities(accessToken: string): Promise<CardLiability[] | undefined>;
  /**
   * The changes since `cursor` (null: from the start), page by page as the source hands them over,
   * read through to the end; the reader writes each before asking for more, so a large history is
   * never held whole.
   */
  changePages(accessToken: string, cursor: string | null): AsyncIterable<BankChangesStep>;
  /** Recurring streams; undefined when not offered. */
  recurringStreams(accessToken: string): Promise<RecurringStreams | undefined>;
  /** Unlinks the item at the source; one already gone there is removed. */
  removeItem(accessToken: string): Promise<void>;
}

/** `BankLink`: linking a bank through a source's widget (Plaid's Link), which only a linked source has. */
export interface BankLink {
  createLinkToken(request: LinkTokenRequest): Promise<LinkToken>;
  /** Exchanges the public token Link handed the browser for a lasting item. */
  exchangePublicToken(publicToken: string): Promise<LinkedItem>;
  itemStatus(accessToken: string): Promise<ItemStatus>;
  institutionName(institutionId: string): Promise<string>;
  /** Verifies a webhook's signature header over its exact body. */
  verifyWebhook(signature: string | undefined, rawBody: string): Promise<VerifiedBankWebhook>;
  /** Sandbox only (the emulator or Plaid's sandbox): a public token for a test institution, as Link would hand one. */
  sandboxPublicToken(request: { institutionId: string; products: ('transactions' | 'liabilities')[]; webhook: string }): Promise<string>;
}

/** A source that links banks and reads them (Plaid). */
export type LinkedBankData = BankData & BankLink;
