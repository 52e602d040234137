import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Row types of the tables created by the migrations. Dates are 'YYYY-MM-DD' strings; money is integer cents. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  issuer: string;
  sub: string;
  email: string;
  email_verified: Generated<boolean>;
  name: Generated<string>;
  nickname: Generated<string>;
  picture: Generated<string>;
  identity_updated_at: Timestamp | null;
  stripe_customer_id: string | null;
  /** A subscription under an earlier, deleted account of the same identity (its tombstone, modules/account-data). */
  prior_subscription: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  stripe_subscription_id: string;
  status: string;
  price_id: string | null;
  plan_name: string | null;
  current_period_end: Timestamp | null;
  trial_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  canceled_at: Timestamp | null;
  vendor_updated_at: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type ItemStatus = 'active' | 'login_required' | 'inactive';

export type ItemSource = 'plaid' | 'manual';
export type ItemHistoryStatus = 'not_ready' | 'recent' | 'complete';

export interface ItemsTable {
  id: Generated<string>;
  user_id: string;
  external_id: string;
  plaid_item_id: string;
  access_token_ciphertext: string;
  institution_id: string;
  institution_name: string;
  status: Generated<ItemStatus>;
  error_code: string | null;
  transactions_cursor: string | null;
  last_synced_at: Timestamp | null;
  /** Signing time (ms) of the last Plaid webhook that changed `status`. */
  status_changed_at: Generated<number>;
  /** `manual`: the user's one item holding their manual accounts (migration 0019); Plaid never reads it. */
  source: Generated<ItemSource>;
  /** How far the item's history has arrived (migration 0021): `recent` covers `history_from` on. */
  history_status: Generated<ItemHistoryStatus>;
  /** First day the item's history covers while `recent`; null once complete. */
  history_from: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AccountsTable {
  id: Generated<string>;
  user_id: string;
  item_id: string;
  plaid_account_id: string;
  name: string;
  official_name: string | null;
  mask: string | null;
  type: string;
  subtype: string | null;
  current_cents: number | null;
  available_cents: number | null;
  limit_cents: number | null;
  iso_currency_code: string | null;
  is_active: Generated<boolean>;
  updated_at: UpdatedAt;
  /** Renamed by the user (migration 0032): a sync keeps `name` and `official_name` as they are and refreshes the bank's below. */
  user_named: Generated<boolean>;
  bank_name: string | null;
  bank_official_name: string | null;
  /** The day of the account's first recorded balance (migration 0033): days before it are reconstructed. */
  balance_recorded_from: string | null;
  /** Hidden by the user (migration 0034): out of every total, still listed. */
  hidden: Generated<boolean>;
}

export interface Apr {
  apr_type: string;
  apr_percentage: number;
}

export interface CreditLiabilitiesTable {
  account_id: string;
  user_id: string;
  aprs: Json<Apr[]>;
  is_overdue: boolean | null;
  last_payment_cents: number | null;
  last_payment_date: string | null;
  last_statement_balance_cents: number | null;
  last_statement_issue_date: string | null;
  minimum_payment_cents: number | null;
  next_payment_due_date: string | null;
  /** The due date whose "payment due" notification was sent (migration 0018). */
  payment_due_notified_for: Generated<string | null>;
  updated_at: UpdatedAt;
}

export interface TransactionsTable {
  id: Generated<string>;
  user_id: string;
  item_id: string;
  account_id: string;
  plaid_transaction_id: string;
  pending_transaction_id: string | null;
  amount_cents: number;
  iso_currency_code: string | null;
  date: string;
  authorized_date: string | null;
  name: string;
  merchant_name: string | null;
  merchant_entity_id: string | null;
  logo_url: string | null;
  website: string | null;
  category_primary: string | null;
  category_detailed: string | null;
  /** The Plaid taxonomy version of the category ('v1', 'v2'); null: v1, or a source without versions (migration 0022). */
  category_version: Generated<'v1' | 'v2' | null>;
  payment_channel: string | null;
  pending: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The category the user chose for this transaction; overrides every other (modules/money). */
  user_category_primary: string | null;
  user_category_detailed: string | null;
  /** The rule that set the user's category of the row, when a rule did (migration 0038); cleared by a choice by hand. */
  rule_id: Generated<string | null>;
  /** The other half of a transfer between two of the user's accounts, as last matched (modules/money). */
  matched_transfer_id: string | null;
  /** The file import that added the row; removing the import removes it (migration 0019). */
  import_id: Generated<string | null>;
  /** An imported row's identity in its account: the bank's id or a hash of the row (unique per account). */
  import_key: Generated<string | null>;
  /** The user's note (migration 0024); a sync never writes it. */
  note: Generated<string | null>;
  /** Hidden by the user: listed, but out of every total and of the money rollups (migration 0024). */
  hidden: Generated<boolean>;
  /** Marked reviewed by the user (migration 0024). */
  reviewed: Generated<boolean>;
  /** Its account is hidden (migration 0034): out of every total as a hidden row is. */
  account_hidden: Generated<boolean>;
  /** Split into parts by the user (migration 0039), in order; every figure counts the parts. */
  splits: ColumnType<SplitPart[] | null, string | null | undefined, string | null>;
}

/** One part of a split row, in Plaid's sign; a `remainder` is the bank's later change of the amount, counted under the row's own category. */
export interface SplitPart {
  amount_cents: number;
  category_primary: string | null;
  category_detailed: string | null;
  note: string | null;
  remainder?: boolean;
}

/** The user's tags; a name is unique per user ignoring case (migration 0024). */
export interface TagsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  created_at: CreatedAt;
}

