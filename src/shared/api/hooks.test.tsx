import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { mswServer } from '@/shared/testing';
import { accessToken } from './access-token';
import { ApiError } from './client';
import { swrCachePolicy, useApiMutate, useApiQuery, useRefetchOnScreen } from './hooks';

/** A fresh cache per test, shared by every hook rendered with this wrapper. */
function freshCache() {
  const cache = new Map();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...swrCachePolicy, provider: () => cache }}>{children}</SWRConfig>;
  };
}

/** Counts calls to GET /api/chat/quota. */
function serveQuota(quota = { remaining: 97, total: 100, used: 3 }) {
  const calls = { count: 0 };
  mswServer.use(
    http.get('*/api/chat/quota', () => {
      calls.count += 1;
      return HttpResponse.json(quota);
    }),
  );
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('cache policy', () => {
  it('is the spec policy: never stale, no refetch on focus or reconnect, no retries, 24 h', () => {
    expect(swrCachePolicy).toEqual({
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      errorRetryCount: 0,
      dedupingInterval: 86_400_000,
    });
    // Left unset so that the first mount still loads (see hooks.ts).
    expect(swrCachePolicy).not.toHaveProperty('revalidateOnMount');
  });
});

describe('useApiQuery', () => {
  it('makes no request while there is no token, and loads once one arrives', async () => {
    const calls = serveQuota();
    const { result } = renderHook(() => useApiQuery('/api/chat/quota'), { wrapper: freshCache() });

    await settle();
    expect(calls.count).toBe(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);

    act(() => {
      accessToken.value = 'token-123';
    });

    await waitFor(() => expect(result.current.data).toEqual({ remaining: 97, total: 100, used: 3 }));
    expect(calls.count).toBe(1);
  });

  it('loads on first mount, then serves the cache without refetching on a later mount', async () => {
    accessToken.value = 'token-123';
    const calls = serveQuota();
    const wrapper = freshCache();

    const first = renderHook(() => useApiQuery('/api/chat/quota'), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();

    const second = renderHook(() => useApiQuery('/api/chat/quota'), { wrapper });
    expect(second.result.current.data).toEqual({ remaining: 97, total: 100, used: 3 });
    await settle();
    expect(calls.count).toBe(1);
  });

  it('surfaces a failure as an ApiError and does not retry', async () => {
    accessToken.value = 'token-123';
    let calls = 0;
    mswServer.use(
      http.get('*/api/chat/quota', () => {
        calls += 1;
        return new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' });
      }),
    );

    const { result } = renderHook(() => useApiQuery('/api/chat/quota'), { wrapper: freshCache() });

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.message).toBe('API Error: 503 Service Unavailable');
    await settle();
    expect(calls).toBe(1);
  });

  it('refetches when explicitly invalidated', async () => {
    accessToken.value = 'token-123';
    const calls = serveQuota();
    const { result } = renderHook(() => ({ quota: useApiQuery('/api/chat/quota'), mutate: useApiMutate() }), {
      wrapper: freshCache(),
    });
    await waitFor(() => expect(result.current.quota.data).toBeDefined());

    await act(() => result.current.mutate(['/api/chat/quota']));

    expect(calls.count).toBe(2);
  });
});

describe('useRefetchOnScreen', () => {
  it('asks a read on screen again, showing its answer until the new one arrives, and resolves with it there', async () => {
    accessToken.value = 'test-token';
    let used = 3;
    mswServer.use(http.get('*/api/chat/quota', () => HttpResponse.json({ remaining: 100 - used, total: 100, used })));
    const shown: (number | undefined)[] = [];
    const { result } = renderHook(
      () => {
        const quota = useApiQuery('/api/chat/quota');
        shown.push(quota.data?.used);
        return { quota, refetch: useRefetchOnScreen(['/api/chat/quota']) };
      },
      { wrapper: freshCache() },
    );
    await waitFor(() => expect(result.current.quota.data?.used).toBe(3));
    shown.length = 0;
    used = 4;
    await act(() => result.current.refetch());
    expect(result.current.quota.data?.used).toBe(4);
    expect(shown).not.toContain(undefined);
  });
});
