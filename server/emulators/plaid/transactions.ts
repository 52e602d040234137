import { createHash } from 'node:crypto';
import { addMonths, isoDate } from './calendar.ts';
import { pfcIconUrl, pfcIn, type Channel, type Merchant, type PfcVersion } from './catalog.ts';
import { invalidField, syncMutationDuringPagination } from './errors.ts';
import { CHANGE_WINDOW_DAYS, PENDING_DAYS, type Frequency, type ItemHistory, type TxSpec } from './history.ts';
import { stableId } from './random.ts';

/**
 * Transactions as /transactions/sync and /transactions/recurring/get see them at a position of an
 * item's change log. The log is not stored: it is the item's derived history read at an emulated
 * day, plus the sandbox mutations (stored, numbered) up to a sequence number. A position is
 * (day, mutation seq, shared account keys); a cursor names one, or a page of the changes between two.
 */

/** A change the sandbox helper appended to an item's log (stored with the item). */
export interface MutationRecord {
  seq: number;
  /** Emulated day it happened. */
  day: number;
  at: string;
  change: 'added' | 'modified' | 'removed';
  account: string;
  transaction_id: string;
  /** Authorization day of the transaction it touches (its own day for `added`). */
  target_day: number;
  /** `added`: the new transaction. */
  spec?: TxSpec;
  /** `modified`: the new values. */
  patch?: { amount?: number; name?: string; merchant_name?: string | null };
}

export interface Position {
  day: number;
  seq: number;
  /** Keys of the accounts the cursor covers (sorted). */
  accounts: string[];
}

export interface LedgerContext {
  itemId: string;
  history: ItemHistory;
  /** Account key -> Plaid account_id, for the item's current accounts. */
  accountIds: ReadonlyMap<string, string>;
  mutations: readonly MutationRecord[];
  includeOriginalDescription?: boolean;
  /** The taxonomy asked for (`options.personal_finance_category_version`); absent: v1, without `version` in the answer, as Plaid answers integrations from before v2. */
  categoryVersion?: PfcVersion;
}

/** Plaid's `personal_finance_category`: `version` only when the request named one. */
export interface PlaidCategory {
  primary: string;
  detailed: string;
  confidence_level: string;
  version?: PfcVersion;
}

/** The Transaction object as Plaid returns it (the `plaid` SDK's `Transaction`). */
export interface PlaidTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  iso_currency_code: string;
  unofficial_currency_code: null;
  date: string;
  authorized_date: string;
  authorized_datetime: null;
  datetime: null;
  name: string;
  merchant_name: string | null;
  merchant_entity_id: string | null;
  original_description: string | null;
  logo_url: null;
  website: string | null;
  payment_channel: Channel;
  pending: boolean;
  pending_transaction_id: string | null;
  category: null;
  category_id: null;
  personal_finance_category: PlaidCategory;
  personal_finance_category_icon_url: string;
  counterparties: never[];
  location: { address: null; city: null; region: null; postal_code: null; country: null; lat: null; lon: null; store_number: null };
  payment_meta: { reference_number: null; ppd_id: null; payee: null; by_order_of: null; payer: null; payment_method: null; payment_processor: null; reason: null };
  transaction_code: null;
  transaction_type: 'place' | 'digital' | 'special';
  check_number: null;
  account_owner: null;
}

interface Entry {
  tx: PlaidTransaction;
  spec: TxSpec;
}

type View = { pending: true } | { pending: false; final: boolean };

/** How a transaction shows on `day`: pending, posted (first or final version), or not at all. */
export function viewOn(spec: TxSpec, day: number): View | null {
  if (spec.day > day) return null;
  if (spec.pendingAmount === null) return { pending: false, final: true };
  const age = day - spec.day;
  if (age < PENDING_DAYS) return { pending: true };
  const postedFor = age - PENDING_DAYS;
  switch (spec.fate.kind) {
    case 'none':
      return { pending: false, final: true };
    case 'dropped':
      return null;
    case 'reversed':
      return postedFor >= spec.fate.after ? null : { pending: false, final: true };
    case 'renamed':
    case 'adjusted':
      return { pending: false, final: postedFor >= spec.fate.after };
  }
}

const ids = new WeakMap<TxSpec, { posted?: string; pending?: string }>();

export function transactionId(history: ItemHistory, spec: TxSpec, pending: boolean): string {
  let known = ids.get(spec);
  if (!known) ids.set(spec, (known = {}));
  const variant = pending ? 'pending' : 'posted';
  return (known[variant] ??= stableId(history.seed, 'transaction', history.institutionId, history.itemIndex, spec.account, spec.day, spec.slot, variant));
}

