/**
 * A heavy subscriber left in a Postgres database for reading query plans by hand: a new database on
 * the local server (or `BENCH_POSTGRES_URL`'s), the money bench's subscriber linked to the heavy bank
 * (about 100,000 transactions) and its ledger reshaped as the bench does, then the server stopped and
 * the database kept. Prints the database's URL and the user's id. `npm run bench:heavy-database`.
 */
import pg from 'pg';
import { buildInstitutions, DEFAULT_SEED, HEAVY_INSTITUTION_NAME } from '../server/emulators/plaid/banks.ts';
import { linkBank, newSubscriber, reshapeLedger, startBenchStack } from './money.ts';
import { POSTGRES_URL, scratchPostgres } from './scratch-postgres.ts';

const database = await scratchPostgres('ledgerline_heavy');
if (!database) throw new Error(`no Postgres answers at ${POSTGRES_URL}`);
const stack = await startBenchStack(database.url, 3900, 'heavy');
try {
  const account = { email: `heavy-${Date.now()}@example.com`, password: 'bench-household-password' };
  const { headers, call } = await newSubscriber(stack.baseUrl, account);
  const heavy = buildInstitutions(DEFAULT_SEED).find((i) => i.name === HEAVY_INSTITUTION_NAME)!;
  await linkBank(call, stack.emulatorUrl, heavy.institution_id);
  const { total } = (await call('GET', '/db_api/transactions?page_size=1')) as { total: number };
  await reshapeLedger(stack.baseUrl, headers, total);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query<{ id: string }>('select id from users order by created_at desc limit 1');
  await db.end();
  console.log(`database ${database.url}\nuser ${rows[0]!.id}\ntransactions ${total}`);
} finally {
  await stack.stop();
}
