import { describe, expect, it } from 'vitest';
import { eventIdOf, newPairId, pairIdOf, prefixOf } from './event-id';

describe('event ids', () => {
  it('makes dash-free pair ids the contract accepts, a new one each time', () => {
    const pairId = newPairId();
    expect(pairId).toMatch(/^[A-Za-z0-9_]+$/);
    expect(pairId).toHaveLength(32);
    expect(newPairId()).not.toBe(pairId);
  });

  it('prefixes a pair id and reads it back', () => {
    expect(eventIdOf('user', 'abc123')).toBe('user-abc123');
    expect(eventIdOf('ai', 'abc123')).toBe('ai-abc123');
    expect(eventIdOf('error', 'abc123')).toBe('error-abc123');
    expect(pairIdOf('error-abc123')).toBe('abc123');
    expect(prefixOf('ai-abc123')).toBe('ai');
  });
});
