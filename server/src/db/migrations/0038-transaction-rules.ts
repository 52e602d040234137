import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Rules that grow up (issue 24, item 6): conditions on a transaction (its merchant, the bank's
 * text, an amount range, an account, a direction) and actions (set its category, rename its
 * merchant, add tags, hide it), in the user's order. A rule runs on each new row a sync or an
 * import writes, and on the rows already there when the user asks. A category a rule set is the
 * user's category of the row with the rule beside it (`transactions.rule_id`, kept when the rule
 * is removed): the row's own choice is never overridden, and choosing by hand clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create table transaction_rules (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      position integer not null,
      conditions jsonb not null,
      actions jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index transaction_rules_user on transaction_rules (user_id, position);
    -- Not a foreign key: a removed rule's rows keep what it did and still read "your rule" (a later rule may change them; a choice by hand clears it).
    alter table transactions add column rule_id uuid;
    create index transactions_rule_idx on transactions (rule_id) where rule_id is not null;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    drop index transactions_rule_idx;
    alter table transactions drop column rule_id;
    drop table transaction_rules;
  `);
}
