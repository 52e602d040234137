import { computed, signal, type ReadonlySignal } from '@preact/signals-react';

/**
 * The spec's merchant context (section 3): the transaction whose merchant the insights show, and
 * the most recent transaction, which stands in until one is chosen.
 */
export const currentTransactionId = signal<string | null>(null);

/** The id `GET /db_api/get_recent_id` answered; `null` until it has, or when there are no transactions. */
export const mostRecentTransactionId = signal<string | null>(null);

/** The transaction whose merchant is shown: the chosen one, else the most recent. */
export const merchantTransactionId: ReadonlySignal<string | null> = computed(() => currentTransactionId.value ?? mostRecentTransactionId.value);

/** Shows the merchant of this transaction (a link with `?transaction=`, a merchant picked from a list). */
export function chooseMerchantTransaction(transactionId: string): void {
  currentTransactionId.value = transactionId;
}

/** Nothing chosen and nothing known (sign-out, tests and stories). */
export function resetMerchantContext(): void {
  currentTransactionId.value = null;
  mostRecentTransactionId.value = null;
}