/** Which tags each transaction carries. */
export interface TransactionTagsTable {
  user_id: string;
  transaction_id: string;
  tag_id: string;
}

/** When the user's current and previous visits to the transactions page began ("to review"). */
export interface TransactionVisitsTable {
  user_id: string;
  visit_started_at: Date;
  previous_visit_started_at: Date | null;
}

export type ManualAccountKind = 'cash' | 'checking' | 'savings' | 'credit_card' | 'loan' | 'other' | ValuedAccountKind;
/** Manual accounts valued by hand (migration 0026): no transactions, a dated value instead. */
export type ValuedAccountKind = 'home' | 'vehicle' | 'investment' | 'other_asset' | 'other_liability';

/** A value the user gave a valued manual account on a day (migration 0026). */
export interface AccountValuesTable {
  account_id: string;
  user_id: string;
  as_of: string;
  value_cents: number;
  created_at: CreatedAt;
}

/** The opening balance of a manual account; its `accounts.current_cents` is this plus its transactions since. */
export interface ManualAccountsTable {
  account_id: string;
  user_id: string;
  kind: ManualAccountKind;
  opening_cents: number;
  opening_date: string;
  created_at: CreatedAt;
}

export type ImportStatus = 'previewed' | 'running' | 'committed' | 'failed';

/** One uploaded file: its parsed rows until committed, then what the commit added and skipped. */
export interface ImportsTable {
  id: Generated<string>;
  user_id: string;
  file_name: string;
  format: 'csv' | 'ofx' | 'qif';
  encoding: string;
  file_sha256: string;
  account_id: string | null;
  status: Generated<ImportStatus>;
  row_count: number;
  skip_duplicates: Generated<boolean>;
  added: Generated<number>;
  duplicates_skipped: Generated<number>;
  error: string | null;
  preview: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  committed_at: Timestamp | null;
}

