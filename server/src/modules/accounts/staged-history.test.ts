import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { addMonths, monthName } from '../../lib/calendar.ts';
import { itemAccessToken, linkInstitution } from '../../../test/banking.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser } from '../../../test/users.ts';

const DAY_MS = 86_400_000;
let plaid: RunningEmulator;
let app: FastifyInstance;
const clock = new TestClock(new Date(Date.now() - 3 * DAY_MS).toISOString());
const data = tempDataDir();

beforeAll(async () => {
  plaid = await startEmulator({ dataDir: data.dir, clock });
  app = await createTestApp({ vendors: { plaid: plaid.plaid } });
});
afterAll(async () => {
  await app.close();
  await plaid.close();
  data.remove();
});

async function storedIds(userId: string): Promise<string[]> {
  const { db } = await testDatabase();
  return (await db.selectFrom('transactions').select('plaid_transaction_id').where('user_id', '=', userId).execute()).map((r) => r.plaid_transaction_id).sort();
}

async function itemHistory(externalId: string) {
  const { db } = await testDatabase();
  return db.selectFrom('items').select(['history_status', 'history_from']).where('external_id', '=', externalId).executeTakeFirstOrThrow();
}

describe('an item whose history arrives in stages (Paisley Financial)', () => {
  it('stores nothing, then the last 30 days, then the rest, with one completion notice and no "N new transactions"', async () => {
    const paisley = plaid.emulator.institutions.find((i) => i.stagedHistory)!;
    const user = await signedInUser(app, 'staged');
    await givenSubscriber(user);
    const externalId = await linkInstitution(user, plaid.base, paisley.institution_id);
    const accessToken = await itemAccessToken(externalId);
    const notices = async () => (await user.request('GET', '/db_api/notifications')).json().results.map((n: { title: string; message: string }) => `${n.title}: ${n.message}`);

    await user.request('GET', '/api/initialize_metadata');
    expect(await storedIds(user.id)).toEqual([]);
    expect((await itemHistory(externalId)).history_status).toBe('not_ready');

    await sandboxCall(plaid.base, '/sandbox/item/advance_history', { access_token: accessToken, stage: 'initial' });
    await user.request('GET', '/api/update_metadata');
    const recent = await storedIds(user.id);
    const plaidRecent = (await syncAll(plaid.plaid, accessToken)).added;
    expect(recent).toEqual(plaidRecent.map((t) => t.transaction_id).sort());
    expect(recent.length).toBeGreaterThan(0);
    const staged = await itemHistory(externalId);
    expect(staged.history_status).toBe('recent');
    const earliest = plaidRecent.map((t) => t.date).sort()[0]!;
    expect(staged.history_from! <= earliest).toBe(true);

    // Pages are told how far the history goes, and a period before it says it is partial.
    const coverage = (await user.request('GET', '/db_api/history_coverage')).json();
    expect(coverage).toEqual({
      complete: false,
      covers_from: staged.history_from,
      message: 'Your last 30 days are here; older history is on its way',
      items: [{ external_id: externalId, institution_name: 'Paisley Financial', status: 'recent', covers_from: staged.history_from }],
    });
    expect((await user.request('GET', '/db_api/periods')).json().history_covers_from).toBe(staged.history_from);
    // The month before the covered days' month starts before them.
    const olderMonth = monthName(addMonths(`${staged.history_from!.slice(0, 7)}-01`, -1));
    expect((await user.request('GET', `/db_api/periods/summary?period=${encodeURIComponent(olderMonth)}`)).json().history_covers_from).toBe(staged.history_from);

    await sandboxCall(plaid.base, '/sandbox/item/advance_history', { access_token: accessToken, stage: 'historical' });
    await user.request('GET', '/api/update_metadata');
    const full = (await syncAll(plaid.plaid, accessToken)).added.map((t) => t.transaction_id).sort();
    expect(full.length).toBeGreaterThan(recent.length * 5);
    expect(await storedIds(user.id)).toEqual(full);
    expect(await itemHistory(externalId)).toEqual({ history_status: 'complete', history_from: null });

    expect((await user.request('GET', '/db_api/history_coverage')).json()).toEqual({ complete: true, covers_from: null, message: null, items: [] });
    expect((await user.request('GET', '/db_api/periods')).json()).not.toHaveProperty('history_covers_from');
    expect((await user.request('GET', `/db_api/periods/summary?period=${encodeURIComponent(olderMonth)}`)).json()).not.toHaveProperty('history_covers_from');

    // Synced again: the completion is not announced twice.
    await user.request('GET', '/api/update_metadata');
    const all = await notices();
    expect(all.filter((n: string) => n === 'Your full history is here: Your full history from Paisley Financial is here.')).toHaveLength(1);
    expect(all.filter((n: string) => n.includes('new transaction'))).toEqual([]);
  });
});
