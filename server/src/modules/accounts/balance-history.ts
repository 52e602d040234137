import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { addDays, bucketStarts, type BucketInterval, type DateRange } from '../../lib/calendar.ts';
import { classifiedTransactions } from '../money/index.ts';
import { CASH_TYPES, INVESTMENT_TYPES, OTHER_ASSET_TYPES, OWED_TYPES } from './balance-kinds.ts';

/** One account's posted money on one day, in Plaid's sign (money leaving the account is positive). */
export interface PostedAmount {
  account_id: string;
  date: string;
  plaid_amount_cents: number;
}

/** What a balance is walked back from: the account's kind and its current balance (null when the bank gave none). */
export interface BalanceAccount {
  id: string;
  type: string;
  current_cents: number | string | null;
}

/** Cash, investments, other assets (a home, a car), owed and net worth at the end of a day. */
export interface BalanceTotals {
  cash: number;
  investments: number;
  otherAssets: number;
  owed: number;
  netWorth: number;
}

/** A value the user gave an account valued by hand (a home, a car …) on a day, in cents. */
export interface AccountValue {
  as_of: string;
  cents: number;
}

/** The values of the user's accounts valued by hand (or of one, by its row id), oldest first, by account row id. */
export async function accountValues(db: Db, userId: string, accountId?: string): Promise<Map<string, AccountValue[]>> {
  let query = db.selectFrom('account_values').select(['account_id', 'as_of', 'value_cents']).where('user_id', '=', userId);
  if (accountId) query = query.where('account_id', '=', accountId);
  const byAccount = new Map<string, AccountValue[]>();
  for (const row of await query.orderBy('account_id').orderBy('as_of').execute()) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push({ as_of: String(row.as_of), cents: Number(row.value_cents) });
    byAccount.set(row.account_id, list);
  }
  return byAccount;
}

/** The value in force at the end of `day`: the latest given on or before it (none before the first). */
export function valueAt(values: readonly AccountValue[], day: string): number | null {
  let found: number | null = null;
  for (const value of values) {
    if (value.as_of > day) break;
    found = value.cents;
  }
  return found;
}

/**
 * The user's posted amounts per account and day, dated after `after` (YYYY-MM-DD): what a balance
 * is walked back from. Every kind counts (transfers and card payments move balances too);
 * pending rows do not, as a bank's current balance leaves them out.
 */
export async function postedAmountsByAccountDay(db: Db, userId: string, after: string, accountId?: string): Promise<PostedAmount[]> {
  const rows = await db
    // Hidden rows moved the balance all the same.
    .selectFrom(classifiedTransactions(userId, { withHidden: true }).as('t'))
    .select(['t.account_id', 't.date', sql<number>`sum(t.plaid_amount_cents)`.as('plaid_amount_cents')])
    .where('t.date', '>', after)
    .$if(accountId !== undefined, (query) => query.where('t.account_id', '=', accountId!))
    .where('t.pending', '=', false)
    .groupBy(['t.account_id', 't.date'])
    .execute();
  return rows.map((r) => ({ account_id: r.account_id, date: r.date, plaid_amount_cents: Number(r.plaid_amount_cents) }));
}

const isOwed = (account: BalanceAccount) => OWED_TYPES.includes(account.type);
const currentOf = (account: BalanceAccount) => (account.current_cents === null ? null : Number(account.current_cents));

/**
 * The account's balance at the end of `day`: the current one with the posted amounts dated after
 * it undone. Plaid's sign is money leaving the account, which lowers cash but raises what is owed.
 */
export function balanceAt(account: BalanceAccount, flows: readonly PostedAmount[], day: string): number | null {
  const current = currentOf(account);
  if (current === null) return null;
  let since = 0;
  for (const flow of flows) if (flow.date > day) since += flow.plaid_amount_cents;
  return isOwed(account) ? current - since : current + since;
}

/** Cash, investments, other assets, owed and net worth of the accounts, each at the balance `balance` gives it (none counts as zero). */
export function totalsAt<A extends BalanceAccount>(accounts: readonly A[], balance: (account: A) => number | null): BalanceTotals {
  const of = (types: readonly string[]) => accounts.filter((a) => types.includes(a.type)).reduce((sum, a) => sum + (balance(a) ?? 0), 0);
  const cash = of(CASH_TYPES);
  const investments = of(INVESTMENT_TYPES);
  const otherAssets = of(OTHER_ASSET_TYPES);
  const owed = of(OWED_TYPES);
  return { cash, investments, otherAssets, owed, netWorth: cash + investments + otherAssets - owed };
}

