import { signal } from '@preact/signals-react';

/**
 * The spec's merchant context (section 3): the transaction whose merchant the insights show, once
 * one is chosen, and the most recent transaction.
 */
export const currentTransactionId = signal<string | null>(null);

/** The id `GET /db_api/get_recent_id` answered; `null` until it has, or when there are no transactions. */
export const mostRecentTransactionId = signal<string | null>(null);

/** Shows the merchant of this transaction (a link with `?transaction=`, a merchant picked from a list). */
export function chooseMerchantTransaction(transactionId: string): void {
  currentTransactionId.value = transactionId;
}

/** Nothing chosen and nothing known (sign-out, tests and stories). */
export function resetMerchantContext(): void {
  currentTransactionId.value = null;
  mostRecentTransactionId.value = null;
}
