import { describe, expect, it, vi } from 'vitest';
import { bothLoaded, dataStatus } from './data-status';

const isEmpty = (rows: number[]) => rows.length === 0;

describe('dataStatus', () => {
  it('is loading before an answer or a failure', () => {
    expect(dataStatus({ data: undefined, failed: false }, isEmpty)).toBe('loading');
  });
  it('is failed when the call failed with nothing to show', () => {
    expect(dataStatus({ data: undefined, failed: true }, isEmpty)).toBe('failed');
  });
  it('is empty or ready by the answer', () => {
    expect(dataStatus({ data: [], failed: false }, isEmpty)).toBe('empty');
    expect(dataStatus({ data: [1], failed: false }, isEmpty)).toBe('ready');
  });
  it('keeps showing an answer when a later refresh fails', () => {
    expect(dataStatus({ data: [1], failed: true }, isEmpty)).toBe('ready');
  });
});

describe('bothLoaded', () => {
  const read = <T,>(data: T | undefined, failed = false) => ({ data, isLoading: data === undefined && !failed, failed, retry: vi.fn() });
  it('has both answers once both are in', () => {
    expect(bothLoaded(read(1), read('a')).data).toEqual([1, 'a']);
    expect(bothLoaded(read(1), read(undefined)).data).toBeUndefined();
  });
  it('fails when either fails, and retries only the failed one', () => {
    const first = read(1);
    const second = read<number>(undefined, true);
    const both = bothLoaded(first, second);
    expect(both.failed).toBe(true);
    both.retry();
    expect(second.retry).toHaveBeenCalledOnce();
    expect(first.retry).not.toHaveBeenCalled();
  });
});
