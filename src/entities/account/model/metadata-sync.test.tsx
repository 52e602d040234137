import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accessToken } from '@/shared/api';
import { METADATA_INIT_INTERVAL_MS, METADATA_UPDATE_INTERVAL_MS } from '@/shared/config';
import { mswServer } from '@/shared/testing';
import { metadataSync, resetMetadataSync, runMetadataSync, useMetadataPolling } from './metadata-sync';

type Kind = 'initialize' | 'update';

/** Serves both metadata calls and records their order; `fail` decides per call whether it answers 500. */
function serveMetadata(fail: (kind: Kind, nth: number) => boolean = () => false) {
  const calls: Kind[] = [];
  const answer = (kind: Kind) => () => {
    calls.push(kind);
    const nth = calls.filter((k) => k === kind).length;
    return fail(kind, nth) ? HttpResponse.json({ error: { error_code: 'INTERNAL_SERVER_ERROR', error_message: 'x' }, message: 'x' }, { status: 500 }) : HttpResponse.json({ status: 'success' });
  };
  mswServer.use(http.get('*/api/initialize_metadata', answer('initialize')), http.get('*/api/update_metadata', answer('update')));
  return calls;
}

beforeEach(() => {
  accessToken.value = 'test-token';
  resetMetadataSync();
  // Only the polling intervals are faked; requests and their promises run for real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useMetadataPolling', () => {
  it('runs the full sync and then the incremental one as soon as it is enabled', async () => {
    const calls = serveMetadata();
    const onSynced = vi.fn();
    renderHook(() => useMetadataPolling(true, onSynced));
    await vi.waitFor(() => expect(onSynced).toHaveBeenCalledTimes(2));
    expect(calls).toEqual(['initialize', 'update']);
    expect(metadataSync.value.lastSucceededAt).not.toBeNull();
  });

  it('does nothing while disabled, and starts once enabled', async () => {
    const calls = serveMetadata();
    const { rerender } = renderHook(({ enabled }) => useMetadataPolling(enabled, () => {}), { initialProps: { enabled: false } });
    vi.advanceTimersByTime(METADATA_INIT_INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    rerender({ enabled: true });
    await vi.waitFor(() => expect(calls).toEqual(['initialize', 'update']));
  });

  it('repeats the incremental sync every 2 hours and the full one every 4', async () => {
    const calls = serveMetadata();
    renderHook(() => useMetadataPolling(true, () => {}));
    await vi.waitFor(() => expect(calls).toHaveLength(2));

    vi.advanceTimersByTime(METADATA_UPDATE_INTERVAL_MS);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toBe('update');

    vi.advanceTimersByTime(METADATA_INIT_INTERVAL_MS - METADATA_UPDATE_INTERVAL_MS);
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(calls.filter((k) => k === 'initialize')).toHaveLength(2);
    expect(calls.filter((k) => k === 'update')).toHaveLength(3);
  });

  it('stops polling when unmounted', async () => {
    const calls = serveMetadata();
    const { unmount } = renderHook(() => useMetadataPolling(true, () => {}));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    unmount();
    vi.advanceTimersByTime(METADATA_INIT_INTERVAL_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
  });

  it("keeps the spec's message of each failed sync in the recurring-metadata state, and nothing else happens", async () => {
    serveMetadata((kind, nth) => kind === 'initialize' || nth === 2);
    const onSynced = vi.fn();
    renderHook(() => useMetadataPolling(true, onSynced));
    // Right after signin: the full sync fails, the incremental one works and clears the failure.
    await vi.waitFor(() => expect(onSynced).toHaveBeenCalledTimes(1));
    expect(metadataSync.value.lastFailure).toBeNull();

    vi.advanceTimersByTime(METADATA_UPDATE_INTERVAL_MS);
    await vi.waitFor(() => expect(metadataSync.value.lastFailure?.message).toBe('Metadata update failed'));

    expect(onSynced).toHaveBeenCalledTimes(1);
  });
});

describe('runMetadataSync', () => {
  it('says "Failed to initialize metadata" when a full sync fails, and a later success clears it', async () => {
    serveMetadata((kind) => kind === 'initialize');
    await expect(runMetadataSync('initialize', 'interval')).resolves.toBe(false);
    expect(metadataSync.value.lastFailure?.message).toBe('Failed to initialize metadata');
    await expect(runMetadataSync('update', 'interval')).resolves.toBe(true);
    expect(metadataSync.value.lastFailure).toBeNull();
  });

  it('says "Failed to update metadata" when an update outside the interval fails', async () => {
    serveMetadata(() => true);
    await expect(runMetadataSync('update', 'manual')).resolves.toBe(false);
    expect(metadataSync.value).toMatchObject({ running: false, lastFailure: { message: 'Failed to update metadata' } });
  });

  it('shares one request between syncs asked for at the same time', async () => {
    const calls = serveMetadata();
    const first = runMetadataSync('update', 'manual');
    expect(metadataSync.value.running).toBe(true);
    const second = runMetadataSync('update', 'manual');
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(calls).toEqual(['update']);
  });
});
