import { describe, expect, it } from 'vitest';
import type { Principal } from '../http/auth.ts';
import { createIdentityProfiles } from './identity.ts';

const ISSUER = 'https://tenant.example.auth0.com/';
const principal = (sub: string): Principal => ({ issuer: ISSUER, sub, claims: { sub, exp: Math.floor(Date.now() / 1000) + 3600 } });

/** A /userinfo that answers for whichever subject the test says the token belongs to. */
function fakeUserinfo(subjectOf: (token: string) => string) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (_url, init) => {
    const token = new Headers(init?.headers).get('authorization')!.replace('Bearer ', '');
    calls.push(token);
    const sub = subjectOf(token);
    return Response.json({ sub, email: `${sub}@example.com`, email_verified: true, name: sub });
  };
  return { calls, fetchFn };
}

describe('identity profiles', () => {
  it('reads the profile from the token\'s own claims without calling the provider', async () => {
    const { calls, fetchFn } = fakeUserinfo(() => 'x');
    const profiles = createIdentityProfiles({ issuer: ISSUER }, { fetch: fetchFn });
    const claims = { sub: 'u1', email: 'u1@example.com', email_verified: true, name: 'U One' };
    expect(await profiles('t', { issuer: ISSUER, sub: 'u1', claims })).toMatchObject({ email: 'u1@example.com', email_verified: true, name: 'U One' });
    expect(calls).toEqual([]);
  });

  it('keeps a bounded number of tokens, forgetting the oldest', async () => {
    const { calls, fetchFn } = fakeUserinfo((token) => token.replace('token-', 'user-'));
    const profiles = createIdentityProfiles({ issuer: ISSUER }, { fetch: fetchFn, maxEntries: 2 });
    for (const n of [1, 2, 1, 3, 1, 2]) await profiles(`token-${n}`, principal(`user-${n}`));
    // 1 and 2 are asked once each while both fit; 3 pushes out the oldest (1, asked again), which pushes out 2.
    expect(calls).toEqual(['token-1', 'token-2', 'token-3', 'token-1', 'token-2']);
  });

  it('refuses a /userinfo answer about another subject', async () => {
    const { fetchFn } = fakeUserinfo(() => 'someone-else');
    const profiles = createIdentityProfiles({ issuer: ISSUER }, { fetch: fetchFn });
    await expect(profiles('token', principal('me'))).rejects.toMatchObject({ tokenRefused: true });
  });
});
