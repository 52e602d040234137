import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import type { Principal } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { currentUser } from '../session/index.ts';
import { hasActiveSubscription } from './queries.ts';

export const SUBSCRIPTION_REQUIRED = 'An active subscription is required.';

/**
 * The caller, who must hold an active or grace-period subscription (403 otherwise). Run once per
 * request by the subscription-access hook on operations openapi.yaml marks `x-requires-subscription`.
 */
export async function requireSubscriber(db: Db, context: { principal: Principal | null }): Promise<User> {
  const user = await currentUser(db, context);
  if (!(await hasActiveSubscription(db, user.id))) throw new HttpError(403, 'SUBSCRIPTION_REQUIRED', SUBSCRIPTION_REQUIRED);
  return user;
}
