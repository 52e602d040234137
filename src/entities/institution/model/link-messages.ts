import type { PlaidLinkError } from 'react-plaid-link';
import { ApiError } from '@/shared/api';
import { SOMETHING_WENT_WRONG, SOMETHING_WENT_WRONG_TRY_LATER } from '@/shared/config';

/** A link token could not be had (spec section 8): "try again" after a 429, "try again later" otherwise. */
export const linkTokenFailureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 ? SOMETHING_WENT_WRONG : SOMETHING_WENT_WRONG_TRY_LATER;

/**
 * The widget's own error, as the widget words it: Plaid's user-facing `display_message` when it
 * has one, else its `error_message`.
 */
export const widgetErrorMessage = (error: PlaidLinkError): string => error.display_message || error.error_message;
