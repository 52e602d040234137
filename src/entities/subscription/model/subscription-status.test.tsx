import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { accessToken, swrCachePolicy } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { SAMPLE_STATUSES } from '../testing/fixtures';
import { useSubscriptionStatus } from './subscription-status';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>{children}</SWRConfig>
);

describe('useSubscriptionStatus', () => {
  it('is loading until the session has a token, then gives the status and its access level', async () => {
    mswServer.use(http.get('*/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.pastDue)));
    const { result } = renderHook(() => useSubscriptionStatus(), { wrapper });

    expect(result.current).toMatchObject({ loading: true, status: undefined, level: undefined });

    act(() => {
      accessToken.value = 'token-123';
    });

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.level).toBe('grace_period');
    expect(result.current.status).toEqual(SAMPLE_STATUSES.pastDue);
  });

  it('treats a failed fetch as no subscription with unknown user info', async () => {
    accessToken.value = 'token-123';
    mswServer.use(http.get('*/api/subscription/status', () => new HttpResponse(null, { status: 500 })));
    const { result } = renderHook(() => useSubscriptionStatus(), { wrapper });

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.status).toBeNull();
    expect(result.current.level).toBeUndefined();
  });

  it('fetches again on refresh (the cache never does so by itself)', async () => {
    accessToken.value = 'token-123';
    let answer = SAMPLE_STATUSES.newUser;
    mswServer.use(http.get('*/api/subscription/status', () => HttpResponse.json(answer)));
    const { result } = renderHook(() => useSubscriptionStatus(), { wrapper });
    await waitFor(() => expect(result.current.level).toBe('new'));

    answer = SAMPLE_STATUSES.trialing;
    await act(() => result.current.refresh());

    expect(result.current.level).toBe('active');
  });
});
