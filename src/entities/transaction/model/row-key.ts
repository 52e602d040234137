import type { Transaction } from '@/shared/api';

/**
 * A listed row's own key: a split transaction is listed as one row per part, each with the
 * transaction's id, so the part's number tells them apart (0 for a whole transaction; `split` is
 * absent from rows read before splits existed).
 */
export const transactionRowKey = (row: Pick<Transaction, 'transaction_id' | 'split'>): string => `${row.transaction_id}:${row.split?.part ?? 0}`;
