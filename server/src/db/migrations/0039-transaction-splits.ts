import { sql, type Kysely } from 'kysely';
import { rollupFunctionsOf } from './0034-hidden-accounts.ts';
import { runScript } from './run-script.ts';

/**
 * Splits (issue 24, item 2): a transaction split into parts by amount, each with its category and
 * note, kept on the row itself (`transactions.splits`, a JSON array of
 * `{ amount_cents, category_primary, category_detailed, note }` in Plaid's sign, in order), so a
 * sync's upsert, the pending row's carry to the posted one, a delete and every rollup trigger see
 * the parts with the row they belong to. Every figure counts the parts: the rollups take a split
 * row as its parts (`money_changes_of`), as the money rules' classified rows do.
 *
 * The parts sum to the row's amount exactly when the person splits it. When the bank changes the
 * amount later, the parts are kept and the difference becomes a last part of its own (`remainder`,
 * with no category: the row's own category counts it), and the row goes back to "to review"
 * (`transaction_split_rebalanced`).
 */
const rollupFunctions = [
  /* sql */ `
    create or replace function money_rollup_transactions_changed(before transactions[], after transactions[]) returns void
    language sql as $$
      select money_rollup_apply(array(
        select ch
        from (
          select -1 as sign, b as t from unnest(before) b where not b.hidden and not b.account_hidden
          union all
          select 1, a from unnest(after) a where not a.hidden and not a.account_hidden
        ) s
        left join category_rules r on r.user_id = (s.t).user_id and r.merchant_key = coalesce(nullif((s.t).merchant_name, ''), (s.t).name)
        cross join lateral money_changes_of(s.sign, s.t, r.category_primary, r.category_detailed, r.id is not null) ch
      ))
    $$`,
  /* sql */ `
    create or replace function money_rollup_rules_changed(before category_rules[], after category_rules[]) returns void
    language sql as $$
      with b as (select * from unnest(before)), a as (select * from unnest(after)),
      merchants as (select user_id, merchant_key from b union select user_id, merchant_key from a)
      select money_rollup_apply(array(
        select ch
        from merchants m
        join transactions t on t.user_id = m.user_id and coalesce(nullif(t.merchant_name, ''), t.name) = m.merchant_key and not t.hidden and not t.account_hidden
        cross join lateral (
          select -1 as sign, b.category_primary, b.category_detailed, b.id is not null as has_rule
          from (select 1) one left join b on b.user_id = m.user_id and b.merchant_key = m.merchant_key
          union all
          select 1, a.category_primary, a.category_detailed, a.id is not null
          from (select 1) one left join a on a.user_id = m.user_id and a.merchant_key = m.merchant_key
        ) s
        cross join lateral money_changes_of(s.sign, t, s.category_primary, s.category_detailed, s.has_rule) ch
      ))
    $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table transactions add column splits jsonb check (splits is null or jsonb_typeof(splits) = 'array');
    create index transactions_user_split_idx on transactions (user_id) where splits is not null;
    -- The planner reads rows not split apart from split ones: it needs to know nearly all are not.
    analyze transactions;
    alter table transaction_changes drop constraint transaction_changes_field_check;
    alter table transaction_changes add constraint transaction_changes_field_check
      check (field in ('category', 'merchant', 'note', 'tags', 'hidden', 'reviewed', 'split'));
  `);
  await sql
    .raw(
      /* sql */ `
    create function money_changes_of(sign integer, t transactions, rule_primary text, rule_detailed text, has_rule boolean) returns setof money_change
    language sql immutable as $$
      select row(c.sign, c.user_id, c.item_id, c.account_id, c.date, c.merchant_key, c.pending,
        coalesce((p.part->>'amount_cents')::bigint, c.plaid_amount_cents),
        case when p.part->>'category_primary' is not null then p.part->>'category_primary' else c.category_primary end,
        case when p.part->>'category_primary' is not null then p.part->>'category_detailed' else c.category_detailed end,
        case when p.part->>'category_primary' is not null then 'user' else c.category_source end,
        c.matched)::money_change
      from money_change_of(sign, t, rule_primary, rule_detailed, has_rule) c
      left join lateral jsonb_array_elements(t.splits) as p(part) on true
    $$`,
    )
    .execute(db);
  await sql
    .raw(
      /* sql */ `
    create function transaction_split_rebalanced() returns trigger
    language plpgsql as $$
    declare
      kept jsonb;
      rest bigint;
    begin
      select coalesce(jsonb_agg(e.part order by e.n), '[]'::jsonb), new.amount_cents - coalesce(sum((e.part->>'amount_cents')::bigint), 0)
        into kept, rest
        from jsonb_array_elements(new.splits) with ordinality as e(part, n)
        where not coalesce((e.part->>'remainder')::boolean, false);
      if rest = 0 then
        new.splits := kept;
      else
        new.splits := kept || jsonb_build_array(jsonb_build_object('amount_cents', rest, 'category_primary', null, 'category_detailed', null, 'note', null, 'remainder', true));
        new.reviewed := false;
      end if;
      return new;
    end
    $$`,
    )
    .execute(db);
  await runScript(db, /* sql */ `
    create trigger transactions_split_rebalanced before update of amount_cents, splits on transactions
      for each row when (new.splits is not null and (new.amount_cents is distinct from old.amount_cents or new.splits is distinct from old.splits))
      execute function transaction_split_rebalanced();
  `);
  for (const statement of rollupFunctions) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Split rows come back whole into the rollups before the functions forget their parts.
  await runScript(db, /* sql */ `
    drop trigger transactions_split_rebalanced on transactions;
    drop function transaction_split_rebalanced();
    update transactions set splits = null where splits is not null;
    delete from transaction_changes where field = 'split';
    alter table transaction_changes drop constraint transaction_changes_field_check;
    alter table transaction_changes add constraint transaction_changes_field_check
      check (field in ('category', 'merchant', 'note', 'tags', 'hidden', 'reviewed'));
  `);
  for (const statement of rollupFunctionsOf((row) => `not ${row}.hidden and not ${row}.account_hidden`)) await sql.raw(statement).execute(db);
  await runScript(db, /* sql */ `
    drop function money_changes_of(integer, transactions, text, text, boolean);
    drop index transactions_user_split_idx;
    alter table transactions drop column splits;
  `);
}