/** "Always for this merchant": the user's category for every transaction of a merchant, past and future. */
export interface CategoryRulesTable {
  id: Generated<string>;
  user_id: string;
  /** `merchant_name`, else `name`, exactly as the transactions carry it. */
  merchant_key: string;
  category_primary: string;
  category_detailed: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * The money rollups (migration 0010): the user's transactions summed by the money rules, kept by
 * triggers on `transactions` and `category_rules` in the writing transaction (modules/money).
 */
/** A user's distinct search texts (merchant and name) and how many of their transactions carry each (migration 0011). */
export interface TransactionSearchTextsTable {
  user_id: string;
  /** md5 of the text, as a uuid: the key, and the key of the index on transactions that finds its rows. */
  text_hash: string;
  search_text: string;
  transactions: number;
}

export interface MoneyDailyTable {
  user_id: string;
  date: string;
  category_primary: string | null;
  /** Transactions in the totals (posted spending, refunds and income). */
  counted: number;
  spending_cents: number;
  income_cents: number;
}

export interface MoneyMonthlyTable {
  user_id: string;
  /** The month's first day. */
  month: string;
  item_id: string;
  account_id: string;
  merchant_key: string;
  kind: string;
  category_primary: string | null;
  category_detailed: string | null;
  pending: boolean;
  transactions: number;
  /** Transactions with money leaving (zero included), and the amounts each way, positive. */
  outflows: number;
  outflow_cents: number;
  inflow_cents: number;
  spending_cents: number;
  income_cents: number;
}

export interface RecurringStreamsTable {
  id: Generated<string>;
  user_id: string;
  /** The item and Plaid's stream id; null for a stream the user added by hand (migration 0025). */
  item_id: string | null;
  stream_id: string | null;
  /** The account's Plaid id (`accounts.plaid_account_id`); optional for a hand-made stream. */
  account_plaid_id: string | null;
  direction: 'inflow' | 'outflow';
  description: string;
  merchant_name: string | null;
  category_primary: string | null;
  /** Plaid's detailed category of the stream (migration 0014); null for streams stored before it until the next sync. */
  category_detailed: string | null;
  /** The Plaid taxonomy version of the stream's category, as on transactions (migration 0022). */
  category_version: Generated<'v1' | 'v2' | null>;
  frequency: string;
  average_amount_cents: number;
  last_amount_cents: number;
  last_date: string | null;
  is_active: Generated<boolean>;
  /** The user's own (migration 0025; a sync never writes them): see the migration. */
  source: Generated<'plaid' | 'manual'>;
  not_recurring: Generated<boolean>;
  user_kind: RecurringKindColumn | null;
  user_amount_cents: number | null;
  created_at: Generated<Date>;
  updated_at: UpdatedAt;
}

/** A recurring stream's kind (modules/recurring, RECURRING_KINDS). */
export type RecurringKindColumn = 'subscription' | 'bill' | 'loan_or_mortgage' | 'card_payment' | 'transfer_or_savings' | 'income';

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  title: string;
  message: string;
  created_date: CreatedAt;
  read_at: Timestamp | null;
  /** The item the notification is about, if any. */
  item_id: string | null;
  /** Where it leads in the app (a path of the SPA), if anywhere. */
  link: Generated<string | null>;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  user_id: string;
  event_id: string;
  pair_id: string;
  is_user_input: boolean;
  message: string;
  created_date: CreatedAt;
  is_bookmarked: Generated<boolean>;
  is_correct: boolean | null;
}

export interface ChatAsksTable {
  user_id: string;
  pair_id: string;
  month: string;
  question: string;
  state: Generated<'answering' | 'answered' | 'failed'>;
  answer_event_id: string | null;
  answer: string | null;
  answer_status: 'success' | 'error' | null;
  answered_at: Timestamp | null;
  created_at: CreatedAt;
}

/** What a user used of something limited per calendar month (UTC), per scope (modules/monthly-usage). */
export interface MonthlyUsageTable {
  user_id: string;
  month: string;
  scope: string;
  used: Generated<number>;
}

export interface AiClientsTable {
  user_id: string;
  client_id: string;
  client_name: string | null;
  first_used_at: Generated<Date>;
  last_used_at: Generated<Date>;
  calls_month: string;
  calls_this_month: Generated<number>;
  revoked_at: Date | null;
}