/**
 * The first day balances can be walked back to: the user's (or one account's) first transaction,
 * or a first value set by hand when earlier; null with neither. Before it a series only repeats it.
 */
export async function balanceHistoryStart(db: Db, userId: string, accountId?: string): Promise<string | null> {
  const ofAccount = accountId === undefined ? sql`` : sql` and account_id = ${accountId}`;
  const row = await db
    .selectNoFrom([
      sql<string | null>`(select to_char(min(date), 'YYYY-MM-DD') from transactions where user_id = ${userId}${ofAccount})`.as('transaction'),
      sql<string | null>`(select to_char(min(as_of), 'YYYY-MM-DD') from account_values where user_id = ${userId}${ofAccount})`.as('value'),
    ])
    .executeTakeFirstOrThrow();
  const days = [row.transaction, row.value].filter((day): day is string => day !== null);
  return days.length === 0 ? null : days.reduce((a, b) => (a < b ? a : b));
}

/** One stored day of an account's balance: held (owed, for a card or a loan) at the end of `day`, in cents. */
interface StoredBalance {
  day: string;
  cents: number;
}

/**
 * An account's day-end balances walked back from `current` over its posted amounts (newest first),
 * one per day they changed: a row for each day with posted money, and the first row on `anchor`
 * (the day before the days rewritten) or, for a whole history, on the day before the oldest amount.
 * Oldest first.
 */
function walkedBack(account: BalanceAccount, current: number, newestFirst: readonly PostedAmount[], anchor: string | null, today: string): StoredBalance[] {
  const sign = isOwed(account) ? -1 : 1;
  const rows: StoredBalance[] = [];
  let since = 0;
  for (const flow of newestFirst) {
    rows.push({ day: flow.date, cents: current + sign * since });
    since += flow.plaid_amount_cents;
  }
  const oldest = newestFirst.at(-1)?.date;
  rows.push({ day: anchor ?? (oldest ? addDays(oldest, -1) : today), cents: current + sign * since });
  return rows.reverse();
}

export interface RecordingOptions {
  today: string;
  /** The earliest day whose posted rows were added, changed or removed (none: only the balance may have moved). */
  since?: string | undefined;
  /** Rewrites every day: an account kept by hand, whose balance follows its rows by definition. */
  whole?: boolean;
}

/**
 * Records the accounts' day-end balances (issue 25, item 1), after a sync or an import wrote their
 * rows and balances: walked back from each account's current balance over its posted rows (hidden
 * ones too: they moved the money all the same). The first recording writes the whole history the
 * link brought, every day before today marked reconstructed (`balance_recorded_from`); a later
 * one rewrites only the days from `since` on (the earliest day whose rows it added, changed or
 * removed; today when none), so a day once recorded keeps its balance; an account kept by hand is
 * rewritten whole. Stored compactly: a row only where the balance differs from the day before.
 * Accounts valued by hand keep their values (account_values) instead; an account without a
 * current balance has no history.
 */
