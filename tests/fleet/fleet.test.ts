/**
 * Three server processes on one Postgres database and one Redis, behind a round-robin balancer:
 * what a user, a vendor's webhooks and a deploy do to them, and what must hold across processes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkBank, newSubscriber } from '../../bench/money.ts';
import { linkThroughWidget, plaidClient, sandboxCall, syncAll } from '../../server/emulators/plaid/test-support.ts';
import { unsealAccessToken } from '../../server/src/modules/items/index.ts';
import { DEMO_SIGN_IN } from '../../server/src/demo/seed-demo.ts';
import { startFleet, type Fleet } from './fleet-stack.ts';

const USER_PER_MINUTE = 250;
const ENCRYPTION_KEY = randomBytes(32).toString('hex');
const INSTITUTION = 'ins_120686';
/** Each asked question uses one unit; a new subscriber has this many a month (spec: 100). */
const MONTHLY_ASKS = 100;

let fleet: Fleet;

beforeAll(async () => {
  fleet = await startFleet({
    processes: 3,
    env: {
      ENCRYPTION_KEY,
      RATE_LIMIT_USER_PER_MINUTE: String(USER_PER_MINUTE),
      // The asks below come 150 at once; the per-IP limit would count the whole test (one address).
      RATE_LIMIT_EXPENSIVE_PER_MINUTE: '100000',
      RATE_LIMIT_IP_PER_MINUTE: '100000000',
      RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE: '100000000',
    },
  });
}, 300_000);
afterAll(async () => {
  await fleet?.stop();
}, 120_000);

let people = 0;
const subscriber = () => newSubscriber(fleet.url, { email: `fleet-${Date.now()}-${people++}@example.com`, password: 'fleet-household-password' });

/** The user's item, with its Plaid access token unsealed (as the server does, with the fleet's key). */
async function itemOf(email: string) {
  const [item] = await fleet.query<{ id: string; external_id: string; access_token_ciphertext: string }>(
    'select i.id, i.external_id, i.access_token_ciphertext from items i join users u on u.id = i.user_id where u.email = $1',
    [email],
  );
  if (!item) throw new Error(`${email} has no item`);
  return { id: item.id, accessToken: unsealAccessToken(item, Buffer.from(ENCRYPTION_KEY, 'hex')) };
}

const plaid = () => plaidClient(`${fleet.emulatorUrl}/plaid`);

/** The Plaid transaction ids the fleet stored for an item. */
const storedIds = async (itemId: string) =>
  (await fleet.query<{ plaid_transaction_id: string }>('select plaid_transaction_id from transactions where item_id = $1 order by 1', [itemId])).map((r) => r.plaid_transaction_id);

/** The item's sync jobs in the queue, oldest first. */
const syncJobs = (itemId: string) => fleet.query<{ id: string; state: string }>("select id, state from pgboss.job where name = 'item-sync' and singleton_key = $1 order by created_on", [itemId]);
/** When each of the item's sync jobs was queued and started, in epoch milliseconds of the database's clock. */
const syncJobTimes = (itemId: string) =>
  fleet.query<{ created_ms: number; started_ms: number }>(
    "select (extract(epoch from created_on) * 1000)::float8 as created_ms, (extract(epoch from started_on) * 1000)::float8 as started_ms from pgboss.job where name = 'item-sync' and singleton_key = $1 order by created_on",
    [itemId],
  );

/** Answers of `count` requests sent `width` at a time. */
async function inWaves<T>(count: number, width: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += width) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => send(start + i)))));
  }
  return answers;
}

