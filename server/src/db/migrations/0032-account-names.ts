import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * An account the user renamed (issue 25, item 4): `name` and `official_name` hold what every page
 * shows, so a rename reaches them all; the bank's own names are kept beside them (`bank_name`,
 * `bank_official_name`, refreshed by each sync) and `user_named` stops a sync writing over the
 * user's. Taking the name back restores the bank's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table accounts
      add column user_named boolean not null default false,
      add column bank_name text,
      add column bank_official_name text;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    update accounts set name = coalesce(bank_name, name), official_name = case when user_named then bank_official_name else official_name end;
    alter table accounts drop column user_named, drop column bank_name, drop column bank_official_name;
  `);
}
