import { api, toLoadable, useApiQuery, type Loadable, type SplitPartRequest, type Transaction, type TransactionSplit } from '@/shared/api';

/**
 * `POST /api/transactions/{id}/splits`: the transaction in these parts (none: whole again); its
 * parts as now counted. Throws on failure: a refusal (400, 404) is an `ApiError` with the server's message.
 */
export async function splitTransaction(transactionId: string, parts: readonly SplitPartRequest[]): Promise<TransactionSplit> {
  const { data } = await api.POST('/api/transactions/{transaction_id}/splits', { params: { path: { transaction_id: transactionId } }, body: { parts: [...parts] } });
  if (!data) throw new Error('The transaction could not be split.');
  return data;
}

/**
 * A transaction's rows as the list has them (`GET /db_api/transactions?transaction_id=`): its parts
 * in order when split, else the one row. Read again with every money figure after a change.
 */
export function useTransactionRows(transactionId: string): Loadable<Transaction[]> {
  return toLoadable(useApiQuery('/db_api/transactions', { params: { query: { transaction_id: transactionId } } }), (page) =>
    page.transactions.filter((row) => row.transaction_id === transactionId).sort((a, b) => (a.split?.part ?? 0) - (b.split?.part ?? 0)),
  );
}
