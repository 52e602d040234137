/**
 * A server process's queue worker, alone, for a test to kill mid-sync (`kill -9`): configured by
 * the environment as the server is (`DATABASE_URL`, `ENCRYPTION_KEY`), it takes sync jobs, reads
 * the item at the Plaid emulator at `PLAID_BASE`, prints `syncing` once it is inside a sync, and
 * then waits there for ever (Plaid's transaction list never answers). `JOB_LEASE_SECONDS` is the
 * lease its test's queue holds jobs by. Run with `node --import tsx`.
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
// The queue's settings are the test queues' (opening it sets them for every process): a second's retry delay.
const queue = await openJobs({ db, databaseUrl, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, ...(process.env.JOB_LEASE_SECONDS ? { leaseSeconds: Number(process.env.JOB_LEASE_SECONDS) } : {}) });
await createJobWorkers(queue, { config, db, bankData: createPlaidBankData(stuckPlaid), log: { info() {}, warn() {} } }, 1).start();
