import type { FastifyInstance } from 'fastify';
import type { PlaidEngine } from './engine.ts';
import type { PlaidProducts } from './products.ts';
import { newRequestId } from './errors.ts';
import { parseBody, sendError, type JsonBody } from './http.ts';

type Operation = (body: JsonBody, requestId: string) => object;

/**
 * Plaid's API paths (relative to the SDK's basePath, `/plaid`): POST, JSON, `client_id`/`secret`
 * in the body or the PLAID-CLIENT-ID / PLAID-SECRET headers. Every answer carries a `request_id`.
 */
export function registerApiRoutes(scope: FastifyInstance, engine: PlaidEngine, products: PlaidProducts): void {
  const operation = (path: string, run: Operation) =>
    scope.post(path, async (request, reply) => {
      const requestId = newRequestId();
      try {
        const body = parseBody(request.body);
        engine.authenticate(body, request.headers);
        // A new emulated day notifies linked items (SYNC_UPDATES_AVAILABLE) before anything else.
        products.tick();
        const result = run(body, requestId);
        return reply.code(200).type('application/json; charset=utf-8').send({ ...result, request_id: requestId });
      } catch (error) {
        return sendError(reply, error, requestId);
      }
    });

  operation('/link/token/create', (body) => engine.createLinkToken(body));
  operation('/item/public_token/exchange', (body) => engine.exchangePublicToken(body));
  operation('/item/get', (body, requestId) => engine.getItem(body, requestId));
  operation('/item/remove', (body) => engine.removeItem(body));
  operation('/institutions/get_by_id', (body) => engine.getInstitutionById(body));
  operation('/accounts/get', (body, requestId) => engine.getAccounts(body, requestId));
  operation('/item/webhook/update', (body, requestId) => products.itemWebhookUpdate(body, requestId));
  operation('/transactions/sync', (body) => products.transactionsSync(body));
  operation('/transactions/recurring/get', (body) => products.transactionsRecurringGet(body));
  operation('/liabilities/get', (body, requestId) => products.liabilitiesGet(body, requestId));
  operation('/webhook_verification_key/get', (body) => products.webhookVerificationKeyGet(body));

  // Sandbox: Plaid's own helpers, then ours (same keys, same error shape).
  operation('/sandbox/public_token/create', (body) => engine.sandboxPublicTokenCreate(body));
  operation('/sandbox/item/reset_login', (body) => engine.resetLogin(body));
  operation('/sandbox/item/fire_webhook', (body) => products.sandboxFireWebhook(body));
  operation('/sandbox/account/reset_login', (body) => engine.resetLoginForAccount(body));
  operation('/sandbox/item/add_account', (body) => engine.addAccount(body));
  operation('/sandbox/item/remove_account', (body) => engine.removeAccount(body));
  operation('/sandbox/transactions/mutate', (body) => products.sandboxTransactionsMutate(body));
  operation('/sandbox/clock/advance', (body) => products.sandboxClockAdvance(body));
  operation('/sandbox/item/advance_history', (body) => products.sandboxAdvanceHistory(body));
  operation('/sandbox/item/transactions', (body) => products.sandboxItemTransactions(body));
}
