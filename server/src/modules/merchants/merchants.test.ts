import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnDay, createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { idOf, merchantOf, okJson, readmeCounting, subscriberWithLedger, toCents, type RawRow } from '../../../test/ledger.ts';
import { SAMPLE_RANGE, sampleRows } from '../../../test/ledger-sample.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { createMerchantsHandlers } from './handlers.ts';

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];
let bobRows: RawRow[];

beforeAll(async () => {
  app = await createTestApp();
  rows = sampleRows();
  // Bob shops at the same merchants on the same days, for other amounts, and his Netflix recurs.
  bobRows = rows.map((r) => ({ ...r, amount_cents: r.amount_cents * 3 }));
  ({ user: alice } = await subscriberWithLedger(app, 'merchant-alice', rows));
  const { user, banks: bobBanks } = await subscriberWithLedger(app, 'merchant-bob', bobRows);
  bob = user;
  const { db } = await testDatabase();
  const account = await db.selectFrom('accounts').select(['item_id', 'plaid_account_id']).where('plaid_account_id', '=', bobBanks.accounts.card).executeTakeFirstOrThrow();
  await db
    .insertInto('recurring_streams')
    .values({ user_id: bob.id, item_id: account.item_id, stream_id: `${bob.id}-netflix`, account_plaid_id: account.plaid_account_id, direction: 'outflow', description: 'NETFLIX.COM', merchant_name: 'netflix', category_primary: 'ENTERTAINMENT', frequency: 'MONTHLY', average_amount_cents: 1_599, last_amount_cents: 1_599, last_date: '2024-03-15' })
    .execute();
});
afterAll(async () => {
  await app.close();
});

const newestFirst = (a: RawRow, b: RawRow) => b.date.localeCompare(a.date);
const spentOf = (set: RawRow[]) => set.reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);

/** The merchants of the rows: spent (README rules), posted count, newest transaction (posted first), newest logo. */
function merchantsOf(set: RawRow[], user: TestUser) {
  const groups = new Map<string, RawRow[]>();
  for (const r of set) groups.set(merchantOf(r), [...(groups.get(merchantOf(r)) ?? []), r]);
  return [...groups].map(([name, mine]) => ({
    merchant_name: name,
    total_spent: spentOf(mine),
    transaction_count: mine.filter((r) => !r.pending).length,
    transaction_id: idOf(user, [...mine].sort((a, b) => Number(a.pending) - Number(b.pending) || newestFirst(a, b))[0]!),
    logo_url: [...mine].filter((r) => r.logo_url).sort(newestFirst)[0]?.logo_url ?? null,
  }));
}
const bySpent = (a: { total_spent: number; merchant_name: string }, b: { total_spent: number; merchant_name: string }) => b.total_spent - a.total_spent || a.merchant_name.localeCompare(b.merchant_name);
const inCents = (merchants: { total_spent: number }[]) => merchants.map((m) => ({ ...m, total_spent: toCents(m.total_spent) }));

