/**
 * A server process's queue worker, alone, for a test to kill mid-sync (`kill -9`): configured by
 * the environment as the server is (`DATABASE_URL`, `ENCRYPTION_KEY`), it takes sync jobs, reads
 * the item at the Plaid emulator at `PLAID_BASE`, prints `syncing` once it is inside a sync, and
 * then waits there for ever (Plaid's transaction list never answers). Run with `node --import tsx`.
 */
import type { PlaidApi } from 'plaid';
import { plaidClient } from '../emulators/plaid/test-support.ts';
import { createPlaidBankData } from '../src/vendors/plaid.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createJobWorkers, openJobs } from '../src/jobs/index.ts';

const config = loadConfig(process.env);
const databaseUrl = config.databaseUrl!;
const plaid = plaidClient(process.env.PLAID_BASE!);
const stuckPlaid = new Proxy(plaid, {
  get(target, property, receiver) {
    const value = Reflect.get(target, property, receiver);
    if (property !== 'transactionsSync') return value;
    return () => {
      process.stdout.write('syncing\n');
      return new Promise(() => {});
    };
  },
}) as PlaidApi;

const { db } = await openDatabase({ databaseUrl });
const queue = await openJobs({ db, databaseUrl, pollingIntervalSeconds: 0.5 });
await createJobWorkers(queue, { config, db, bankData: createPlaidBankData(stuckPlaid), log: { info() {}, warn() {} } }, 1).start();
