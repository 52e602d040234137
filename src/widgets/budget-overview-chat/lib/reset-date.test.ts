import { describe, expect, it } from 'vitest';
import { resetDateText } from './reset-date';

describe('resetDateText', () => {
  it('is the UTC day the counts reset, wherever the reader is', () => {
    expect(resetDateText('2026-12-01T00:00:00.000Z')).toBe('December 1');
  });
});
