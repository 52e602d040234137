import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { resetMetadataSync } from '@/entities/account';
import { hasItem, isSessionReady } from '@/entities/session';
import { SAMPLE_STATUSES } from '@/entities/subscription/testing';
import { accessToken, swrCachePolicy, type SubscriptionStatus } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { MetadataPolling } from './MetadataPolling';

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>{children}</SWRConfig>;
}

/** Serves the subscription status and records every call the polling makes. */
function serve(status: SubscriptionStatus) {
  const calls: string[] = [];
  const record = (path: string) => () => {
    calls.push(path);
    return HttpResponse.json(path.includes('metadata') ? { status: 'success' } : { accounts: [] });
  };
  mswServer.use(
    http.get('*/api/subscription/status', () => HttpResponse.json(status)),
    http.get('*/api/initialize_metadata', record('/api/initialize_metadata')),
    http.get('*/api/update_metadata', record('/api/update_metadata')),
    http.get('*/api/link', () => HttpResponse.json({ status: 'not_linked' })),
  );
  return calls;
}

beforeEach(() => {
  accessToken.value = 'test-token';
  isSessionReady.value = true;
  hasItem.value = true;
  resetMetadataSync();
});
afterEach(() => {
  isSessionReady.value = false;
  hasItem.value = false;
});

describe('MetadataPolling', () => {
  it('syncs a subscriber with a linked bank as soon as the session is ready: the full sync, then the incremental one', async () => {
    const calls = serve(SAMPLE_STATUSES.active);
    render(<MetadataPolling />, { wrapper: FreshCache });
    await vi.waitFor(() => expect(calls).toEqual(['/api/initialize_metadata', '/api/update_metadata']));
  });

  it('waits for the session to be ready', async () => {
    isSessionReady.value = false;
    const calls = serve(SAMPLE_STATUSES.active);
    render(<MetadataPolling />, { wrapper: FreshCache });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
    isSessionReady.value = true;
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('leaves alone users with nothing to sync: no subscription, or no bank linked', async () => {
    for (const [status, linked] of [
      [SAMPLE_STATUSES.newUser, true],
      [SAMPLE_STATUSES.ended, true],
      [SAMPLE_STATUSES.active, false],
    ] as const) {
      hasItem.value = linked;
      const calls = serve(status);
      const { unmount } = render(<MetadataPolling />, { wrapper: FreshCache });
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(calls).toEqual([]);
      unmount();
    }
  });
});
