import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { accessToken, swrCachePolicy } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { resetBankLinkCheckForTesting, useHasLinkedBank } from './use-has-linked-bank';

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>{children}</SWRConfig>;
}

/** Answers GET /api/link and records when each call came. */
function serveLinkStatus(answer: () => Response) {
  const callTimes: number[] = [];
  mswServer.use(
    http.get('*/api/link', () => {
      callTimes.push(performance.now());
      return answer();
    }),
  );
  return callTimes;
}

/** What the signin data said (the session's `hasItem`, passed in by the callers). */
let linkedAtSignin = false;

beforeEach(() => {
  accessToken.value = 'test-token';
  resetBankLinkCheckForTesting();
});
afterEach(() => {
  linkedAtSignin = false;
});

describe('useHasLinkedBank', () => {
  it('believes the signin data without asking', async () => {
    linkedAtSignin = true;
    const calls = serveLinkStatus(() => HttpResponse.json({ status: 'success' }));
    const { result } = renderHook(() => useHasLinkedBank(true, linkedAtSignin), { wrapper: FreshCache });
    expect(result.current).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls).toEqual([]);
  });

  it('otherwise checks GET /api/link 500 ms after the page opens', async () => {
    const calls = serveLinkStatus(() => HttpResponse.json({ status: 'success' }));
    const openedAt = performance.now();
    const { result } = renderHook(() => useHasLinkedBank(true, linkedAtSignin), { wrapper: FreshCache });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(true), { timeout: 2000 });
    expect(calls).toHaveLength(1);
    expect(calls[0]! - openedAt).toBeGreaterThanOrEqual(490);
  });

  it('reads "not_linked" and any failure as not linked', async () => {
    for (const answer of [() => HttpResponse.json({ status: 'not_linked' }), () => new HttpResponse(null, { status: 401 })]) {
      const calls = serveLinkStatus(answer);
      const { result, unmount } = renderHook(() => useHasLinkedBank(true, linkedAtSignin), { wrapper: FreshCache });
      await waitFor(() => expect(calls).toHaveLength(1), { timeout: 2000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(result.current).toBe(false);
      unmount();
    }
  });
});
