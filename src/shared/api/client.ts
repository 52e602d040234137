import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiErrorMessage } from '@/shared/config';
import type { paths } from '@contract/schema';
import type { ApiErrorBody } from './models';
import { accessToken } from './access-token';

export type ApiClient = Client<paths>;

/** Any non-OK response. The message is the spec's "API Error: status statusText". */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The contract's Error body, when the server sent one. */
    readonly body?: ApiErrorBody,
  ) {
    super(apiErrorMessage(status, statusText));
  }

  /** `error.error_code` of the body, e.g. `ITEM_LOGIN_REQUIRED`. */
  get errorCode(): string | undefined {
    return this.body?.error.error_code;
  }
}

const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof value.error === 'object' &&
  value.error !== null &&
  'error_code' in value.error;

async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  const text = await response.clone().text();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isApiErrorBody(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = accessToken.peek();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

// openapi-fetch reports an empty error body as `error: ''` (falsy), which SWR would take for
// success; throwing here makes every non-OK response a rejection, body or not.
const throwOnNonOk: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw new ApiError(response.status, response.statusText, await readErrorBody(response));
    return undefined;
  },
};

function createApiClient(): ApiClient {
  const client = createClient<paths>({ baseUrl: '', credentials: 'include' });
  client.use(bearerToken, throwOnNonOk);
  return client;
}

let current: ApiClient | undefined;

/**
 * The one client, created on first use: openapi-fetch captures `fetch` at creation, so tests that
 * mock the network create it after the mock is listening (see `resetApiClient`).
 */
export function getApiClient(): ApiClient {
  current ??= createApiClient();
  return current;
}

/** Forget the client so the next call creates a fresh one (tests only). */
export function resetApiClient(): void {
  current = undefined;
}

/** Call the API from event handlers: `await api.POST('/api/chat/response', { body })`. Always the current client. */
export const api: ApiClient = new Proxy({} as ApiClient, {
  get: (_target, method) => Reflect.get(getApiClient(), method),
});
