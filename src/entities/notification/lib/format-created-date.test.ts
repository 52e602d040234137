import { describe, expect, it } from 'vitest';
import { formatCreatedDate } from './format-created-date';

describe('formatCreatedDate', () => {
  it('formats in the given locale', () => {
    const iso = '2026-03-05T12:00:00.000Z';
    const expected = new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatCreatedDate(iso, 'en-US')).toBe(expected);
    expect(formatCreatedDate(iso, 'en-US')).toMatch(/^Mar 5, 2026/);
  });

  it('keeps a value it cannot read as it is', () => {
    expect(formatCreatedDate('yesterday')).toBe('yesterday');
  });
});
