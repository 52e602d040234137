import { sql, type Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Transaction search over the user's distinct texts (modules/transactions, `SEARCH_TEXT`): a user's
 * 100,000 transactions carry a few hundred distinct merchant-and-name texts, so search matches
 * those (`transaction_search_texts`, with the trigram index 0009 had on every transaction) and then
 * reads the rows of the texts that matched through a btree index on the text's hash. A common
 * fragment ("istr") made the trigram index of 0009 recheck most of a heavy user's rows: 250 ms on
 * Postgres and a second on PGlite, where matching the texts first takes a few milliseconds.
 *
 * The texts are keyed by their md5 (a btree key has a size limit, a bank's name has none). Triggers
 * keep them: after every statement that writes `transactions`, the texts of the rows before and
 * after are counted off and on, inside the writing transaction, and a text with no rows left goes.
 * The text expression must stay identical to the query's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table transaction_search_texts (
      user_id uuid not null,
      text_hash uuid not null,
      search_text text not null,
      transactions integer not null,
      primary key (user_id, text_hash)
    );
    create index transaction_search_texts_trgm_idx on transaction_search_texts using gin (user_id, search_text gin_trgm_ops);
    create index transaction_search_texts_empty on transaction_search_texts (user_id) where transactions = 0;
    create index transactions_user_search_hash_idx on transactions (user_id, (md5(coalesce(merchant_name, '') || ' ' || name)::uuid));
    drop index transactions_user_search_idx;
  `);

  // Function bodies hold semicolons at line ends: one statement each, not through runScript.
  await sql
    .raw(
      /* sql */ `
    create function transaction_search_texts_add(user_ids uuid[], texts text[], counts integer[]) returns void
    language sql as $$
      insert into transaction_search_texts (user_id, text_hash, search_text, transactions)
      select c.user_id, md5(c.search_text)::uuid, c.search_text, sum(c.n)
      from unnest(user_ids, texts, counts) as c(user_id, search_text, n)
      group by c.user_id, c.search_text
      having sum(c.n) <> 0
      on conflict (user_id, text_hash) do update set transactions = transaction_search_texts.transactions + excluded.transactions;

      delete from transaction_search_texts where transactions = 0 and user_id in (select distinct u from unnest(user_ids) u);
    $$`,
    )
    .execute(db);

  // Rows before a statement count -1 for their text, rows after +1.
  await sql
    .raw(
      /* sql */ `
    create function transaction_search_texts_on_change() returns trigger
    language plpgsql as $$
    declare
      user_ids uuid[];
      texts text[];
      counts integer[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(n.user_id), array_agg(coalesce(n.merchant_name, '') || ' ' || n.name), array_agg(1) into user_ids, texts, counts from new_rows n;
      elsif tg_op = 'UPDATE' then
        select array_agg(c.user_id), array_agg(c.search_text), array_agg(c.n) into user_ids, texts, counts from (
          select o.user_id, coalesce(o.merchant_name, '') || ' ' || o.name as search_text, -1 as n from old_rows o
          union all
          select n.user_id, coalesce(n.merchant_name, '') || ' ' || n.name, 1 from new_rows n
        ) c;
      else
        select array_agg(o.user_id), array_agg(coalesce(o.merchant_name, '') || ' ' || o.name), array_agg(-1) into user_ids, texts, counts from old_rows o;
      end if;
      if user_ids is not null then
        perform transaction_search_texts_add(user_ids, texts, counts);
      end if;
      return null;
    end
    $$`,
    )
    .execute(db);

  // Transition tables allow one event per trigger.
  await runScript(db, /* sql */ `
    create trigger transaction_search_texts_insert after insert on transactions referencing new table as new_rows for each statement execute function transaction_search_texts_on_change();
    create trigger transaction_search_texts_update after update on transactions referencing old table as old_rows new table as new_rows for each statement execute function transaction_search_texts_on_change();
    create trigger transaction_search_texts_delete after delete on transactions referencing old table as old_rows for each statement execute function transaction_search_texts_on_change();
    select transaction_search_texts_add(array_agg(t.user_id), array_agg(coalesce(t.merchant_name, '') || ' ' || t.name), array_agg(1)) from transactions t having count(*) > 0;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop trigger transaction_search_texts_delete on transactions;
    drop trigger transaction_search_texts_update on transactions;
    drop trigger transaction_search_texts_insert on transactions;
    drop function transaction_search_texts_on_change();
    drop function transaction_search_texts_add(uuid[], text[], integer[]);
    create index transactions_user_search_idx on transactions using gin (user_id, (coalesce(merchant_name, '') || ' ' || name) gin_trgm_ops);
    drop index transactions_user_search_hash_idx;
    drop table transaction_search_texts;
  `);
}
