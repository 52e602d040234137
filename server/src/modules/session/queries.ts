import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import type { Principal } from '../../http/auth.ts';
import type { IdentityProfile } from '../../vendors/identity.ts';

export function findUser(db: Db, principal: Principal): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('issuer', '=', principal.issuer).where('sub', '=', principal.sub).executeTakeFirst();
}

function profileFields(profile: IdentityProfile) {
  return {
    email: profile.email,
    email_verified: profile.email_verified,
    name: profile.name,
    nickname: profile.nickname,
    picture: profile.picture,
    identity_updated_at: profile.updated_at,
  };
}

/** The user's row, made now: undefined when the identity already has one (a concurrent sign-in's too). */
export function insertUser(db: Db, principal: Principal, profile: IdentityProfile): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values({ issuer: principal.issuer, sub: principal.sub, ...profileFields(profile) })
    .onConflict((oc) => oc.columns(['issuer', 'sub']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Refreshes the profile (the provider's, see vendors/identity.ts) of an identity's existing user. */
export function refreshProfile(db: Db, principal: Principal, profile: IdentityProfile): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...profileFields(profile), updated_at: new Date() })
    .where('issuer', '=', principal.issuer)
    .where('sub', '=', principal.sub)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markPriorSubscription(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ prior_subscription: true }).where('id', '=', userId).execute();
}
