import type { Middleware } from 'openapi-fetch';
import { api, ApiError, type IdentityUser, type SessionStatus, type SignInResult } from '@/shared/api';
import { parseRetryAfterMs, RateLimitedError } from '../lib/rate-limit';

// The session calls run before the token is published to the rest of the app, so they carry it themselves.
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Notes the `Retry-After` of a response; it runs before the shared client turns non-OK answers into errors. */
function retryAfterRecorder() {
  const seen: { header: string | null } = { header: null };
  const middleware: Middleware = {
    onResponse({ response }) {
      seen.header = response.headers.get('Retry-After');
      return undefined;
    },
  };
  return { seen, middleware };
}

const asRateLimited = (error: unknown, retryAfter: string | null) =>
  error instanceof ApiError && error.status === 429 ? new RateLimitedError(parseRetryAfterMs(retryAfter)) : error;

/** `GET /auth/@me`. A 404 means the user has not signed in yet; a 429 becomes a RateLimitedError. */
export async function fetchMe(token: string): Promise<SessionStatus> {
  const { seen, middleware } = retryAfterRecorder();
  try {
    const { data } = await api.GET('/auth/@me', { headers: bearer(token), middleware: [middleware] });
    if (!data) throw new Error('GET /auth/@me answered without a body.');
    return data;
  } catch (error) {
    throw asRateLimited(error, seen.header);
  }
}

/** `POST /auth/signin` with the identity provider's profile. */
export async function postSignin(token: string, user: IdentityUser): Promise<SignInResult> {
  const { data } = await api.POST('/auth/signin', { headers: bearer(token), body: user });
  if (!data) throw new Error('POST /auth/signin answered without a body.');
  return data;
}