export interface BudgetsTable {
  user_id: string;
  month: string;
  category: string;
  amount_cents: number;
  /** Raised by each save; a save naming an older one is refused (409). */
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface BudgetMonthsTable {
  user_id: string;
  month: string;
  expected_income_cents: number;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/** A category's rollover policy for every month; a category without a row does not roll over. */
export interface BudgetRolloversTable {
  user_id: string;
  category: string;
  policy: 'carry_left' | 'carry_all';
  updated_at: UpdatedAt;
}

/** A budget alert sent: one per user, month, category and threshold. */
export interface BudgetAlertsTable {
  user_id: string;
  month: string;
  category: string;
  threshold: 80 | 100;
  created_at: CreatedAt;
}

export type AnalysisType = 'account_detail_analysis' | 'income_spend_analysis' | 'budget_analysis' | 'follow_up';

export interface AnalysesTable {
  id: Generated<string>;
  user_id: string;
  session_id: string;
  type: AnalysisType;
  query: string;
  text_response: string;
  /** Empty (`{}`) for follow-ups. */
  visualizations: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** What an analysis's text was written from (null for follow-ups). */
  facts: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface WebhookEventsTable {
  id: Generated<number>;
  vendor: 'stripe' | 'plaid';
  event_id: string;
  type: string;
  /** The delivery as received; emptied after the retention period or when its subject's account is deleted. */
  payload: ColumnType<unknown, string | null, null>;
  /** The Stripe customer or Plaid item the event is about, while its payload is kept. */
  subject: ColumnType<string | null, string | null | undefined, null>;
  received_at: ColumnType<Date, Date | string | undefined, never>;
  processed_at: Timestamp | null;
}

/**
 * What a deleted account leaves (modules/account-data, tombstones.ts): no personal data, only
 * what stops a second free trial and a fresh month of asks for the same identity.
 */
export interface AccountTombstonesTable {
  /** HMAC-SHA256 of the identity's (issuer, sub) under a key derived from ENCRYPTION_KEY. */
  identity_hash: string;
  stripe_customer_id: string | null;
  had_subscription: boolean;
  /** `YYYY-MM` of the deletion, and the monthly counts (scope → used) of that month. */
  usage_month: string;
  usage: ColumnType<Record<string, number>, string, string>;
  deleted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Access tokens ended by a logout, each until it would have expired anyway (modules/session). */
export interface RevokedAccessTokensTable {
  /** `jti:<jti>` when the token has one, else `sha256:<hash of the token>`. */
  token_id: string;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  items: ItemsTable;
  accounts: AccountsTable;
  credit_liabilities: CreditLiabilitiesTable;
  transactions: TransactionsTable;
  tags: TagsTable;
  transaction_tags: TransactionTagsTable;
  transaction_visits: TransactionVisitsTable;
  manual_accounts: ManualAccountsTable;
  account_values: AccountValuesTable;
  imports: ImportsTable;
  category_rules: CategoryRulesTable;
  money_daily: MoneyDailyTable;
  money_monthly: MoneyMonthlyTable;
  transaction_search_texts: TransactionSearchTextsTable;
  recurring_streams: RecurringStreamsTable;
  notifications: NotificationsTable;
  chat_messages: ChatMessagesTable;
  monthly_usage: MonthlyUsageTable;
  chat_asks: ChatAsksTable;
  budgets: BudgetsTable;
  budget_months: BudgetMonthsTable;
  budget_rollovers: BudgetRolloversTable;
  budget_alerts: BudgetAlertsTable;
  analyses: AnalysesTable;
  webhook_events: WebhookEventsTable;
  account_tombstones: AccountTombstonesTable;
  revoked_access_tokens: RevokedAccessTokensTable;
  ai_clients: AiClientsTable;
  alert_settings: AlertSettingsTable;
  alert_events: AlertEventsTable;
  forecasts: ForecastsTable;
  balance_history: BalanceHistoryTable;
  merchant_names: MerchantNamesTable;
  transaction_changes: TransactionChangesTable;
  category_groups: CategoryGroupsTable;
  categories: CategoriesTable;
  category_primary_names: CategoryPrimaryNamesTable;
  transaction_rules: TransactionRulesTable;
}

/** A rule of the user's (migration 0038): conditions on a transaction and what to do to it, in the user's order. */
export interface TransactionRulesTable {
  id: Generated<string>;
  user_id: string;
  position: number;
  conditions: Json<RuleConditions>;
  actions: Json<RuleActions>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** What a rule matches (every condition given must hold); amounts in cents, positive. */
export interface RuleConditions {
  merchant?: string;
  text?: string;
  min_amount_cents?: number;
  max_amount_cents?: number;
  /** The account's `account_id` as the pages show it. */
  account_id?: string;
  direction?: 'outflow' | 'inflow';
  /** The bank's category of the row (a primary, or a detailed code with its newer ones). */
  bank_category?: string;
}

/** What a rule does to a row it matches. */
export interface RuleActions {
  category?: { primary: string; detailed: string | null };
  merchant_name?: string;
  tags?: string[];
  hidden?: boolean;
  /** Split a row not split yet into parts: fixed cents, a share in basis points (rounded down), or the rest (neither). */
  split?: RuleSplitPart[];
}

export interface RuleSplitPart {
  category: { primary: string; detailed: string | null };
  amount_cents?: number;
  basis_points?: number;
}

/** A group of the user's categories (migration 0037), in the user's order. */
export interface CategoryGroupsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  icon: string | null;
  position: number;
  hidden: Generated<boolean>;
  created_at: CreatedAt;
}

/** The user's name for one of Plaid's primary categories (migration 0042). */
export interface CategoryPrimaryNamesTable {
  user_id: string;
  code: string;
  name: string;
  created_at: CreatedAt;
}

/** A category by the user's name (migration 0037): a taxonomy code of Plaid's, or one of the user's own counting as one. */
export interface CategoriesTable {
  id: Generated<string>;
  user_id: string;
  group_id: string;
  code: string;
  name: string;
  icon: string | null;
  position: number;
  hidden: Generated<boolean>;
  created_at: CreatedAt;
}

/** What the user changed on a transaction (migration 0036): the field, what it was and became, in words. */
export interface TransactionChangesTable {
  id: Generated<string>;
  user_id: string;
  transaction_id: string;
  changed_at: CreatedAt;
  field: 'category' | 'merchant' | 'note' | 'tags' | 'hidden' | 'reviewed' | 'split';
  old_value: string | null;
  new_value: string | null;
}

/** A merchant by the user's name (migration 0035), for every row of its key. */
export interface MerchantNamesTable {
  user_id: string;
  merchant_key: string;
  name: string;
  created_at: CreatedAt;
}

/** An account's balance at the end of a day it changed (migration 0033), in cents held (owed, for a card or a loan). */
export interface BalanceHistoryTable {
  account_id: string;
  user_id: string;
  day: string;
  balance_cents: number;
}

/** A user's alert settings (migration 0029); none stored means the defaults (modules/alerts). */
export interface AlertSettingsTable {
  user_id: string;
  large_purchase: boolean;
  large_purchase_cents: number;
  low_balance: boolean;
  low_balance_cents: number;
  bill_due: boolean;
  bill_due_days: number;
  new_recurring: boolean;
  unusual_charge: boolean;
  updated_at: UpdatedAt;
}

export type AlertRule = 'large_purchase' | 'low_balance' | 'bill_due' | 'new_recurring' | 'unusual_charge';

/** An event an alert was sent for, once per rule and key (migration 0029). */
export interface AlertEventsTable {
  user_id: string;
  rule: AlertRule;
  event_key: string;
  created_at: CreatedAt;
}

/** A cash-flow forecast as first made on a day (migration 0031): today's cash and 90 projected day-end balances, in cents. */
export interface ForecastsTable {
  user_id: string;
  made_on: string;
  starting_cents: number;
  balances_cents: Json<number[]>;
  created_at: CreatedAt;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
