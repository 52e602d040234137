import { createHash, randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import type { Db } from '../../db/client.ts';
import type { Database, TransactionsTable } from '../../db/schema.ts';
import { deleteUserRows } from '../account-data/queries.ts';
import { USER_TABLES } from '../account-data/user-tables.ts';
import { deleteTransactions, upsertTransactions } from '../accounts/queries.ts';
import { transactionTotals, type TransactionFilters } from '../transactions/queries.ts';
import { carryUserCategoriesToPosted, deleteCategoryRule, monthlyRowsOfDays, recomputeTransferPairs, saveCategoryRule, setTransactionCategory, splitByMonths } from './queries.ts';
import { classifiedTransactions } from './rules.ts';

/**
 * The money rollups (migration 0010) against the rules they summarise: after each kind of write,
 * `money_daily` and `money_monthly` hold exactly what grouping `classifiedTransactions` gives; and
 * the search's texts (migration 0011) what grouping the transactions by merchant and name gives.
 */

let db: Db;

async function newUser() {
  const user = await db.insertInto('users').values({ issuer: 'https://rollups.test/', sub: randomUUID(), email: 'rollups@example.com' }).returning('id').executeTakeFirstOrThrow();
  const item = async () =>
    (await db.insertInto('items').values({ user_id: user.id, external_id: randomUUID(), plaid_item_id: randomUUID(), access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: 'Test Bank' }).returning('id').executeTakeFirstOrThrow()).id;
  const [bank, otherBank] = [await item(), await item()];
  const account = async (itemId: string) => ({ id: (await db.insertInto('accounts').values({ user_id: user.id, item_id: itemId, plaid_account_id: randomUUID(), name: 'acct', type: 'depository' }).returning('id').executeTakeFirstOrThrow()).id, itemId });
  const accounts = { checking: await account(bank), card: await account(bank), other: await account(otherBank) };
  type Name = keyof typeof accounts;
  const row = (id: string, on: Name, amount_cents: number, date: string, category_primary: string | null, more: Partial<Insertable<TransactionsTable>> = {}): Insertable<TransactionsTable> => ({
    user_id: user.id,
    item_id: accounts[on].itemId,
    account_id: accounts[on].id,
    plaid_transaction_id: id,
    amount_cents,
    date,
    name: id.toUpperCase(),
    category_primary,
    ...more,
  });
  return { userId: user.id, accounts, bank, otherBank, row };
}

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r, (_key, value: unknown) => (typeof value === 'bigint' || typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value))).sort();

/** The rollups as stored, and as grouping the classified transactions gives them. */
async function expectRollupsToMatchRules(userId: string) {
  const daily = await db.selectFrom('money_daily').select(['date', 'category_primary', 'counted', 'spending_cents', 'income_cents']).where('user_id', '=', userId).execute();
  const expectedDaily = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .where('t.counts_in_totals', '=', true)
    .select(['t.date', 't.category_primary', sql<number>`count(*)::int`.as('counted'), sql<number>`sum(t.spending_cents)`.as('spending_cents'), sql<number>`sum(t.income_cents)`.as('income_cents')])
    .groupBy(['t.date', 't.category_primary'])
    .execute();
  expect(sorted(daily.map((r) => ({ ...r, spending_cents: Number(r.spending_cents), income_cents: Number(r.income_cents) })))).toEqual(
    sorted(expectedDaily.map((r) => ({ ...r, spending_cents: Number(r.spending_cents), income_cents: Number(r.income_cents) }))),
  );

  const monthly = await db.selectFrom('money_monthly').selectAll().where('user_id', '=', userId).execute();
  // The grouping the rollup's edges are read with, over every day the tests use.
  const expectedMonthly = await monthlyRowsOfDays(db, userId, { start: '1900-01-01', end: '2999-12-31' }).execute();
  const numbers = <T extends Record<string, unknown>>(r: T) => ({ ...r, outflow_cents: Number(r.outflow_cents), inflow_cents: Number(r.inflow_cents), spending_cents: Number(r.spending_cents), income_cents: Number(r.income_cents) });
  expect(sorted(monthly.map(numbers))).toEqual(sorted(expectedMonthly.map(numbers)));

  // The texts, counted here from the raw rows, and keyed by the md5 Node computes.
  const texts = await db.selectFrom('transaction_search_texts').select(['text_hash', 'search_text', 'transactions']).where('user_id', '=', userId).execute();
  const rows = await db.selectFrom('transactions').select(['merchant_name', 'name']).where('user_id', '=', userId).execute();
  const expectedTexts = new Map<string, number>();
  for (const text of rows.map((r) => `${r.merchant_name ?? ''} ${r.name}`)) expectedTexts.set(text, (expectedTexts.get(text) ?? 0) + 1);
  const md5Uuid = (text: string) => createHash('md5').update(text).digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  expect(sorted(texts)).toEqual(sorted([...expectedTexts].map(([text, count]) => ({ text_hash: md5Uuid(text), search_text: text, transactions: count }))));
  return { daily: daily.length, monthly: monthly.length };
}

