import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, with the last arguments, after the calls stop for the wait', () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced(1);
    vi.advanceTimersByTime(60);
    debounced(2);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith(2);
  });

  it('can be cancelled', () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
  });
});
