import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePolling } from './use-polling';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('usePolling', () => {
  it('polls every interval while active, then stops when no longer active', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook((active: boolean) => usePolling({ active, poll, intervalMs: 1500, timeoutMs: 60_000 }), {
      initialProps: true,
    });

    await advance(1499);
    expect(poll).toHaveBeenCalledTimes(0);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(3000);
    expect(poll).toHaveBeenCalledTimes(3);

    rerender(false);
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('waits for a slow round before scheduling the next', async () => {
    let settle: () => void = () => undefined;
    const poll = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderHook(() => usePolling({ active: true, poll, intervalMs: 1000, timeoutMs: 60_000 }));

    await advance(1000);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    await advance(1000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('gives up after the timeout, and polls again (at once) on restart', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => usePolling({ active: true, poll, intervalMs: 1500, timeoutMs: 6000 }));

    await advance(6000);
    expect(result.current.timedOut).toBe(true);
    const polled = poll.mock.calls.length;
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(polled);

    act(() => result.current.restart());
    expect(result.current.timedOut).toBe(false);
    expect(poll).toHaveBeenCalledTimes(polled + 1);
    await advance(1500);
    expect(poll).toHaveBeenCalledTimes(polled + 2);
  });

  it('keeps polling through failed rounds', async () => {
    const poll = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePolling({ active: true, poll, intervalMs: 1000, timeoutMs: 60_000 }));

    await advance(3000);
    expect(poll).toHaveBeenCalledTimes(3);
  });
});