const entityIds = new Map<string, string>();
const merchantEntityId = (seed: number, merchant: Merchant) => {
  const key = `${seed}\u001f${merchant.name}`;
  let id = entityIds.get(key);
  if (!id) entityIds.set(key, (id = stableId(seed, 'merchant', merchant.name)));
  return id;
};

const NULL_LOCATION = { address: null, city: null, region: null, postal_code: null, country: null, lat: null, lon: null, store_number: null } as const;
const NULL_PAYMENT_META = { reference_number: null, ppd_id: null, payee: null, by_order_of: null, payer: null, payment_method: null, payment_processor: null, reason: null } as const;

function render(ctx: LedgerContext, spec: TxSpec, view: View): PlaidTransaction | null {
  const accountId = ctx.accountIds.get(spec.account);
  if (!accountId) return null;
  const history = ctx.history;
  const raw = spec.fate.kind === 'renamed' && (view.pending || !view.final);
  const merchant = raw ? null : spec.merchant;
  let amount = view.pending ? spec.pendingAmount! : spec.amount;
  if (!view.pending && view.final && spec.fate.kind === 'adjusted') amount = spec.fate.amount;
  const pfc = pfcIn(spec.pfc, ctx.categoryVersion ?? 'v1');
  return {
    transaction_id: transactionId(history, spec, view.pending),
    account_id: accountId,
    amount,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
    date: isoDate(view.pending ? spec.day : spec.day + spec.postLag),
    authorized_date: isoDate(spec.day),
    authorized_datetime: null,
    datetime: null,
    name: raw ? spec.merchant!.descriptor : spec.name,
    merchant_name: merchant?.name ?? null,
    merchant_entity_id: merchant ? merchantEntityId(history.seed, merchant) : null,
    original_description: ctx.includeOriginalDescription ? (spec.merchant?.descriptor ?? spec.name).toUpperCase() : null,
    logo_url: null,
    website: merchant?.website ?? null,
    payment_channel: spec.channel,
    pending: view.pending,
    pending_transaction_id: !view.pending && spec.pendingAmount !== null ? transactionId(history, spec, true) : null,
    category: null,
    category_id: null,
    personal_finance_category: { primary: pfc.primary, detailed: pfc.detailed, confidence_level: raw ? 'MEDIUM' : 'VERY_HIGH', ...(ctx.categoryVersion && { version: ctx.categoryVersion }) },
    personal_finance_category_icon_url: pfcIconUrl(pfc.primary),
    counterparties: [],
    location: { ...NULL_LOCATION },
    payment_meta: { ...NULL_PAYMENT_META },
    transaction_code: null,
    transaction_type: spec.transactionType,
    check_number: null,
    account_owner: null,
  };
}

/**
 * What the item shows for the accounts `keys` at (day, seq), limited to transactions authorized
 * from `from` on: the derived history, then the sandbox mutations up to `seq` in order.
 */
export function visibleEntries(ctx: LedgerContext, keys: ReadonlySet<string>, from: number, day: number, seq: number): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  if (keys.size === 0) return entries;
  const history = ctx.history;
  for (let d = Math.max(from, history.startDay); d <= day; d += 1) {
    for (const spec of history.specsOn(d)) {
      if (!keys.has(spec.account)) continue;
      const view = viewOn(spec, day);
      if (!view) continue;
      const tx = render(ctx, spec, view);
      if (tx) entries.set(tx.transaction_id, { tx, spec });
    }
  }
  for (const mutation of ctx.mutations) {
    if (mutation.seq > seq) break;
    if (!keys.has(mutation.account)) continue;
    if (mutation.change === 'added') {
      if (mutation.spec && mutation.target_day >= from && mutation.target_day <= day) {
        const tx = render(ctx, mutation.spec, { pending: false, final: true });
        if (tx) entries.set(mutation.transaction_id, { tx: { ...tx, transaction_id: mutation.transaction_id }, spec: mutation.spec });
      }
      continue;
    }
    const entry = entries.get(mutation.transaction_id);
    if (!entry) continue;
    if (mutation.change === 'removed') entries.delete(mutation.transaction_id);
    else entries.set(mutation.transaction_id, { ...entry, tx: { ...entry.tx, ...mutation.patch } });
  }
  return entries;
}

const byDate = (a: PlaidTransaction, b: PlaidTransaction) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.transaction_id < b.transaction_id ? -1 : 1);

export interface Changes {
  added: PlaidTransaction[];
  modified: PlaidTransaction[];
  removed: { transaction_id: string; account_id: string }[];
}

