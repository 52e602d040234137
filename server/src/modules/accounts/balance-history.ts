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
 * Net worth at the end of each day in `days` (oldest first), from the accounts' current balances
 * walked back over the posted transactions after each day: one read of the flows, grouped by
 * account and day, then one pass per account from the newest day back. An account valued by hand
 * (a home, a car) counts at the value in force that day, and not before its first value.
 */
export async function netWorthOn(db: Db, userId: string, accounts: readonly BalanceAccount[], days: readonly string[]): Promise<BalanceTotals[]> {
  if (days.length === 0) return [];
  const balances = await balancesOn(db, userId, accounts, days);
  return days.map((_, d) => totalsAt(accounts, (account) => balances.get(account.id)![d]!));
}

/**
 * Each account's balance at the end of each day in `days` (oldest first; what a card or loan owes,
 * positive), walked back from its current balance; an account valued by hand at its value in force,
 * null before its first. Null throughout for an account with no current balance.
 */
export async function balancesOn(db: Db, userId: string, accounts: readonly BalanceAccount[], days: readonly string[]): Promise<Map<string, (number | null)[]>> {
  const balances = new Map<string, (number | null)[]>();
  if (days.length === 0) return balances;
  const one = accounts.length === 1 ? accounts[0]!.id : undefined;
  const [flows, values] = await Promise.all([postedAmountsByAccountDay(db, userId, days[0]!, one), accountValues(db, userId, one)]);
  const byAccount = new Map<string, PostedAmount[]>();
  for (const flow of flows) {
    const list = byAccount.get(flow.account_id);
    if (list) list.push(flow);
    else byAccount.set(flow.account_id, [flow]);
  }
  for (const account of accounts) {
    const valued = values.get(account.id);
    if (valued) {
      balances.set(account.id, days.map((day) => valueAt(valued, day)));
      continue;
    }
    const current = currentOf(account);
    const newestFirst = (byAccount.get(account.id) ?? []).sort((a, b) => b.date.localeCompare(a.date));
    const series: (number | null)[] = new Array<number | null>(days.length).fill(null);
    let since = 0;
    let next = 0;
    for (let d = days.length - 1; d >= 0 && current !== null; d--) {
      for (; next < newestFirst.length && newestFirst[next]!.date > days[d]!; next++) since += newestFirst[next]!.plaid_amount_cents;
      series[d] = isOwed(account) ? current - since : current + since;
    }
    balances.set(account.id, series);
  }
  return balances;
}
