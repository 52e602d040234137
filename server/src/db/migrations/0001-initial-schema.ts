import { sql, type Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * The whole product's schema as far as it is known. Every table that carries user data has
 * `user_id` and is indexed by it first; money is integer cents (bigint), never float.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table users (
      id uuid primary key default gen_random_uuid(),
      issuer text not null,
      sub text not null,
      email text not null,
      email_verified boolean not null default false,
      name text not null default '',
      nickname text not null default '',
      picture text not null default '',
      identity_updated_at timestamptz,
      stripe_customer_id text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (issuer, sub)
    );

    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      stripe_subscription_id text not null unique,
      status text not null,
      price_id text,
      plan_name text,
      current_period_end timestamptz,
      trial_end timestamptz,
      cancel_at_period_end boolean not null default false,
      canceled_at timestamptz,
      -- Stripe's own timestamp of the state we hold, so an older event never overwrites a newer one.
      vendor_updated_at bigint not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index subscriptions_user_idx on subscriptions (user_id, created_at desc);

    create table items (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      external_id text not null unique,
      plaid_item_id text not null unique,
      access_token_ciphertext text not null,
      institution_id text not null,
      institution_name text not null,
      status text not null default 'active' check (status in ('active', 'login_required', 'inactive')),
      error_code text,
      transactions_cursor text,
      last_synced_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index items_user_idx on items (user_id, institution_id);

    create table accounts (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      item_id uuid not null references items (id) on delete cascade,
      plaid_account_id text not null,
      name text not null,
      official_name text,
      mask text,
      type text not null,
      subtype text,
      current_cents bigint,
      available_cents bigint,
      limit_cents bigint,
      iso_currency_code text,
      is_active boolean not null default true,
      updated_at timestamptz not null default now(),
      unique (item_id, plaid_account_id)
    );
    create index accounts_user_idx on accounts (user_id, item_id);

    create table credit_liabilities (
      account_id uuid primary key references accounts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      aprs jsonb not null default '[]',
      is_overdue boolean,
      last_payment_cents bigint,
      last_payment_date date,
      last_statement_balance_cents bigint,
      last_statement_issue_date date,
      minimum_payment_cents bigint,
      next_payment_due_date date,
      updated_at timestamptz not null default now()
    );
    create index credit_liabilities_user_idx on credit_liabilities (user_id);

    create table transactions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      item_id uuid not null references items (id) on delete cascade,
      account_id uuid not null references accounts (id) on delete cascade,
      plaid_transaction_id text not null,
      pending_transaction_id text,
      -- Plaid's sign: positive is money leaving the account.
      amount_cents bigint not null,
      iso_currency_code text,
      date date not null,
      authorized_date date,
      name text not null,
      merchant_name text,
      merchant_entity_id text,
      logo_url text,
      website text,
      category_primary text,
      category_detailed text,
      payment_channel text,
      pending boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (item_id, plaid_transaction_id)
    );
    -- The transactions page and the dashboard read by user and date range, newest first.
    create index transactions_user_date_idx on transactions (user_id, date desc, id);
    create index transactions_user_category_idx on transactions (user_id, category_primary, date);
    create index transactions_user_merchant_idx on transactions (user_id, merchant_name, date);
    create index transactions_account_date_idx on transactions (account_id, date desc);

    create table recurring_streams (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      item_id uuid not null references items (id) on delete cascade,
      stream_id text not null,
      account_plaid_id text not null,
      direction text not null check (direction in ('inflow', 'outflow')),
      description text not null,
      merchant_name text,
      category_primary text,
      frequency text not null,
      average_amount_cents bigint not null,
      last_amount_cents bigint not null,
      last_date date,
      is_active boolean not null default true,
      updated_at timestamptz not null default now(),
      unique (item_id, stream_id)
    );
    create index recurring_streams_user_idx on recurring_streams (user_id);

    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      title text not null,
      message text not null,
      created_date timestamptz not null default now(),
      read_at timestamptz
    );
    create index notifications_user_idx on notifications (user_id, created_date desc);

    create table chat_messages (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      event_id text not null,
      pair_id text not null,
      is_user_input boolean not null,
      message text not null,
      created_date timestamptz not null default now(),
      is_bookmarked boolean not null default false,
      is_correct boolean,
      unique (user_id, event_id)
    );
    create index chat_messages_user_idx on chat_messages (user_id, created_date desc, event_id);
    create index chat_messages_pair_idx on chat_messages (user_id, pair_id);

    create table chat_quota_usage (
      user_id uuid not null references users (id) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      used integer not null default 0 check (used >= 0),
      primary key (user_id, month)
    );

    create table budgets (
      user_id uuid not null references users (id) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      category text not null,
      amount_cents bigint not null check (amount_cents >= 0),
      updated_at timestamptz not null default now(),
      primary key (user_id, month, category)
    );

    create table analyses (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      session_id uuid not null,
      type text not null check (type in ('account_detail_analysis', 'income_spend_analysis', 'budget_analysis', 'follow_up')),
      query text not null,
      text_response text not null,
      visualizations jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index analyses_user_idx on analyses (user_id, created_at desc);

    create table webhook_events (
      id bigserial primary key,
      vendor text not null check (vendor in ('stripe', 'plaid')),
      event_id text not null,
      type text not null,
      payload jsonb not null,
      received_at timestamptz not null default now(),
      processed_at timestamptz,
      unique (vendor, event_id)
    );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists webhook_events, analyses, budgets, chat_quota_usage, chat_messages, notifications,
      recurring_streams, transactions, credit_liabilities, accounts, items, subscriptions, users cascade
  `.execute(db);
}