/**
 * The net changes between two positions: what a client holding `from` must add, modify and
 * remove to hold `to`. Accounts new to `to` bring their whole history; accounts `to` no longer
 * covers are left out (their transactions are not removed one by one).
 */
export function changesBetween(ctx: LedgerContext, from: Position | null, to: Position): Changes {
  const all = -Infinity;
  if (!from) {
    const entries = visibleEntries(ctx, new Set(to.accounts), all, to.day, to.seq);
    return { added: [...entries.values()].map((e) => e.tx).sort(byDate), modified: [], removed: [] };
  }
  const before = new Set(from.accounts);
  const common = new Set(to.accounts.filter((key) => before.has(key)));
  const fresh = new Set(to.accounts.filter((key) => !before.has(key)));
  let lo = from.day - CHANGE_WINDOW_DAYS;
  for (const mutation of ctx.mutations) {
    if (mutation.seq > from.seq && mutation.seq <= to.seq) lo = Math.min(lo, mutation.target_day);
  }
  const old = visibleEntries(ctx, common, lo, from.day, from.seq);
  const now = visibleEntries(ctx, common, lo, to.day, to.seq);
  const added: PlaidTransaction[] = [];
  const modified: PlaidTransaction[] = [];
  const removed: Changes['removed'] = [];
  for (const [id, entry] of now) {
    const previous = old.get(id);
    if (!previous) added.push(entry.tx);
    else if (JSON.stringify(previous.tx) !== JSON.stringify(entry.tx)) modified.push(entry.tx);
  }
  for (const [id, entry] of old) if (!now.has(id)) removed.push({ transaction_id: id, account_id: entry.tx.account_id });
  for (const entry of visibleEntries(ctx, fresh, all, to.day, to.seq).values()) added.push(entry.tx);
  removed.sort((a, b) => (a.transaction_id < b.transaction_id ? -1 : 1));
  return { added: added.sort(byDate), modified: modified.sort(byDate), removed };
}

// ---- cursors

interface CursorData {
  v: 1;
  /** Names the item (a cursor of another item is refused). */
  i: string;
  /** The position the changes lead to. */
  p: [number, number, string[]];
  /** Mid-pagination: where the changes start (null: the first sync) and how many were served. */
  f?: [number, number, string[]] | null;
  o?: number;
}

export type DecodedCursor = { kind: 'position'; position: Position } | { kind: 'page'; from: Position | null; to: Position; offset: number };

const itemTag = (itemId: string) => createHash('sha256').update(itemId).digest('base64url').slice(0, 12);
const pack = (p: Position): [number, number, string[]] => [p.day, p.seq, p.accounts];
const unpack = (p: unknown): Position | null => {
  if (!Array.isArray(p) || p.length !== 3) return null;
  const [day, seq, accounts] = p as unknown[];
  if (!Number.isInteger(day) || !Number.isInteger(seq) || !Array.isArray(accounts) || accounts.some((a) => typeof a !== 'string')) return null;
  return { day: day as number, seq: seq as number, accounts: accounts as string[] };
};

