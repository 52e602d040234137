import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import type { BankAccount, BankData, BankTransaction, RecurringStream } from '../../vendors/index.ts';
import { syncItem } from '../accounts/index.ts';

const TODAY = '2026-11-20';
const now = () => Date.parse(`${TODAY}T12:00:00Z`);
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A bank the test scripts: what it holds now, and every row it ever sent, in order (the cursor is how many were read). */
class ScriptedBank implements BankData {
  accountsNow: BankAccount[] = [{ accountId: 'checking', name: 'Everyday Checking', officialName: null, mask: '0001', type: 'depository', subtype: 'checking', currentCents: 250_000, availableCents: null, limitCents: null, isoCurrencyCode: 'USD' }];
  rows: BankTransaction[] = [];
  outflow: RecurringStream[] = [];

  async accounts() {
    return this.accountsNow;
  }
  async liabilities() {
    return undefined;
  }
  async *changePages(_token: string, cursor: string | null) {
    const from = cursor === null ? 0 : Number(cursor);
    yield { restart: false as const, added: this.rows.slice(from), modified: [], removed: [], nextCursor: String(this.rows.length), notReady: false, history: 'complete' as const };
  }
  async recurringStreams() {
    return { inflow: [], outflow: this.outflow };
  }
  async removeItem() {}

  /** A row of the checking account: positive cents are money out. */
  add(id: string, merchant: string, amountCents: number, date: string, extra: Partial<BankTransaction> = {}): BankTransaction {
    const row: BankTransaction = {
      transactionId: id, accountId: 'checking', pendingTransactionId: null, amountCents, isoCurrencyCode: 'USD', date, authorizedDate: null, name: merchant, merchantName: merchant,
      merchantEntityId: null, logoUrl: null, website: null, category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', version: 'v2' }, paymentChannel: 'in store', pending: false, ...extra,
    };
    this.rows.push(row);
    return row;
  }
}

interface Linked {
  user: TestUser;
  bank: ScriptedBank;
  sync: () => Promise<unknown>;
  alerts: () => Promise<{ title: string; message: string }[]>;
}

