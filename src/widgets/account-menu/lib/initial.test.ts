import { describe, expect, it } from 'vitest';
import { accountInitial } from './initial';

describe('accountInitial', () => {
  it('takes the name first, then the email', () => {
    expect(accountInitial({ name: 'ada Lovelace', email: 'zed@example.com' })).toBe('A');
    expect(accountInitial({ name: '  ', email: 'zed@example.com' })).toBe('Z');
  });

  it('has none for a signed-out visitor', () => {
    expect(accountInitial(null)).toBeNull();
    expect(accountInitial({})).toBeNull();
  });
});
