import type { Db } from '../../db/client.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import { currentUser } from '../session/current-user.ts';
import { hasLinkedItem } from '../session/queries.ts';

export function createLinkingHandlers({ db }: { db: Db }): HandlerGroup {
  return {
    async getLinkStatus(context) {
      const user = await currentUser(db, context);
      return { status: (await hasLinkedItem(db, user.id)) ? 'success' : 'not_linked' };
    },
  };
}
