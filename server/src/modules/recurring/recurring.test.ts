import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { idOf, okJson, subscriberWithLedger, toCents, type RawRow, type SeededLedger } from '../../../test/ledger.ts';
import { sampleRows } from '../../../test/ledger-sample.ts';
import type { TestUser } from '../../../test/users.ts';
import type { Db } from '../../db/client.ts';
import { replaceRecurringStreams } from '../accounts/index.ts';
import { createDashboardHandlers } from '../dashboard/handlers.ts';
import { createRecurringHandlers } from './handlers.ts';

/** "Today", after every row of the sample. */
const TODAY = '2024-04-10';

let app: FastifyInstance;
let db: Db;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];
let aliceBanks: SeededLedger;
let bobBanks: SeededLedger;

interface RawStream {
  id: string;
  merchant: string;
  frequency: string;
  last_date: string;
  amount: number;
  category: string;
  direction?: 'inflow' | 'outflow';
  is_active?: boolean;
}

/** Alice's streams as Plaid sends them: cents in Plaid's sign (money in negative). */
const ALICE_STREAMS: RawStream[] = [
  { id: 'starbucks', merchant: 'Starbucks', frequency: 'WEEKLY', last_date: '2024-04-05', amount: 1_003, category: 'FOOD_AND_DRINK' },
  { id: 'netflix', merchant: 'Netflix', frequency: 'MONTHLY', last_date: '2024-03-31', amount: 1_599, category: 'ENTERTAINMENT' },
  { id: 'power', merchant: 'City Power', frequency: 'MONTHLY', last_date: '2024-03-20', amount: 8_417, category: 'RENT_AND_UTILITIES' },
  { id: 'insurance', merchant: 'Acme Insurance', frequency: 'ANNUALLY', last_date: '2023-05-20', amount: 100_001, category: 'RENT_AND_UTILITIES' },
  { id: 'cleaner', merchant: 'Cleaner', frequency: 'BIWEEKLY', last_date: '2024-03-27', amount: 7_777, category: 'GENERAL_SERVICES' },
  { id: 'old-gym', merchant: 'Old Gym', frequency: 'WEEKLY', last_date: '2023-01-01', amount: 2_000, category: 'PERSONAL_CARE', is_active: false },
  { id: 'salary', merchant: 'Acme Corp', frequency: 'SEMI_MONTHLY', last_date: '2024-04-01', amount: -250_033, category: 'INCOME', direction: 'inflow' },
];
const KIND_OF: Record<string, string> = { starbucks: 'subscription', netflix: 'subscription', power: 'bill', insurance: 'bill', cleaner: 'subscription', 'old-gym': 'subscription', salary: 'income' };
/** Times a year per frequency, the README's monthly equivalents (weekly ×52/12 …). */
const YEARLY: Record<string, number> = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12, ANNUALLY: 1 };

async function streamRows(user: TestUser, banks: SeededLedger, list: RawStream[]) {
  const account = await db.selectFrom('accounts').select(['item_id', 'plaid_account_id']).where('plaid_account_id', '=', banks.accounts.checking).executeTakeFirstOrThrow();
  return {
    itemId: account.item_id,
    rows: list.map((s) => ({
      user_id: user.id,
      item_id: account.item_id,
      stream_id: `${user.id}-${s.id}`,
      account_plaid_id: account.plaid_account_id,
      direction: s.direction ?? ('outflow' as const),
      description: s.merchant.toUpperCase(),
      merchant_name: s.merchant,
      category_primary: s.category,
      category_detailed: null,
      frequency: s.frequency,
      average_amount_cents: s.amount,
      last_amount_cents: s.amount,
      last_date: s.last_date,
      is_active: s.is_active ?? true,
    })),
  };
}

/** Writes the user's streams as a sync does. */
async function sync(user: TestUser, banks: SeededLedger, list: RawStream[]) {
  const { itemId, rows: streams } = await streamRows(user, banks, list);
  await db.transaction().execute((trx) => replaceRecurringStreams(trx, itemId, streams));
}

/** The expected monthly total, in cents, of amounts a year: the yearly sum over 12, half a cent up. */
const monthlyCents = (list: { cents: number; frequency: string }[]) => {
  const yearly = list.reduce((sum, s) => sum + Math.abs(s.cents) * YEARLY[s.frequency]!, 0);
  const whole = Math.trunc(yearly / 12);
  return yearly - whole * 12 >= 6 ? whole + 1 : whole;
};

const list = (user: TestUser) => okJson(user, '/db_api/recurring');
type Stream = { id: string; merchant: string; amount: number; kind: string; status: string; next_date: string | null; source: string; corrected: boolean; occurrences: { transaction_id: string; date: string; amount: number }[] };
const byMerchant = async (user: TestUser, merchant: string): Promise<Stream> => (await list(user)).streams.find((s: Stream) => s.merchant === merchant);
const billsOf = async (user: TestUser) => (await okJson(user, '/db_api/dashboard/upcoming_bills?days=90')).bills as { merchant_name: string; amount: number; next_date: string }[];

