import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useAccounts } from '@/entities/account';
import { accessToken, swrCachePolicy } from '@/shared/api';
import { ACCOUNTS_REFRESH_AFTER_LINK_MS } from '@/shared/config';
import { mswServer } from '@/shared/testing';
import { useShowLinkedAccounts } from './use-show-linked-accounts';

/** The hook as a page uses it, with the accounts on screen; records when /api/accounts is asked. */
function setUp(path: string) {
  accessToken.value = 'test-token';
  const asked: number[] = [];
  mswServer.use(
    http.get('*/api/accounts', () => {
      asked.push(performance.now());
      return HttpResponse.json({ accounts: [] });
    }),
  );
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>
      <Router hook={location.hook}>{children}</Router>
    </SWRConfig>
  );
  const { result } = renderHook(() => ({ show: useShowLinkedAccounts(), accounts: useAccounts() }), { wrapper });
  return { asked, location, result };
}

describe('useShowLinkedAccounts', () => {
  it('goes to /accounts with fresh data, and refreshes the accounts once more 2 s later', async () => {
    const { asked, location, result } = setUp('/getstarted');
    await vi.waitFor(() => expect(asked).toHaveLength(1));

    const linkedAt = performance.now();
    act(() => result.current.show());
    expect(location.history.at(-1)).toBe('/accounts');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await vi.waitFor(() => expect(asked).toHaveLength(3), { timeout: ACCOUNTS_REFRESH_AFTER_LINK_MS + 1500 });
    expect(asked[2]! - linkedAt).toBeGreaterThanOrEqual(ACCOUNTS_REFRESH_AFTER_LINK_MS - 10);
  });

  it('already on /accounts: refreshes in place, and again 2 s later', async () => {
    const { asked, location, result } = setUp('/accounts');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    act(() => result.current.show());
    await vi.waitFor(() => expect(asked).toHaveLength(3), { timeout: ACCOUNTS_REFRESH_AFTER_LINK_MS + 1500 });
    expect(location.history).toEqual(['/accounts']);
  });
});
