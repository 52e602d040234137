import { sql, type Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Hidden accounts (issue 25, item 4): an account the user hides is left out of every total. Its
 * rows carry it as `account_hidden` (written by the one write path for bank rows, and on every row
 * of the account when it is hidden or shown), so each read that leaves hidden rows out of a total
 * leaves these out the same way, and the money rollups (migrations 0010, 0024) skip them as they
 * skip hidden rows: hiding an account takes exactly its rows off, showing it adds them back,
 * through the same triggers as every other write. The user's own mark (`hidden`) stays as they set it.
 */
/** The two rollup functions of this migration (0039 puts them back on its way down). */
export const rollupFunctionsOf = (skipped: (row: string) => string) => [
  /* sql */ `
    create or replace function money_rollup_transactions_changed(before transactions[], after transactions[]) returns void
    language sql as $$
      select money_rollup_apply(array(
        select money_change_of(s.sign, s.t, r.category_primary, r.category_detailed, r.id is not null)
        from (
          select -1 as sign, b as t from unnest(before) b where ${skipped('b')}
          union all
          select 1, a from unnest(after) a where ${skipped('a')}
        ) s
        left join category_rules r on r.user_id = (s.t).user_id and r.merchant_key = coalesce(nullif((s.t).merchant_name, ''), (s.t).name)
      ))
    $$`,
  /* sql */ `
    create or replace function money_rollup_rules_changed(before category_rules[], after category_rules[]) returns void
    language sql as $$
      with b as (select * from unnest(before)), a as (select * from unnest(after)),
      merchants as (select user_id, merchant_key from b union select user_id, merchant_key from a)
      select money_rollup_apply(array(
        select money_change_of(s.sign, t, s.category_primary, s.category_detailed, s.has_rule)
        from merchants m
        join transactions t on t.user_id = m.user_id and coalesce(nullif(t.merchant_name, ''), t.name) = m.merchant_key and ${skipped('t')}
        cross join lateral (
          select -1 as sign, b.category_primary, b.category_detailed, b.id is not null as has_rule
          from (select 1) one left join b on b.user_id = m.user_id and b.merchant_key = m.merchant_key
          union all
          select 1, a.category_primary, a.category_detailed, a.id is not null
          from (select 1) one left join a on a.user_id = m.user_id and a.merchant_key = m.merchant_key
        ) s
      ))
    $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table accounts add column hidden boolean not null default false;
    alter table transactions add column account_hidden boolean not null default false;
    create index transactions_user_account_hidden_idx on transactions (user_id) where account_hidden;
  `);
  // No account is hidden yet: the rollups need no rebuild.
  for (const statement of rollupFunctionsOf((row) => `not ${row}.hidden and not ${row}.account_hidden`)) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Hidden accounts' rows come back into the rollups before the functions forget them.
  await runScript(db, /* sql */ `update transactions set account_hidden = false where account_hidden;`);
  for (const statement of rollupFunctionsOf((row) => `not ${row}.hidden`)) await sql.raw(statement).execute(db);
  await runScript(db, /* sql */ `
    drop index transactions_user_account_hidden_idx;
    alter table transactions drop column account_hidden;
    alter table accounts drop column hidden;
  `);
}