describe('a fleet of three processes on one Postgres and one Redis', () => {
  it('started together, they migrate once and seed one demo account', async () => {
    const migrations = await fleet.query<{ name: string }>('select name from kysely_migration');
    const files = readdirSync('server/src/db/migrations').filter((file) => /^\d{4}-.*\.ts$/.test(file) && !file.endsWith('.test.ts'));
    expect(migrations).toHaveLength(files.length);
    await vi.waitFor(async () => expect(await fleet.query('select id from users where email = $1', [DEMO_SIGN_IN.email])).toHaveLength(1), { timeout: 120_000, interval: 500 });
  });

  it("count a user's calls per minute together, in Redis: spread over three processes, the limit holds once", async () => {
    const { headers } = await subscriber();
    // Three times the limit, a third to each process: counted per process, every call would pass.
    // Counted together, at most the limit passes in each minute's window, and the calls span at
    // most two windows (the one the sign-up opened, and the next).
    const sent = 3 * USER_PER_MINUTE;
    const answers = await inWaves(sent, 50, async () => {
      const response = await fetch(`${fleet.url}/api/accounts`, { headers });
      return { status: response.status, code: response.status === 429 ? ((await response.json()) as { error: { error_code: string } }).error.error_code : undefined };
    });
    const ok = answers.filter((s) => s.status === 200).length;
    const refused = answers.filter((s) => s.status === 429);
    expect(ok + refused.length).toBe(sent);
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(2 * USER_PER_MINUTE);
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(['RATE_LIMITED']));
  });

  it('answer exactly 100 of 150 asks sent at once by one user, across the processes', async () => {
    const { headers, call } = await subscriber();
    const asks = await Promise.all(
      Array.from({ length: 150 }, async () => {
        const response = await fetch(`${fleet.url}/api/chat/response`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ id: `user-${randomUUID().replaceAll('-', '')}`, submitted_user_query: 'What did I spend last month?', is_user_input: true, created_date: new Date().toISOString() }),
        });
        const body = (await response.json()) as { status?: string; error?: { error_code: string } };
        return { status: response.status, answer: body.status, code: body.error?.error_code };
      }),
    );
    expect(asks.filter((a) => a.status === 200)).toHaveLength(MONTHLY_ASKS);
    expect(asks.filter((a) => a.status === 200 && a.answer === 'error')).toEqual([]);
    expect(asks.filter((a) => a.status === 429).map((a) => a.code)).toEqual(Array(150 - MONTHLY_ASKS).fill('QUOTA_EXCEEDED'));
    expect(await call('GET', '/api/chat/quota')).toMatchObject({ remaining: 0, used: MONTHLY_ASKS, total: MONTHLY_ASKS });
  });

  it("apply Plaid's webhook once when it reaches all three processes, never with two syncs waiting", async () => {
    const email = `fleet-webhook-${Date.now()}@example.com`;
    const { call } = await newSubscriber(fleet.url, { email, password: 'fleet-household-password' });
    await linkBank(call, fleet.emulatorUrl, INSTITUTION);
    const item = await itemOf(email);
    const notices = () => fleet.query("select n.id from notifications n join users u on u.id = n.user_id where u.email = $1 and n.kind = 'transactions_synced'", [email]);
    /** Every row at the bank stored and every sync job finished (linking sends webhooks of its own). */
    const settled = async () => {
      const atBank = (await syncAll(plaid(), item.accessToken)).added.map((t) => t.transaction_id).sort();
      await vi.waitFor(async () => expect(await storedIds(item.id)).toEqual(atBank), { timeout: 120_000, interval: 250 });
      await vi.waitFor(async () => expect(new Set((await syncJobs(item.id)).map((job) => job.state))).toEqual(new Set(['completed'])), { timeout: 120_000, interval: 250 });
    };
    await settled();
    const jobsBefore = (await syncJobs(item.id)).length;
    const noticesBefore = (await notices()).length;

    fleet.webhookCopies = 3;
    try {
      for (let i = 0; i < 2; i++) expect((await sandboxCall(`${fleet.emulatorUrl}/plaid`, '/sandbox/transactions/mutate', { access_token: item.accessToken, change: 'added', fire_webhook: false })).status).toBe(200);
      // The stand-in tells the item's webhook address (the balancer), which hands it to every process.
      expect((await sandboxCall(`${fleet.emulatorUrl}/plaid`, '/sandbox/item/fire_webhook', { access_token: item.accessToken, webhook_code: 'SYNC_UPDATES_AVAILABLE' })).status).toBe(200);
      await settled();
    } finally {
      fleet.webhookCopies = 1;
    }
    // News always asks for a sync, a repeat too (a news delivery is never dropped as a replay): the
    // queue keeps at most one sync waiting to start, so copies arriving while one waits fold into it;
    // copies arriving after it started (a busy machine spreads them out) queue one more each.
    const since = (await syncJobTimes(item.id)).slice(jobsBefore);
    expect(since.length).toBeGreaterThanOrEqual(1);
    expect(since.length).toBeLessThanOrEqual(3);
    // A job's created_on is its INSERT's start: an insert that met the waiting job in the queue's
    // unique index waits for the fetch taking it to commit, then goes in, stamped a moment before
    // that start. Copies folded into one waiting job leave no row; ones queued behind it land after.
    const STAMPED_BEFORE_ITS_WAIT_MS = 1_000;
    const waits = since.map((job) => [job.created_ms, job.started_ms] as const).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < waits.length; i++) {
      expect(waits[i]![0], 'a sync queued while another still waited').toBeGreaterThanOrEqual(waits[i - 1]![1] - STAMPED_BEFORE_ITS_WAIT_MS);
    }
    // Applied once: the two new rows are announced in one notice.
    expect((await notices()).length - noticesBefore).toBe(1);
  });

  it('finish the sync of a process killed mid-way on another, with every row stored once', async () => {
    const [first, ...others] = fleet.servers;
    // Only the first process runs, so the new item's first sync is its job.
    await Promise.all(others.map((server) => server.stop()));
    try {
      const email = `fleet-killed-${Date.now()}@example.com`;
      const { call } = await newSubscriber(fleet.url, { email, password: 'fleet-household-password' });
      const { link_token } = (await call('POST', '/api/create_link_token')) as { link_token: string };
      const { public_token } = await linkThroughWidget(`${fleet.emulatorUrl}/plaid`, link_token, { institutionId: INSTITUTION });
      await call('POST', '/api/set_access_token', new URLSearchParams({ public_token }));
      const item = await itemOf(email);
      await vi.waitFor(async () => expect((await syncJobs(item.id)).map((job) => job.state)).toContain('active'), { timeout: 60_000, interval: 20 });
      // Caught mid-sync: the bank stops answering, so the sync is still waiting on it when its process dies.
      fleet.pauseVendors();
      try {
        await first!.kill();
      } finally {
        fleet.resumeVendors();
      }
      await Promise.all(others.map((server) => server.start()));
      const atBank = (await syncAll(plaid(), item.accessToken)).added.map((t) => t.transaction_id).sort();
      await vi.waitFor(async () => expect(await storedIds(item.id)).toEqual(atBank), { timeout: 150_000, interval: 500 });
      await vi.waitFor(async () => expect((await syncJobs(item.id)).every((job) => job.state === 'completed')).toBe(true), { timeout: 60_000, interval: 500 });
    } finally {
      await Promise.all(fleet.servers.filter((server) => !server.running).map((server) => server.start()));
    }
  });

  it('lose no request during a rolling restart of all three under a steady read load', async () => {
    const { headers } = await subscriber();
    const statuses: number[] = [];
    // (Webhooks the stand-ins sent while every process was down, in the test before, found none.)
    fleet.unrouted = 0;
    let reading = true;
    // Three readers, each a request a second or so: within the user's limit for the minute.
    const readers = Array.from({ length: 3 }, async () => {
      while (reading) {
        const response = await fetch(`${fleet.url}/api/accounts`, { headers });
        statuses.push(response.status);
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    });
    for (const server of fleet.servers) {
      const before = statuses.length;
      await server.stop();
      await server.start();
      await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(before + 4), { timeout: 60_000, interval: 100 });
    }
    reading = false;
    await Promise.all(readers);
    expect(fleet.unrouted).toBe(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(12);
  });
});