export async function recordBalanceHistory(trx: Db, userId: string, accountIds: readonly string[], { today, since, whole = false }: RecordingOptions): Promise<void> {
  if (accountIds.length === 0) return;
  const [accounts, valued] = await Promise.all([
    trx.selectFrom('accounts').select(['id', 'type', 'current_cents', 'balance_recorded_from']).where('user_id', '=', userId).where('id', 'in', accountIds).execute(),
    trx.selectFrom('account_values').select('account_id').distinct().where('user_id', '=', userId).where('account_id', 'in', accountIds).execute(),
  ]);
  const valuedIds = new Set(valued.map((row) => row.account_id));
  const recorded = accounts.filter((a) => !valuedIds.has(a.id) && a.current_cents !== null);
  const none = accounts.filter((a) => !valuedIds.has(a.id) && a.current_cents === null).map((a) => a.id);
  if (none.length > 0) await trx.deleteFrom('balance_history').where('account_id', 'in', none).execute();
  if (recorded.length === 0) return;

  // The day before the first day rewritten: none (the whole history) for an account recorded for the first time.
  const anchorOf = (account: (typeof recorded)[number]) => (whole || account.balance_recorded_from === null ? null : addDays(since !== undefined && since < today ? since : today, -1));
  const anchors = recorded.map(anchorOf);
  const after = anchors.some((anchor) => anchor === null) ? '0001-01-01' : anchors.reduce((a, b) => (a! < b! ? a : b))!;
  const flows = await postedAmountsByAccountDay(trx, userId, after, recorded.length === 1 ? recorded[0]!.id : undefined);
  const byAccount = groupByAccount(flows);

  for (const [i, account] of recorded.entries()) {
    const anchor = anchors[i]!;
    const newestFirst = (byAccount.get(account.id) ?? []).filter((flow) => anchor === null || flow.date > anchor).sort((a, b) => b.date.localeCompare(a.date));
    const walked = walkedBack(account, Number(account.current_cents), newestFirst, anchor, today);
    let clear = trx.deleteFrom('balance_history').where('account_id', '=', account.id);
    if (anchor !== null) clear = clear.where('day', '>', anchor);
    await clear.execute();
    const before = anchor === null ? undefined : await trx.selectFrom('balance_history').select('balance_cents').where('account_id', '=', account.id).where('day', '<=', anchor).orderBy('day', 'desc').limit(1).executeTakeFirst();
    if (before !== undefined) {
      // A recorded day keeps its balance: the walk starts on the first day rewritten (where a bank
      // whose balance disagrees with its rows shows the step), not on the day before it.
      const first = addDays(anchor!, 1);
      walked.splice(0, 1, ...(walked[1]?.day === first ? [] : [{ day: first, cents: walked[0]!.cents }]));
    }
    let previous = before === undefined ? undefined : Number(before.balance_cents);
    const rows = [];
    for (const row of walked) {
      if (row.cents === previous) continue;
      rows.push({ account_id: account.id, user_id: userId, day: row.day, balance_cents: row.cents });
      previous = row.cents;
    }
    for (let start = 0; start < rows.length; start += HISTORY_WRITE_BATCH) await trx.insertInto('balance_history').values(rows.slice(start, start + HISTORY_WRITE_BATCH)).execute();
    if (account.balance_recorded_from === null) await trx.updateTable('accounts').set({ balance_recorded_from: today }).where('id', '=', account.id).execute();
  }
}

/** Rows a statement inserts at most (four parameters each, well under Postgres's 65,535). */
const HISTORY_WRITE_BATCH = 5_000;

function groupByAccount(flows: readonly PostedAmount[]): Map<string, PostedAmount[]> {
  const byAccount = new Map<string, PostedAmount[]>();
  for (const flow of flows) {
    const list = byAccount.get(flow.account_id);
    if (list) list.push(flow);
    else byAccount.set(flow.account_id, [flow]);
  }
  return byAccount;
}

/** The accounts' stored day-end balances, oldest first, and the day each was first recorded. */
async function storedHistory(db: Db, userId: string, accountIds: readonly string[]) {
  const [rows, recordedFrom] = await Promise.all([
    db.selectFrom('balance_history').select(['account_id', 'day', 'balance_cents']).where('user_id', '=', userId).where('account_id', 'in', accountIds).orderBy('account_id').orderBy('day').execute(),
    db.selectFrom('accounts').select(['id', 'balance_recorded_from']).where('user_id', '=', userId).where('id', 'in', accountIds).where('balance_recorded_from', 'is not', null).execute(),
  ]);
  const byAccount = new Map<string, StoredBalance[]>();
  for (const row of rows) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push({ day: String(row.day), cents: Number(row.balance_cents) });
    byAccount.set(row.account_id, list);
  }
  return { byAccount, recordedFrom: new Map(recordedFrom.map((row) => [row.id, String(row.balance_recorded_from)])) };
}

/** The stored balance in force at the end of each day (oldest first): the latest row on or before it, the first row's before any. */
function storedOn(rows: readonly StoredBalance[], days: readonly string[]): number[] {
  const series: number[] = [];
  let at = 0;
  for (const day of days) {
    while (at + 1 < rows.length && rows[at + 1]!.day <= day) at++;
    series.push(rows[at]!.cents);
  }
  return series;
}

/** Days a series may hold: a point a day for a year and a month, or weekly over seven years. */
export const MAX_NET_WORTH_POINTS = 400;