describe('GET /db_api/merchants', () => {
  it('lists the merchants with spending, largest first, all time by default', async () => {
    const body = await okJson(alice, '/db_api/merchants?limit=50');
    const expected = merchantsOf(rows, alice).filter((m) => m.total_spent > 0).sort(bySpent);
    expect(inCents(body.merchants)).toEqual(expected.slice(0, 50));
    expect((await okJson(alice, '/db_api/merchants')).merchants).toHaveLength(10);
  });

  it('counts only the range when one is given', async () => {
    const body = await okJson(alice, '/db_api/merchants?start_date=2024-02-01&end_date=2024-02-29&limit=5');
    const expected = merchantsOf(rows.filter((r) => r.date.startsWith('2024-02')), alice).filter((m) => m.total_spent > 0).sort(bySpent);
    expect(inCents(body.merchants)).toEqual(expected.slice(0, 5));
  });

  it('finds merchants whose name contains the search, ignoring case, with or without spending', async () => {
    const body = await okJson(alice, '/db_api/merchants?search=rNeR%20d&limit=50');
    expect(inCents(body.merchants)).toEqual(merchantsOf(rows, alice).filter((m) => m.merchant_name === 'Corner Deli'));
    const payments = await okJson(alice, '/db_api/merchants?search=payment%201&limit=50');
    const expected = merchantsOf(rows, alice).filter((m) => m.merchant_name.startsWith('PAYMENT 1')).sort(bySpent);
    expect(inCents(payments.merchants)).toEqual(expected);
    expect(expected.some((m) => m.total_spent <= 0)).toBe(true);
    expect((await okJson(alice, '/db_api/merchants?search=%25')).merchants).toEqual([]);
    expect((await okJson(alice, '/db_api/merchants?search=_')).merchants).toEqual([]);
  });

  it('pages through every merchant, saying how many there are', async () => {
    const expected = merchantsOf(rows, alice).filter((m) => m.total_spent > 0).sort(bySpent);
    expect(expected.length).toBeGreaterThan(10);
    const pages = [];
    for (let page = 1; page <= Math.ceil(expected.length / 4); page++) {
      const body = await okJson(alice, `/db_api/merchants?limit=4&page=${page}`);
      expect(body.total).toBe(expected.length);
      pages.push(...inCents(body.merchants));
    }
    expect(pages).toEqual(expected);
    expect(await okJson(alice, '/db_api/merchants?limit=4&page=1000')).toEqual({ merchants: [], total: expected.length });
    const found = await okJson(alice, '/db_api/merchants?search=payment%201&limit=2');
    expect(found.total).toBe(merchantsOf(rows, alice).filter((m) => m.merchant_name.startsWith('PAYMENT 1')).length);
  });

  it.each([
    ['start_date=2024-01-01', 'end_date'],
    ['end_date=2024-01-01', 'start_date'],
    ['start_date=2024-02-01&end_date=2024-01-01', 'start_date'],
    ['search=', 'search'],
    ['limit=51', 'limit'],
    ['page=0', 'page'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const response = await alice.request('GET', `/db_api/merchants?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(parameter);
  });
});

/** Merchant insights from the raw rows: README rules for money, calendar months for the trend. */
function expectedDetails(set: RawRow[], user: TestUser, merchant: string, period?: { start: string; end: string }) {
  const mine = set.filter((r) => merchantOf(r) === merchant).sort(newestFirst);
  const spent = spentOf(mine);
  const spendingRows = mine.filter((r) => !r.pending && readmeCounting(r).kind === 'spending').length;
  const last = mine[0]!.date;
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)) - 12 + i, 1)).toISOString().slice(0, 7));
  const categories = new Map<string, number>();
  for (const r of mine) if (r.category_primary) categories.set(r.category_primary, (categories.get(r.category_primary) ?? 0) + 1);
  const inPeriod = period ? mine.filter((r) => r.date >= period.start && r.date <= period.end) : null;
  return {
    merchant_name: merchant,
    // Not renamed: the key its links filter by is the name shown.
    merchant_key: merchant,
    logo_url: mine.find((r) => r.logo_url)?.logo_url ?? null,
    website: mine.find((r) => r.website)?.website ?? null,
    category: [...categories].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null,
    transaction_count: mine.filter((r) => !r.pending).length,
    total_spent: spent,
    average_amount: spendingRows ? Math.round(spent / spendingRows) : 0,
    first_transaction_date: mine.at(-1)!.date,
    last_transaction_date: last,
    monthly_totals: months.map((month) => ({ month, amount: spentOf(mine.filter((r) => r.date.startsWith(month))) })),
    recent_transactions: mine.slice(0, 10).map((r) => idOf(user, r)),
    period_spent: inPeriod ? spentOf(inPeriod) : null,
    period_count: inPeriod ? inPeriod.filter((r) => !r.pending).length : null,
  };
}

interface Details {
  transaction: { transaction_id: string };
  compared_with: unknown;
  total_spent: number;
  average_amount: number;
  period_spent: number | null;
  monthly_totals: { month: string; amount: number }[];
  recent_transactions: { transaction_id: string }[];
  is_recurring: boolean;
}
const comparable = ({ transaction: _, is_recurring: __, compared_with: ___, ...d }: Details) => ({
  ...d,
  total_spent: toCents(d.total_spent),
  average_amount: toCents(d.average_amount),
  period_spent: d.period_spent === null ? null : toCents(d.period_spent),
  monthly_totals: d.monthly_totals.map((m) => ({ month: m.month, amount: toCents(m.amount) })),
  recent_transactions: d.recent_transactions.map((t) => t.transaction_id),
});

describe('GET /db_api/merchants/{transaction_id}', () => {
  it.each(['Starbucks', 'Corner Deli', 'Netflix'])("gives %s's insights from any of its transactions", async (merchant) => {
    const oldest = rows.filter((r) => r.merchant_name === merchant).sort(newestFirst).at(-1)!;
    const body = await okJson(alice, `/db_api/merchants/${idOf(alice, oldest)}`);
    expect(body.transaction.transaction_id).toBe(idOf(alice, oldest));
    expect(comparable(body)).toEqual(expectedDetails(rows, alice, merchant));
    expect(body.is_recurring).toBe(false);
  });

  it("adds the period's spent and count when a range is given", async () => {
    const starbucks = rows.find((r) => r.merchant_name === 'Starbucks')!;
    const period = { start: '2024-02-01', end: '2024-03-15' };
    const body = await okJson(alice, `/db_api/merchants/${idOf(alice, starbucks)}?start_date=${period.start}&end_date=${period.end}`);
    expect(comparable(body)).toEqual(expectedDetails(rows, alice, 'Starbucks', period));
  });

  describe('compared with another period, like with like (README, "Periods compared")', () => {
    /** The merchant handlers on a clock whose day is March 20, 2024. */
    let clocked: Awaited<ReturnType<typeof appOnDay>>;
    beforeAll(async () => {
      clocked = await appOnDay(createMerchantsHandlers, '2024-03-20');
    });
    afterAll(async () => {
      await clocked.app.close();
    });
    const detailsOn = async (query: string) => {
      const starbucks = rows.find((r) => r.merchant_name === 'Starbucks')!;
      return clocked.get(alice, `/db_api/merchants/${idOf(alice, starbucks)}?${query}`);
    };
    const starbucksIn = (start: string, end: string) => rows.filter((r) => r.merchant_name === 'Starbucks' && r.date >= start && r.date <= end);

    it.each([
      ['March so far against February 1–20', 'start_date=2024-03-01&end_date=2024-03-31&compare=previous_period', { start_date: '2024-02-01', end_date: '2024-02-20', days: 20, label: 'Feb 1–20' }],
      ['February (ended) against all of January', 'start_date=2024-02-01&end_date=2024-02-29&compare=previous_period', { start_date: '2024-01-01', end_date: '2024-01-31', days: 31, label: 'January 2024' }],
    ] as const)("%s: the merchant's spent and visits over the compared days", async (_case, query, coverage) => {
      const response = await detailsOn(query);
      expect(response.statusCode, response.body).toBe(200);
      const { spent, count, ...covered } = response.json().compared_with;
      expect(covered).toEqual(coverage);
      const set = starbucksIn(coverage.start_date, coverage.end_date);
      expect(set.length).toBeGreaterThan(0);
      expect({ spent: toCents(spent), count }).toEqual({ spent: spentOf(set), count: set.filter((r) => !r.pending).length });
    });

    it('compares nothing without compare, and answers 400 naming compare without a period', async () => {
      expect((await detailsOn('start_date=2024-03-01&end_date=2024-03-31')).json().compared_with).toBeNull();
      const response = await detailsOn('compare=previous_period');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.error_message).toContain('compare');
    });
  });

  it('says whether one of the caller\'s active recurring streams is with the merchant', async () => {
    const netflix = bobRows.find((r) => r.merchant_name === 'Netflix')!;
    const body = await okJson(bob, `/db_api/merchants/${idOf(bob, netflix)}`);
    expect(body.is_recurring).toBe(true);
    expect(comparable(body)).toEqual(expectedDetails(bobRows, bob, 'Netflix'));
  });

  it("answers 404 for another user's transaction or an unknown one", async () => {
    for (const id of [idOf(bob, rows[1]!), 'no-such-transaction']) {
      const response = await alice.request('GET', `/db_api/merchants/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it.each([
    ['start_date=2024-01-01', 'end_date'],
    ['end_date=2024-01-01', 'start_date'],
    ['start_date=2024-03-01&end_date=2024-01-01', 'start_date'],
    ['start_date=2024-01-32&end_date=2024-02-01', 'start_date'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const response = await alice.request('GET', `/db_api/merchants/${idOf(alice, rows[1]!)}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(parameter);
  });
});

describe('GET /db_api/merchants/most_recent', () => {
  it("gives the insights of the merchant of the caller's newest transaction", async () => {
    const newest = [...rows].sort(newestFirst)[0]!;
    const body = await okJson(alice, `/db_api/merchants/most_recent?start_date=${SAMPLE_RANGE.start}&end_date=${SAMPLE_RANGE.end}`);
    expect(body.transaction.transaction_id).toBe(idOf(alice, newest));
    expect(comparable(body)).toEqual(expectedDetails(rows, alice, merchantOf(newest), SAMPLE_RANGE));
  });

  it('answers 404 when the caller has no transactions', async () => {
    const carol = await signedInUser(app, 'merchant-carol');
    await givenSubscriber(carol);
    expect((await carol.request('GET', '/db_api/merchants/most_recent')).statusCode).toBe(404);
  });

  it('answers 400 naming end_date when only start_date is given', async () => {
    const response = await alice.request('GET', '/db_api/merchants/most_recent?start_date=2024-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain('end_date');
  });
});
