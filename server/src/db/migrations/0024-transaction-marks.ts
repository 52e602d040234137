import { sql, type Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * The user's own marks on their transactions (issue 24): a note, hidden (out of every total, still
 * listed), reviewed, and tags (the user's, unique per user ignoring case, many per transaction).
 * They are columns and tables a sync never writes: `upsertTransactions` overwrites the bank's
 * columns only, so the marks survive re-syncs and modified rows; a pending row's marks go to the
 * posted row that replaces it (`carryUserMarksToPosted`).
 *
 * A hidden row leaves the money rollups (migration 0010): the two functions that turn written rows
 * into rollup changes now skip hidden rows, so hiding a row takes exactly its part off and showing
 * it adds it back, through the same triggers as every other write. No row is hidden yet, so the
 * rollups need no rebuild.
 *
 * `transaction_visits` holds when the user's current and previous visits to the transactions page
 * began: "to review" is the unreviewed rows created since the previous one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table transactions
      add column note text check (length(note) between 1 and 2000),
      add column hidden boolean not null default false,
      add column reviewed boolean not null default false;
    create index transactions_user_hidden_idx on transactions (user_id) where hidden;
    create index transactions_user_unreviewed_idx on transactions (user_id, created_at) where not reviewed;

    create table tags (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      name text not null check (length(name) between 1 and 40),
      created_at timestamptz not null default now()
    );
    create unique index tags_user_name_key on tags (user_id, lower(name));

    create table transaction_tags (
      user_id uuid not null references users (id) on delete cascade,
      transaction_id uuid not null references transactions (id) on delete cascade,
      tag_id uuid not null references tags (id) on delete cascade,
      primary key (transaction_id, tag_id)
    );
    create index transaction_tags_tag_idx on transaction_tags (tag_id, transaction_id);
    create index transaction_tags_user_idx on transaction_tags (user_id);

    create table transaction_visits (
      user_id uuid primary key references users (id) on delete cascade,
      visit_started_at timestamptz not null,
      previous_visit_started_at timestamptz
    );
  `);

  await sql
    .raw(
      /* sql */ `
    create or replace function money_rollup_transactions_changed(before transactions[], after transactions[]) returns void
    language sql as $$
      select money_rollup_apply(array(
        select money_change_of(s.sign, s.t, r.category_primary, r.category_detailed, r.id is not null)
        from (
          select -1 as sign, b as t from unnest(before) b where not b.hidden
          union all
          select 1, a from unnest(after) a where not a.hidden
        ) s
        left join category_rules r on r.user_id = (s.t).user_id and r.merchant_key = coalesce(nullif((s.t).merchant_name, ''), (s.t).name)
      ))
    $$`,
    )
    .execute(db);

  await sql
    .raw(
      /* sql */ `
    create or replace function money_rollup_rules_changed(before category_rules[], after category_rules[]) returns void
    language sql as $$
      with b as (select * from unnest(before)), a as (select * from unnest(after)),
      merchants as (select user_id, merchant_key from b union select user_id, merchant_key from a)
      select money_rollup_apply(array(
        select money_change_of(s.sign, t, s.category_primary, s.category_detailed, s.has_rule)
        from merchants m
        join transactions t on t.user_id = m.user_id and coalesce(nullif(t.merchant_name, ''), t.name) = m.merchant_key and not t.hidden
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Hidden rows come back into the rollups before the functions forget them.
  await runScript(db, /* sql */ `
    update transactions set hidden = false where hidden;
  `);
  await sql
    .raw(
      /* sql */ `
    create or replace function money_rollup_transactions_changed(before transactions[], after transactions[]) returns void
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
  await sql
    .raw(
      /* sql */ `
    create or replace function money_rollup_rules_changed(before category_rules[], after category_rules[]) returns void
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
  await runScript(db, /* sql */ `
    drop table transaction_visits;
    drop table transaction_tags;
    drop table tags;
    drop index transactions_user_unreviewed_idx;
    drop index transactions_user_hidden_idx;
    alter table transactions drop column reviewed, drop column hidden, drop column note;
  `);
}
