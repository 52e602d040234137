import type { Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * A merchant's newest logo and its newest website are looked up apart (merchant insights, their
 * details), each through an index of the rows that have it. One index of the rows with either
 * (migration 0010) made the logo's lookup walk every row of a merchant with a website and no
 * logo (most of the bench's heavy ledger: 2,300 rows a merchant, ten merchants a call), and the
 * website's every row of one with a logo only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create index transactions_user_merchant_logo_url_idx on transactions (user_id, (coalesce(nullif(merchant_name, ''), name)), date desc, id desc) where logo_url is not null;
    create index transactions_user_merchant_website_idx on transactions (user_id, (coalesce(nullif(merchant_name, ''), name)), date desc, id desc) where website is not null;
    drop index transactions_user_merchant_logo_idx;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    create index transactions_user_merchant_logo_idx on transactions (user_id, (coalesce(nullif(merchant_name, ''), name)), date desc, id desc) where logo_url is not null or website is not null;
    drop index transactions_user_merchant_website_idx;
    drop index transactions_user_merchant_logo_url_idx;
  `);
}
