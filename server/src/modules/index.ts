import type { ModuleDeps } from '../app-context.ts';
import { createAccountDataHandlers } from './account-data/handlers.ts';
import { createAccountsHandlers } from './accounts/handlers.ts';
import { createAlertsHandlers } from './alerts/handlers.ts';
import { createAssistantHandlers } from './assistant/handlers.ts';
import { createBudgetOverviewHandlers } from './budget-overview/handlers.ts';
import { createBudgetsHandlers } from './budgets/handlers.ts';
import { followMerge } from './budgets/index.ts';
import { createCategoriesHandlers } from './categories/handlers.ts';
import { createDashboardHandlers } from './dashboard/handlers.ts';
import { createForecastHandlers } from './forecast/handlers.ts';
import { createImportsHandlers } from './imports/index.ts';
import { createLinkingHandlers } from './linking/handlers.ts';
import { createMcpHandlers } from './mcp/handlers.ts';
import { createMerchantsHandlers } from './merchants/handlers.ts';
import { createNotificationHandlers } from './notifications/handlers.ts';
import { createRecurringHandlers } from './recurring/handlers.ts';
import { createRulesHandlers } from './rules/handlers.ts';
import { remapBankCategory } from './rules/index.ts';
import { createSubscriptionHandlers } from './subscription/handlers.ts';
import { contractOperations } from '../http/contract.ts';
import { notImplemented } from '../http/errors.ts';
import type { HandlerGroup, Handlers, OperationId } from '../http/handler.ts';
import { PENDING_OPERATIONS } from './pending.ts';
import { createSessionHandlers } from './session/handlers.ts';
import { createSystemHandlers } from './system/handlers.ts';
import { createTransactionsHandlers } from './transactions/handlers.ts';

/**
 * Every operation of the contract gets exactly one handler: a module's, or, for an operation
 * whose issue has not landed yet, a 501 NOT_IMPLEMENTED. Both lists are checked against
 * openapi.yaml here, so a new operation cannot ship without one or the other.
 */
export function assembleHandlers(options: ModuleDeps): Handlers {
  const implemented: HandlerGroup = {
    ...createSystemHandlers(options),
    ...createSessionHandlers({ ...options, identityProfiles: options.ports.identity.profiles }),
    ...createSubscriptionHandlers({ ...options, billing: options.ports.billing }),
    ...createLinkingHandlers({ ...options, bankData: options.ports.bankData }),
    ...createNotificationHandlers(options),
    ...createAlertsHandlers(options),
    ...createAccountsHandlers({ ...options, bankData: options.ports.bankData }),
    ...createAccountDataHandlers({ ...options, bankData: options.ports.bankData, billing: options.ports.billing }),
    ...createTransactionsHandlers(options),
    ...createCategoriesHandlers({ ...options, merge: { remapBankCategory, followMerge } }),
    ...createRulesHandlers(options),
    ...createDashboardHandlers(options),
    ...createMerchantsHandlers(options),
    ...createRecurringHandlers(options),
    ...createForecastHandlers(options),
    ...createMcpHandlers(options),
    ...createBudgetsHandlers(options),
    ...createImportsHandlers(options),
    ...createAssistantHandlers({ ...options, model: options.ports.assistantModel, modelName: options.config.model.model }),
    ...createBudgetOverviewHandlers({ ...options, model: options.ports.assistantModel, modelName: options.config.model.model }),
  };
  const contractIds = new Set(contractOperations().map((o) => o.operationId));
  const problems: string[] = [];
  for (const id of Object.keys(implemented)) {
    if (!contractIds.has(id)) problems.push(`handler ${id} is not in openapi.yaml`);
    if (PENDING_OPERATIONS.includes(id as OperationId)) problems.push(`${id} is implemented and still listed as pending`);
  }
  for (const id of PENDING_OPERATIONS) if (!contractIds.has(id)) problems.push(`pending ${id} is not in openapi.yaml`);
  for (const id of contractIds) {
    if (!(id in implemented) && !PENDING_OPERATIONS.includes(id as OperationId)) problems.push(`${id} has no handler`);
  }
  if (problems.length) throw new Error(`Handlers do not match openapi.yaml:\n- ${problems.join('\n- ')}`);

  const pending = Object.fromEntries(
    PENDING_OPERATIONS.map((id) => [
      id,
      async () => {
        throw notImplemented(id);
      },
    ]),
  );
  return { ...pending, ...implemented } as Handlers;
}