beforeAll(async () => {
  ({ db } = await testDatabase());
  const now = () => Date.parse(`${TODAY}T12:00:00Z`);
  app = await createTestApp({ handlers: { ...createDashboardHandlers({ db, now }), ...createRecurringHandlers({ db, now }) } });
  rows = sampleRows();
  ({ user: alice, banks: aliceBanks } = await subscriberWithLedger(app, 'rec-alice', rows));
  ({ user: bob, banks: bobBanks } = await subscriberWithLedger(app, 'rec-bob', rows));
  await sync(alice, aliceBanks, ALICE_STREAMS);
  await sync(bob, bobBanks, [{ id: 'bobs-netflix', merchant: 'Netflix', frequency: 'MONTHLY', last_date: '2024-04-01', amount: 999, category: 'ENTERTAINMENT' }]);
});
afterAll(async () => {
  await app.close();
});

describe('GET /db_api/recurring', () => {
  it("lists every stream of the caller with its kind, and a monthly total per kind of the active ones", async () => {
    const body = await list(alice);
    expect(body.streams.map((s: Stream) => [s.merchant, s.kind, toCents(s.amount), s.status, s.source]).sort()).toEqual(
      ALICE_STREAMS.map((s) => [s.merchant, KIND_OF[s.id], Math.abs(s.amount), s.is_active === false ? 'inactive' : 'active', 'plaid']).sort(),
    );
    const active = ALICE_STREAMS.filter((s) => s.is_active !== false);
    const kinds = [...new Set(active.map((s) => KIND_OF[s.id]!))];
    expect(body.totals.map((t: { kind: string; count: number; monthly_total: number }) => [t.kind, t.count, toCents(t.monthly_total)]).sort()).toEqual(
      kinds.map((k) => { const ofKind = active.filter((s) => KIND_OF[s.id] === k); return [k, ofKind.length, monthlyCents(ofKind.map((s) => ({ cents: s.amount, frequency: s.frequency })))]; }).sort(),
    );
  });

  it("gives a stream's next date and its last payments among the transactions, linking to them", async () => {
    expect((await byMerchant(alice, 'Starbucks')).next_date).toBe('2024-04-12');
    const netflix = await byMerchant(alice, 'Netflix');
    expect(netflix.next_date).toBe('2024-04-30');
    // The stream is the checking account's: Netflix's payments out of it, posted.
    const paid = rows
      .filter((r) => r.account === 'checking' && r.merchant_name === 'Netflix' && !r.pending && r.amount_cents > 0)
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 3);
    expect(paid.length).toBeGreaterThan(0);
    expect(netflix.occurrences.map((o) => [o.transaction_id, o.date, toCents(o.amount)])).toEqual(paid.map((r) => [idOf(alice, r), r.date, r.amount_cents]));
    expect((await byMerchant(alice, 'Old Gym')).next_date).toBeNull();
  });

  it("shows none of another user's streams", async () => {
    const body = await list(bob);
    expect(body.streams.map((s: Stream) => [s.merchant, toCents(s.amount)])).toEqual([['Netflix', 999]]);
  });
});

