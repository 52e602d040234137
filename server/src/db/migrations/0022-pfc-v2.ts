import { sql, type Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Plaid's personal finance category taxonomy v2 (issue 29, modules/money/category-taxonomy.ts).
 *
 * A transaction or recurring stream keeps the taxonomy version its category came in
 * (`category_version`: 'v1' or 'v2'; null for rows stored before, all v1, and for sources without
 * versions, like a file import). The v2 codes share v1's primaries, so the rules still read the
 * primary; v2 adds `OTHER`, Plaid's "could not categorise", counted like no category: money
 * arriving under it is neither income nor a refund. `money_rollup_apply` is replaced to say so, as `classifiedTransactions` does, and the
 * rows it counts differently are taken off the rollups under the old rules and added back under
 * the new.
 */
const OTHER_ROWS = /* sql */ `array(
  select t from transactions t
  where t.category_primary = 'OTHER' or t.user_category_primary = 'OTHER'
    or exists (select 1 from category_rules r where r.user_id = t.user_id and r.category_primary = 'OTHER' and r.merchant_key = coalesce(nullif(t.merchant_name, ''), t.name))
)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table transactions add column category_version text check (category_version in ('v1', 'v2'));
    alter table recurring_streams add column category_version text check (category_version in ('v1', 'v2'));
    select money_rollup_transactions_changed(${OTHER_ROWS}, '{}');
  `);
  await sql
    .raw(
      /* sql */ `
    create or replace function money_rollup_apply(changes money_change[]) returns void
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
            when c.category_primary is null or c.category_primary in ('OTHER', 'LOAN_DISBURSEMENTS') then 'other_inflow'
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
    $$`
    )
    .execute(db);
  await runScript(db, /* sql */ `select money_rollup_transactions_changed('{}', ${OTHER_ROWS})\n`);
}