/** A subscriber with one bank, synced once (its first import: history, never told). */
async function linked(name: string, history: (bank: ScriptedBank) => void = () => {}): Promise<Linked> {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  const { db } = await testDatabase();
  const item = await db
    .insertInto('items')
    .values({ user_id: user.id, external_id: `item-${randomUUID()}`, plaid_item_id: randomUUID(), access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: 'Test Bank', status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bank = new ScriptedBank();
  history(bank);
  const sync = async () => syncItem(db, bank, await db.selectFrom('items').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow(), 'token', now);
  await sync();
  const alerts = async () => (await db.selectFrom('notifications').select(['title', 'message']).where('user_id', '=', user.id).where('kind', '=', 'alert').orderBy('created_date').orderBy('id').execute());
  return { user, bank, sync, alerts };
}

const usd = (c: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);
const settingsOf = async (user: TestUser) => (await user.request('GET', '/db_api/alert_settings')).json();
const save = async (user: TestUser, change: Record<string, unknown>) => user.request('PUT', '/api/alert_settings', { ...(await settingsOf(user)), ...change });

describe('alert settings', () => {
  it('are the stated defaults until saved, saved whole, bounded, and each user’s own', async () => {
    const alice = await signedInUser(app, 'alert-settings-alice');
    const bob = await signedInUser(app, 'alert-settings-bob');
    const defaults = { large_purchase: true, large_purchase_amount: 500, low_balance: true, low_balance_amount: 100, bill_due: true, bill_due_days: 3, new_recurring: true, unusual_charge: true };
    expect(await settingsOf(alice)).toEqual(defaults);

    const mine = { ...defaults, large_purchase_amount: 250.5, low_balance: false, bill_due_days: 7 };
    const saved = await alice.request('PUT', '/api/alert_settings', mine);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(mine);
    expect(await settingsOf(alice)).toEqual(mine);
    expect(await settingsOf(bob), 'another user’s settings are untouched').toEqual(defaults);

    for (const [field, value] of [['bill_due_days', 15], ['large_purchase_amount', 0], ['low_balance_amount', 1_000_001], ['large_purchase_amount', 10.001]] as const) {
      const refused = await alice.request('PUT', '/api/alert_settings', { ...mine, [field]: value });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.body, field).toContain(field);
    }
    expect((await alice.request('PUT', '/api/alert_settings', { ...mine, extra: true })).statusCode).toBe(400);
    expect(await settingsOf(alice)).toEqual(mine);
  });
});

describe('alerts from a sync', () => {
  it('tell a purchase over the amount once, pending then posted, however often and however concurrently it syncs', async () => {
    const { user, bank, sync, alerts } = await linked('alert-purchase', (b) => b.add('old-big', 'Old Furniture', 90_000, '2026-11-15'));
    expect(await alerts(), 'the first import is history').toEqual([]);
    const threshold = 50_000;
    bank.add('at-threshold', 'Hardware Hut', threshold, '2026-11-20', { pending: true });
    bank.add('over-pending', 'Sofa World', threshold + 1, '2026-11-19', { pending: true });
    bank.add('old-arrival', 'Ancient Antiques', 120_000, '2026-11-01');
    await Promise.all([sync(), sync()]);
    await sync();
    bank.add('over-posted', 'Sofa World', threshold + 1, '2026-11-20', { pendingTransactionId: 'over-pending' });
    await sync();
    await sync();
    expect(await alerts()).toEqual([{ title: 'Large purchase', message: `Sofa World: ${usd(threshold + 1)} on Nov 19 from Everyday Checking, over your ${usd(threshold)} alert.` }]);

    // Turned off, a larger one says nothing; a lower amount is then told.
    expect((await save(user, { large_purchase: false })).statusCode).toBe(200);
    bank.add('off', 'Sofa World', 80_000, '2026-11-20');
    await sync();
    expect(await alerts()).toHaveLength(1);
    await save(user, { large_purchase: true, large_purchase_amount: 20 });
    bank.add('small-over', 'Book Nook', 2_001, '2026-11-20');
    bank.add('transfer', 'Savings', 90_000, '2026-11-20', { category: { primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_SAVINGS', version: 'v2' }, merchantName: null });
    await sync();
    expect((await alerts()).map((a) => a.message)).toContain(`Book Nook: ${usd(2_001)} on Nov 20 from Everyday Checking, over your ${usd(2_000)} alert.`);
    expect((await alerts()).filter((a) => a.title === 'Large purchase')).toHaveLength(2);
  });

  it('tell a charge more than twice the merchant’s median of its last charges, with at least 3 before it', async () => {
    const prior = [4_000, 6_000, 5_000];
    const { user, bank, sync, alerts } = await linked('alert-unusual', (b) => prior.forEach((c, i) => b.add(`prior-${i}`, 'Corner Grocer', c, `2026-10-0${i + 1}`)));
    await save(user, { large_purchase: false });
    // The test's own median of the three: the middle one sorted.
    const median = [...prior].sort((a, b) => a - b)[1]!;
    bank.add('just-twice', 'Corner Grocer', 2 * median, '2026-11-18');
    bank.add('two-only', 'New Place', 1_000, '2026-11-18');
    await sync();
    expect(await alerts(), 'exactly twice is not more than twice').toEqual([]);
    // Now four before it: 40, 50, 60, 100 → median 55.
    const withFour = [...prior, 2 * median].sort((a, b) => a - b);
    const median4 = (withFour[1]! + withFour[2]!) / 2;
    bank.add('over', 'Corner Grocer', 2 * median4 + 1, '2026-11-19');
    await sync();
    await sync();
    expect(await alerts()).toEqual([
      { title: 'Unusually large charge', message: `Corner Grocer charged ${usd(2 * median4 + 1)}, more than twice its usual ${usd(median4)} (the median of your last 4 charges there).` },
    ]);
  });

  it('tell a cash balance below the amount when it crosses, and again only after it was back up', async () => {
    const { bank, sync, alerts } = await linked('alert-balance');
    const threshold = 10_000;
    const balance = async (cents: number) => {
      bank.accountsNow = [{ ...bank.accountsNow[0]!, currentCents: cents }];
      await sync();
      await sync();
    };
    await balance(threshold);
    expect(await alerts()).toEqual([]);
    await balance(threshold - 1);
    await balance(threshold - 500);
    await balance(threshold);
    await balance(2_500);
    expect(await alerts()).toEqual([
      { title: 'Low balance', message: `Everyday Checking is at ${usd(threshold - 1)}, below your ${usd(threshold)} alert.` },
      { title: 'Low balance', message: `Everyday Checking is at ${usd(2_500)}, below your ${usd(threshold)} alert.` },
    ]);
  });

  it('tell a new recurring charge once, and a bill due within the days once per due date', async () => {
    const stream = (id: string, merchant: string, lastDate: string, cents: number): RecurringStream => ({
      streamId: id, accountId: 'checking', description: merchant, merchantName: merchant, category: { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_INTERNET_AND_CABLE', version: 'v2' },
      frequency: 'MONTHLY', averageAmountCents: cents, lastAmountCents: cents, lastDate, isActive: true,
    });
    // Monthly, last paid a month before: next due Nov 23 (3 days) and Nov 24 (4 days).
    const { user, bank, sync, alerts } = await linked('alert-streams', (b) => b.outflow.push(stream('known', 'Fiber Net', '2026-10-24', 6_000)));
    expect(await alerts(), 'the first import’s streams are history; Fiber Net is 4 days away').toEqual([]);
    bank.outflow.push(stream('fresh', 'City Water', '2026-10-23', 4_512));
    await sync();
    await sync();
    // Told in one sync's transaction: the same moment, in no set order.
    expect((await alerts()).sort((a, b) => b.title.localeCompare(a.title))).toEqual([
      { title: 'New recurring charge', message: `City Water charges you ${usd(4_512)} monthly; it is now in your recurring payments.` },
      { title: 'Bill due in 3 days', message: `City Water, about ${usd(4_512)}, is expected on Nov 23.` },
    ]);
    await save(user, { bill_due_days: 4, new_recurring: false });
    bank.outflow.push(stream('quiet', 'Gym Town', '2026-09-01', 3_000));
    await sync();
    await sync();
    expect((await alerts()).slice(2)).toEqual([{ title: 'Bill due in 4 days', message: `Fiber Net, about ${usd(6_000)}, is expected on Nov 24.` }]);
  });

  it("lead to what each is about: the purchase's own row, the account's page, the recurring payments", async () => {
    const { user, bank, sync } = await linked('alert-links');
    bank.add('big-one', 'Sofa World', 90_000, '2026-11-19');
    bank.accountsNow = [{ ...bank.accountsNow[0]!, currentCents: 5_000 }];
    bank.outflow.push({
      streamId: 'linked-stream', accountId: 'checking', description: 'City Water', merchantName: 'City Water', category: { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_WATER', version: 'v2' },
      frequency: 'MONTHLY', averageAmountCents: 4_000, lastAmountCents: 4_000, lastDate: '2026-10-01', isActive: true,
    });
    await sync();
    const listed = (await user.request('GET', '/db_api/notifications')).json() as { results: { title: string; link: string | null }[] };
    const linkOf = (title: string) => listed.results.find((n) => n.title === title)?.link;
    expect(linkOf('Large purchase')).toBe('/transactions?transaction_id=big-one');
    expect(linkOf('Low balance')).toBe('/accounts/checking');
    expect(linkOf('New recurring charge')).toBe('/recurring');
    // Each leads somewhere real for this user: the one row, and the account's own page.
    const row = (await user.request('GET', '/db_api/transactions?transaction_id=big-one')).json() as { transactions: { transaction_id: string }[] };
    expect(row.transactions.map((t) => t.transaction_id)).toEqual(['big-one']);
    expect((await user.request('GET', '/db_api/accounts/checking/balances?start_date=2026-11-01&end_date=2026-11-20')).statusCode).toBe(200);
  });
});
