import type { KeyObject } from 'node:crypto';
import { DAY_MS, dayOf, isoDate } from './calendar.ts';
import { SPEND_KINDS, type PfcVersion } from './catalog.ts';
import {
  optionalBoolean,
  optionalObject,
  optionalString,
  stringArray,
  stringField,
  url,
  type ItemEvents,
  type PlaidEngine,
} from './engine.ts';
import { invalidAccountId, invalidField, itemLoginRequired, sandboxWebhookInvalid } from './errors.ts';
import { ItemHistory } from './history.ts';
import { creditLiability, mortgageLiability, studentLiability } from './liabilities.ts';
import { renderAccount, renderItem } from './objects.ts';
import { cents, rngFor } from './random.ts';
import type { AccountRecord, HistoryStage, ItemRecord, PlaidStore } from './store.ts';
import {
  changesBetween,
  recurringStreams,
  syncPage,
  transactionId,
  visibleEntries,
  type Changes,
  type LedgerContext,
  type MutationRecord,
  type Position,
} from './transactions.ts';
import { WebhookDispatcher, newWebhookKey, privateKeyOf, publicJwk, webhookBodies, type WebhookLog, type WebhookRetryOptions } from './webhooks.ts';

type Body = Record<string, unknown>;

export interface ProductsOptions {
  now: () => Date;
  webhookRetry: WebhookRetryOptions;
  /** Delay of the SYNC_UPDATES_AVAILABLE sent once an item's access token exists (Plaid's historical pull). */
  initialWebhookDelayMs: number;
  /** A staged item's history: emulated time after the token exchange when the last 30 days, then the rest, arrive. */
  stagedHistoryMs: { initial: number; historical: number };
  log: WebhookLog;
}

/** Days of history a staged item serves once its initial update is complete (Plaid: about 30). */
export const INITIAL_HISTORY_DAYS = 30;
const STAGES: readonly HistoryStage[] = ['not_ready', 'initial', 'historical'];
const UPDATE_STATUS: Record<HistoryStage, string> = {
  not_ready: 'NOT_READY',
  initial: 'INITIAL_UPDATE_COMPLETE',
  historical: 'HISTORICAL_UPDATE_COMPLETE',
};
/**
 * Marks a cursor position taken while only the last 30 days were served (an account key no spec
 * has): a later sync from it brings the older history as `added`.
 */
const INITIAL_MARK = '~initial:';

const MAX_HISTORIES = 24;
const MAX_CHANGE_SETS = 12;

/** Sandbox fire_webhook codes and the webhook type each belongs to. */
const FIREABLE: Record<string, 'TRANSACTIONS' | 'ITEM'> = {
  SYNC_UPDATES_AVAILABLE: 'TRANSACTIONS',
  DEFAULT_UPDATE: 'TRANSACTIONS',
  RECURRING_TRANSACTIONS_UPDATE: 'TRANSACTIONS',
  NEW_ACCOUNTS_AVAILABLE: 'ITEM',
  ERROR: 'ITEM',
  LOGIN_REPAIRED: 'ITEM',
  PENDING_EXPIRATION: 'ITEM',
  PENDING_DISCONNECT: 'ITEM',
  USER_PERMISSION_REVOKED: 'ITEM',
};

/** `options.personal_finance_category_version`: the taxonomy a request asks for, if it names one. */
function categoryVersionOf(options: Body): PfcVersion | undefined {
  const version = optionalString(options, 'personal_finance_category_version', 'options.personal_finance_category_version');
  if (version === null) return undefined;
  if (version !== 'v1' && version !== 'v2') throw invalidField('options.personal_finance_category_version must be one of v1, v2');
  return version;
}

/**
 * The products over the synthetic history (transactions sync, recurring streams, liabilities),
 * the signed webhooks, and their sandbox helpers. Listens to the engine's item events.
 */
export class PlaidProducts implements ItemEvents {
  readonly #histories = new Map<string, ItemHistory>();
  readonly #changes = new Map<string, Changes>();
  readonly #dispatcher: WebhookDispatcher;
  #signing: { kid: string; key: KeyObject } | null = null;

