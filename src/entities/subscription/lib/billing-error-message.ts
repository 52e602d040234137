import { ApiError } from '@/shared/api';
import { BILLING_OFFLINE, BILLING_UNAVAILABLE } from '../config/messages';

/**
 * A failed checkout or portal call, in words the user can act on: the server's own sentence for a
 * refusal (4xx), ours when the server or the payment provider failed (5xx) or the network did.
 */
export function billingErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BILLING_OFFLINE;
  if (error.status >= 500) return BILLING_UNAVAILABLE;
  return error.body?.message || BILLING_UNAVAILABLE;
}
