import type { Database } from '../../db/schema.ts';

type TableName = keyof Database;

interface UserTableRows {
  table: TableName;
  /** The column naming the row's user: `user_id`, or `id` for the user row itself. */
  owner: 'user_id' | 'id';
  /** Columns never exported: vendor secrets and sync bookkeeping. */
  omit?: readonly string[];
}

/**
 * How one table's rows of a user go into the export archive, and leave at deletion. The archive's
 * file for them is JSON, or for the transactions the CSV of the transactions page's export
 * (`transactionsCsv`); a table that only summarises or indexes other rows for speed (the money
 * rollups, the search texts) is internal: deleted with the user, never exported.
 */
export type UserTable = UserTableRows & ({ file: string; format: 'json' | 'transactions_csv' } | { internal: true; file?: never; format?: never });
export type ExportedTable = Extract<UserTable, { file: string }>;

/**
 * Every table that holds a user's data, children before parents (the order deletion uses). A new
 * table with a `user_id` column is added here once, and the export and deletion both follow; the
 * tests walk the database's own list of tables, so one left out fails them.
 */
export const USER_TABLES: readonly UserTable[] = [
  { table: 'transaction_tags', owner: 'user_id', file: 'transaction_tags.json', format: 'json' },
  { table: 'transactions', owner: 'user_id', file: 'transactions.csv', format: 'transactions_csv' },
  { table: 'tags', owner: 'user_id', file: 'tags.json', format: 'json' },
  { table: 'transaction_visits', owner: 'user_id', file: 'transaction_visits.json', format: 'json' },
  { table: 'category_rules', owner: 'user_id', file: 'category_rules.json', format: 'json' },
  // After the transactions, whose `rule_id` names one.
  { table: 'transaction_rules', owner: 'user_id', file: 'rules.json', format: 'json' },
  // The money rollups and the search texts summarise the rows above: after them, so deleting those leaves nothing to take off.
  { table: 'money_daily', owner: 'user_id', internal: true },
  { table: 'money_monthly', owner: 'user_id', internal: true },
  { table: 'transaction_search_texts', owner: 'user_id', internal: true },
  { table: 'credit_liabilities', owner: 'user_id', file: 'credit_liabilities.json', format: 'json' },
  { table: 'recurring_streams', owner: 'user_id', file: 'recurring_streams.json', format: 'json' },
  { table: 'imports', owner: 'user_id', file: 'imports.json', format: 'json', omit: ['preview'] },
  { table: 'account_values', owner: 'user_id', file: 'account_values.json', format: 'json' },
  { table: 'manual_accounts', owner: 'user_id', file: 'manual_accounts.json', format: 'json' },
  { table: 'accounts', owner: 'user_id', file: 'accounts.json', format: 'json' },
  { table: 'items', owner: 'user_id', file: 'institutions.json', format: 'json', omit: ['access_token_ciphertext', 'transactions_cursor'] },
  { table: 'subscriptions', owner: 'user_id', file: 'subscriptions.json', format: 'json' },
  { table: 'notifications', owner: 'user_id', file: 'notifications.json', format: 'json' },
  { table: 'budgets', owner: 'user_id', file: 'budgets.json', format: 'json' },
  { table: 'budget_months', owner: 'user_id', file: 'budget_months.json', format: 'json' },
  { table: 'budget_rollovers', owner: 'user_id', file: 'budget_rollovers.json', format: 'json' },
  { table: 'budget_alerts', owner: 'user_id', file: 'budget_alerts.json', format: 'json' },
  { table: 'chat_messages', owner: 'user_id', file: 'chat_messages.json', format: 'json' },
  { table: 'chat_asks', owner: 'user_id', file: 'chat_asks.json', format: 'json' },
  { table: 'analyses', owner: 'user_id', file: 'analyses.json', format: 'json' },
  { table: 'monthly_usage', owner: 'user_id', file: 'monthly_usage.json', format: 'json' },
  { table: 'ai_clients', owner: 'user_id', file: 'ai_clients.json', format: 'json' },
  { table: 'alert_settings', owner: 'user_id', file: 'alert_settings.json', format: 'json' },
  { table: 'alert_events', owner: 'user_id', file: 'alert_events.json', format: 'json' },
  { table: 'forecasts', owner: 'user_id', file: 'forecasts.json', format: 'json' },
  { table: 'balance_history', owner: 'user_id', file: 'balance_history.json', format: 'json' },
  { table: 'merchant_names', owner: 'user_id', file: 'merchant_names.json', format: 'json' },
  { table: 'transaction_changes', owner: 'user_id', file: 'transaction_changes.json', format: 'json' },
  { table: 'category_primary_names', owner: 'user_id', file: 'category_primary_names.json', format: 'json' },
  // A category before its group (a group with categories is not deleted).
  { table: 'categories', owner: 'user_id', file: 'categories.json', format: 'json' },
  { table: 'category_groups', owner: 'user_id', file: 'category_groups.json', format: 'json' },
  { table: 'users', owner: 'id', file: 'profile.json', format: 'json' },
];

/**
 * Tables without a user's rows: what vendors sent us (webhook deliveries, whose payloads about a
 * user are emptied at deletion), what deletion keeps without personal data (tombstones, keyed by a
 * keyed hash of the identity), access tokens ended by logouts (until they expire), and the migrations' own.
 */
export const TABLES_WITHOUT_USER_DATA: readonly string[] = ['webhook_events', 'account_tombstones', 'revoked_access_tokens', 'kysely_migration', 'kysely_migration_lock'];
