import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import type { Db } from '../../db/client.ts';
import type { TransactionsTable } from '../../db/schema.ts';
import { deleteTransactions, upsertTransactions } from '../accounts/queries.ts';
import { carryUserCategoriesToPosted, moneyTotals, recomputeTransferPairs, saveCategoryRule, setTransactionCategory } from './queries.ts';
import { classifiedTransactions, classifyTransaction, merchantKey, type ClassifiedTransaction } from './rules.ts';

type Row = Omit<Insertable<TransactionsTable>, 'user_id' | 'item_id' | 'account_id'> & { account: Account };
type Account = 'checking' | 'savings' | 'card' | 'otherBankSavings';

let db: Db;

/** A user with a checking, a savings and a card account at one bank and a savings account at another, written directly (no vendor involved). */
async function userWithAccounts() {
  const user = await db.insertInto('users').values({ issuer: 'https://money.test/', sub: randomUUID(), email: 'money@example.com' }).returning('id').executeTakeFirstOrThrow();
  const item = async (name: string) =>
    (
      await db
        .insertInto('items')
        .values({ user_id: user.id, external_id: randomUUID(), plaid_item_id: randomUUID(), access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bank = await item('First Test Bank');
  const otherBank = await item('Second Test Bank');
  const account = async (itemId: string, type: string) =>
    (await db.insertInto('accounts').values({ user_id: user.id, item_id: itemId, plaid_account_id: randomUUID(), name: type, type }).returning('id').executeTakeFirstOrThrow()).id;
  const accounts: Record<Account, { id: string; itemId: string }> = {
    checking: { id: await account(bank, 'depository'), itemId: bank },
    savings: { id: await account(bank, 'depository'), itemId: bank },
    card: { id: await account(bank, 'credit'), itemId: bank },
    otherBankSavings: { id: await account(otherBank, 'depository'), itemId: otherBank },
  };
  const toInsert = (userId: string, { account, ...row }: Row): Insertable<TransactionsTable> => ({ ...row, user_id: userId, item_id: accounts[account].itemId, account_id: accounts[account].id });
  return { userId: user.id, accounts, toInsert };
}

const tx = (id: string, account: Account, amount_cents: number, date: string, category_primary: string | null, category_detailed: string | null = null, more: Partial<Row> = {}): Row => ({
  plaid_transaction_id: id,
  account,
  amount_cents,
  date,
  name: id.toUpperCase(),
  category_primary,
  category_detailed,
  ...more,
});

/** Every rule of "How Ledgerline counts money", as rows a sync could store. */
const ROWS: Row[] = [
  tx('coffee', 'card', 450, '2024-03-02', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE', { merchant_name: 'Starbucks' }),
  tx('groceries', 'card', 8000, '2024-03-03', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'),
  tx('jacket', 'card', 6000, '2024-03-04', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES'),
  tx('jacket-refund', 'card', -2500, '2024-03-09', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES'),
  tx('card-payment', 'checking', 50_000, '2024-03-10', 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
  tx('card-payment-received', 'card', -50_000, '2024-03-10', 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
  tx('mortgage', 'checking', 150_000, '2024-03-01', 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'),
  tx('wages', 'checking', -300_000, '2024-03-15', 'INCOME', 'INCOME_WAGES'),
  tx('pay-reversal', 'checking', 5000, '2024-03-16', 'INCOME', 'INCOME_WAGES'),
  tx('to-savings', 'checking', 20_000, '2024-03-05', 'TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER'),
  tx('from-checking', 'savings', -20_000, '2024-03-05', 'TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER'),
  // A transfer to another bank that Plaid did not see as one: matched by amount 3 days apart.
  tx('to-other-bank', 'checking', 12_345, '2024-03-20', null),
  tx('deposit-at-other-bank', 'otherBankSavings', -12_345, '2024-03-23', 'INCOME', 'INCOME_OTHER_INCOME'),
  // The same, 4 days apart: not matched, so spending (uncategorised) and income.
  tx('to-other-bank-late', 'checking', 7777, '2024-03-20', null),
  tx('deposit-at-other-bank-late', 'otherBankSavings', -7777, '2024-03-24', 'INCOME', 'INCOME_OTHER_INCOME'),
  // A friend paying back a concert ticket to the cent: the ticket stays spending.
  tx('concert', 'card', 8000, '2024-03-21', 'ENTERTAINMENT', 'ENTERTAINMENT_MUSIC_AND_AUDIO'),
  tx('friend-pays-back', 'checking', -8000, '2024-03-22', 'TRANSFER_IN', 'TRANSFER_IN_OTHER_TRANSFER_IN'),
  tx('pending-lunch', 'card', 999, '2024-03-25', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT', { pending: true }),
  tx('pending-pay', 'checking', -999, '2024-03-25', 'INCOME', 'INCOME_WAGES', { pending: true }),
  tx('lamp', 'card', 3000, '2024-03-11', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'),
  tx('deli-1', 'card', 1500, '2024-03-12', 'GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', { merchant_name: 'Corner Deli' }),
  tx('deli-2', 'card', 1700, '2024-03-19', 'GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', { merchant_name: 'Corner Deli' }),
  tx('deli-party', 'card', 4000, '2024-03-26', 'GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', { merchant_name: 'Corner Deli' }),
  // Equal and opposite, a day apart, but the user says the inflow is pay: no match.
  tx('side-gig-out', 'checking', 4242, '2024-03-27', null),
  tx('side-gig-in', 'savings', -4242, '2024-03-28', null),
  tx('mystery-deposit', 'checking', -1000, '2024-03-29', null),
  tx('last-year', 'card', 10_000, '2023-03-15', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'),
];

const MARCH = { start: '2024-03-01', end: '2024-03-31' };

async function classifiedRows(userId: string): Promise<ClassifiedTransaction[]> {
  return db.selectFrom(classifiedTransactions(userId).as('t')).selectAll().orderBy('t.plaid_transaction_id').execute();
}

/** The TypeScript classifier's answer for each stored row, from the raw columns and the user's rules. */
async function classifiedInTypeScript(userId: string) {
  const rules = new Map((await db.selectFrom('category_rules').selectAll().where('user_id', '=', userId).execute()).map((r) => [r.merchant_key, r]));
  const rows = await db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('plaid_transaction_id').execute();
  return rows.map((t) => {
    const rule = rules.get(merchantKey(t));
    return {
      plaid_transaction_id: t.plaid_transaction_id,
      ...classifyTransaction({
        amountCents: t.amount_cents,
        pending: t.pending,
        plaidCategory: { primary: t.category_primary, detailed: t.category_detailed },
        userCategory: t.user_category_primary === null ? null : { primary: t.user_category_primary, detailed: t.user_category_detailed },
        ruleCategory: rule ? { primary: rule.category_primary, detailed: rule.category_detailed } : null,
        matchedTransferId: t.matched_transfer_id,
      }),
    };
  });
}

const byPlaidId = <T extends { plaid_transaction_id: string }>(rows: T[]) => Object.fromEntries(rows.map((r) => [r.plaid_transaction_id, r]));

let alice: Awaited<ReturnType<typeof userWithAccounts>>;
let ids: Record<string, string>;

beforeAll(async () => {
  ({ db } = await testDatabase());
  alice = await userWithAccounts();
  await db.insertInto('transactions').values(ROWS.map((row) => alice.toInsert(alice.userId, row))).execute();
  ids = Object.fromEntries((await db.selectFrom('transactions').select(['id', 'plaid_transaction_id']).where('user_id', '=', alice.userId).execute()).map((r) => [r.plaid_transaction_id, r.id]));
  await db.transaction().execute(async (trx) => {
    await setTransactionCategory(trx, alice.userId, ids.lamp!, { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' });
    await setTransactionCategory(trx, alice.userId, ids['deli-party']!, { primary: 'ENTERTAINMENT', detailed: null });
    await setTransactionCategory(trx, alice.userId, ids['side-gig-in']!, { primary: 'INCOME', detailed: 'INCOME_OTHER_INCOME' });
    await saveCategoryRule(trx, alice.userId, 'Corner Deli', { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' });
    await recomputeTransferPairs(trx, alice.userId);
  });
});

describe('counting money in SQL', () => {
  it('classifies every row exactly as the TypeScript rules do', async () => {
    const fromSql = (await classifiedRows(alice.userId)).map((r) => ({
      plaid_transaction_id: r.plaid_transaction_id,
      direction: r.direction,
      amountCents: r.amount_cents,
      kind: r.kind,
      countsInTotals: r.counts_in_totals,
      category: { primary: r.category_primary, detailed: r.category_detailed, source: r.category_source },
      spendingCents: r.spending_cents,
      incomeCents: r.income_cents,
    }));
    expect(fromSql).toHaveLength(ROWS.length);
    expect(fromSql).toEqual(await classifiedInTypeScript(alice.userId));
  });

  it('matches a transfer 3 days apart between two accounts, not one 4 days apart, and never a purchase', async () => {
    const rows = byPlaidId(await classifiedRows(alice.userId));
    expect(rows['to-other-bank']).toMatchObject({ matched_transfer_id: ids['deposit-at-other-bank'], kind: 'transfer', counts_in_totals: false });
    expect(rows['deposit-at-other-bank']).toMatchObject({ matched_transfer_id: ids['to-other-bank'], kind: 'transfer', counts_in_totals: false });
    expect(rows['to-other-bank-late']).toMatchObject({ matched_transfer_id: null, kind: 'spending', spending_cents: 7777 });
    expect(rows['deposit-at-other-bank-late']).toMatchObject({ matched_transfer_id: null, kind: 'income', income_cents: 7777 });
    expect(rows.concert).toMatchObject({ matched_transfer_id: null, kind: 'spending', spending_cents: 8000 });
    expect(rows['side-gig-in']).toMatchObject({ matched_transfer_id: null, kind: 'income', category_source: 'user' });
    expect(rows['to-savings']!.matched_transfer_id).toBe(ids['from-checking']);
  });

  it('leaves card payments, loan payments, transfers and pending rows out, and gives positive amounts with a direction', async () => {
    const rows = byPlaidId(await classifiedRows(alice.userId));
    expect(rows['card-payment']).toMatchObject({ kind: 'card_payment', counts_in_totals: false, direction: 'outflow', amount_cents: 50_000 });
    expect(rows['card-payment-received']).toMatchObject({ kind: 'card_payment', counts_in_totals: false, direction: 'inflow', amount_cents: 50_000 });
    expect(rows.mortgage).toMatchObject({ kind: 'loan_payment', counts_in_totals: false });
    expect(rows['pending-lunch']).toMatchObject({ kind: 'spending', counts_in_totals: false, spending_cents: 0 });
    expect(rows['pending-pay']).toMatchObject({ kind: 'income', counts_in_totals: false, income_cents: 0 });
    expect(Object.values(rows).every((r) => r.amount_cents >= 0)).toBe(true);
  });

  it('sums spent, income and net in Postgres, refunds reducing their category and user categories moving amounts', async () => {
    // Spending: coffee 450 + groceries 8000 + jacket 6000 - refund 2500 + lamp 3000 + deli 1500 + 1700 + party 4000
    // + uncategorised late transfer 7777 + concert 8000 + side-gig-out 4242. Income: 300000 - 5000 + 7777 + 4242.
    const spent = 450 + 8000 + 6000 - 2500 + 3000 + 1500 + 1700 + 4000 + 7777 + 8000 + 4242;
    const income = 300_000 - 5000 + 7777 + 4242;
    expect(await moneyTotals(db, alice.userId, MARCH)).toEqual({ spent_cents: spent, income_cents: income, net_cents: income - spent, count: 15 });

    const byCategory = await db
      .selectFrom(classifiedTransactions(alice.userId).as('t'))
      .select((eb) => ['t.category_primary', eb.fn.sum<number>('t.spending_cents').as('spent')])
      .where('t.date', '>=', MARCH.start)
      .where('t.date', '<=', MARCH.end)
      .where('t.kind', 'in', ['spending', 'refund'])
      .where('t.counts_in_totals', '=', true)
      .groupBy('t.category_primary')
      .execute();
    expect(Object.fromEntries(byCategory.map((c) => [c.category_primary ?? 'none', Number(c.spent)]))).toEqual({
      FOOD_AND_DRINK: 450 + 8000 + 3000 + 1500 + 1700,
      GENERAL_MERCHANDISE: 6000 - 2500,
      ENTERTAINMENT: 4000 + 8000,
      none: 7777 + 4242,
    });
  });

  it('applies a merchant rule to the merchant\'s past and future rows, under the user\'s own choice for one row', async () => {
    const rows = byPlaidId(await classifiedRows(alice.userId));
    expect(rows['deli-1']).toMatchObject({ category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_RESTAURANT', category_source: 'rule', plaid_category_primary: 'GENERAL_SERVICES' });
    expect(rows['deli-party']).toMatchObject({ category_primary: 'ENTERTAINMENT', category_detailed: null, category_source: 'user' });
    await db.insertInto('transactions').values(alice.toInsert(alice.userId, tx('deli-3', 'card', 1100, '2024-04-02', 'GENERAL_SERVICES', null, { merchant_name: 'Corner Deli' }))).execute();
    const future = byPlaidId(await classifiedRows(alice.userId))['deli-3'];
    expect(future).toMatchObject({ category_primary: 'FOOD_AND_DRINK', category_source: 'rule' });
  });

  it('is idempotent: matching again changes nothing', async () => {
    const before = await classifiedRows(alice.userId);
    const again = await db.transaction().execute((trx) => recomputeTransferPairs(trx, alice.userId));
    expect(again.changed).toBe(0);
    expect(await classifiedRows(alice.userId)).toEqual(before);
  });

  it('reads only the user\'s own rows and rules', async () => {
    const bob = await userWithAccounts();
    await db.insertInto('transactions').values(bob.toInsert(bob.userId, tx('bob-deli', 'card', 900, '2024-03-12', 'GENERAL_SERVICES', null, { merchant_name: 'Corner Deli' }))).execute();
    const rows = await classifiedRows(bob.userId);
    expect(rows.map((r) => [r.plaid_transaction_id, r.category_primary, r.category_source])).toEqual([['bob-deli', 'GENERAL_SERVICES', 'plaid']]);
    expect(await moneyTotals(db, bob.userId, MARCH)).toEqual({ spent_cents: 900, income_cents: 0, net_cents: -900, count: 1 });
  });
});

describe('the user\'s categories through syncs', () => {
  it('survive a re-sync that upserts the same Plaid transaction with new details', async () => {
    const { userId, accounts, toInsert } = await userWithAccounts();
    await upsertTransactions(db, [toInsert(userId, tx('resynced', 'card', 3000, '2024-03-11', 'GENERAL_MERCHANDISE'))]);
    const { id } = await db.selectFrom('transactions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    await setTransactionCategory(db, userId, id, { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' });

    await upsertTransactions(db, [toInsert(userId, tx('resynced', 'card', 3100, '2024-03-12', 'GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', { name: 'LAMP SHOP' }))]);
    const [row] = await classifiedRows(userId);
    expect(row).toMatchObject({ id, account_id: accounts.card.id, name: 'LAMP SHOP', amount_cents: 3100, plaid_category_primary: 'GENERAL_SERVICES', category_primary: 'FOOD_AND_DRINK', category_source: 'user' });
  });

  it('carry a pending transaction\'s category to the posted one that replaces it', async () => {
    const { userId, toInsert } = await userWithAccounts();
    await upsertTransactions(db, [toInsert(userId, tx('pending-1', 'card', 2000, '2024-03-11', 'GENERAL_MERCHANDISE', null, { pending: true }))]);
    const { id } = await db.selectFrom('transactions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    await setTransactionCategory(db, userId, id, { primary: 'PERSONAL_CARE', detailed: null });

    // As a sync applies Plaid's news: the posted row added, the pending one removed.
    const item = await db.selectFrom('transactions').select('item_id').where('id', '=', id).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await upsertTransactions(trx, [toInsert(userId, tx('posted-1', 'card', 2100, '2024-03-12', 'GENERAL_MERCHANDISE', null, { pending_transaction_id: 'pending-1' }))]);
      await carryUserCategoriesToPosted(trx, userId, item.item_id, ['posted-1']);
      await deleteTransactions(trx, item.item_id, ['pending-1']);
    });
    expect((await classifiedRows(userId)).map((r) => [r.plaid_transaction_id, r.category_primary, r.category_source, r.counts_in_totals])).toEqual([['posted-1', 'PERSONAL_CARE', 'user', true]]);
  });

  it('clears a match when one half is removed, and matching again finds none', async () => {
    const { userId, toInsert } = await userWithAccounts();
    await db.insertInto('transactions').values([toInsert(userId, tx('out', 'checking', 500, '2024-03-01', null)), toInsert(userId, tx('in', 'otherBankSavings', -500, '2024-03-02', null))]).execute();
    expect(await db.transaction().execute((trx) => recomputeTransferPairs(trx, userId))).toEqual({ matched: 1, changed: 2 });
    const inRow = await db.selectFrom('transactions').select('item_id').where('user_id', '=', userId).where('plaid_transaction_id', '=', 'in').executeTakeFirstOrThrow();
    await deleteTransactions(db, inRow.item_id, ['in']);
    expect((await classifiedRows(userId)).map((r) => [r.plaid_transaction_id, r.matched_transfer_id, r.kind])).toEqual([['out', null, 'spending']]);
    expect(await db.transaction().execute((trx) => recomputeTransferPairs(trx, userId))).toEqual({ matched: 0, changed: 0 });
  });
});
