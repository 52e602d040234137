/**
 * A heavy subscriber left in a Postgres database for reading query plans by hand: a new database on
 * the local server (or `BENCH_POSTGRES_URL`'s), the money bench's subscriber linked to the heavy bank
 * (about 100,000 transactions) and its ledger reshaped as the bench does, then the server stopped and
 * the database kept. Prints the database's URL and the user's id. `npm run bench:heavy-database`.
 */
import pg from 'pg';
import { buildInstitutions, DEFAULT_SEED, HEAVY_INSTITUTION_NAME } from '../server/emulators/plaid/banks.ts';
import { linkBank, newSubscriber, reshapeLedger, startBenchStack } from './money.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ledgerline_heavy_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const stack = await startBenchStack(url.toString(), 3900, 'heavy');
try {
  const account = { email: `heavy-${Date.now()}@example.com`, password: 'bench-household-password' };
  const { headers, call } = await newSubscriber(stack.baseUrl, account);
  const heavy = buildInstitutions(DEFAULT_SEED).find((i) => i.name === HEAVY_INSTITUTION_NAME)!;
  await linkBank(call, stack.emulatorUrl, heavy.institution_id);
  const { total } = (await call('GET', '/db_api/transactions?page_size=1')) as { total: number };
  await reshapeLedger(stack.baseUrl, headers, total);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows } = await db.query<{ id: string }>('select id from users order by created_at desc limit 1');
  await db.end();
  console.log(`database ${url.toString()}\nuser ${rows[0]!.id}\ntransactions ${total}`);
} finally {
  await stack.stop();
}