describe('corrections', () => {
  it('a stream marked not recurring leaves the upcoming bills and the totals, and comes back when undone', async () => {
    const netflix = await byMerchant(alice, 'Netflix');
    expect((await billsOf(alice)).map((b) => b.merchant_name)).toContain('Netflix');
    const marked = await alice.request('PATCH', `/api/recurring/${netflix.id}`, { not_recurring: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'not_recurring', next_date: null });
    expect((await billsOf(alice)).map((b) => b.merchant_name)).not.toContain('Netflix');
    const subscriptions = (await list(alice)).totals.find((t: { kind: string }) => t.kind === 'subscription');
    const stillActive = ALICE_STREAMS.filter((s) => KIND_OF[s.id] === 'subscription' && s.is_active !== false && s.id !== 'netflix');
    expect(toCents(subscriptions.monthly_total)).toBe(monthlyCents(stillActive.map((s) => ({ cents: s.amount, frequency: s.frequency }))));

    expect((await alice.request('PATCH', `/api/recurring/${netflix.id}`, { not_recurring: false })).statusCode).toBe(200);
    expect((await billsOf(alice)).map((b) => b.merchant_name)).toContain('Netflix');
  });

  it("a changed amount and kind are what the bills and totals use, survive a sync, and can be taken back", async () => {
    const power = await byMerchant(alice, 'City Power');
    const changed = await alice.request('PATCH', `/api/recurring/${power.id}`, { amount: 91.25, kind: 'subscription' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 91.25, kind: 'subscription', corrected: true });
    expect((await billsOf(alice)).find((b) => b.merchant_name === 'City Power')?.amount).toBe(91.25);

    // Plaid sends the stream again with a new last amount and date: the user's amount and kind stay.
    await sync(alice, aliceBanks, ALICE_STREAMS.map((s) => (s.id === 'power' ? { ...s, amount: 9_000, last_date: '2024-04-09' } : s)));
    const after = await byMerchant(alice, 'City Power');
    expect(after).toMatchObject({ id: power.id, amount: 91.25, kind: 'subscription', next_date: '2024-05-09' });
    const body = await list(alice);
    expect(body.totals.find((t: { kind: string }) => t.kind === 'bill').count).toBe(1);

    const back = await alice.request('PATCH', `/api/recurring/${power.id}`, { amount: null, kind: null });
    expect(back.json()).toMatchObject({ amount: 90, kind: 'bill', corrected: false });
    await sync(alice, aliceBanks, ALICE_STREAMS);
  });

  it("another user's stream is 404, and the request is checked against the contract", async () => {
    const bobs = (await list(bob)).streams[0] as Stream;
    expect((await alice.request('PATCH', `/api/recurring/${bobs.id}`, { not_recurring: true })).statusCode).toBe(404);
    expect((await alice.request('DELETE', `/api/recurring/${bobs.id}`)).statusCode).toBe(404);
    expect((await byMerchant(bob, 'Netflix')).status).toBe('active');
    for (const [payload, field] of [[{ amount: 0 }, 'amount'], [{ kind: 'rent' }, 'kind'], [{ colour: 'red' }, 'colour'], [{ amount: 1.001 }, 'amount']] as const) {
      const response = await alice.request('PATCH', `/api/recurring/${bobs.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.error_message).toContain(field);
    }
  });
});

describe('streams added by hand', () => {
  it('joins the list and the upcoming bills from its next date, and can be deleted (a synced one cannot)', async () => {
    const created = await alice.request('POST', '/api/recurring', { merchant: ' Piano lessons ', amount: 120, kind: 'bill', frequency: 'MONTHLY', next_date: '2024-04-10', account_id: aliceBanks.accounts.checking });
    expect(created.statusCode, created.body).toBe(200);
    const piano = created.json();
    expect(piano).toMatchObject({ merchant: 'Piano lessons', amount: 120, kind: 'bill', source: 'manual', status: 'active', next_date: '2024-04-10', account_name: 'Checking', occurrences: [] });
    expect((await billsOf(alice)).filter((b) => b.merchant_name === 'Piano lessons').map((b) => [b.next_date, b.amount])).toEqual([['2024-04-10', 120]]);
    const bills = (await list(alice)).totals.find((t: { kind: string }) => t.kind === 'bill');
    const rawBills = ALICE_STREAMS.filter((s) => KIND_OF[s.id] === 'bill').map((s) => ({ cents: s.amount, frequency: s.frequency }));
    expect(toCents(bills.monthly_total)).toBe(monthlyCents([...rawBills, { cents: 12_000, frequency: 'MONTHLY' }]));

    expect((await bob.request('DELETE', `/api/recurring/${piano.id}`)).statusCode).toBe(404);
    const netflix = await byMerchant(alice, 'Netflix');
    expect((await alice.request('DELETE', `/api/recurring/${netflix.id}`)).statusCode).toBe(404);
    expect((await alice.request('DELETE', `/api/recurring/${piano.id}`)).statusCode).toBe(200);
    expect((await billsOf(alice)).map((b) => b.merchant_name)).not.toContain('Piano lessons');
  });

  it('a sync leaves it as it is', async () => {
    const created = await alice.request('POST', '/api/recurring', { merchant: 'Allowance', amount: 25, kind: 'transfer_or_savings', frequency: 'WEEKLY', next_date: '2024-04-20' });
    expect(created.statusCode, created.body).toBe(200);
    await sync(alice, aliceBanks, []);
    expect((await list(alice)).streams.map((s: Stream) => s.merchant)).toEqual(['Allowance']);
    await sync(alice, aliceBanks, ALICE_STREAMS);
    await alice.request('DELETE', `/api/recurring/${created.json().id}`);
  });

  it.each([
    [{ amount: 10, kind: 'bill', frequency: 'MONTHLY', next_date: '2024-05-01' }, 'merchant'],
    [{ merchant: 'X', amount: -1, kind: 'bill', frequency: 'MONTHLY', next_date: '2024-05-01' }, 'amount'],
    [{ merchant: 'X', amount: 1, kind: 'bill', frequency: 'DAILY', next_date: '2024-05-01' }, 'frequency'],
    [{ merchant: 'X', amount: 1, kind: 'bill', frequency: 'MONTHLY', next_date: '2024-02-30' }, 'next_date'],
    [{ merchant: 'X', amount: 1, kind: 'bill', frequency: 'MONTHLY', next_date: '2024-05-01', account_id: 'nope' }, 'account_id'],
  ])('%j → 400 naming %s', async (payload, field) => {
    const response = await alice.request('POST', '/api/recurring', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(field);
  });
});
