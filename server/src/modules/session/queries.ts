import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import type { Principal } from '../../http/auth.ts';

export interface IdentityProfile {
  email: string;
  email_verified?: boolean;
  name?: string;
  nickname?: string;
  picture?: string;
  updated_at?: string;
}

export function findUser(db: Db, principal: Principal): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('issuer', '=', principal.issuer).where('sub', '=', principal.sub).executeTakeFirst();
}

/** Creates the user on first sign-in and refreshes the profile on every later one. */
export async function upsertUser(db: Db, principal: Principal, profile: IdentityProfile): Promise<User> {
  const fields = {
    email: profile.email,
    email_verified: profile.email_verified ?? false,
    name: profile.name ?? '',
    nickname: profile.nickname ?? '',
    picture: profile.picture ?? '',
    identity_updated_at: profile.updated_at ?? null,
  };
  return db
    .insertInto('users')
    .values({ issuer: principal.issuer, sub: principal.sub, ...fields })
    .onConflict((oc) => oc.columns(['issuer', 'sub']).doUpdateSet({ ...fields, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A bank counts as linked while at least one of the user's items is not inactive. */
export async function hasLinkedItem(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'inactive')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
