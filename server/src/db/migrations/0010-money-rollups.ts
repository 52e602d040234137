import { sql, type Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Money rollups (modules/money, README "How Ledgerline counts money"): the user's transactions
 * summed by the money rules per day and category (`money_daily`, the dashboard's charts) and per
 * month and every dimension the money pages filter on (`money_monthly`), so that a year or all
 * time of a 100,000-row user is a few thousand rows to add up instead of every transaction.
 *
 * Triggers keep them: after every statement that writes `transactions` or `category_rules`, its
 * transition tables give the rows before and after, each row's part is taken off and added anew
 * by the rules, inside the writing transaction. So no write path (a sync, recategorising, a merchant
 * rule, a removed item, a deleted account, a test's own insert) can leave them stale. They carry
 * no foreign keys: they empty themselves as the transactions go, whatever order a cascade takes.
 *
 * The kind below is `classifiedTransactions` (modules/money/rules.ts) once more, as of this
 * migration: a change to the rules there needs a migration that replaces `money_rollup_apply`
 * and rebuilds the rollups (money/rollups.test.ts compares them with the rules and fails otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table money_daily (
      user_id uuid not null,
      date date not null,
      category_primary text,
      -- Transactions in the totals (posted spending, refunds and income), and their sums.
      counted integer not null,
      spending_cents bigint not null,
      income_cents bigint not null
    );
    create unique index money_daily_key on money_daily (user_id, date, category_primary) nulls not distinct;
    -- Rows a change brought to nothing are dropped through this.
    create index money_daily_empty on money_daily (user_id) where counted = 0;

    create table money_monthly (
      user_id uuid not null,
      month date not null,
      item_id uuid not null,
      account_id uuid not null,
      merchant_key text not null,
      kind text not null,
      category_primary text,
      category_detailed text,
      pending boolean not null,
      transactions integer not null,
      outflows integer not null,
      outflow_cents bigint not null,
      inflow_cents bigint not null,
      spending_cents bigint not null,
      income_cents bigint not null
    );
    create unique index money_monthly_key on money_monthly (user_id, month, account_id, merchant_key, kind, category_primary, category_detailed, pending) nulls not distinct;
    create index money_monthly_empty on money_monthly (user_id) where transactions = 0;

    -- Merchant insights and the rules trigger read one merchant's rows; the list and recategorising find a row by its Plaid id.
    create index transactions_user_merchant_key_idx on transactions (user_id, (coalesce(nullif(merchant_name, ''), name)), date desc, id desc);
    -- A merchant's newest logo and website: a merchant without them is found to have none at once, not by reading all its rows.
    create index transactions_user_merchant_logo_idx on transactions (user_id, (coalesce(nullif(merchant_name, ''), name)), date desc, id desc) where logo_url is not null or website is not null;
    create index transactions_user_plaid_id_idx on transactions (user_id, plaid_transaction_id);
    -- Whether any row is newer than a page's snapshot (as_of), and the dashboard's largest purchases.
    create index transactions_user_created_idx on transactions (user_id, created_at);
    create index transactions_user_amount_idx on transactions (user_id, amount_cents desc, date desc, id);

    -- One row's part in the rollups: its sign (-1 taken off, 1 added) and what the rules read.
    create type money_change as (
      sign integer,
      user_id uuid,
      item_id uuid,
      account_id uuid,
      date date,
      merchant_key text,
      pending boolean,
      plaid_amount_cents bigint,
      category_primary text,
      category_detailed text,
      category_source text,
      matched boolean
    )
  `);

  // Function bodies hold semicolons at line ends: one statement each, not through runScript.
  await sql
    .raw(
      /* sql */ `
    create function money_change_of(sign integer, t transactions, rule_primary text, rule_detailed text, has_rule boolean) returns money_change
    language sql immutable as $$
      select row(
        sign, t.user_id, t.item_id, t.account_id, t.date, coalesce(nullif(t.merchant_name, ''), t.name), t.pending, t.amount_cents,
        case when t.user_category_primary is not null then t.user_category_primary when has_rule then rule_primary else t.category_primary end,
        case when t.user_category_primary is not null then t.user_category_detailed when has_rule then rule_detailed else t.category_detailed end,
        case when t.user_category_primary is not null then 'user' when has_rule then 'rule' else 'plaid' end,
        t.matched_transfer_id is not null
      )::money_change
    $$`,
    )
    .execute(db);

  await sql
    .raw(
      /* sql */ `
    create function money_rollup_apply(changes money_change[]) returns void
    language sql as $$
      with classified as (
        select c.*,
          case
            when c.category_primary in ('TRANSFER_IN', 'TRANSFER_OUT') then 'transfer'
            when c.category_primary = 'LOAN_PAYMENTS' and c.category_detailed = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' then 'card_payment'
            when c.category_primary = 'LOAN_PAYMENTS' then 'loan_payment'
            when c.matched and c.category_source = 'plaid' then 'transfer'
            when c.category_primary = 'INCOME' then 'income'
            when c.plaid_amount_cents >= 0 then 'spending'
            when c.category_primary is null or c.category_primary = 'LOAN_DISBURSEMENTS' then 'other_inflow'
            else 'refund'
          end as kind
        from unnest(changes) c
      ), summed as (
        select k.*,
          not k.pending and k.kind in ('spending', 'refund', 'income') as counts,
          case when not k.pending and k.kind in ('spending', 'refund') then k.plaid_amount_cents else 0 end as spending_cents,
          case when not k.pending and k.kind = 'income' then -k.plaid_amount_cents else 0 end as income_cents
        from classified k
      ), daily as (
        insert into money_daily (user_id, date, category_primary, counted, spending_cents, income_cents)
        select s.user_id, s.date, s.category_primary, sum(s.sign), sum(s.sign * s.spending_cents), sum(s.sign * s.income_cents)
        from summed s where s.counts
        group by s.user_id, s.date, s.category_primary
        on conflict (user_id, date, category_primary) do update set
          counted = money_daily.counted + excluded.counted,
          spending_cents = money_daily.spending_cents + excluded.spending_cents,
          income_cents = money_daily.income_cents + excluded.income_cents
      )
      insert into money_monthly (user_id, month, item_id, account_id, merchant_key, kind, category_primary, category_detailed, pending,
        transactions, outflows, outflow_cents, inflow_cents, spending_cents, income_cents)
      select s.user_id, date_trunc('month', s.date)::date, s.item_id, s.account_id, s.merchant_key, s.kind, s.category_primary, s.category_detailed, s.pending,
        sum(s.sign),
        coalesce(sum(s.sign) filter (where s.plaid_amount_cents >= 0), 0),
        coalesce(sum(s.sign * s.plaid_amount_cents) filter (where s.plaid_amount_cents >= 0), 0),
        coalesce(sum(-s.sign * s.plaid_amount_cents) filter (where s.plaid_amount_cents < 0), 0),
        sum(s.sign * s.spending_cents),
        sum(s.sign * s.income_cents)
      from summed s
      group by s.user_id, date_trunc('month', s.date), s.item_id, s.account_id, s.merchant_key, s.kind, s.category_primary, s.category_detailed, s.pending
      on conflict (user_id, month, account_id, merchant_key, kind, category_primary, category_detailed, pending) do update set
        transactions = money_monthly.transactions + excluded.transactions,
        outflows = money_monthly.outflows + excluded.outflows,
        outflow_cents = money_monthly.outflow_cents + excluded.outflow_cents,
        inflow_cents = money_monthly.inflow_cents + excluded.inflow_cents,
        spending_cents = money_monthly.spending_cents + excluded.spending_cents,
        income_cents = money_monthly.income_cents + excluded.income_cents;

      delete from money_daily where counted = 0 and user_id in (select distinct c.user_id from unnest(changes) c);
      delete from money_monthly where transactions = 0 and user_id in (select distinct c.user_id from unnest(changes) c);
    $$`,
    )
    .execute(db);

  // Rows before and after a statement on transactions: each under the merchant rule in force.
  await sql
    .raw(
      /* sql */ `
    create function money_rollup_transactions_changed(before transactions[], after transactions[]) returns void
    language sql as $$
      select money_rollup_apply(array(
        select money_change_of(s.sign, s.t, r.category_primary, r.category_detailed, r.id is not null)
        from (
          select -1 as sign, b as t from unnest(before) b
          union all
          select 1, a from unnest(after) a
        ) s
        left join category_rules r on r.user_id = (s.t).user_id and r.merchant_key = coalesce(nullif((s.t).merchant_name, ''), (s.t).name)
      ))
    $$`,
    )
    .execute(db);

  // Rules before and after a statement on category_rules: the merchants' rows under the old rule off, under the new one on.
  await sql
    .raw(
      /* sql */ `
    create function money_rollup_rules_changed(before category_rules[], after category_rules[]) returns void
    language sql as $$
      with b as (select * from unnest(before)), a as (select * from unnest(after)),
      merchants as (select user_id, merchant_key from b union select user_id, merchant_key from a)
      select money_rollup_apply(array(
        select money_change_of(s.sign, t, s.category_primary, s.category_detailed, s.has_rule)
        from merchants m
        join transactions t on t.user_id = m.user_id and coalesce(nullif(t.merchant_name, ''), t.name) = m.merchant_key
        cross join lateral (
          select -1 as sign, b.category_primary, b.category_detailed, b.id is not null as has_rule
          from (select 1) one left join b on b.user_id = m.user_id and b.merchant_key = m.merchant_key
          union all
          select 1, a.category_primary, a.category_detailed, a.id is not null
          from (select 1) one left join a on a.user_id = m.user_id and a.merchant_key = m.merchant_key
        ) s
      ))
    $$`,
    )
    .execute(db);

  await sql
    .raw(
      /* sql */ `
    create function money_rollup_on_transactions() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform money_rollup_transactions_changed('{}', array(select n::transactions from new_rows n));
      elsif tg_op = 'UPDATE' then
        perform money_rollup_transactions_changed(array(select o::transactions from old_rows o), array(select n::transactions from new_rows n));
      else
        perform money_rollup_transactions_changed(array(select o::transactions from old_rows o), '{}');
      end if;
      return null;
    end
    $$`,
    )
    .execute(db);

  await sql
    .raw(
      /* sql */ `
    create function money_rollup_on_rules() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform money_rollup_rules_changed('{}', array(select n::category_rules from new_rows n));
      elsif tg_op = 'UPDATE' then
        perform money_rollup_rules_changed(array(select o::category_rules from old_rows o), array(select n::category_rules from new_rows n));
      else
        perform money_rollup_rules_changed(array(select o::category_rules from old_rows o), '{}');
      end if;
      return null;
    end
    $$`,
    )
    .execute(db);

  // Transition tables allow one event per trigger.
  await runScript(db, /* sql */ `
    create trigger money_rollup_insert after insert on transactions referencing new table as new_rows for each statement execute function money_rollup_on_transactions();
    create trigger money_rollup_update after update on transactions referencing old table as old_rows new table as new_rows for each statement execute function money_rollup_on_transactions();
    create trigger money_rollup_delete after delete on transactions referencing old table as old_rows for each statement execute function money_rollup_on_transactions();
    create trigger money_rollup_rules_insert after insert on category_rules referencing new table as new_rows for each statement execute function money_rollup_on_rules();
    create trigger money_rollup_rules_update after update on category_rules referencing old table as old_rows new table as new_rows for each statement execute function money_rollup_on_rules();
    create trigger money_rollup_rules_delete after delete on category_rules referencing old table as old_rows for each statement execute function money_rollup_on_rules();
    select money_rollup_transactions_changed('{}', array(select t from transactions t where t.user_id = u.id)) from users u;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop trigger money_rollup_rules_delete on category_rules;
    drop trigger money_rollup_rules_update on category_rules;
    drop trigger money_rollup_rules_insert on category_rules;
    drop trigger money_rollup_delete on transactions;
    drop trigger money_rollup_update on transactions;
    drop trigger money_rollup_insert on transactions;
    drop function money_rollup_on_rules();
    drop function money_rollup_on_transactions();
    drop function money_rollup_rules_changed(category_rules[], category_rules[]);
    drop function money_rollup_transactions_changed(transactions[], transactions[]);
    drop function money_rollup_apply(money_change[]);
    drop function money_change_of(integer, transactions, text, text, boolean);
    drop type money_change;
    drop index transactions_user_amount_idx;
    drop index transactions_user_created_idx;
    drop index transactions_user_plaid_id_idx;
    drop index transactions_user_merchant_logo_idx;
    drop index transactions_user_merchant_key_idx;
    drop table money_monthly;
    drop table money_daily;
  `);
}