export function encodeCursor(itemId: string, to: Position, page?: { from: Position | null; offset: number }): string {
  const data: CursorData = { v: 1, i: itemTag(itemId), p: pack(to), ...(page ? { f: page.from ? pack(page.from) : null, o: page.offset } : {}) };
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

export function decodeCursor(itemId: string, cursor: string): DecodedCursor {
  const invalid = () => invalidField('cursor is not a valid cursor for this access_token');
  let data: CursorData;
  try {
    data = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorData;
  } catch {
    throw invalid();
  }
  if (typeof data !== 'object' || data === null || data.v !== 1 || data.i !== itemTag(itemId)) throw invalid();
  const to = unpack(data.p);
  if (!to) throw invalid();
  if (data.o === undefined) return { kind: 'position', position: to };
  const from = data.f === null ? null : unpack(data.f);
  if ((data.f !== null && !from) || !Number.isInteger(data.o) || data.o < 0) throw invalid();
  return { kind: 'page', from, to, offset: data.o };
}

export const samePosition = (a: Position, b: Position) => a.day === b.day && a.seq === b.seq && a.accounts.join('\u001f') === b.accounts.join('\u001f');

export interface SyncPage extends Changes {
  next_cursor: string;
  has_more: boolean;
}

/**
 * One /transactions/sync page. `changes` computes the net changes between two positions (the
 * caller may cache it: it is a pure function of its arguments).
 */
export function syncPage(
  itemId: string,
  current: Position,
  cursor: string | null,
  count: number,
  changes: (from: Position | null, to: Position) => Changes,
): SyncPage {
  let from: Position | null = null;
  let to = current;
  let offset = 0;
  if (cursor) {
    const decoded = decodeCursor(itemId, cursor);
    if (decoded.kind === 'page') {
      if (!samePosition(decoded.to, current)) throw syncMutationDuringPagination();
      ({ from, to, offset } = decoded);
    } else {
      from = decoded.position;
      // A clock set back never rewinds what the client already has.
      if (current.day < from.day) to = { ...current, day: from.day };
    }
  }
  const all = changes(from, to);
  const total = all.added.length + all.modified.length + all.removed.length;
  const end = Math.min(total, offset + count);
  const take = <T>(list: T[], start: number) => list.slice(Math.max(0, offset - start), Math.max(0, end - start));
  const added = take(all.added, 0);
  const modified = take(all.modified, all.added.length);
  const removed = take(all.removed, all.added.length + all.modified.length);
  const hasMore = end < total;
  return {
    added,
    modified,
    removed,
    has_more: hasMore,
    next_cursor: hasMore ? encodeCursor(itemId, to, { from, offset: end }) : encodeCursor(itemId, to),
  };
}

// ---- recurring streams

const PERIOD_DAYS: Record<Frequency, number> = { WEEKLY: 7, BIWEEKLY: 14, SEMI_MONTHLY: 15, MONTHLY: 30, ANNUALLY: 365 };

export interface PlaidTransactionStream {
  account_id: string;
  stream_id: string;
  category: null;
  category_id: null;
  description: string;
  merchant_name: string | null;
  first_date: string;
  last_date: string;
  predicted_next_date: string | null;
  frequency: Frequency;
  transaction_ids: string[];
  average_amount: { amount: number; iso_currency_code: string; unofficial_currency_code: null };
  last_amount: { amount: number; iso_currency_code: string; unofficial_currency_code: null };
  is_active: boolean;
  status: 'MATURE' | 'EARLY_DETECTION';
  personal_finance_category: PlaidCategory;
  is_user_modified: boolean;
}

/** Recurring streams over the posted transactions visible at the position (Plaid's amounts keep the transaction sign). */
export function recurringStreams(ctx: LedgerContext, position: Position, today: number): { inflow: PlaidTransactionStream[]; outflow: PlaidTransactionStream[] } {
  const entries = visibleEntries(ctx, new Set(position.accounts), -Infinity, position.day, position.seq);
  const groups = new Map<string, Entry[]>();
  for (const entry of entries.values()) {
    if (!entry.spec.stream || entry.tx.pending) continue;
    const key = `${entry.spec.account}\u001f${entry.spec.stream.key}`;
    const list = groups.get(key);
    if (list) list.push(entry);
    else groups.set(key, [entry]);
  }
  const inflow: PlaidTransactionStream[] = [];
  const outflow: PlaidTransactionStream[] = [];
  const usd = (amount: number) => ({ amount, iso_currency_code: 'USD', unofficial_currency_code: null });
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => byDate(a.tx, b.tx));
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const frequency = last.spec.stream!.frequency;
    const period = PERIOD_DAYS[frequency];
    const lastDay = Math.floor(Date.parse(`${last.tx.date}T00:00:00Z`) / 86_400_000);
    const active = today - lastDay <= Math.round(period * 1.5) + 3;
    const average = Math.round((list.reduce((sum, e) => sum + e.tx.amount, 0) / list.length) * 100) / 100;
    const next = frequency === 'MONTHLY' ? addMonths(lastDay, 1) : frequency === 'ANNUALLY' ? addMonths(lastDay, 12) : lastDay + period;
    const stream: PlaidTransactionStream = {
      account_id: last.tx.account_id,
      stream_id: stableId(ctx.history.seed, 'stream', ctx.history.institutionId, ctx.history.itemIndex, last.spec.account, last.spec.stream!.key),
      category: null,
      category_id: null,
      description: last.tx.name,
      merchant_name: last.tx.merchant_name,
      first_date: first.tx.date,
      last_date: last.tx.date,
      predicted_next_date: active ? isoDate(next) : null,
      frequency,
      transaction_ids: list.map((e) => e.tx.transaction_id),
      average_amount: usd(average),
      last_amount: usd(last.tx.amount),
      is_active: active,
      status: list.length >= 3 ? 'MATURE' : 'EARLY_DETECTION',
      personal_finance_category: { ...last.tx.personal_finance_category },
      is_user_modified: false,
    };
    (average < 0 ? inflow : outflow).push(stream);
  }
  const order = (a: PlaidTransactionStream, b: PlaidTransactionStream) => (a.stream_id < b.stream_id ? -1 : 1);
  return { inflow: inflow.sort(order), outflow: outflow.sort(order) };
}
