import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '@/shared/testing';
import { accessToken } from './access-token';
import { ApiError, api } from './client';

const errorBody = {
  error: { error_code: 'NOT_FOUND', error_message: 'No such item' },
  message: 'The item was not found.',
};

describe('api client', () => {
  it('sends the bearer token and credentials with every call', async () => {
    let seen: { authorization: string | null; credentials: RequestCredentials } | undefined;
    mswServer.use(
      http.get('*/api/link', ({ request }) => {
        seen = { authorization: request.headers.get('Authorization'), credentials: request.credentials };
        return HttpResponse.json({ status: 'success' });
      }),
    );
    accessToken.value = 'token-123';

    const { data } = await api.GET('/api/link');

    expect(data).toEqual({ status: 'success' });
    expect(seen).toEqual({ authorization: 'Bearer token-123', credentials: 'include' });
  });

  it('sends no Authorization header while there is no token', async () => {
    let authorization: string | null = 'unset';
    mswServer.use(
      http.get('*/api/link', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ status: 'success' });
      }),
    );

    await api.GET('/api/link');

    expect(authorization).toBeNull();
  });

  it('turns a non-OK response into an ApiError carrying status and the Error body', async () => {
    mswServer.use(
      http.get('*/api/link', () => HttpResponse.json(errorBody, { status: 404, statusText: 'Not Found' })),
    );

    const failure = await api.GET('/api/link').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'API Error: 404 Not Found',
      status: 404,
      statusText: 'Not Found',
      body: errorBody,
      errorCode: 'NOT_FOUND',
    });
  });

  it('still throws when the error response has an empty body', async () => {
    mswServer.use(
      http.get('*/api/link', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })),
    );

    const failure = await api.GET('/api/link').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'API Error: 500 Internal Server Error', status: 500, body: undefined });
  });

  it('keeps a non-JSON error body out of `body`', async () => {
    mswServer.use(
      http.get('*/api/link', () => new HttpResponse('upstream timeout', { status: 502, statusText: 'Bad Gateway' })),
    );

    const failure = await api.GET('/api/link').catch((error: unknown) => error);

    expect(failure).toMatchObject({ message: 'API Error: 502 Bad Gateway', body: undefined });
  });
});
