import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import { acceptedUntil, accessTokenId, bearerToken, type Principal } from '../../http/auth.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { principalOf, type HandlerGroup } from '../../http/handler.ts';
import { IdentityProfileError, type IdentityProfile, type IdentityProfiles } from '../../vendors/index.ts';
import { currentUser } from './current-user.ts';
import { hasLinkedItem } from '../items/index.ts';
import { identityHash, takeTombstone } from '../account-tombstones/index.ts';
import { usageMonth, carryUsage } from '../monthly-usage/index.ts';
import { insertUser, markPriorSubscription, refreshProfile, revokeAccessToken } from './queries.ts';

export interface SessionDeps {
  config: Pick<Config, 'encryptionKey'>;
  db: Db;
  identityProfiles: IdentityProfiles;
  now?: () => number;
}

export function createSessionHandlers({ config, db, identityProfiles, now = Date.now }: SessionDeps): HandlerGroup {
  /**
   * Creates the user on first sign-in and refreshes the profile on every later one. A new user of an
   * identity whose account was deleted takes over what its tombstone kept: the subscription history
   * (no second free trial) and, within the same month, the monthly counts (asks, analyses).
   */
  function signInUser(principal: Principal, profile: IdentityProfile): Promise<User> {
    return db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, principal, profile);
      if (!created) return refreshProfile(trx, principal, profile);
      const tombstone = await takeTombstone(trx, identityHash(config.encryptionKey, principal));
      if (!tombstone) return created;
      if (tombstone.hadSubscription) await markPriorSubscription(trx, created.id);
      if (tombstone.usageMonth === usageMonth(now())) await carryUsage(trx, created.id, tombstone.usageMonth, tombstone.usage);
      return { ...created, prior_subscription: created.prior_subscription || tombstone.hadSubscription };
    });
  }

  return {
    async getMe(context) {
      const user = await currentUser(db, context);
      return { status: 'success', has_item: await hasLinkedItem(db, user.id) };
    },

    async signIn(context) {
      const principal = principalOf(context);
      // The body may only describe the person the token speaks for; its other values are not trusted:
      // the stored profile is the provider's (token claims or /userinfo), so nobody can claim another's email.
      if (context.body.sub !== principal.sub) throw forbidden('The profile does not belong to the signed-in user.');
      const profile = await identityProfiles(bearerToken(context.request.headers.authorization)!, principal).catch((error: unknown) => {
        if (error instanceof IdentityProfileError && error.tokenRefused) throw unauthorized('The identity provider does not accept this access token for your profile.');
        throw error;
      });
      const user = await signInUser(principal, profile);
      return { status: 'success', has_item: await hasLinkedItem(db, user.id) };
    },

    // The caller's access token is refused from now on (until it would expire); the SPA ends the provider's session.
    async logOut(context) {
      const { claims } = principalOf(context);
      await revokeAccessToken(db, accessTokenId(bearerToken(context.request.headers.authorization)!, claims), new Date(acceptedUntil(claims)), new Date(now()));
      return { status: 'success' };
    },
  };
}
