import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { HandlerGroup } from '../../http/handler.ts';
import type { Identity } from '../../vendors/index.ts';
import { currentUser } from '../session/index.ts';
import { hasClient, listClients, revokeClient } from './ai-clients.ts';

/**
 * Settings' "AI clients": the clients that read the person's data through `/mcp`, and revoking one:
 * first at the identity provider (every refresh token the client holds for the person, so it cannot
 * mint another access token), then here (its access tokens issued until now are refused at `/mcp`).
 * A provider that cannot be reached leaves nothing revoked and says so (502), so a retry does it all.
 */
export function createMcpHandlers({ db, ports, now = Date.now }: { db: Db; ports: { identity: Pick<Identity, 'revokeClientTokens'> }; now?: () => number }): HandlerGroup {
  return {
    async listAiClients(context) {
      const user = await currentUser(db, context);
      return { clients: await listClients(db, user.id, now()) };
    },

    async revokeAiClient(context) {
      const user = await currentUser(db, context);
      const clientId = context.body.client_id;
      if (!(await hasClient(db, user.id, clientId))) throw notFound('No such AI client.');
      try {
        await ports.identity.revokeClientTokens(user.sub, clientId);
      } catch (error) {
        context.request.log.warn({ err: (error as Error).message, client_id: clientId }, 'ai clients: the identity provider did not revoke the refresh tokens');
        throw new HttpError(502, 'VENDOR_ERROR', 'The AI client could not be revoked just now: the sign-in service did not answer. Please try again.');
      }
      if (!(await revokeClient(db, user.id, clientId, now()))) throw notFound('No such AI client.');
      return { status: 'success' as const };
    },
  };
}
