import type { Db } from '../../db/client.ts';
import type { SplitPart, TransactionChangesTable } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { transactionCategoryLabel } from '../../../../contract/category-label.ts';
import { formatMoney, type ListedTransactionRow } from '../money/index.ts';
import { categoryNamesOf } from '../categories/index.ts';
import { transactionPage, userTransaction } from './queries.ts';

type Field = TransactionChangesTable['field'];

/** A split row's parts in words: each part's category and amount, in order (a remainder under the row's own category). */
function splitInWords(t: ListedTransactionRow & { splits: SplitPart[] | null }, categoryNames: ReadonlyMap<string, string>): string | null {
  if (!t.splits) return null;
  // In the row's direction: a remainder the bank took off reads below zero.
  const sign = t.direction === 'outflow' ? 1 : -1;
  return t.splits
    .map((part) => `${part.remainder ? transactionCategoryLabel(t, categoryNames) : transactionCategoryLabel(part, categoryNames)} ${formatMoney(sign * part.amount_cents)}`)
    .join('; ');
}

/** The fields a person changes on a transaction, in words as its details show them. */
function inWords(t: ListedTransactionRow & { splits: SplitPart[] | null }, categoryNames: ReadonlyMap<string, string>): Record<Field, string | null> {
  return {
    category: transactionCategoryLabel(t, categoryNames),
    split: splitInWords(t, categoryNames),
    merchant: t.merchant_name || t.name,
    note: t.note,
    tags: t.tags.length ? t.tags.join(', ') : null,
    // The person's own mark: what they changed, whatever the account.
    hidden: t.hidden_mark ? 'yes' : 'no',
    reviewed: t.reviewed ? 'yes' : 'no',
  };
}

/** Changes recorded per transaction, at most (the newest are listed). */
export const HISTORY_LISTED = 100;

/** The transaction whole (its own category; its parts as `splits`). */
async function listedRow(trx: Db, userId: string, plaidTransactionId: string) {
  const [row] = await transactionPage(trx, userId, { plaidTransactionId }, { sort: 'date_desc', offset: 0, limit: 1, whole: true });
  return row;
}

/**
 * Runs a person's change to their transaction (inside the caller's database transaction) and
 * records what it changed: each field whose words differ before and after, one row each. 404 for
 * a transaction that is not theirs.
 */
export async function withHistory(trx: Db, userId: string, plaidTransactionId: string, change: (transaction: { id: string; merchant_key: string; plaid_amount_cents: number }) => Promise<void>): Promise<void> {
  const transaction = await userTransaction(trx, userId, plaidTransactionId);
  const before = transaction && (await listedRow(trx, userId, plaidTransactionId));
  if (!transaction || !before) throw notFound('transaction_id: no such transaction.');
  await change(transaction);
  const after = await listedRow(trx, userId, plaidTransactionId);
  if (!after) return;
  const names = await categoryNamesOf(trx, userId);
  const [was, now] = [inWords(before, names), inWords(after, names)];
  const changed = (Object.keys(was) as Field[]).filter((field) => was[field] !== now[field]);
  if (changed.length === 0) return;
  await trx
    .insertInto('transaction_changes')
    .values(changed.map((field) => ({ user_id: userId, transaction_id: transaction.id, field, old_value: was[field], new_value: now[field] })))
    .execute();
}

/** The person's changes to one of their transactions, newest first; null when it is not theirs. */
export async function transactionHistory(db: Db, userId: string, plaidTransactionId: string) {
  const transaction = await userTransaction(db, userId, plaidTransactionId);
  if (!transaction) return null;
  const rows = await db
    .selectFrom('transaction_changes')
    .select(['changed_at', 'field', 'old_value', 'new_value'])
    .where('user_id', '=', userId)
    .where('transaction_id', '=', transaction.id)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_LISTED)
    .execute();
  return rows.map((r) => ({ changed_at: new Date(r.changed_at).toISOString(), field: r.field, from: r.old_value, to: r.new_value }));
}
