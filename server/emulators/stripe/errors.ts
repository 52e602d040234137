/** Stripe's v1 error shape: `{ error: { type, code?, message, param?, doc_url? } }` with the HTTP status. */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  error: {
    type: StripeErrorType;
    message: string;
    code?: string;
    param?: string;
    decline_code?: string;
    doc_url?: string;
    request_log_url?: string;
  };
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  body(): StripeErrorBody {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code, doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}` } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** An id in the URL answers 404; an id in a body or query param answers 400 (as Stripe does). */
export function noSuch(noun: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(param === 'id' ? 404 : 400, 'invalid_request_error', `No such ${noun}: '${id}'`, 'resource_missing', param);
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid_empty'): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

export function invalidRequest(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, undefined, param);
}

export function maskKey(key: string): string {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  if (key.length <= prefix.length + 4) return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length))}`;
  return `${prefix}${'*'.repeat(key.length - prefix.length - 4)}${key.slice(-4)}`;
}

export function invalidApiKey(key: string): StripeApiError {
  return new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${maskKey(key)}`);
}

export function missingApiKey(): StripeApiError {
  return new StripeApiError(
    401,
    'invalid_request_error',
    "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
  );
}

export function idempotencyMismatch(key: string): StripeApiError {
  return new StripeApiError(
    400,
    'idempotency_error',
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  );
}

export function idempotencyOtherEndpoint(key: string, first: string, now: string): StripeApiError {
  return new StripeApiError(
    400,
    'idempotency_error',
    `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first}' vs '${now}'). Try using a key other than '${key}' if you meant to execute a different request.`,
  );
}

export function unrecognizedUrl(method: string, url: string): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${url}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}
