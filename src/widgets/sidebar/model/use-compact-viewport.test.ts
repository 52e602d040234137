import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCompactViewport } from './use-compact-viewport';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

const initialWidth = window.innerWidth;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
});

describe('useCompactViewport', () => {
  it('is compact below 1200 px and not from 1200 px', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1199 });
    expect(renderHook(() => useCompactViewport()).result.current).toBe(true);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    expect(renderHook(() => useCompactViewport()).result.current).toBe(false);
  });

  it('follows a resize once it has stopped for 100 ms', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1400 });
    const { result } = renderHook(() => useCompactViewport());

    act(() => resizeTo(1000));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    // Still resizing: the wait starts again.
    act(() => resizeTo(900));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    act(() => resizeTo(1300));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });
});
