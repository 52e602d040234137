import { describe, expect, it } from 'vitest';
import { tokenExpiresAtMs } from './token-expiry';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;

describe('tokenExpiresAtMs', () => {
  it("reads a JWT's exp in milliseconds", () => {
    expect(tokenExpiresAtMs(jwt({ sub: 'auth0|abc', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('is undefined for anything else', () => {
    expect(tokenExpiresAtMs('opaque-token')).toBeUndefined();
    expect(tokenExpiresAtMs('a.!!!.c')).toBeUndefined();
    expect(tokenExpiresAtMs(jwt({ sub: 'auth0|abc' }))).toBeUndefined();
  });
});
