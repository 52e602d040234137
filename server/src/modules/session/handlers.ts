import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { principalOf, type HandlerGroup } from '../../http/handler.ts';
import { currentUser } from './current-user.ts';
import { hasLinkedItem, upsertUser } from './queries.ts';

export function createSessionHandlers({ db }: { db: Db }): HandlerGroup {
  return {
    async getMe(context) {
      const user = await currentUser(db, context);
      return { status: 'success', has_item: await hasLinkedItem(db, user.id) };
    },

    async signIn(context) {
      const principal = principalOf(context);
      const { sub, ...profile } = context.body;
      // The profile may only describe the person the token speaks for.
      if (sub !== principal.sub) throw forbidden('The profile does not belong to the signed-in user.');
      const user = await upsertUser(db, principal, profile);
      return { status: 'success', has_item: await hasLinkedItem(db, user.id) };
    },

    // Sessions are bearer tokens: nothing to end on our side; the SPA ends the provider's session.
    async logOut() {
      return { status: 'success' };
    },
  };
}
