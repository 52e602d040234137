import type { AppOptions } from '../../app-context.ts';
import { isDatabaseReachable } from '../../db/client.ts';
import type { HandlerGroup } from '../../http/handler.ts';

/** Path of the emulated Link widget script on the emulator app. */
export const EMULATED_LINK_SCRIPT_PATH = '/plaid/link/link-initialize.js';

export function createSystemHandlers({ config, db }: Pick<AppOptions, 'config' | 'db'>): HandlerGroup {
  return {
    async healthCheck({ reply }) {
      const up = await isDatabaseReachable(db);
      if (!up) reply.code(503);
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    },

    async getPublicConfig() {
      return {
        auth: { domain: config.identity.domain, client_id: config.identity.clientId, audience: config.identity.audience },
        plaid: {
          env: config.plaid.env,
          emulator_script_url: config.plaid.emulated ? `${config.emulatorUrl}${EMULATED_LINK_SCRIPT_PATH}` : null,
        },
        stripe: { publishable_key: config.stripe.publishableKey },
        emulated: {
          identity: config.identity.emulated,
          plaid: config.plaid.emulated,
          stripe: config.stripe.emulated,
          model: config.model.emulated,
        },
      };
    },
  };
}
