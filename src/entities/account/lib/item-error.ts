import { BANK_AUTHENTICATION_FAILED, REAUTHENTICATE_BANK } from '@/shared/config';

export interface ItemErrorAnnouncement {
  type: 'info' | 'error';
  text: string;
}

/** Plaid codes that mean the bank wants the person to sign in again (update mode fixes them). */
const REAUTHENTICATION_CODES = new Set(['ITEM_LOGIN_REQUIRED', 'PENDING_EXPIRATION', 'PENDING_DISCONNECT']);
const AUTHENTICATION_FAILURES = new Set(['INVALID_CREDENTIALS', 'INVALID_MFA']);

/**
 * Spec section 8, for Plaid's error object in place of the accounts: re-authentication gets the
 * info toast, failed authentication the error toast, and every other code (INTERNAL_SERVER_ERROR,
 * PLANNED_MAINTENANCE, RATE_LIMIT_EXCEEDED…) nothing: silently no data.
 */
export function itemErrorAnnouncement(errorCode: string): ItemErrorAnnouncement | null {
  if (REAUTHENTICATION_CODES.has(errorCode)) return { type: 'info', text: REAUTHENTICATE_BANK };
  if (AUTHENTICATION_FAILURES.has(errorCode)) return { type: 'error', text: BANK_AUTHENTICATION_FAILED };
  return null;
}

/** The bank wants the person to sign in again. */
export const isReauthentication = (errorCode: string): boolean => REAUTHENTICATION_CODES.has(errorCode);

/** The item error is one the person can fix by updating the institution. */
export const isFixableByUpdate = (errorCode: string): boolean =>
  REAUTHENTICATION_CODES.has(errorCode) || AUTHENTICATION_FAILURES.has(errorCode);
