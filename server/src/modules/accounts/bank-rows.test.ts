import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/database.ts';
import type { Db } from '../../db/client.ts';
import type { BankTransaction } from '../../vendors/index.ts';
import { lockUserTransactions, setTransactionCategory } from '../money/index.ts';
import { applyBankChanges } from './bank-rows.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase());
});

/** A user with a checking account and a savings account at one bank, written directly (no vendor involved). */
async function userWithItem() {
  const user = await db.insertInto('users').values({ issuer: 'https://bank-rows.test/', sub: randomUUID(), email: 'rows@example.com' }).returning('id').executeTakeFirstOrThrow();
  const item = await db
    .insertInto('items')
    .values({ user_id: user.id, external_id: randomUUID(), plaid_item_id: randomUUID(), access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: 'Test Bank' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = async (name: string) => (await db.insertInto('accounts').values({ user_id: user.id, item_id: item.id, plaid_account_id: randomUUID(), name, type: 'depository' }).returning('id').executeTakeFirstOrThrow()).id;
  const accountIds = new Map([
    ['chk', await account('Checking')],
    ['sav', await account('Savings')],
  ]);
  return { userId: user.id, itemId: item.id, accountIds };
}

/** An import the rows come from, as a file's preview leaves it. */
const importOf = async (userId: string) =>
  (await db.insertInto('imports').values({ user_id: userId, file_name: 'bank.ofx', format: 'ofx', encoding: 'utf-8', file_sha256: randomUUID(), row_count: 0 }).returning('id').executeTakeFirstOrThrow()).id;

const tx = (transactionId: string, accountId: string, amountCents: number, date: string, more: Partial<BankTransaction> = {}): BankTransaction => ({
  transactionId,
  accountId,
  pendingTransactionId: null,
  amountCents,
  isoCurrencyCode: 'USD',
  date,
  authorizedDate: null,
  name: transactionId.toUpperCase(),
  merchantName: null,
  merchantEntityId: null,
  logoUrl: null,
  website: null,
  category: null,
  paymentChannel: 'other',
  pending: false,
  ...more,
});

type Target = Awaited<ReturnType<typeof userWithItem>>;
const apply = (target: Target & { importId?: string }, changes: { added?: BankTransaction[]; modified?: BankTransaction[]; removed?: string[] }) =>
  db.transaction().execute(async (trx) => {
    await lockUserTransactions(trx, target.userId);
    return applyBankChanges(trx, target, { added: changes.added ?? [], modified: changes.modified ?? [], removed: changes.removed ?? [] }, '2024-03-31');
  });
const rowsOf = (userId: string) => db.selectFrom('transactions').select(['plaid_transaction_id', 'amount_cents', 'name', 'import_key', 'matched_transfer_id', 'user_category_primary']).where('user_id', '=', userId).orderBy('plaid_transaction_id').execute();

describe('the one write path for bank rows', () => {
  it('adds, overwrites by the bank id and removes, and a row read twice in one change set is written once, as last read', async () => {
    const target = await userWithItem();
    await apply(target, { added: [tx('a', 'chk', 1000, '2024-03-01'), tx('b', 'chk', 2000, '2024-03-02'), tx('b', 'chk', 2500, '2024-03-02')] });
    expect((await rowsOf(target.userId)).map((r) => [r.plaid_transaction_id, Number(r.amount_cents)])).toEqual([['a', 1000], ['b', 2500]]);

    const { written } = await apply(target, { modified: [tx('a', 'chk', 1100, '2024-03-01', { name: 'RENAMED' })], added: [tx('c', 'sav', 300, '2024-03-03')], removed: ['b'] });
    expect(written).toBe(2);
    expect((await rowsOf(target.userId)).map((r) => [r.plaid_transaction_id, Number(r.amount_cents), r.name])).toEqual([['a', 1100, 'RENAMED'], ['c', 300, 'C']]);
  });

  it('never stores a keyed row twice in its account (nor overwrites it), and says how many it added', async () => {
    const target = await userWithItem();
    const importId = await importOf(target.userId);
    const rows = [tx('imp-1', 'chk', 500, '2024-03-05', { importKey: 'k1' }), tx('imp-2', 'chk', 700, '2024-03-06', { importKey: 'k2' }), tx('imp-3', 'chk', 900, '2024-03-06', { importKey: 'k2' })];
    expect((await apply({ ...target, importId }, { added: rows })).written).toBe(2);
    expect((await apply({ ...target, importId }, { added: [tx('imp-4', 'chk', 1, '2024-03-05', { importKey: 'k1' }), tx('imp-5', 'sav', 1, '2024-03-05', { importKey: 'k1' })] })).written).toBe(1);
    const stored = await rowsOf(target.userId);
    expect(stored.map((r) => [r.plaid_transaction_id, Number(r.amount_cents), r.import_key])).toEqual([['imp-1', 500, 'k1'], ['imp-2', 700, 'k2'], ['imp-5', 1, 'k1']]);
  });

  it('matches a transfer between two accounts as it writes them, whatever the source', async () => {
    const target = await userWithItem();
    await apply(target, { added: [tx('out', 'chk', 4000, '2024-03-10')] });
    await apply({ ...target, importId: await importOf(target.userId) }, { added: [tx('in', 'sav', -4000, '2024-03-11', { importKey: 'in' })] });
    const [inRow, outRow] = await rowsOf(target.userId);
    expect(inRow!.matched_transfer_id).not.toBeNull();
    expect(outRow!.matched_transfer_id).not.toBeNull();
  });

  it('carries the category the user gave a pending row to the posted row that replaces it', async () => {
    const target = await userWithItem();
    await apply(target, { added: [tx('pending-1', 'chk', 2000, '2024-03-11', { pending: true })] });
    const { id } = await db.selectFrom('transactions').select('id').where('user_id', '=', target.userId).executeTakeFirstOrThrow();
    await setTransactionCategory(db, target.userId, id, { primary: 'PERSONAL_CARE', detailed: null });
    await apply(target, { added: [tx('posted-1', 'chk', 2100, '2024-03-12', { pendingTransactionId: 'pending-1' })], removed: ['pending-1'] });
    expect((await rowsOf(target.userId)).map((r) => [r.plaid_transaction_id, r.user_category_primary])).toEqual([['posted-1', 'PERSONAL_CARE']]);
  });
});
