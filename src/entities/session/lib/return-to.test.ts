import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/transactions?page=2#top')).toBe('/transactions?page=2#top');
  });

  it.each([undefined, null, 42, '', 'dashboard', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/callback', '/callback/?code=1'])(
    'falls back to /accounts for %j',
    (value) => {
      expect(safeReturnTo(value)).toBe('/accounts');
    },
  );
});
