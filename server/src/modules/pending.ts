import type { OperationId } from '../http/handler.ts';

/**
 * Operations in openapi.yaml whose issue has not landed: they answer 501 NOT_IMPLEMENTED.
 * Remove an id here in the same commit that gives it a handler.
 */
export const PENDING_OPERATIONS: readonly OperationId[] = [
  // linking (bank-linking issue)
  // accounts and sync
  // transactions, periods, dashboard, merchants
  // notifications (app-shell issue)
  // budgets
  // budget overview
  // assistant chat
];
