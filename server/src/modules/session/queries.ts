import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import type { Principal } from '../../http/auth.ts';
import type { IdentityProfile } from '../../vendors/index.ts';

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

/** Tokens revoked per logout's pruning at most: the expired ones go a batch at a time. */
const EXPIRED_REVOCATIONS_PER_WRITE = 200;

/** Records a token as ended by a logout until `expiresAt` (after which it is refused anyway), and forgets expired ones. */
export async function revokeAccessToken(db: Db, tokenId: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insertInto('revoked_access_tokens').values({ token_id: tokenId, expires_at: expiresAt }).onConflict((oc) => oc.column('token_id').doNothing()).execute();
  await db
    .deleteFrom('revoked_access_tokens')
    .where('token_id', 'in', (eb) => eb.selectFrom('revoked_access_tokens').select('token_id').where('expires_at', '<', now).limit(EXPIRED_REVOCATIONS_PER_WRITE))
    .execute();
}

export async function isAccessTokenRevoked(db: Db, tokenId: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_access_tokens').select('token_id').where('token_id', '=', tokenId).executeTakeFirst();
  return row !== undefined;
}
