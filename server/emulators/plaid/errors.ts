import { randomInt } from 'node:crypto';

/** Plaid's `request_id`: 15 alphanumeric characters. */
export function newRequestId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 15 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export type PlaidErrorType = 'INVALID_REQUEST' | 'INVALID_INPUT' | 'ITEM_ERROR' | 'API_ERROR' | 'INSTITUTION_ERROR' | 'TRANSACTIONS_ERROR' | 'SANDBOX_ERROR';

const DOCS: Record<PlaidErrorType, string> = {
  INVALID_REQUEST: 'https://plaid.com/docs/?ref=error#invalid-request-errors',
  INVALID_INPUT: 'https://plaid.com/docs/?ref=error#invalid-input-errors',
  ITEM_ERROR: 'https://plaid.com/docs/?ref=error#item-errors',
  API_ERROR: 'https://plaid.com/docs/?ref=error#api-errors',
  INSTITUTION_ERROR: 'https://plaid.com/docs/?ref=error#institution-errors',
  TRANSACTIONS_ERROR: 'https://plaid.com/docs/?ref=error#transactions-errors',
  SANDBOX_ERROR: 'https://plaid.com/docs/?ref=error#sandbox-errors',
};

/** The error object as Plaid sends it (the body of a 4xx, or `item.error`). */
export interface PlaidErrorBody {
  error_type: PlaidErrorType;
  error_code: string;
  error_code_reason: null;
  error_message: string;
  display_message: string | null;
  request_id: string;
  causes: unknown[];
  status: number;
  documentation_url: string;
  suggested_action: null;
}

/** A Plaid API error, thrown by the engine and rendered by the routes with the request's id. */
export class PlaidApiError extends Error {
  constructor(
    readonly errorType: PlaidErrorType,
    readonly errorCode: string,
    readonly errorMessage: string,
    readonly displayMessage: string | null = null,
    readonly status = 400,
  ) {
    super(`${errorCode}: ${errorMessage}`);
    this.name = 'PlaidApiError';
  }

  body(requestId: string): PlaidErrorBody {
    return {
      error_type: this.errorType,
      error_code: this.errorCode,
      error_code_reason: null,
      error_message: this.errorMessage,
      display_message: this.displayMessage,
      request_id: requestId,
      causes: [],
      status: this.status,
      documentation_url: DOCS[this.errorType],
      suggested_action: null,
    };
  }
}

// Messages as Plaid's error reference documents them (plaid.com/docs/errors).

export const invalidApiKeys = () => new PlaidApiError('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');

export const missingFields = (fields: string[]) =>
  new PlaidApiError('INVALID_REQUEST', 'MISSING_FIELDS', `the following required fields are missing: ${fields.join(', ')}`);

export const invalidField = (message: string) => new PlaidApiError('INVALID_REQUEST', 'INVALID_FIELD', message);

export const invalidBody = () => new PlaidApiError('INVALID_REQUEST', 'INVALID_BODY', 'body could not be parsed as JSON');

export const notFound = () => new PlaidApiError('INVALID_REQUEST', 'NOT_FOUND', 'not found', null, 404);

export const invalidAccessToken = () => new PlaidApiError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'could not find matching access token');

export const invalidPublicToken = () => new PlaidApiError('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'could not find matching public token');

export const invalidLinkToken = () => new PlaidApiError('INVALID_INPUT', 'INVALID_LINK_TOKEN', 'invalid link_token provided');

export const invalidInstitution = () => new PlaidApiError('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided');

export const invalidAccountId = () => new PlaidApiError('INVALID_INPUT', 'INVALID_ACCOUNT_ID', 'failed to find requested account ID for requested item');

export const invalidProduct = (products: string[]) =>
  new PlaidApiError('INVALID_INPUT', 'INVALID_PRODUCT', `client is not authorized to access the following products: ${JSON.stringify(products)}`);

export const invalidCredentials = () =>
  new PlaidApiError('ITEM_ERROR', 'INVALID_CREDENTIALS', 'the provided credentials were not correct', 'The provided credentials were not correct. Please try again.');

export const invalidMfa = () =>
  new PlaidApiError('ITEM_ERROR', 'INVALID_MFA', 'the provided MFA response(s) were not correct', 'The provided MFA responses were not correct. Please try again.');

export const ITEM_LOGIN_REQUIRED_MESSAGE =
  "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state";

export const itemLoginRequired = () => new PlaidApiError('ITEM_ERROR', 'ITEM_LOGIN_REQUIRED', ITEM_LOGIN_REQUIRED_MESSAGE);

export const noAccounts = () =>
  new PlaidApiError(
    'ITEM_ERROR',
    'NO_ACCOUNTS',
    'no valid accounts were found for this item',
    "No valid accounts were found at the financial institution. Please visit your financial institution's website to confirm accounts are available.",
  );

export const syncMutationDuringPagination = () =>
  new PlaidApiError(
    'TRANSACTIONS_ERROR',
    'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
    'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.',
  );

export const sandboxWebhookInvalid = () =>
  new PlaidApiError('SANDBOX_ERROR', 'SANDBOX_WEBHOOK_INVALID', "Webhook for this item is either not set up, or invalid. Please update the item's webhook and try again.");

export const USER_PERMISSION_REVOKED_MESSAGE = 'the holder of this account has revoked their permission for your application to access it';

export const userPermissionRevoked = () => new PlaidApiError('ITEM_ERROR', 'USER_PERMISSION_REVOKED', USER_PERMISSION_REVOKED_MESSAGE);

export const internalError = () =>
  new PlaidApiError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred', 'An unexpected error occurred. Please try again later.', 500);
