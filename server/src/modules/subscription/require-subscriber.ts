import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import type { Principal } from '../../http/auth.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { principalOf } from '../../http/handler.ts';
import { USER_NOT_SIGNED_IN } from '../session/index.ts';
import { ACCESS_STATUSES } from './queries.ts';

export const SUBSCRIPTION_REQUIRED = 'An active subscription is required.';

/**
 * The caller, who must hold an active or grace-period subscription (403 otherwise). Run once per
 * request by the subscription-access hook on operations openapi.yaml marks `x-requires-subscription`.
 */
export async function requireSubscriber(db: Db, context: { principal: Principal | null }): Promise<User> {
  const principal = principalOf(context);
  // The user and whether they may read, in one statement: this runs before every subscriber's call.
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => eb.exists(eb.selectFrom('subscriptions').select('subscriptions.id').whereRef('subscriptions.user_id', '=', 'users.id').where('subscriptions.status', 'in', [...ACCESS_STATUSES])).as('has_access'))
    .where('users.issuer', '=', principal.issuer)
    .where('users.sub', '=', principal.sub)
    .executeTakeFirst();
  if (!row) throw notFound(USER_NOT_SIGNED_IN);
  const { has_access: hasAccess, ...user } = row;
  if (!hasAccess) throw new HttpError(403, 'SUBSCRIPTION_REQUIRED', SUBSCRIPTION_REQUIRED);
  return user;
}
