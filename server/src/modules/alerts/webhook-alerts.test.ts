import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxCall, startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { itemSyncPending } from '../../../test/jobs.ts';
import { importedItem, plaidVerification, plaidWebhookRequest, plaidWithTestWebhookKey, syncUpdatesAvailable } from '../../../test/plaid-webhooks.ts';

let emulator: RunningEmulator;
const data = tempDataDir();
let app: FastifyInstance;

beforeAll(async () => {
  emulator = await startEmulator({ dataDir: data.dir, clock: new TestClock(new Date(Date.now() - 86_400_000).toISOString()) });
  app = await createTestApp({ vendors: { plaid: plaidWithTestWebhookKey(emulator.plaid) } });
}, 180_000);
afterAll(async () => {
  await app.close();
  await emulator.close();
  data.remove();
});

const usd = (c: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);
const DEFAULT_LOW_CENTS = 10_000;

describe('alerts from Plaid webhooks', () => {
  it('are told once though the same webhook is delivered twice', async () => {
    const { user, itemId, plaidItemId, accessToken } = await importedItem(app, emulator.base, 'alert-webhooks');
    const listed = async (title: string) =>
      ((await user.request('GET', '/db_api/notifications')).json().results as { title: string; message: string }[]).filter((n) => n.title === title).map((n) => n.message).sort();
    const settings = (await user.request('GET', '/db_api/alert_settings')).json();
    const thresholdCents = 100_000_000;
    expect((await user.request('PUT', '/api/alert_settings', { ...settings, low_balance_amount: thresholdCents / 100, large_purchase_amount: 1 })).statusCode).toBe(200);
    const before = new Set((await syncAll(emulator.plaid, accessToken)).added.map((t) => t.transaction_id));
    expect((await sandboxCall(emulator.base, '/sandbox/transactions/mutate', { access_token: accessToken, change: 'added', fire_webhook: false })).status).toBe(200);

    const raw = syncUpdatesAvailable(plaidItemId);
    for (let i = 0; i < 2; i++) {
      expect((await app.inject(plaidWebhookRequest(raw, await plaidVerification(raw)))).json()).toEqual({ received: true });
      await vi.waitFor(async () => expect(await itemSyncPending(itemId)).toBe(false), { timeout: 60_000, interval: 100 });
    }

    // Worked out from what Plaid holds: each cash account under the amount (one under the default was told at the first import, with it).
    const { accounts } = (await emulator.plaid.accountsGet({ access_token: accessToken })).data;
    const cash = accounts.filter((a) => a.type === 'depository' && a.balances.current !== null);
    expect(cash.length).toBeGreaterThan(0);
    const cents = (dollars: number) => Math.round(dollars * 100);
    expect(await listed('Low balance')).toEqual(
      cash
        .map((a) => {
          const balance = cents(a.balances.current!);
          return `${a.official_name ?? a.name} is at ${usd(balance)}, below your ${usd(balance < DEFAULT_LOW_CENTS ? DEFAULT_LOW_CENTS : thresholdCents)} alert.`;
        })
        .sort(),
    );
    // The new row: told once when it is money out over $1 and not a transfer or a loan payment.
    const [added] = (await syncAll(emulator.plaid, accessToken)).added.filter((t) => !before.has(t.transaction_id));
    const purchase = added!.amount > 1 && !['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'].includes(added!.personal_finance_category?.primary ?? '');
    expect((await listed('Large purchase')).length).toBe(purchase ? 1 : 0);
  }, 300_000);
});