  constructor(
    private readonly store: PlaidStore,
    private readonly engine: PlaidEngine,
    private readonly options: ProductsOptions,
  ) {
    if (!store.state.webhook_key) {
      store.state.webhook_key = newWebhookKey(options.now());
      store.save();
    }
    this.#dispatcher = new WebhookDispatcher(() => this.#signingKey(), options.webhookRetry, options.log);
    engine.listen(this);
  }

  #signingKey(): { kid: string; key: KeyObject } {
    const record = this.store.state.webhook_key!;
    if (!this.#signing || this.#signing.kid !== record.kid) this.#signing = { kid: record.kid, key: privateKeyOf(record) };
    return this.#signing;
  }

  get webhookKeyId(): string {
    return this.store.state.webhook_key!.kid;
  }

  #today(): number {
    return dayOf(this.options.now());
  }

  whenWebhooksIdle(): Promise<void> {
    return this.#dispatcher.whenIdle();
  }

  close(): void {
    this.#dispatcher.close();
  }

  // ---- history and positions

  /** The item's synthetic history (cached; a pure function of the stored item). */
  history(item: ItemRecord): ItemHistory {
    const createdDay = dayOf(Date.parse(item.created_at));
    const added = item.accounts
      .filter((a) => a.key.startsWith('added-'))
      .map((a) => ({ key: a.key, kind: a.kind, name: a.name, openedDay: a.opened_day ?? createdDay }));
    const cacheKey = `${item.item_id}|${added.map((a) => `${a.key}:${a.kind}:${a.openedDay}`).join(',')}`;
    let history = this.#histories.get(cacheKey);
    if (history) {
      this.#histories.delete(cacheKey);
    } else {
      const institution = this.engine.institution(item.institution_id);
      if (!institution) throw new Error(`item ${item.item_id}: unknown institution ${item.institution_id}`);
      history = new ItemHistory({ seed: this.store.state.seed, institution, itemIndex: item.index, createdDay, added });
    }
    this.#histories.set(cacheKey, history);
    while (this.#histories.size > MAX_HISTORIES) this.#histories.delete(this.#histories.keys().next().value!);
    return history;
  }

  #context(item: ItemRecord, { includeOriginalDescription = false, categoryVersion }: Pick<LedgerContext, 'includeOriginalDescription' | 'categoryVersion'> = {}): LedgerContext {
    return {
      itemId: item.item_id,
      history: this.history(item),
      accountIds: new Map(item.accounts.map((a) => [a.key, a.account_id])),
      mutations: item.mutations ?? [],
      includeOriginalDescription,
      ...(categoryVersion && { categoryVersion }),
    };
  }

  #position(item: ItemRecord, accounts: AccountRecord[]): Position {
    const mutations = item.mutations ?? [];
    return {
      day: Math.max(this.#today(), dayOf(Date.parse(item.created_at))),
      seq: mutations.length > 0 ? mutations[mutations.length - 1]!.seq : 0,
      accounts: accounts.map((a) => a.key).sort(),
    };
  }

  #changesBetween(ctx: LedgerContext, from: Position | null, to: Position): Changes {
    const key = JSON.stringify([ctx.itemId, ctx.includeOriginalDescription, ctx.categoryVersion, from, to, [...ctx.accountIds.entries()]]);
    let changes = this.#changes.get(key);
    if (!changes) {
      changes = changesBetween(ctx, from, to);
      this.#changes.set(key, changes);
      while (this.#changes.size > MAX_CHANGE_SETS) this.#changes.delete(this.#changes.keys().next().value!);
    }
    return changes;
  }

  #usableItem(body: Body): ItemRecord {
    const item = this.engine.itemForAccessToken(body.access_token);
    if (item.login_required) throw itemLoginRequired();
    return item;
  }

  #billed(item: ItemRecord, product: string): void {
    if (item.products.includes(product)) return;
    item.products.push(product);
    this.store.save();
  }

  /** Shared accounts, narrowed to `ids` when given (INVALID_ACCOUNT_ID for one that is not shared). */
  #sharedAccounts(item: ItemRecord, ids: string[] | null): AccountRecord[] {
    const shared = item.accounts.filter((a) => a.shared);
    if (!ids) return shared;
    if (ids.some((id) => !shared.some((a) => a.account_id === id))) throw invalidAccountId();
    return shared.filter((a) => ids.includes(a.account_id));
  }

  // ---- /transactions/sync

  transactionsSync(body: Body) {
    const item = this.#usableItem(body);
    this.#advanceHistoryByTime(item);
    const cursor = optionalString(body, 'cursor') || null;
    const count = body.count === undefined || body.count === null ? 100 : body.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 500) throw invalidField('count must be an integer between 1 and 500');
    const options = optionalObject(body, 'options') ?? {};
    const includeOriginal = optionalBoolean(options, 'include_original_description', 'options.include_original_description') === true;
    const accountId = optionalString(options, 'account_id', 'options.account_id');
    const accounts = this.#sharedAccounts(item, accountId ? [accountId] : null);
    const ctx = this.#context(item, { includeOriginalDescription: includeOriginal, categoryVersion: categoryVersionOf(options) });
    const stage = item.history_stage ?? 'historical';
    this.#billed(item, 'transactions');
    if (stage === 'not_ready') {
      // Plaid: no rows until the initial update is complete; the cursor does not move.
      const empty = { added: [], modified: [], removed: [], next_cursor: cursor ?? '', has_more: false };
      return { ...empty, accounts: accounts.map(renderAccount), transactions_update_status: UPDATE_STATUS[stage] };
    }
    const floor = stage === 'initial' ? this.#initialFloor(item) : null;
    const position = this.#position(item, accounts);
    const current = floor === null ? position : { ...position, accounts: [...position.accounts, `${INITIAL_MARK}${floor}`].sort() };
    const page = syncPage(item.item_id, current, cursor, count, (from, to) => this.#stagedChanges(ctx, from, to));
    return {
      added: page.added,
      modified: page.modified,
      removed: page.removed,
      next_cursor: page.next_cursor,
      has_more: page.has_more,
      accounts: accounts.map(renderAccount),
      transactions_update_status: UPDATE_STATUS[stage],
    };
  }

  /** First day a staged item serves while only its initial update is complete. */
  #initialFloor(item: ItemRecord): number {
    return Math.max(this.#today(), dayOf(Date.parse(item.created_at))) - (INITIAL_HISTORY_DAYS - 1);
  }

  /**
   * The changes between two positions, either of which may carry the initial-stage mark: a marked
   * `to` serves only rows dated from its floor on; a marked `from` with an unmarked `to` also
   * brings every row older than the floor (the historical update).
   */
  #stagedChanges(ctx: LedgerContext, from: Position | null, to: Position): Changes {
    const split = (p: Position) => {
      const mark = p.accounts.find((a) => a.startsWith(INITIAL_MARK));
      return { position: { ...p, accounts: p.accounts.filter((a) => a !== mark) }, floor: mark ? isoDate(Number(mark.slice(INITIAL_MARK.length))) : null };
    };
    const target = split(to);
    const source = from ? split(from) : null;
    const changes = this.#changesBetween(ctx, source?.position ?? null, target.position);
    if (target.floor !== null) {
      const floor = target.floor;
      return { added: changes.added.filter((t) => t.date >= floor), modified: changes.modified.filter((t) => t.date >= floor), removed: changes.removed };
    }
    if (!source?.floor) return changes;
    const floor = source.floor;
    const known = new Set(source.position.accounts);
    const keys = new Set(target.position.accounts.filter((key) => known.has(key)));
    const older = [...visibleEntries(ctx, keys, -Infinity, target.position.day, target.position.seq).values()].map((e) => e.tx).filter((t) => t.date < floor);
    const added = [...older, ...changes.added.filter((t) => !older.some((o) => o.transaction_id === t.transaction_id))];
    return { ...changes, added: added.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.transaction_id < b.transaction_id ? -1 : 1)) };
  }

  // ---- staged history

  /** Moves a staged item on to `stage` (never back) and sends SYNC_UPDATES_AVAILABLE with Plaid's flags for it. */
  #advanceHistory(item: ItemRecord, stage: HistoryStage): boolean {
    const current = item.history_stage;
    if (!current || STAGES.indexOf(stage) <= STAGES.indexOf(current)) return false;
    item.history_stage = stage;
    this.store.save();
    this.#send(item, webhookBodies.syncUpdatesAvailable(item.item_id, { initial: true, historical: stage === 'historical' }));
    return true;
  }

  /** Plaid's `initial_update_complete` / `historical_update_complete` for the item's stage. */
  #progress(item: ItemRecord): { initial: boolean; historical: boolean } {
    const stage = item.history_stage ?? 'historical';
    return { initial: stage !== 'not_ready', historical: stage === 'historical' };
  }

  /** A staged item's stages come on their own as emulated time passes its token exchange. */
  #advanceHistoryByTime(item: ItemRecord): void {
    if (!item.history_stage || item.history_stage === 'historical' || !item.history_linked_at) return;
    const elapsed = this.options.now().getTime() - Date.parse(item.history_linked_at);
    const { initial, historical } = this.options.stagedHistoryMs;
    if (elapsed >= historical) this.#advanceHistory(item, 'historical');
    else if (elapsed >= initial) this.#advanceHistory(item, 'initial');
  }

  /** Ours: /sandbox/item/advance_history moves a staged item to `stage` now (`initial` or `historical`, default the next one). */
  sandboxAdvanceHistory(body: Body) {
    const item = this.#itemForSandbox(body);
    const requested = optionalString(body, 'stage');
    if (requested !== null && requested !== 'initial' && requested !== 'historical') throw invalidField('stage must be one of: initial, historical');
    const current = item.history_stage ?? 'historical';
    const next = requested ?? STAGES[Math.min(STAGES.indexOf(current) + 1, STAGES.length - 1)]!;
    this.#advanceHistory(item, next);
    return { item_id: item.item_id, stage: item.history_stage ?? 'historical', transactions_update_status: UPDATE_STATUS[item.history_stage ?? 'historical'] };
  }

  /**
   * Ours: /sandbox/item/transactions lists every row the item's /transactions/sync serves from the
   * start right now (its stage's rows, modifications applied, removals gone), so an end-to-end
   * test can count the bank's rows without going through the product.
   */
  sandboxItemTransactions(body: Body) {
    const item = this.#itemForSandbox(body);
    const rows = new Map<string, { transaction_id: string }>();
    for (let cursor = '', hasMore = true; hasMore; ) {
      const page = this.transactionsSync({ access_token: item.access_token, cursor, count: 500 });
      for (const row of [...page.added, ...page.modified]) rows.set(row.transaction_id, row);
      for (const row of page.removed) rows.delete(row.transaction_id);
      cursor = page.next_cursor;
      hasMore = page.has_more;
    }
    return { item_id: item.item_id, stage: item.history_stage ?? 'historical', transactions: [...rows.values()] };
  }

  /** The item named by `access_token`, or (for end-to-end tests, which never see tokens) by one of its `account_id`s. */
  #itemForSandbox(body: Body): ItemRecord {
    const accountId = optionalString(body, 'account_id');
    if (accountId === null) return this.engine.itemForAccessToken(body.access_token);
    const item = Object.values(this.store.state.items).find((i) => i.access_token && i.accounts.some((a) => a.account_id === accountId));
    if (!item) throw invalidAccountId();
    return item;
  }

  // ---- /transactions/recurring/get

  transactionsRecurringGet(body: Body) {
    const item = this.#usableItem(body);
    const accounts = this.#sharedAccounts(item, stringArray(body, 'account_ids'));
    const categoryVersion = categoryVersionOf(optionalObject(body, 'options') ?? {});
    const streams = recurringStreams(this.#context(item, { categoryVersion }), this.#position(item, accounts), this.#today());
    return {
      inflow_streams: streams.inflow,
      outflow_streams: streams.outflow,
      ...(categoryVersion && { personal_finance_category_version: categoryVersion }),
      updated_datetime: this.options.now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
  }

  // ---- /liabilities/get

  liabilitiesGet(body: Body, requestId: string) {
    const item = this.#usableItem(body);
    const options = optionalObject(body, 'options');
    const accounts = this.#sharedAccounts(item, options ? stringArray(options, 'account_ids') : null);
    const history = this.history(item);
    const today = Math.max(this.#today(), history.createdDay);
    const credit = accounts
      .filter((a) => a.type === 'credit')
      .map((a) =>
        history.credit?.key === a.key
          ? creditLiability(history, a.account_id, today)
          : {
              account_id: a.account_id,
              aprs: [{ apr_percentage: 24.99, apr_type: 'purchase_apr', balance_subject_to_apr: null, interest_charge_amount: null }],
              is_overdue: false,
              last_payment_amount: null,
              last_payment_date: null,
              last_statement_issue_date: null,
              last_statement_balance: a.balances.current,
              minimum_payment_amount: cents(Math.min(a.balances.current, 35)),
              next_payment_due_date: null,
            },
      );
    const mortgage = accounts.filter((a) => a.subtype === 'mortgage' && history.loanProfiles.has(a.key)).map((a) => mortgageLiability(history, a.key, a.account_id, today));
    const student = accounts.filter((a) => a.subtype === 'student' && history.loanProfiles.has(a.key)).map((a) => studentLiability(history, a.key, a.account_id, today));
    this.#billed(item, 'liabilities');
    return {
      accounts: accounts.map(renderAccount),
      item: renderItem(item, this.engine.institution(item.institution_id), requestId),
      liabilities: {
        credit: credit.length > 0 ? credit : null,
        mortgage: mortgage.length > 0 ? mortgage : null,
        student: student.length > 0 ? student : null,
      },
    };
  }

  // ---- webhooks

  webhookVerificationKeyGet(body: Body) {
    const keyId = stringField(body, 'key_id');
    const record = this.store.state.webhook_key!;
    if (keyId !== record.kid) throw invalidField('key_id does not name a webhook verification key');
    return { key: publicJwk(record) };
  }

  #send(item: ItemRecord, body: ReturnType<(typeof webhookBodies)[keyof typeof webhookBodies]>, delayMs = 0, to = item.webhook): void {
    if (!to) return;
    this.#dispatcher.send(to, item.item_id, body, delayMs);
    item.last_webhook = { sent_at: this.options.now().toISOString(), code_sent: body.webhook_code };
    this.store.save();
  }

  /** Plaid's /sandbox/item/fire_webhook. */
  sandboxFireWebhook(body: Body) {
    const item = this.engine.itemForAccessToken(body.access_token);
    const code = stringField(body, 'webhook_code');
    const type = FIREABLE[code];
    if (!type) throw invalidField(`webhook_code must be one of: ${Object.keys(FIREABLE).join(', ')}`);
    const requestedType = optionalString(body, 'webhook_type');
    if (requestedType !== null && requestedType !== type) throw invalidField(`webhook_code ${code} is not a ${requestedType} webhook (it is ${type})`);
    if (!item.webhook) throw sandboxWebhookInvalid();
    const now = this.options.now();
    const id = item.item_id;
    const shared = item.accounts.filter((a) => a.shared).map((a) => a.account_id);
    const bodies = {
      SYNC_UPDATES_AVAILABLE: () => webhookBodies.syncUpdatesAvailable(id, this.#progress(item)),
      DEFAULT_UPDATE: () => webhookBodies.defaultUpdate(id, 0),
      RECURRING_TRANSACTIONS_UPDATE: () => webhookBodies.recurringUpdate(id, shared),
      NEW_ACCOUNTS_AVAILABLE: () => webhookBodies.newAccountsAvailable(id),
      ERROR: () => webhookBodies.itemError(id),
      LOGIN_REPAIRED: () => webhookBodies.loginRepaired(id),
      PENDING_EXPIRATION: () => webhookBodies.pendingExpiration(id, new Date(now.getTime() + 7 * DAY_MS)),
      PENDING_DISCONNECT: () => webhookBodies.pendingDisconnect(id, new Date(now.getTime() + 7 * DAY_MS)),
      USER_PERMISSION_REVOKED: () => webhookBodies.userPermissionRevoked(id),
    } as const;
    this.#send(item, bodies[code as keyof typeof bodies]());
    return { webhook_fired: true };
  }

  /** Plaid's /item/webhook/update: sets the URL and acknowledges to the new one. */
  itemWebhookUpdate(body: Body, requestId: string) {
    const item = this.engine.itemForAccessToken(body.access_token);
    const webhook = url(optionalString(body, 'webhook'), 'webhook');
    item.webhook = webhook;
    this.store.save();
    if (webhook) this.#send(item, webhookBodies.webhookUpdateAcknowledged(item.item_id, webhook));
    return { item: renderItem(item, this.engine.institution(item.institution_id), requestId) };
  }

  /**
   * Sends SYNC_UPDATES_AVAILABLE to every linked, healthy item with a webhook whose emulated day
   * moved on since the last one (a new day always brings new transactions). Called on every API
   * request, on clock advances, and once a minute.
   */
  tick(): void {
    const today = this.#today();
    for (const item of Object.values(this.store.state.items)) {
      if (item.access_token && !item.login_required) this.#advanceHistoryByTime(item);
      if (!item.access_token || !item.webhook || item.login_required) continue;
      const notified = item.sync_notified_day ?? dayOf(Date.parse(item.created_at));
      if (today <= notified || item.history_stage === 'not_ready') continue;
      item.sync_notified_day = today;
      this.#send(item, webhookBodies.syncUpdatesAvailable(item.item_id, this.#progress(item)));
    }
  }

  // ---- item events

  linked(item: ItemRecord): void {
    item.sync_notified_day = this.#today();
    if (this.engine.institution(item.institution_id)?.stagedHistory) {
      // Plaid's initial pull has not finished: the first SYNC_UPDATES_AVAILABLE comes with the initial update.
      item.history_stage = 'not_ready';
      item.history_linked_at = this.options.now().toISOString();
      this.store.save();
      return;
    }
    this.#send(item, webhookBodies.syncUpdatesAvailable(item.item_id), this.options.initialWebhookDelayMs);
  }

  loginRequired(item: ItemRecord): void {
    if (item.access_token) this.#send(item, webhookBodies.itemError(item.item_id));
  }

  loginRepaired(item: ItemRecord): void {
    this.#send(item, webhookBodies.loginRepaired(item.item_id));
  }

  newAccountsAvailable(item: ItemRecord): void {
    if (item.access_token) this.#send(item, webhookBodies.newAccountsAvailable(item.item_id));
  }

  accountsChanged(item: ItemRecord): void {
    if (item.access_token && !item.login_required) this.#send(item, webhookBodies.syncUpdatesAvailable(item.item_id));
  }

  removed(item: ItemRecord): void {
    for (const key of [...this.#histories.keys()]) if (key.startsWith(`${item.item_id}|`)) this.#histories.delete(key);
    for (const key of [...this.#changes.keys()]) if (key.startsWith(`["${item.item_id}"`)) this.#changes.delete(key);
  }

  // ---- sandbox: clock and mutations

  /** Ours: moves the emulator's clock ahead by whole days (kept in the store). */
  sandboxClockAdvance(body: Body) {
    const days = body.days;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 3_660) throw invalidField('days must be an integer between 0 and 3660');
    this.store.state.clock_offset_ms = (this.store.state.clock_offset_ms ?? 0) + days * DAY_MS;
    this.store.save();
    this.tick();
    const now = this.options.now();
    return { now: now.toISOString(), date: isoDate(dayOf(now)), offset_days: Math.round((this.store.state.clock_offset_ms ?? 0) / DAY_MS) };
  }

  /**
   * Ours: appends one change to the item's transaction log, as the bank would between syncs:
   * `added` (default) a new posted purchase today, `modified` a transaction's amount or name,
   * `removed` a transaction. A sync paginating across it fails with
   * TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION.
   */
  sandboxTransactionsMutate(body: Body) {
    const item = this.#usableItem(body);
    const change = optionalString(body, 'change') ?? 'added';
    if (change !== 'added' && change !== 'modified' && change !== 'removed') throw invalidField('change must be one of: added, modified, removed');
    const shared = item.accounts.filter((a) => a.shared);
    const transactionIdField = optionalString(body, 'transaction_id');
    const accountIdField = optionalString(body, 'account_id');
    let account: AccountRecord | undefined;
    if (accountIdField) {
      account = shared.find((a) => a.account_id === accountIdField);
      if (!account) throw invalidAccountId();
    }
    const ctx = this.#context(item);
    const history = ctx.history;
    const position = this.#position(item, shared);
    const mutations = (item.mutations ??= []);
    const seq = position.seq + 1;
    const record: MutationRecord = { seq, day: position.day, at: this.options.now().toISOString(), change, account: '', transaction_id: '', target_day: position.day };

    if (change === 'added') {
      account ??= shared.find((a) => a.type === 'credit') ?? shared.find((a) => a.subtype === 'checking') ?? shared[0];
      if (!account) throw invalidAccountId();
      const rng = rngFor(history.seed, 'mutation', history.institutionId, history.itemIndex, seq);
      const kindKey = rng.pick(['marketplace', 'restaurants', 'groceries', 'electronics']);
      const kind = SPEND_KINDS.find((k) => k.key === kindKey)!;
      const merchant = rng.pick(kind.merchants);
      const amount = typeof body.amount === 'number' ? cents(body.amount) : rng.amount(kind.min, kind.max);
      record.spec = {
        account: account.key,
        day: position.day,
        slot: `mutation-${seq}`,
        amount,
        pendingAmount: null,
        postLag: 0,
        name: optionalString(body, 'name') ?? merchant.name,
        merchant,
        pfc: kind.pfc,
        channel: kind.channel,
        transactionType: kind.channel === 'online' ? 'digital' : 'place',
        stream: null,
        fate: { kind: 'none' },
      };
      record.account = account.key;
      record.transaction_id = transactionId(history, record.spec, false);
    } else {
      const keys = new Set((account ? [account] : shared).map((a) => a.key));
      const defaultKey = (shared.find((a) => a.type === 'credit') ?? shared.find((a) => a.subtype === 'checking') ?? shared[0])?.key;
      const entries = [...visibleEntries(ctx, keys, -Infinity, position.day, position.seq).values()];
      const target = transactionIdField
        ? entries.find((e) => e.tx.transaction_id === transactionIdField)
        : entries
            .filter((e) => !e.tx.pending && !e.spec.slot.startsWith('mutation-') && (account || e.spec.account === defaultKey))
            .sort((a, b) => (a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : 0))
            .pop();
      if (!target) throw invalidField(transactionIdField ? 'transaction_id does not name a transaction of this item' : 'the account has no transaction to change');
      record.account = target.spec.account;
      record.transaction_id = target.tx.transaction_id;
      record.target_day = target.spec.day;
      if (change === 'modified') {
        const name = optionalString(body, 'name');
        record.patch = {
          amount: typeof body.amount === 'number' ? cents(body.amount) : cents(target.tx.amount + 1.5),
          ...(name ? { name } : {}),
        };
      }
    }
    mutations.push(record);
    this.store.save();
    if (optionalBoolean(body, 'fire_webhook') !== false) this.#send(item, webhookBodies.syncUpdatesAvailable(item.item_id));
    return {
      mutation: {
        seq,
        change,
        transaction_id: record.transaction_id,
        account_id: item.accounts.find((a) => a.key === record.account)!.account_id,
        date: isoDate(record.target_day),
      },
    };
  }
}
