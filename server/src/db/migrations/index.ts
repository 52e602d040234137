import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './0001-initial-schema.ts';
import * as itemWebhookOrder from './0002-item-webhook-order.ts';
import * as notificationItem from './0003-notification-item.ts';
import * as moneyRules from './0004-money-rules.ts';
import * as transactionSearch from './0005-transaction-search.ts';
import * as budgetPlans from './0006-budget-plans.ts';
import * as chatAsks from './0007-chat-asks.ts';
import * as monthlyUsage from './0008-monthly-usage.ts';
import * as userSearchIndex from './0009-user-search-index.ts';
import * as moneyRollups from './0010-money-rollups.ts';
import * as searchTexts from './0011-search-texts.ts';
import * as transactionPageOrder from './0012-transaction-page-order.ts';
import * as whatDeletionKeeps from './0013-what-deletion-keeps.ts';
import * as budgetLines from './0014-budget-lines.ts';
import * as cardPaymentReminders from './0018-card-payment-reminders.ts';
import * as imports from './0019-imports.ts';
import * as stagedHistory from './0021-staged-history.ts';
import * as pfcV2 from './0022-pfc-v2.ts';
import * as aiClients from './0023-ai-clients.ts';
import * as transactionMarks from './0024-transaction-marks.ts';
import * as recurringCorrections from './0025-recurring-corrections.ts';
import * as assetValues from './0026-asset-values.ts';
import * as alerts from './0029-alerts.ts';
import * as notificationLinks from './0030-notification-links.ts';
import * as forecasts from './0031-forecasts.ts';
import * as accountNames from './0032-account-names.ts';
import * as balanceHistory from './0033-balance-history.ts';
import * as hiddenAccounts from './0034-hidden-accounts.ts';
import * as merchantNames from './0035-merchant-names.ts';
import * as transactionChanges from './0036-transaction-changes.ts';
import * as categories from './0037-categories.ts';
import * as transactionRules from './0038-transaction-rules.ts';
import * as transactionSplits from './0039-transaction-splits.ts';
import * as merchantLogoWebsiteIndexes from './0040-merchant-logo-website-indexes.ts';
import * as splitStatistics from './0041-split-statistics.ts';
import * as categoryPrimaryNames from './0042-category-primary-names.ts';

/** Every migration, in order. Names sort lexically; never rename or edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-item-webhook-order': itemWebhookOrder,
  '0003-notification-item': notificationItem,
  '0004-money-rules': moneyRules,
  '0005-transaction-search': transactionSearch,
  '0006-budget-plans': budgetPlans,
  '0007-chat-asks': chatAsks,
  '0008-monthly-usage': monthlyUsage,
  '0009-user-search-index': userSearchIndex,
  '0010-money-rollups': moneyRollups,
  '0011-search-texts': searchTexts,
  '0012-transaction-page-order': transactionPageOrder,
  '0013-what-deletion-keeps': whatDeletionKeeps,
  '0014-budget-lines': budgetLines,
  '0018-card-payment-reminders': cardPaymentReminders,
  '0019-imports': imports,
  '0021-staged-history': stagedHistory,
  '0022-pfc-v2': pfcV2,
  '0023-ai-clients': aiClients,
  '0024-transaction-marks': transactionMarks,
  '0025-recurring-corrections': recurringCorrections,
  '0026-asset-values': assetValues,
  '0029-alerts': alerts,
  '0030-notification-links': notificationLinks,
  '0031-forecasts': forecasts,
  '0032-account-names': accountNames,
  '0033-balance-history': balanceHistory,
  '0034-hidden-accounts': hiddenAccounts,
  '0035-merchant-names': merchantNames,
  '0036-transaction-changes': transactionChanges,
  '0037-categories': categories,
  '0038-transaction-rules': transactionRules,
  '0039-transaction-splits': transactionSplits,
  '0040-merchant-logo-website-indexes': merchantLogoWebsiteIndexes,
  '0041-split-statistics': splitStatistics,
  '0042-category-primary-names': categoryPrimaryNames,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