/** The last day of each interval overlapping the range, the range's last day for the last one, never after `today`. */
export function pointDays(range: DateRange, interval: BucketInterval, today: string): string[] {
  const end = range.end < today ? range.end : today;
  if (range.start > end) return [];
  const starts = bucketStarts({ start: range.start, end }, interval);
  return starts.map((start, i) => (i + 1 < starts.length ? addDays(starts[i + 1]!, -1) : end));
}

/**
 * Net worth at the end of each day in `days` (oldest first), from each account's balances on those
 * days (`balanceSeries`).
 */
export async function netWorthOn(db: Db, userId: string, accounts: readonly BalanceAccount[], days: readonly string[]): Promise<BalanceTotals[]> {
  return (await netWorthSeries(db, userId, accounts, days)).totals;
}

/** Net worth on each day and whether any balance in it was reconstructed, as `balanceSeries` counts both. */
export async function netWorthSeries(db: Db, userId: string, accounts: readonly BalanceAccount[], days: readonly string[], today?: string): Promise<{ totals: BalanceTotals[]; reconstructed: boolean[] }> {
  const { balances, reconstructed } = await balanceSeries(db, userId, accounts, days, today);
  return { totals: days.map((_, d) => totalsAt(accounts, (account) => balances.get(account.id)?.[d] ?? null)), reconstructed };
}

/** Each account's balance at the end of each day in `days`, as `balanceSeries` gives it. */
export async function balancesOn(db: Db, userId: string, accounts: readonly BalanceAccount[], days: readonly string[]): Promise<Map<string, (number | null)[]>> {
  return (await balanceSeries(db, userId, accounts, days)).balances;
}

/**
 * Each account's balance at the end of each day in `days` (oldest first; what a card or loan owes,
 * positive): the stored history where a sync or an import recorded it (`recordBalanceHistory`),
 * else walked back from its current balance over the posted rows after each day by the same walk
 * (one read of the flows, grouped by account and day); an
 * account valued by hand at its value in force, null before its first. Null throughout for an
 * account with no current balance. A day is reconstructed when a balance counted on it was walked
 * back rather than recorded: before the account's first recording, or before today for one never
 * recorded (values given by hand are the user's own, never reconstructed).
 */
export async function balanceSeries(db: Db, userId: string, accounts: readonly BalanceAccount[], days: readonly string[], today = days.at(-1)): Promise<{ balances: Map<string, (number | null)[]>; reconstructed: boolean[] }> {
  const balances = new Map<string, (number | null)[]>();
  const reconstructed = days.map(() => false);
  if (days.length === 0 || accounts.length === 0) return { balances, reconstructed };
  const ids = accounts.map((account) => account.id);
  const one = accounts.length === 1 ? accounts[0]!.id : undefined;
  const [values, stored] = await Promise.all([accountValues(db, userId, one), storedHistory(db, userId, ids)]);
  const walked = accounts.filter((account) => !values.has(account.id) && !stored.byAccount.has(account.id) && currentOf(account) !== null);
  const byAccount = walked.length === 0 ? new Map<string, PostedAmount[]>() : groupByAccount(await postedAmountsByAccountDay(db, userId, days[0]!, walked.length === 1 ? walked[0]!.id : undefined));
  const markBefore = (firstRecorded: string | undefined) => {
    days.forEach((day, d) => {
      if (firstRecorded !== undefined && day < firstRecorded) reconstructed[d] = true;
    });
  };

  for (const account of accounts) {
    const valued = values.get(account.id);
    if (valued) {
      balances.set(account.id, days.map((day) => valueAt(valued, day)));
      continue;
    }
    const rows = stored.byAccount.get(account.id);
    if (rows) {
      balances.set(account.id, storedOn(rows, days));
      markBefore(stored.recordedFrom.get(account.id) ?? today);
      continue;
    }
    const current = currentOf(account);
    if (current === null) {
      balances.set(account.id, new Array<number | null>(days.length).fill(null));
      continue;
    }
    // Never recorded: walked back now, by the same walk a recording stores, over the flows after the first day.
    const newestFirst = (byAccount.get(account.id) ?? []).sort((a, b) => b.date.localeCompare(a.date));
    balances.set(account.id, storedOn(walkedBack(account, current, newestFirst, null, days.at(-1)!), days));
    markBefore(today);
  }
  return { balances, reconstructed };
}
