import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import type { Principal } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { principalOf } from '../../http/handler.ts';
import { findUser } from './queries.ts';

export const USER_NOT_SIGNED_IN = 'This user has not signed in yet.';

/** The caller's user row; 404 when the token is valid but the user never signed in. */
export async function currentUser(db: Db, context: { principal: Principal | null }): Promise<User> {
  const user = await findUser(db, principalOf(context));
  if (!user) throw notFound(USER_NOT_SIGNED_IN);
  return user;
}