/** `transactionTotals` (from the rollup where it can) against the same sums over the classified rows. */
async function expectTotalsToMatchRules(userId: string, filters: TransactionFilters) {
  let query = db.selectFrom(classifiedTransactions(userId).as('t'));
  if (filters.startDate) query = query.where('t.date', '>=', filters.startDate);
  if (filters.endDate) query = query.where('t.date', '<=', filters.endDate);
  if (filters.accountId) query = query.where('t.account_id', '=', filters.accountId);
  if (filters.direction) query = query.where('t.direction', '=', filters.direction);
  if (filters.category) query = query.where((eb) => eb.or([eb('t.category_primary', '=', filters.category!), eb('t.category_detailed', '=', filters.category!)]));
  if (filters.merchant) query = query.where('t.merchant_key', '=', filters.merchant);
  if (filters.pending !== undefined) query = query.where('t.pending', '=', filters.pending);
  const row = await query
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where not t.pending)`.as('posted'),
      sql<number>`coalesce(sum(t.amount_cents) filter (where not t.pending and t.direction = 'outflow'), 0)`.as('outflow'),
      sql<number>`coalesce(sum(t.amount_cents) filter (where not t.pending and t.direction = 'inflow'), 0)`.as('inflow'),
      sql<number>`coalesce(sum(t.spending_cents), 0)`.as('spent'),
      sql<number>`coalesce(sum(t.income_cents), 0)`.as('income'),
    ])
    .executeTakeFirstOrThrow();
  expect(await transactionTotals(db, userId, filters)).toEqual({
    total: Number(row.total),
    hidden: 0,
    posted: Number(row.posted),
    outflowCents: Number(row.outflow),
    inflowCents: Number(row.inflow),
    spentCents: Number(row.spent),
    incomeCents: Number(row.income),
  });
}

beforeAll(async () => {
  ({ db } = await testDatabase());
});

describe('the money rollups', () => {
  it('equal the rules (and the search texts the rows) after each kind of write: sync, pairs, categories, merchant rules, removals, account and user deletion', async () => {
    const u = await newUser();
    const idOf = async (plaidId: string) => (await db.selectFrom('transactions').select('id').where('user_id', '=', u.userId).where('plaid_transaction_id', '=', plaidId).executeTakeFirstOrThrow()).id;

    // A sync's first import: spending, a refund, income, a reversed paycheck, transfers, card and loan payments, pending rows, uncategorised money.
    await db.transaction().execute(async (trx) => {
      await upsertTransactions(trx, [
        u.row('coffee', 'card', 450, '2024-01-30', 'FOOD_AND_DRINK', { merchant_name: 'Corner Deli', category_detailed: 'FOOD_AND_DRINK_COFFEE' }),
        u.row('deli', 'card', 1500, '2024-02-01', 'GENERAL_SERVICES', { merchant_name: 'Corner Deli' }),
        u.row('jacket', 'card', 6000, '2024-02-04', 'GENERAL_MERCHANDISE'),
        u.row('jacket-refund', 'card', -2500, '2024-02-09', 'GENERAL_MERCHANDISE'),
        u.row('card-payment', 'checking', 50_000, '2024-02-10', 'LOAN_PAYMENTS', { category_detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' }),
        u.row('mortgage', 'checking', 150_000, '2024-02-01', 'LOAN_PAYMENTS'),
        u.row('wages', 'checking', -300_000, '2024-02-15', 'INCOME'),
        u.row('pay-reversal', 'checking', 5000, '2024-02-16', 'INCOME'),
        u.row('to-other-bank', 'checking', 12_345, '2024-02-28', null),
        u.row('deposit-at-other-bank', 'other', -12_345, '2024-03-02', 'INCOME'),
        u.row('zero', 'card', 0, '2024-02-20', null),
        u.row('mystery-deposit', 'checking', -1000, '2024-02-29', null),
        u.row('pending-lunch', 'card', 999, '2024-03-05', 'FOOD_AND_DRINK', { pending: true }),
        // Plaid's v2 taxonomy: salary, a pay-in-four installment, a late fee, a wage advance, money Plaid could not categorise (migration 0022).
        u.row('salary', 'checking', -280_000, '2024-02-01', 'INCOME', { category_detailed: 'INCOME_SALARY', category_version: 'v2' }),
        u.row('pay-in-four', 'checking', 4_250, '2024-02-12', 'LOAN_PAYMENTS', { category_detailed: 'LOAN_PAYMENTS_BNPL', category_version: 'v2' }),
        u.row('late-fee', 'card', 2_900, '2024-02-13', 'BANK_FEES', { category_detailed: 'BANK_FEES_LATE_FEES', category_version: 'v2' }),
        u.row('wage-advance', 'checking', -20_001, '2024-02-14', 'LOAN_DISBURSEMENTS', { category_detailed: 'LOAN_DISBURSEMENTS_EWA', category_version: 'v2' }),
        u.row('unknown-in', 'checking', -1_801, '2024-02-17', 'OTHER', { category_detailed: 'OTHER_OTHER', category_version: 'v2' }),
        u.row('unknown-out', 'card', 1_802, '2024-02-18', 'OTHER', { category_detailed: 'OTHER_OTHER', category_version: 'v2' }),
      ]);
      await recomputeTransferPairs(trx, u.userId);
    });
    expect((await db.selectFrom('transactions').select('matched_transfer_id').where('id', '=', await idOf('to-other-bank')).executeTakeFirstOrThrow()).matched_transfer_id).not.toBeNull();
    expect(await expectRollupsToMatchRules(u.userId)).toMatchObject({ daily: expect.any(Number), monthly: expect.any(Number) });

    // The user's own category, then "always for this merchant" made, changed and dropped.
    await setTransactionCategory(db, u.userId, await idOf('jacket'), { primary: 'ENTERTAINMENT', detailed: null });
    await expectRollupsToMatchRules(u.userId);
    await db.transaction().execute(async (trx) => {
      await saveCategoryRule(trx, u.userId, 'Corner Deli', { primary: 'TRANSFER_OUT', detailed: null });
      await recomputeTransferPairs(trx, u.userId);
    });
    await expectRollupsToMatchRules(u.userId);
    await saveCategoryRule(db, u.userId, 'Corner Deli', { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' });
    await expectRollupsToMatchRules(u.userId);
    // A rule on the uncategorised half of a pair: a rule's category wins over the match.
    await saveCategoryRule(db, u.userId, 'TO-OTHER-BANK', { primary: 'ENTERTAINMENT', detailed: null });
    await expectRollupsToMatchRules(u.userId);
    await deleteCategoryRule(db, u.userId, 'TO-OTHER-BANK');
    await deleteCategoryRule(db, u.userId, 'Corner Deli');
    await expectRollupsToMatchRules(u.userId);

    // Hidden rows (migration 0024) leave the rollups, stay out under a merchant rule made and removed meanwhile, and come back when shown.
    const hide = (hidden: boolean, where: (eb: ExpressionBuilder<Database, 'transactions'>) => Expression<SqlBool>) =>
      db.updateTable('transactions').set({ hidden }).where('user_id', '=', u.userId).where(where).execute();
    await hide(true, (eb) => eb.or([eb('merchant_name', '=', 'Corner Deli'), eb('plaid_transaction_id', '=', 'jacket')]));
    await expectRollupsToMatchRules(u.userId);
    await saveCategoryRule(db, u.userId, 'Corner Deli', { primary: 'ENTERTAINMENT', detailed: null });
    await expectRollupsToMatchRules(u.userId);
    await deleteCategoryRule(db, u.userId, 'Corner Deli');
    await hide(false, (eb) => eb('merchant_name', '=', 'Corner Deli'));
    await expectRollupsToMatchRules(u.userId);

    // A later sync: the pending lunch posts (its category carried), a row is modified into another month and merchant, one half of the pair is removed.
    await setTransactionCategory(db, u.userId, await idOf('pending-lunch'), { primary: 'PERSONAL_CARE', detailed: null });
    await db.transaction().execute(async (trx) => {
      await upsertTransactions(trx, [
        u.row('posted-lunch', 'card', 1099, '2024-03-06', 'FOOD_AND_DRINK', { pending_transaction_id: 'pending-lunch' }),
        u.row('jacket', 'card', 6100, '2024-03-01', 'GENERAL_MERCHANDISE', { merchant_name: 'Jacket Shop' }),
      ]);
      await carryUserCategoriesToPosted(trx, u.userId, u.bank, ['posted-lunch']);
      await deleteTransactions(trx, u.bank, ['pending-lunch']);
      await deleteTransactions(trx, u.otherBank, ['deposit-at-other-bank']);
      await recomputeTransferPairs(trx, u.userId);
    });
    // The jacket, modified while hidden, comes back at its new amount and month.
    await expectRollupsToMatchRules(u.userId);
    await hide(false, (eb) => eb('plaid_transaction_id', '=', 'jacket'));
    await expectRollupsToMatchRules(u.userId);

    // An account the user no longer shares, then an item removed: their rows go by cascade.
    await db.deleteFrom('accounts').where('id', '=', u.accounts.card.id).execute();
    await expectRollupsToMatchRules(u.userId);
    await db.deleteFrom('items').where('id', '=', u.bank).execute();
    expect(await expectRollupsToMatchRules(u.userId)).toEqual({ daily: 0, monthly: 0 });

    // Deleting the user's account leaves no rollup row behind.
    const v = await newUser();
    await db.insertInto('transactions').values([v.row('a', 'card', 700, '2024-05-05', 'FOOD_AND_DRINK'), v.row('b', 'other', -900, '2024-05-06', 'INCOME')]).execute();
    await saveCategoryRule(db, v.userId, 'A', { primary: 'SHOPPING', detailed: null });
    expect((await expectRollupsToMatchRules(v.userId)).monthly).toBe(2);
    await db.transaction().execute(async (trx) => {
      for (const table of USER_TABLES) await deleteUserRows(trx, table, v.userId);
    });
    expect(await db.selectFrom('money_monthly').select('user_id').where('user_id', '=', v.userId).execute()).toEqual([]);
    expect(await db.selectFrom('money_daily').select('user_id').where('user_id', '=', v.userId).execute()).toEqual([]);
    expect(await db.selectFrom('transaction_search_texts').select('user_id').where('user_id', '=', v.userId).execute()).toEqual([]);
  });

  it('give the transactions page the totals of the rules, for whole months, the days at either end, directions and filters', async () => {
    const u = await newUser();
    await db
      .insertInto('transactions')
      .values([
        u.row('a', 'card', 1000, '2024-01-31', 'FOOD_AND_DRINK', { category_detailed: 'FOOD_AND_DRINK_COFFEE', merchant_name: 'Cafe' }),
        u.row('b', 'card', -300, '2024-02-01', 'FOOD_AND_DRINK', { merchant_name: 'Cafe' }),
        u.row('c', 'checking', 2500, '2024-02-15', 'TRANSFER_OUT'),
        u.row('d', 'checking', -90_000, '2024-03-01', 'INCOME'),
        // A reversed paycheck: income taken off, counted with the money out.
        u.row('g', 'checking', 5000, '2024-03-02', 'INCOME'),
        u.row('e', 'card', 450, '2024-03-31', 'FOOD_AND_DRINK', { pending: true }),
        u.row('f', 'other', 8000, '2024-04-01', null),
      ])
      .execute();
    await expectRollupsToMatchRules(u.userId);
    const ranges = [{}, { startDate: '2024-02-01', endDate: '2024-03-31' }, { startDate: '2024-01-31', endDate: '2024-04-01' }, { startDate: '2024-02-02' }, { endDate: '2024-03-30' }, { startDate: '2024-02-10', endDate: '2024-02-20' }];
    const filters: TransactionFilters[] = [{}, { direction: 'outflow' }, { direction: 'inflow' }, { category: 'FOOD_AND_DRINK' }, { category: 'FOOD_AND_DRINK_COFFEE' }, { merchant: 'Cafe' }, { pending: true }, { accountId: u.accounts.checking.id }];
    for (const range of ranges) for (const filter of filters) await expectTotalsToMatchRules(u.userId, { ...range, ...filter, asOf: new Date().toISOString() });
    // A row created after a page's snapshot is left out of its totals, as the page leaves it out.
    const asOf = new Date(Date.now() - 60_000).toISOString();
    expect(await transactionTotals(db, u.userId, { asOf })).toMatchObject({ total: 0, posted: 0 });
  });

  it('split a range into whole months and the days left at either end', () => {
    expect(splitByMonths({ start: '2024-01-01', end: '2024-12-31' })).toEqual({ months: { start: '2024-01-01', end: '2024-12-31' }, edges: [] });
    expect(splitByMonths({ start: '2024-01-15', end: '2024-03-10' })).toEqual({ months: { start: '2024-02-01', end: '2024-02-29' }, edges: [{ start: '2024-01-15', end: '2024-01-31' }, { start: '2024-03-01', end: '2024-03-10' }] });
    expect(splitByMonths({ start: '2024-01-15', end: '2024-02-10' })).toEqual({ months: null, edges: [{ start: '2024-01-15', end: '2024-02-10' }] });
    expect(splitByMonths({ start: '2024-01-02' })).toEqual({ months: { start: '2024-02-01', end: undefined }, edges: [{ start: '2024-01-02', end: '2024-01-31' }] });
    expect(splitByMonths({ end: '2024-01-30' })).toEqual({ months: { start: undefined, end: '2023-12-31' }, edges: [{ start: '2024-01-01', end: '2024-01-30' }] });
  });
});
