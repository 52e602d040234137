import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * What an account's deletion keeps, and what it no longer keeps (modules/account-data, webhook-events, session):
 *
 * - `account_tombstones`: a deleted account's trial and month, with no personal data, so signing in
 *   again with the same identity neither starts a second free trial nor a fresh month of asks. Keyed
 *   by a keyed hash of the identity's (issuer, sub); the Stripe customer id recognises the vendor's
 *   later events about the deleted account. `users.prior_subscription` carries the history into the
 *   account made by that next sign-in.
 * - `webhook_events.subject`: the Stripe customer or Plaid item an event is about, so a deleted
 *   account's payloads can be emptied; payloads may now be null (emptied after 30 days or at
 *   deletion, the event id staying for replay protection), found by age through a partial index.
 * - `revoked_access_tokens`: access tokens ended by a logout, until they would have expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table account_tombstones (
      identity_hash text primary key,
      stripe_customer_id text,
      had_subscription boolean not null,
      usage_month text not null check (usage_month ~ '^[0-9]{4}-[0-9]{2}$'),
      usage jsonb not null default '{}',
      deleted_at timestamptz not null default now()
    );
    create index account_tombstones_customer_idx on account_tombstones (stripe_customer_id) where stripe_customer_id is not null;

    alter table users add column prior_subscription boolean not null default false;

    alter table webhook_events alter column payload drop not null;
    alter table webhook_events add column subject text;
    update webhook_events set subject = case
      when vendor = 'plaid' then payload ->> 'item_id'
      when payload #>> '{data,object,object}' = 'customer' then payload #>> '{data,object,id}'
      else coalesce(payload #>> '{data,object,customer,id}', payload #>> '{data,object,customer}')
    end;
    create index webhook_events_subject_idx on webhook_events (vendor, subject) where subject is not null;
    create index webhook_events_payload_age_idx on webhook_events (received_at) where payload is not null;

    create table revoked_access_tokens (
      token_id text primary key,
      expires_at timestamptz not null
    );
    create index revoked_access_tokens_expiry_idx on revoked_access_tokens (expires_at);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop table revoked_access_tokens;
    drop index webhook_events_payload_age_idx;
    drop index webhook_events_subject_idx;
    alter table webhook_events drop column subject;
    update webhook_events set payload = '{}' where payload is null;
    alter table webhook_events alter column payload set not null;
    alter table users drop column prior_subscription;
    drop table account_tombstones;
  `);
}
