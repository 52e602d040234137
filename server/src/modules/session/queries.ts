import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import type { Principal } from '../../http/auth.ts';
import type { IdentityProfile } from '../../vendors/identity.ts';

export function findUser(db: Db, principal: Principal): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('issuer', '=', principal.issuer).where('sub', '=', principal.sub).executeTakeFirst();
}

/** Creates the user on first sign-in and refreshes the profile (the provider's, see vendors/identity.ts) on every later one. */
export async function upsertUser(db: Db, principal: Principal, profile: IdentityProfile): Promise<User> {
  const fields = {
    email: profile.email,
    email_verified: profile.email_verified,
    name: profile.name,
    nickname: profile.nickname,
    picture: profile.picture,
    identity_updated_at: profile.updated_at,
  };
  return db
    .insertInto('users')
    .values({ issuer: principal.issuer, sub: principal.sub, ...fields })
    .onConflict((oc) => oc.columns(['issuer', 'sub']).doUpdateSet({ ...fields, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
