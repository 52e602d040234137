import { Products, type Transaction } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, sandboxCall, startEmulator, startWebhookReceiver, syncAll, tempDataDir, type RunningEmulator, type WebhookReceiver } from './test-support.ts';

const START = '2026-03-02T15:00:00.000Z';
const data = tempDataDir();
const clock = new TestClock(START);
let emu: RunningEmulator;
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  emu = await startEmulator({ dataDir: data.dir, clock });
});

afterAll(async () => {
  await emu?.close();
  await hooks?.close();
  data.remove();
});

async function newItem(name: string) {
  const institution = emu.emulator.institutions.find((i) => i.name === name)!;
  const { public_token } = (
    await emu.plaid.sandboxPublicTokenCreate({ institution_id: institution.institution_id, initial_products: [Products.Transactions], options: { webhook: hooks.url } })
  ).data;
  return (await emu.plaid.itemPublicTokenExchange({ public_token })).data;
}

const syncHooks = (itemId: string) => hooks.received.filter((h) => h.body.item_id === itemId && h.body.webhook_code === 'SYNC_UPDATES_AVAILABLE');
const ids = (list: Transaction[]) => list.map((t) => t.transaction_id).sort();

describe('a staged institution (Paisley Financial): history arrives in stages', () => {
  it('answers NOT_READY, then the last 30 days, then the rest, each with its webhook', async () => {
    const item = await newItem('Paisley Financial');
    await emu.emulator.whenWebhooksIdle();
    expect(syncHooks(item.item_id)).toEqual([]);

    const notReady = (await emu.plaid.transactionsSync({ access_token: item.access_token })).data;
    expect(notReady.transactions_update_status).toBe('NOT_READY');
    expect(notReady.added).toEqual([]);
    expect(notReady.has_more).toBe(false);

    const base = emu.base;
    const initial = await sandboxCall(base, '/sandbox/item/advance_history', { access_token: item.access_token });
    expect(initial.body.transactions_update_status).toBe('INITIAL_UPDATE_COMPLETE');
    const first = await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === 'SYNC_UPDATES_AVAILABLE');
    expect(first.body).toMatchObject({ initial_update_complete: true, historical_update_complete: false });

    const recent = await syncAll(emu.plaid, item.access_token);
    const floor = new Date(Date.parse(START) - 29 * 86_400_000).toISOString().slice(0, 10);
    expect(recent.added.length).toBeGreaterThan(0);
    expect(recent.added.every((t) => t.date >= floor)).toBe(true);
    const status = (await emu.plaid.transactionsSync({ access_token: item.access_token, cursor: recent.cursor })).data;
    expect(status.transactions_update_status).toBe('INITIAL_UPDATE_COMPLETE');
    expect(status.added).toEqual([]);

    const from = hooks.received.length;
    await sandboxCall(base, '/sandbox/item/advance_history', { access_token: item.access_token, stage: 'historical' });
    const second = await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === 'SYNC_UPDATES_AVAILABLE', { from });
    expect(second.body).toMatchObject({ initial_update_complete: true, historical_update_complete: true });

    const older = await syncAll(emu.plaid, item.access_token, recent.cursor);
    expect(older.added.length).toBeGreaterThan(recent.added.length);
    expect(older.added.every((t) => t.date < floor)).toBe(true);
    // What the client holds now is exactly what a fresh full sync serves.
    const full = await syncAll(emu.plaid, item.access_token);
    expect([...ids(recent.added), ...ids(older.added)].sort()).toEqual(ids(full.added));
    const done = (await emu.plaid.transactionsSync({ access_token: item.access_token, cursor: older.cursor })).data;
    expect(done.transactions_update_status).toBe('HISTORICAL_UPDATE_COMPLETE');
    expect(syncHooks(item.item_id)).toHaveLength(2);
  });

  it('an unstaged institution answers HISTORICAL_UPDATE_COMPLETE at once with both flags set', async () => {
    const item = await newItem('Tartan Credit Union');
    const hook = await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === 'SYNC_UPDATES_AVAILABLE');
    expect(hook.body).toMatchObject({ initial_update_complete: true, historical_update_complete: true });
    const page = (await emu.plaid.transactionsSync({ access_token: item.access_token, count: 1 })).data;
    expect(page.transactions_update_status).toBe('HISTORICAL_UPDATE_COMPLETE');
    expect(page.added).toHaveLength(1);
  });

  it('refuses an unknown stage, naming the field', async () => {
    const item = await newItem('Paisley Financial');
    const answer = await sandboxCall(emu.base, '/sandbox/item/advance_history', { access_token: item.access_token, stage: 'later' });
    expect(answer.status).toBe(400);
    expect(String(answer.body.error_message)).toContain('stage');
  });

  it('/sandbox/item/transactions lists, by one of its accounts, the rows a fresh sync serves at each stage', async () => {
    const item = await newItem('Paisley Financial');
    const accountId = (await emu.plaid.accountsGet({ access_token: item.access_token })).data.accounts[0]!.account_id;
    const listed = async () => {
      const answer = await sandboxCall(emu.base, '/sandbox/item/transactions', { account_id: accountId });
      expect(answer.status).toBe(200);
      return answer.body as { item_id: string; stage: string; transactions: Transaction[] };
    };
    expect(await listed()).toMatchObject({ item_id: item.item_id, stage: 'not_ready', transactions: [] });

    for (const stage of ['initial', 'historical']) {
      await sandboxCall(emu.base, '/sandbox/item/advance_history', { access_token: item.access_token, stage });
      const list = await listed();
      expect(list.stage).toBe(stage);
      expect(ids(list.transactions)).toEqual(ids((await syncAll(emu.plaid, item.access_token)).added));
    }
  });
});
