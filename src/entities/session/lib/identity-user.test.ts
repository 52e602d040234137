import { describe, expect, it } from 'vitest';
import { toIdentityUser } from './identity-user';

describe('toIdentityUser', () => {
  it('keeps only the fields the provider gave', () => {
    expect(toIdentityUser({ sub: 'auth0|abc', email: 'a@example.com', email_verified: false, locale: 'en' })).toEqual({
      sub: 'auth0|abc',
      email: 'a@example.com',
      email_verified: false,
    });
  });

  it('refuses a user without sub or email', () => {
    expect(() => toIdentityUser({ email: 'a@example.com' })).toThrow();
    expect(() => toIdentityUser({ sub: 'auth0|abc' })).toThrow();
  });
});
