/** The contract's one error shape: `{ error: { error_code, error_message }, message }`. */
export interface ErrorBody {
  error: { error_code: string; error_message: string };
  message: string;
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { error_code: code, error_message: message }, message };
}

/** An error a handler throws to answer with a status and the contract's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the operation's error schema adds beside `error` and `message` (e.g. an import's `problems`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'INVALID_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message = 'A valid bearer access token is required.') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const notImplemented = (operationId: string) =>
  new HttpError(501, 'NOT_IMPLEMENTED', `${operationId} is not implemented yet.`);
