import { describe, expect, it } from 'vitest';
import { dataStatus } from './data-status';

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
