import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import { currentUser } from '../session/index.ts';
import { listClients, revokeClient } from './ai-clients.ts';

/** Settings' "AI clients": the clients that read the person's data through `/mcp`, and revoking one. */
export function createMcpHandlers({ db, now = Date.now }: { db: Db; now?: () => number }): HandlerGroup {
  return {
    async listAiClients(context) {
      const user = await currentUser(db, context);
      return { clients: await listClients(db, user.id, now()) };
    },

    async revokeAiClient(context) {
      const user = await currentUser(db, context);
      if (!(await revokeClient(db, user.id, context.body.client_id, now()))) throw notFound('No such AI client.');
      return { status: 'success' as const };
    },
  };
}
