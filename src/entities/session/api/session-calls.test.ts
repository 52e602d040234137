import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { accessToken, ApiError } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { RateLimitedError } from '../lib/rate-limit';
import { fetchMe, postSignin } from './session-calls';

const rateLimited = (headers: Record<string, string> = {}) =>
  HttpResponse.json({ error: { error_code: 'RATE_LIMITED', error_message: 'slow down' }, message: 'Too many requests' }, { status: 429, headers });

describe('fetchMe', () => {
  it('carries the token it is given, before the app publishes one', async () => {
    let authorization: string | null = null;
    mswServer.use(
      http.get('*/auth/@me', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ status: 'success', has_item: true });
      }),
    );

    await expect(fetchMe('t-1')).resolves.toEqual({ status: 'success', has_item: true });
    expect(authorization).toBe('Bearer t-1');
    expect(accessToken.value).toBeNull();
  });

  it("turns a 429 into a RateLimitedError carrying the server's Retry-After", async () => {
    mswServer.use(http.get('*/auth/@me', () => rateLimited({ 'Retry-After': '12' })));

    const error = await fetchMe('t-1').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(12_000);
  });

  it('leaves the delay to the spec when the 429 has no Retry-After', async () => {
    mswServer.use(http.get('*/auth/@me', () => rateLimited()));

    const error = await fetchMe('t-1').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBeUndefined();
  });

  it('passes other errors on as they are', async () => {
    mswServer.use(http.get('*/auth/@me', () => HttpResponse.json({ error: { error_code: 'NOT_FOUND', error_message: 'x' }, message: 'x' }, { status: 404 })));

    await expect(fetchMe('t-1')).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 404);
  });
});

describe('postSignin', () => {
  it('posts the identity user with the token', async () => {
    let seen: unknown;
    mswServer.use(
      http.post('*/auth/signin', async ({ request }) => {
        seen = { authorization: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json({ status: 'success', has_item: false });
      }),
    );

    await expect(postSignin('t-2', { sub: 'auth0|x', email: 'x@example.com' })).resolves.toEqual({ status: 'success', has_item: false });
    expect(seen).toEqual({ authorization: 'Bearer t-2', body: { sub: 'auth0|x', email: 'x@example.com' } });
  });
});
