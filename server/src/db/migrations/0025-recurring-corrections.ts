import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Recurring payments the user corrects or adds (issue 25): columns of `recurring_streams` that a
 * sync from Plaid never writes (it updates a stream in place by its Plaid id and keeps them), and
 * streams the user adds by hand (`source = 'manual'`, no item nor Plaid id; their next expected
 * date is kept in `last_date` and counts as due).
 *   - `not_recurring`: the user said this is not a recurring payment; it leaves every list;
 *   - `user_kind`: the kind the user chose (else it is decided from the category);
 *   - `user_amount_cents`: the expected amount the user set, positive (else Plaid's last amount).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table recurring_streams
      add column source text not null default 'plaid' check (source in ('plaid', 'manual')),
      add column not_recurring boolean not null default false,
      add column user_kind text check (user_kind in ('subscription', 'bill', 'loan_or_mortgage', 'card_payment', 'transfer_or_savings', 'income')),
      add column user_amount_cents bigint check (user_amount_cents >= 0),
      add column created_at timestamptz not null default now(),
      alter column item_id drop not null,
      alter column stream_id drop not null,
      alter column account_plaid_id drop not null,
      add constraint recurring_streams_source_shape check (
        case when source = 'manual' then item_id is null and stream_id is null and user_kind is not null and user_amount_cents is not null
        else item_id is not null and stream_id is not null and account_plaid_id is not null end
      );
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    delete from recurring_streams where source = 'manual';
    alter table recurring_streams
      drop constraint recurring_streams_source_shape,
      alter column item_id set not null,
      alter column stream_id set not null,
      alter column account_plaid_id set not null,
      drop column source,
      drop column not_recurring,
      drop column user_kind,
      drop column user_amount_cents,
      drop column created_at;
  `);
}
