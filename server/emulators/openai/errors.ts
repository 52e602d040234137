/** OpenAI's error shape: `{ error: { message, type, param, code } }` with the HTTP status. */
export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export class OpenAIApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
    /** Extra response headers (`retry-after`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OpenAIApiError';
  }

  body(): OpenAIErrorBody {
    return { error: { message: this.message, type: this.type, param: this.param, code: this.code } };
  }
}

export function missingApiKey(): OpenAIApiError {
  return new OpenAIApiError(
    401,
    'invalid_request_error',
    "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    'invalid_api_key',
  );
}

export function invalidJson(): OpenAIApiError {
  return new OpenAIApiError(
    400,
    'invalid_request_error',
    "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
  );
}

export function invalidRequest(message: string, param: string | null = null, code: string | null = null): OpenAIApiError {
  return new OpenAIApiError(400, 'invalid_request_error', message, code, param);
}

export function rateLimited(model: string, retryAfterSeconds: number): OpenAIApiError {
  return new OpenAIApiError(
    429,
    'rate_limit_error',
    `Rate limit reached for ${model} on requests per min (RPM). Please try again in ${retryAfterSeconds}s.`,
    'rate_limit_exceeded',
    null,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export function serverError(): OpenAIApiError {
  return new OpenAIApiError(500, 'server_error', 'The server had an error while processing your request. Sorry about that!');
}

export function unknownUrl(method: string, url: string): OpenAIApiError {
  return new OpenAIApiError(404, 'invalid_request_error', `Invalid URL (${method} ${url})`);
}

export function unknownModel(model: string): OpenAIApiError {
  return new OpenAIApiError(404, 'invalid_request_error', `The model \`${model}\` does not exist or you do not have access to it.`, 'model_not_found');
}
