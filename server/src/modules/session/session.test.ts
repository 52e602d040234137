import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { accessToken, signToken, TEST_ISSUER } from '../../../test/tokens.ts';
import { testDatabase } from '../../../test/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const profile = (sub: string) => ({
  sub,
  email: `${sub.replace(/\W/g, '')}@example.com`,
  email_verified: true,
  name: 'Ada Lovelace',
  nickname: 'ada',
  picture: 'https://www.gravatar.com/avatar/0?d=identicon',
  updated_at: '2026-11-01T10:00:00.000Z',
});

async function as(sub: string, claims: Parameters<typeof accessToken>[1] = { name: 'Ada Lovelace' }) {
  const headers = { authorization: `Bearer ${await accessToken(sub, claims)}` };
  return {
    me: () => app.inject({ method: 'GET', url: '/auth/@me', headers }),
    signIn: (body: unknown) => app.inject({ method: 'POST', url: '/auth/signin', headers, payload: body as object }),
    logOut: () => app.inject({ method: 'GET', url: '/auth/logout', headers }),
  };
}

describe('session', () => {
  it('answers @me with 404 before the first sign-in, then with the session after it', async () => {
    const user = await as('auth0|session-first');
    const before = await user.me();
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ error: { error_code: 'NOT_FOUND' } });

    const signIn = await user.signIn(profile('auth0|session-first'));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ status: 'success', has_item: false });

    const after = await user.me();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'success', has_item: false });
  });

  it('updates the profile on a later sign-in without creating a second user', async () => {
    const sub = 'auth0|session-again';
    await (await as(sub)).signIn(profile(sub));
    // The provider now knows her by another name (the token's claims say so).
    await (await as(sub, { name: 'Ada King' })).signIn(profile(sub));
    const { db } = await testDatabase();
    const rows = await db.selectFrom('users').select(['name', 'issuer']).where('sub', '=', sub).execute();
    expect(rows).toEqual([{ name: 'Ada King', issuer: TEST_ISSUER }]);
  });

  it('stores the provider\'s email, verification and name, not the body\'s: nobody can claim another person\'s address', async () => {
    const sub = 'auth0|session-impostor';
    const user = await as(sub, { email: 'mallory@example.com', email_verified: false, name: 'Mallory' });
    const response = await user.signIn({ ...profile(sub), email: 'alice@example.com', email_verified: true, name: 'Alice' });
    expect(response.statusCode).toBe(200);
    const { db } = await testDatabase();
    const row = await db.selectFrom('users').select(['email', 'email_verified', 'name']).where('sub', '=', sub).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'mallory@example.com', email_verified: false, name: 'Mallory' });
  });

  it('refuses a profile whose sub is not the token\'s with 403 and writes nothing', async () => {
    const user = await as('auth0|session-honest');
    const response = await user.signIn(profile('auth0|someone-else'));
    expect(response.statusCode).toBe(403);
    const { db } = await testDatabase();
    const rows = await db.selectFrom('users').select('id').where('sub', 'in', ['auth0|session-honest', 'auth0|someone-else']).execute();
    expect(rows).toHaveLength(0);
  });

  it('reports has_item from the user\'s own linked items only', async () => {
    const { db } = await testDatabase();
    const owner = await as('auth0|session-owner');
    await owner.signIn(profile('auth0|session-owner'));
    const other = await as('auth0|session-other');
    await other.signIn(profile('auth0|session-other'));
    const ownerRow = await db.selectFrom('users').select('id').where('sub', '=', 'auth0|session-owner').executeTakeFirstOrThrow();
    await db
      .insertInto('items')
      .values({
        user_id: ownerRow.id,
        external_id: 'item_session_owner',
        plaid_item_id: 'plaid-item-session-owner',
        access_token_ciphertext: 'not-used-here',
        institution_id: 'ins_1',
        institution_name: 'First Platypus Bank',
      })
      .execute();
    expect((await owner.me()).json()).toEqual({ status: 'success', has_item: true });
    expect((await other.me()).json()).toEqual({ status: 'success', has_item: false });
    await db.updateTable('items').set({ status: 'inactive' }).where('external_id', '=', 'item_session_owner').execute();
    expect((await owner.me()).json()).toEqual({ status: 'success', has_item: false });
  });

  it('rejects a sign-in body with fields beyond the profile', async () => {
    const user = await as('auth0|session-extra');
    const response = await user.signIn({ ...profile('auth0|session-extra'), is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^is_admin /);
  });

  it('logs out with success, and the token is refused from then on; another token of the same person is not', async () => {
    const sub = 'auth0|session-logout';
    const user = await as(sub);
    await user.signIn(profile(sub));
    const other = await as(sub, { name: 'Ada Lovelace', email: 'sessionlogout@example.com' });
    expect((await user.me()).statusCode).toBe(200);

    const response = await user.logOut();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });

    for (const call of [user.me, user.logOut, () => user.signIn(profile(sub))]) {
      const refused = await call();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.error_code).toBe('UNAUTHORIZED');
    }
    expect((await other.me()).statusCode).toBe(200);
  });

  it('revokes by the jti when the token has one: the same jti in another token is refused too', async () => {
    const sub = 'auth0|session-logout-jti';
    const jti = `jti-${Date.now()}-${Math.random()}`;
    const first = { authorization: `Bearer ${await signToken(sub, { claims: { jti } })}` };
    const sameJti = { authorization: `Bearer ${await signToken(sub, { claims: { jti, name: 'Other Copy' } })}` };
    expect(first.authorization).not.toBe(sameJti.authorization);
    await app.inject({ method: 'POST', url: '/auth/signin', headers: first, payload: profile(sub) });
    expect((await app.inject({ method: 'GET', url: '/auth/logout', headers: first })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/@me', headers: sameJti })).statusCode).toBe(401);
  });

  it('keeps a revoked token only until it would have expired: a logout forgets the expired ones', async () => {
    const { db } = await testDatabase();
    const stale = `sha256:stale-${Math.random()}`;
    const live = `sha256:live-${Math.random()}`;
    await db.insertInto('revoked_access_tokens').values([
      { token_id: stale, expires_at: new Date(Date.now() - 60_000) },
      { token_id: live, expires_at: new Date(Date.now() + 3_600_000) },
    ]).execute();
    expect((await (await as('auth0|session-logout-prunes')).logOut()).statusCode).toBe(200);
    const kept = await db.selectFrom('revoked_access_tokens').select('token_id').where('token_id', 'in', [stale, live]).execute();
    expect(kept.map((row) => row.token_id)).toEqual([live]);
  });
});
