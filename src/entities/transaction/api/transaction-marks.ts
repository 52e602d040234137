import { api, toLoadable, useApiQuery, type Loadable, type Tag, type ToReview, type Transaction, type TransactionMarksRequest } from '@/shared/api';

/** `PATCH /api/transactions/{id}/marks`: changes only the marks given; the transaction as listed after. Throws on failure. */
export async function markTransaction(transactionId: string, marks: TransactionMarksRequest): Promise<Transaction> {
  const { data } = await api.PATCH('/api/transactions/{transaction_id}/marks', { params: { path: { transaction_id: transactionId } }, body: marks });
  if (!data) throw new Error('The transaction could not be changed.');
  return data;
}

/** `PUT /api/transactions/{id}/merchant_name`: the merchant by the person's name on every row of it (`null`: the bank's again). Throws on failure. */
export async function renameMerchant(transactionId: string, name: string | null): Promise<Transaction> {
  const { data } = await api.PUT('/api/transactions/{transaction_id}/merchant_name', { params: { path: { transaction_id: transactionId } }, body: { name } });
  if (!data) throw new Error('The merchant could not be renamed.');
  return data;
}

/** The person's tags with how many rows carry each: the suggestions of the tag input. */
export function useUserTags(): Loadable<Tag[]> {
  const read = toLoadable(useApiQuery('/db_api/tags'));
  return { ...read, data: read.data?.tags };
}

/** The newest transactions of a merchant (every period), `limit` of them. */
export function useMerchantTransactions(merchant: string, limit: number): Loadable<Transaction[]> {
  const read = toLoadable(useApiQuery('/db_api/transactions', { params: { query: { merchant, page_size: limit } } }));
  return { ...read, data: read.data?.transactions };
}

/** How many rows are "to review": unreviewed, arrived since the previous visit to the transactions page. */
export function useToReview(): Loadable<ToReview> {
  return toLoadable(useApiQuery('/db_api/transactions/to_review'));
}

/** `POST /api/transactions/visits`: the transactions page opened (a visit begins unless one began in the last 30 minutes). */
export async function recordTransactionsVisit(): Promise<ToReview | undefined> {
  const { data } = await api.POST('/api/transactions/visits');
  return data;
}
