import type { Db } from '../../db/client.ts';
import { bearerToken } from '../../http/auth.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { principalOf, type HandlerGroup } from '../../http/handler.ts';
import { IdentityProfileError, type IdentityProfiles } from '../../vendors/identity.ts';
import { currentUser } from './current-user.ts';
import { hasLinkedItem } from '../items/queries.ts';
import { upsertUser } from './queries.ts';

export function createSessionHandlers({ db, identityProfiles }: { db: Db; identityProfiles: IdentityProfiles }): HandlerGroup {
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
      const user = await upsertUser(db, principal, profile);
      return { status: 'success', has_item: await hasLinkedItem(db, user.id) };
    },

    // Sessions are bearer tokens: nothing to end on our side; the SPA ends the provider's session.
    async logOut() {
      return { status: 'success' };
    },
  };
}
