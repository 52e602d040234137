import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PFC, SPEND_KINDS, SUBSCRIPTIONS, TRAVEL_PFC } from '../../../emulators/plaid/catalog.ts';
import { appOnDay, createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { readmeCounting, readmeTotals, seedLedger, type RawRow, type SeededLedger } from '../../../test/ledger.ts';
import { parseCsv } from '../../../test/csv.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { deleteTransactions, upsertTransactions } from '../accounts/queries.ts';
import { lockUserTransactions } from '../money/queries.ts';
import { createTransactionsHandlers } from './handlers.ts';
import { TRANSACTION_FILTERS, type AnyTransactionFilter, type TransactionFilters } from './filter-table.ts';
import { matchingTexts, resolveSearch, transactionPageQuery, transactionTotals } from './queries.ts';
import { CARD_PAYMENT, INCOME, LOAN_PAYMENTS, TRANSFER_CATEGORIES } from '../money/rules.ts';

const CATEGORIES: [string, string][] = [
  ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'],
  ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
  ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES'],
  ['ENTERTAINMENT', 'ENTERTAINMENT_MUSIC_AND_AUDIO'],
  ['TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
  ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
];
const MERCHANTS = ['Starbucks', 'Corner Deli', 'Bookshop', null] as const;

/**
 * 90 rows from November 2023 to February 2024 (a few days share a date, to exercise the tiebreak):
 * purchases, refunds, transfers out, card payments, pay, pending ones. Amounts are all different, so
 * no two rows of opposite sign can be matched as a transfer pair.
 */
function rawRows(): RawRow[] {
  const rows: RawRow[] = [];
  for (let i = 0; i < 90; i++) {
    const month = [11, 12, 1, 2][i % 4]!;
    const year = month >= 11 ? 2023 : 2024;
    const date = `${year}-${String(month).padStart(2, '0')}-${String((i % 9) + 1).padStart(2, '0')}`;
    const merchant = MERCHANTS[i % MERCHANTS.length]!;
    const pay = i % 10 === 0;
    const [primary, detailed] = pay ? ['INCOME', 'INCOME_WAGES'] : CATEGORIES[i % CATEGORIES.length]!;
    const refund = !pay && i % 7 === 0;
    const cents = 100 * (i + 1) + i;
    rows.push({
      plaid_transaction_id: `tx-${i}`,
      account: i % 3 === 0 ? 'checking' : 'card',
      amount_cents: pay ? -(200_000 + cents) : refund ? -cents : cents,
      date,
      name: merchant ? `${merchant.toUpperCase()} #${i}` : `PAYMENT ${i}`,
      merchant_name: merchant,
      category_primary: primary,
      category_detailed: detailed,
      pending: i % 11 === 5,
    });
  }
  return rows;
}

/** The totals of the rows by the README's rules (`readmeTotals`), spent per category keyed by category. */
function expectedTotals(rows: RawRow[]) {
  const { spent, income, count, byCategory } = readmeTotals(rows);
  return { spent, income, count, byCategory: byCategory as Map<string, number> };
}

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];
let aliceBanks: SeededLedger;
let bobBanks: SeededLedger;

const ACCOUNT_NAMES = { checking: 'Checking', card: 'Card' } as const;
const BANK_NAMES = { checking: 'First Test Bank', card: 'Second Test Bank' } as const;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signedInUser(app, 'tx-alice');
  bob = await signedInUser(app, 'tx-bob');
  await givenSubscriber(alice);
  await givenSubscriber(bob);
  rows = rawRows();
  aliceBanks = await seedLedger(alice, rows);
  // Bob's rows are in other years, with other amounts: none may show up in Alice's answers.
  bobBanks = await seedLedger(bob, rows.map((r) => ({ ...r, date: r.date.replace(/^202[34]/, '2019'), amount_cents: r.amount_cents * 3 })));
});
afterAll(async () => {
  await app.close();
});

describe('GET /db_api/periods', () => {
  it('lists the years, quarters and months with posted transactions, newest first, and none of another user', async () => {
    const response = await alice.request('GET', '/db_api/periods');
    expect(response.statusCode).toBe(200);
    expect(response.json().periods).toEqual(['2024', '2023', 'Q1 2024', 'Q4 2023', 'February 2024', 'January 2024', 'December 2023', 'November 2023']);
  });
});

describe('GET /db_api/periods/summary', () => {
  it.each([
    ['January 2024', '2024-01-01', '2024-01-31', (d: string) => d.startsWith('2024-01')],
    ['Q4 2023', '2023-10-01', '2023-12-31', (d: string) => d >= '2023-10-01' && d <= '2023-12-31'],
    ['2024', '2024-01-01', '2024-12-31', (d: string) => d.startsWith('2024')],
    ['February 2024', '2024-02-01', '2024-02-29', (d: string) => d.startsWith('2024-02')],
  ])('sums %s by the README rules', async (period, start, end, inPeriod) => {
    const response = await alice.request('GET', `/db_api/periods/summary?period=${encodeURIComponent(period)}`);
    expect(response.statusCode).toBe(200);
    const expected = expectedTotals(rows.filter((r) => inPeriod(r.date)));
    const body = response.json();
    expect(body).toMatchObject({ period, start_date: start, end_date: end, transaction_count: expected.count });
    expect(Math.round(body.spending * 100)).toBe(expected.spent);
    expect(Math.round(body.income * 100)).toBe(expected.income);
    expect(Math.round(body.net * 100)).toBe(expected.income - expected.spent);
    const byCategory = [...expected.byCategory].filter(([, cents]) => cents !== 0).sort((a, b) => b[1] - a[1]);
    expect(body.by_category.map((c: { category: string; amount: number }) => [c.category, Math.round(c.amount * 100)])).toEqual(byCategory);
  });

  it('answers zeros for a period without data', async () => {
    const response = await alice.request('GET', '/db_api/periods/summary?period=2019');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ income: 0, spending: 0, net: 0, by_category: [], transaction_count: 0 });
  });

  it.each(['', 'Q5 2024', 'Janvier 2024', 'january 2024', '24'])('answers 400 naming period for %j', async (period) => {
    const response = await alice.request('GET', `/db_api/periods/summary?period=${encodeURIComponent(period)}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('period');
  });
});

describe('GET /db_api/transactions/categories', () => {
  it("is Plaid's taxonomy: every category the Plaid stand-in and the money rules use, each detailed under its primary", async () => {
    const response = await alice.request('GET', '/db_api/transactions/categories');
    expect(response.statusCode).toBe(200);
    const categories: { primary: string; detailed: string[] }[] = response.json().categories;
    expect(categories).toHaveLength(16);
    expect(categories.flatMap((c) => c.detailed)).toHaveLength(104);
    for (const c of categories) for (const d of c.detailed) expect(d.startsWith(`${c.primary}_`)).toBe(true);
    const used = [...Object.values(PFC), ...Object.values(TRAVEL_PFC), ...SPEND_KINDS.map((k) => k.pfc), ...SUBSCRIPTIONS.map((s) => s.pfc)];
    for (const { primary, detailed } of used) expect(categories.find((c) => c.primary === primary)?.detailed).toContain(detailed);
    const primaries = categories.map((c) => c.primary);
    for (const code of [...TRANSFER_CATEGORIES, LOAN_PAYMENTS, INCOME]) expect(primaries).toContain(code);
    expect(categories.find((c) => c.primary === LOAN_PAYMENTS)?.detailed).toContain(CARD_PAYMENT);
  });
});

interface ListedTransaction {
  transaction_id: string;
  name: string;
  merchant_name: string | null;
  account_id: string;
  item_external_id: string;
  date: string;
  amount: number;
  direction: string;
  category_primary: string | null;
  category_source: string;
  pending: boolean;
}

const idOf = (r: RawRow) => `${alice.id}-${r.plaid_transaction_id}`;

/** Every page of a listing, walked with a small page size. */
async function walkPages(query: string, pageSize: number) {
  const listed: ListedTransaction[] = [];
  for (let page = 1; ; page++) {
    const response = await alice.request('GET', `/db_api/transactions?${query}&page=${page}&page_size=${pageSize}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    listed.push(...body.transactions);
    if (body.transactions.length < pageSize) return { listed, total: body.total };
  }
}

/** The totals of a filtered set, from the raw rows: pending ones left out; spent and income by the README's rules. */
function expectedListTotals(set: RawRow[]) {
  const posted = set.filter((r) => !r.pending);
  const { spent, income } = readmeTotals(set);
  return {
    count: posted.length,
    outflow: posted.filter((r) => r.amount_cents >= 0).reduce((sum, r) => sum + r.amount_cents, 0),
    inflow: posted.filter((r) => r.amount_cents < 0).reduce((sum, r) => sum - r.amount_cents, 0),
    spent,
    income,
  };
}

interface ListTotals {
  count: number;
  outflow: number;
  inflow: number;
  spent: number;
  income: number;
}

const totalsInCents = (totals: ListTotals) => ({ count: totals.count, outflow: Math.round(totals.outflow * 100), inflow: Math.round(totals.inflow * 100), spent: Math.round(totals.spent * 100), income: Math.round(totals.income * 100) });

async function listAll(query: string) {
  const response = await alice.request('GET', `/db_api/transactions?page_size=500&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { transactions: ListedTransaction[]; total: number; totals: ListTotals };
}

function expectSameSet(body: Awaited<ReturnType<typeof listAll>>, expected: RawRow[]) {
  expect(body.transactions.map((t) => t.transaction_id).sort()).toEqual(expected.map(idOf).sort());
  expect(body.total).toBe(expected.length);
  expect(totalsInCents(body.totals)).toEqual(expectedListTotals(expected));
}

describe('GET /db_api/transactions', () => {
  it("lists every one of the caller's transactions with positive amounts and a direction, none of another user's", async () => {
    const body = await listAll('');
    expectSameSet(body, rows);
    const byId = new Map(rows.map((r) => [idOf(r), r]));
    for (const t of body.transactions) {
      const raw = byId.get(t.transaction_id)!;
      expect(Math.round(t.amount * 100)).toBe(Math.abs(raw.amount_cents));
      expect(t.direction).toBe(raw.amount_cents >= 0 ? 'outflow' : 'inflow');
      expect(t).toMatchObject({ date: raw.date, pending: raw.pending, category_primary: raw.category_primary, category_source: 'plaid' });
      expect(t.account_id).toBe(aliceBanks.accounts[raw.account]);
    }
  });

  it.each(['date_desc', 'date_asc', 'amount_desc', 'amount_asc'])('pages sorted by %s without duplicates or gaps', async (sort) => {
    const { listed, total } = await walkPages(`sort=${sort}`, 7);
    expect(total).toBe(rows.length);
    const ids = listed.map((t) => t.transaction_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(rows.map(idOf).sort());
    const keys = listed.map((t) => (sort.startsWith('date') ? t.date : Math.round(t.amount * 100)));
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
  });

  it('filters by each parameter, with the totals of the whole filtered set', async () => {
    const cases: [string, (r: RawRow) => boolean][] = [
      ['start_date=2024-01-01', (r) => r.date >= '2024-01-01'],
      ['end_date=2023-12-05', (r) => r.date <= '2023-12-05'],
      ['start_date=2023-12-03&end_date=2023-12-03', (r) => r.date === '2023-12-03'],
      [`institution=${aliceBanks.cardItem}`, (r) => r.account === 'card'],
      [`account=${aliceBanks.accounts.checking}`, (r) => r.account === 'checking'],
      ['category=FOOD_AND_DRINK', (r) => r.category_primary === 'FOOD_AND_DRINK'],
      ['category=FOOD_AND_DRINK_COFFEE', (r) => r.category_detailed === 'FOOD_AND_DRINK_COFFEE'],
      ['min_amount=20&max_amount=45.5', (r) => Math.abs(r.amount_cents) >= 2000 && Math.abs(r.amount_cents) <= 4550],
      ['direction=inflow', (r) => r.amount_cents < 0],
      ['direction=outflow', (r) => r.amount_cents >= 0],
      ['pending=true', (r) => r.pending],
      ['pending=false', (r) => !r.pending],
      ['search=starB', (r) => r.merchant_name === 'Starbucks'],
      ['search=payment%201', (r) => r.name.startsWith('PAYMENT ') && r.name.includes('1')],
      ['search=%25', () => false],
      ['merchant=Starbucks', (r) => (r.merchant_name ?? r.name) === 'Starbucks'],
      [`merchant=${encodeURIComponent('PAYMENT 3')}`, (r) => r.merchant_name === null && r.name === 'PAYMENT 3'],
      ['counted_as=spending', (r) => ['spending', 'refund'].includes(readmeCounting(r).kind)],
      ['counted_as=income', (r) => readmeCounting(r).kind === 'income'],
      ['counted_as=left_out', (r) => readmeCounting(r).kind === 'left out'],
      [
        `institution=${aliceBanks.cardItem}&category=FOOD_AND_DRINK&start_date=2023-12-01&end_date=2024-01-31`,
        (r) => r.account === 'card' && r.category_primary === 'FOOD_AND_DRINK' && r.date >= '2023-12-01' && r.date <= '2024-01-31',
      ],
    ];
    for (const [query, matches] of cases) {
      const expected = rows.filter(matches);
      expect(expected.length > 0 || query === 'search=%25', query).toBe(true);
      expectSameSet(await listAll(query), expected);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=501', 'page_size'],
    ['page_size=0', 'page_size'],
    ['start_date=2024-13-01', 'start_date'],
    ['end_date=yesterday', 'end_date'],
    ['start_date=2024-02-01&end_date=2024-01-31', 'start_date'],
    ['institution=not%20an%20id', 'institution'],
    ['category=food', 'category'],
    ['category=FOOD_AND_DRINK_CAVIAR', 'category'],
    ['min_amount=-1', 'min_amount'],
    ['max_amount=lots', 'max_amount'],
    ['counted_as=transfers', 'counted_as'],
    ['merchant=', 'merchant'],
    ['min_amount=10&max_amount=5', 'min_amount'],
    ['direction=sideways', 'direction'],
    ['pending=maybe', 'pending'],
    ['search=', 'search'],
    ['sort=random', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await alice.request('GET', `/db_api/transactions?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(parameter);
  });

  it("answers 404 for an institution or an account that is not the caller's", async () => {
    for (const query of [`institution=${bobBanks.cardItem}`, 'institution=no-such-item', `account=${bobBanks.accounts.checking}`]) {
      const response = await alice.request('GET', `/db_api/transactions?${query}`);
      expect(response.statusCode, query).toBe(404);
    }
  });

  describe('compared with another period, like with like (README, "Periods compared")', () => {
    /** The same handlers on a clock whose day is February 5, 2024. */
    let clocked: Awaited<ReturnType<typeof appOnDay>>;
    beforeAll(async () => {
      clocked = await appOnDay(createTransactionsHandlers, '2024-02-05');
    });
    afterAll(async () => {
      await clocked.app.close();
    });
    const listOn = async (query: string) => {
      const response = await clocked.get(alice, `/db_api/transactions?page_size=500&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Awaited<ReturnType<typeof listAll>> & { compared_with: (ListTotals & { start_date: string; end_date: string; days: number; label: string; totals: ListTotals }) | null };
    };
    const inDays = (start: string, end: string, matches: (r: RawRow) => boolean = () => true) => rows.filter((r) => r.date >= start && r.date <= end && matches(r));

    it.each([
      ['February so far against January 1–5', 'start_date=2024-02-01&end_date=2024-02-29&compare=previous_period', { start_date: '2024-01-01', end_date: '2024-01-05', days: 5, label: 'Jan 1–5' }, () => true],
      [
        'Q1 to date (36 days) against as many days of Q4, one category',
        'start_date=2024-01-01&end_date=2024-03-31&category=FOOD_AND_DRINK&compare=previous_period',
        { start_date: '2023-10-01', end_date: '2023-11-05', days: 36, label: 'Oct 1 – Nov 5, 2023' },
        (r: RawRow) => r.category_primary === 'FOOD_AND_DRINK',
      ],
      ['December (ended) against all of November, money out only', 'start_date=2023-12-01&end_date=2023-12-31&direction=outflow&compare=previous_period', { start_date: '2023-11-01', end_date: '2023-11-30', days: 30, label: 'November 2023' }, (r: RawRow) => r.amount_cents >= 0],
      ['January (ended) against the same month last year', 'start_date=2024-01-01&end_date=2024-01-31&compare=same_period_last_year', { start_date: '2023-01-01', end_date: '2023-01-31', days: 31, label: 'January 2023' }, () => true],
    ] as const)('%s: the same filters over the compared days', async (_case, query, coverage, matches) => {
      const body = await listOn(query);
      const { totals, ...covered } = body.compared_with!;
      expect(covered).toEqual(coverage);
      const expected = expectedListTotals(inDays(coverage.start_date, coverage.end_date, matches));
      expect(totalsInCents(totals)).toEqual(expected);
      expect(expected.count > 0 || coverage.label === 'January 2023', 'the compared days have rows').toBe(true);
    });

    it('compares nothing without compare, or for a period that has not begun', async () => {
      expect((await listOn('start_date=2024-02-01&end_date=2024-02-29')).compared_with).toBeNull();
      expect((await listOn('start_date=2024-03-01&end_date=2024-03-31&compare=previous_period')).compared_with).toBeNull();
    });

    it.each([
      ['compare=previous_period', 'compare'],
      ['start_date=2024-01-01&compare=previous_period', 'compare'],
      ['start_date=2024-01-01&end_date=2024-01-31&compare=yesterday', 'compare'],
    ])('answers 400 naming compare for %s', async (query, parameter) => {
      const response = await clocked.get(alice, `/db_api/transactions?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.error_message).toContain(parameter);
    });
  });

  it('pages through the snapshot of the first page while a sync adds rows: none repeated, none skipped', async () => {
    const carol = await signedInUser(app, 'tx-carol');
    await givenSubscriber(carol);
    const before = rows.slice(0, 30);
    const banks = await seedLedger(carol, before);
    const page = async (n: number, asOf?: string) => {
      const response = await carol.request('GET', `/db_api/transactions?page_size=10&page=${n}${asOf ? `&as_of=${encodeURIComponent(asOf)}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { transactions: ListedTransaction[]; total: number; as_of: string };
    };
    const first = await page(1);
    // A sync lands between the pages: rows newer than every listed one, which would push page 1's tail onto page 2.
    const { db } = await testDatabase();
    const account = await db.selectFrom('accounts').select(['id', 'item_id']).where('plaid_account_id', '=', banks.accounts.checking).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await lockUserTransactions(trx, carol.id);
      await upsertTransactions(
        trx,
        Array.from({ length: 6 }, (_, i) => ({ user_id: carol.id, item_id: account.item_id, account_id: account.id, plaid_transaction_id: `late-${carol.id}-${i}`, amount_cents: 1_234 + i, date: '2024-03-0' + (i + 1), name: `LATE ${i}`, merchant_name: null, category_primary: null, category_detailed: null })),
      );
    });
    const rest = [await page(2, first.as_of), await page(3, first.as_of)];
    const ids = [first, ...rest].flatMap((p) => p.transactions.map((t) => t.transaction_id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(before.map((r) => `${carol.id}-${r.plaid_transaction_id}`).sort());
    expect(rest.map((p) => p.total)).toEqual([30, 30]);
    // A new first page sees the sync.
    const fresh = await page(1);
    expect(fresh.total).toBe(36);
    expect(fresh.as_of > first.as_of).toBe(true);
    expect(fresh.transactions.slice(0, 6).map((t) => t.name).sort()).toEqual(['LATE 0', 'LATE 1', 'LATE 2', 'LATE 3', 'LATE 4', 'LATE 5']);
  });

  describe('keyset paging (after = the next_cursor of the page before)', () => {
    type CursorPage = { transactions: ListedTransaction[]; total: number; page: number; as_of: string; next_cursor: string | null };
    const cursorPage = async (user: TestUser, query: string) => {
      const response = await user.request('GET', `/db_api/transactions?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as CursorPage;
    };

    it('walks every row once, in the sort asked for, ending with a null cursor', async () => {
      for (const sort of ['date_desc', 'amount_asc'] as const) {
        const seen: ListedTransaction[] = [];
        const pages: number[] = [];
        let page = await cursorPage(alice, `page_size=7&sort=${sort}`);
        for (;;) {
          seen.push(...page.transactions);
          pages.push(page.page);
          if (!page.next_cursor) break;
          page = await cursorPage(alice, `page_size=7&sort=${sort}&as_of=${encodeURIComponent(page.as_of)}&after=${page.next_cursor}`);
        }
        expect(pages).toEqual(Array.from({ length: Math.ceil(rows.length / 7) }, (_, i) => i + 1));
        expect(seen.map((t) => t.transaction_id).sort()).toEqual(rows.map((r) => `${alice.id}-${r.plaid_transaction_id}`).sort());
        // The order asked for: newest first, or smallest amount (either way) first.
        const key = (t: ListedTransaction) => (sort === 'date_desc' ? t.date : t.amount);
        for (let i = 1; i < seen.length; i++) {
          const [a, b] = [key(seen[i - 1]!), key(seen[i]!)];
          expect(sort === 'date_desc' ? a >= b : a <= b, `${sort}: row ${i}`).toBe(true);
        }
      }
    });

    it('neither repeats nor skips a row when a sync removes and adds rows between pages', async () => {
      const dave = await signedInUser(app, 'tx-dave');
      await givenSubscriber(dave);
      const before = rows.slice(0, 30);
      const banks = await seedLedger(dave, before);
      const first = await cursorPage(dave, 'page_size=10');
      // The sync lands: two rows of the first page removed (which would pull two rows of page 2 onto
      // page 1 under page numbers), and rows added older than every listed one.
      const { db } = await testDatabase();
      const account = await db.selectFrom('accounts').select(['id', 'item_id']).where('plaid_account_id', '=', banks.accounts.checking).executeTakeFirstOrThrow();
      const removed = first.transactions.slice(2, 4).map((t) => t.transaction_id);
      await db.transaction().execute(async (trx) => {
        await lockUserTransactions(trx, dave.id);
        for (const id of removed) {
          const row = await trx.selectFrom('transactions').select(['item_id', 'plaid_transaction_id']).where('user_id', '=', dave.id).where('plaid_transaction_id', '=', id).executeTakeFirstOrThrow();
          await deleteTransactions(trx, row.item_id, [row.plaid_transaction_id]);
        }
        await upsertTransactions(
          trx,
          Array.from({ length: 3 }, (_, i) => ({ user_id: dave.id, item_id: account.item_id, account_id: account.id, plaid_transaction_id: `old-${dave.id}-${i}`, amount_cents: 4_321 + i, date: `2020-01-0${i + 1}`, name: `OLD ${i}`, merchant_name: null, category_primary: null, category_detailed: null })),
        );
      });
      const rest: CursorPage[] = [];
      for (let page = first; page.next_cursor; ) {
        page = await cursorPage(dave, `page_size=10&as_of=${encodeURIComponent(first.as_of)}&after=${page.next_cursor}`);
        rest.push(page);
      }
      const ids = [first, ...rest].flatMap((p) => p.transactions.map((t) => t.transaction_id));
      expect(new Set(ids).size).toBe(ids.length);
      // Every row that was there when paging began and was not removed is listed; the rows a sync added after as_of are not.
      const expected = before.map((r) => `${dave.id}-${r.plaid_transaction_id}`);
      expect(ids.filter((id) => !removed.includes(id)).sort()).toEqual(expected.filter((id) => !removed.includes(id)).sort());
      expect(ids.some((id) => id.includes('old-'))).toBe(false);
    });

    it('answers 400 naming after for a cursor it did not give, or one of another sort', async () => {
      const first = await cursorPage(alice, 'page_size=5&sort=date_desc');
      for (const query of ['after=nonsense', `after=${Buffer.from('["date_desc",2,"x","y"]').toString('base64url')}`, `sort=amount_desc&after=${first.next_cursor}`]) {
        const response = await alice.request('GET', `/db_api/transactions?page_size=5&${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toMatch(/^after: /);
      }
    });
  });

  it('answers 400 naming as_of when it is not a date-time', async () => {
    const response = await alice.request('GET', '/db_api/transactions?as_of=yesterday');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('as_of');
  });
});

describe('the rollup guard: totals come from the money rollup only when every filter in use declares how to narrow it', () => {
  /** A filter planted in the table for one test, declared with a row condition and no rollup narrowing: odd amounts of cents only. */
  async function withPlantedFilter<T>(run: () => Promise<T>): Promise<T> {
    const table: Record<string, AnyTransactionFilter | undefined> = TRANSACTION_FILTERS;
    table.plantedOddCents = { where: (odd: boolean) => sql<SqlBool>`(t.amount_cents % 2 = 1) = ${odd}` };
    try {
      return await run();
    } finally {
      delete table.plantedOddCents;
    }
  }

  it('sums a filter without a rollup narrowing from the rows, to the figures of the raw rows', async () => {
    const { db } = await testDatabase();
    // Whole months, which the rollup alone would answer.
    const range = { startDate: '2023-12-01', endDate: '2024-01-31' };
    const inRange = rows.filter((r) => r.date >= range.startDate && r.date <= range.endDate);
    const odd = inRange.filter((r) => Math.abs(r.amount_cents) % 2 === 1);
    const expected = expectedListTotals(odd);
    const planted = await withPlantedFilter(() => transactionTotals(db, alice.id, { ...range, plantedOddCents: true } as TransactionFilters));
    expect(planted).toEqual({ total: odd.length, hidden: 0, posted: expected.count, outflowCents: expected.outflow, inflowCents: expected.inflow, spentCents: expected.spent, incomeCents: expected.income });
    // The range alone counts more: the planted filter was applied, not dropped.
    expect((await transactionTotals(db, alice.id, range)).total).toBe(inRange.length);
    expect(odd.length).toBeLessThan(inRange.length);
  });

  it('refuses a filter the table does not declare rather than ignoring it', async () => {
    const { db } = await testDatabase();
    await expect(transactionTotals(db, alice.id, { undeclared: true } as TransactionFilters)).rejects.toThrow('undeclared');
  });
});

describe('PATCH /db_api/transactions/{transaction_id}/category', () => {
  const recategorize = (user: TestUser, id: string, body: unknown) => user.request('PATCH', `/db_api/transactions/${id}/category`, body);
  const january = (r: RawRow) => r.date.startsWith('2024-01') && !r.pending;

  it("moves a transaction's amount to the category chosen, in the listing and the period's summary", async () => {
    // A posted January transfer out, recategorised as entertainment: it becomes spending.
    const transfer = rows.find((r) => january(r) && r.category_primary === 'TRANSFER_OUT')!;
    const response = await recategorize(alice, idOf(transfer), { category: { primary: 'ENTERTAINMENT', detailed: 'ENTERTAINMENT_TV_AND_MOVIES' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ transaction_id: idOf(transfer), category_primary: 'ENTERTAINMENT', category_detailed: 'ENTERTAINMENT_TV_AND_MOVIES', category_source: 'user', kind: 'spending' });

    const changed = rows.map((r) => (r === transfer ? { ...r, category_primary: 'ENTERTAINMENT', category_detailed: 'ENTERTAINMENT_TV_AND_MOVIES' } : r));
    const expected = expectedTotals(changed.filter((r) => r.date.startsWith('2024-01')));
    const summary = (await alice.request('GET', '/db_api/periods/summary?period=January%202024')).json();
    expect(Math.round(summary.spending * 100)).toBe(expected.spent);
    const entertainment = summary.by_category.find((c: { category: string }) => c.category === 'ENTERTAINMENT');
    expect(Math.round(entertainment.amount * 100)).toBe(expected.byCategory.get('ENTERTAINMENT'));

    const cleared = await recategorize(alice, idOf(transfer), { category: null });
    expect(cleared.json()).toMatchObject({ category_primary: 'TRANSFER_OUT', category_source: 'plaid', kind: 'transfer' });
  });

  it("always for this merchant: every transaction of the merchant follows the rule, until it is deleted", async () => {
    const bookshop = rows.filter((r) => r.merchant_name === 'Bookshop');
    const response = await recategorize(alice, idOf(bookshop[0]!), { category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS' }, always_for_merchant: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ category_detailed: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', category_source: 'rule' });
    const listed = await listAll('category=GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS');
    // Every row of the merchant now counts as the rule's category (a transfer among them becomes spending).
    expectSameSet(listed, bookshop.map((r) => ({ ...r, category_primary: 'GENERAL_MERCHANDISE', category_detailed: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS' })));
    expect(listed.transactions.every((t) => t.category_source === 'rule')).toBe(true);
    // Bob's transactions at the same merchant are untouched.
    const bobs = (await bob.request('GET', '/db_api/transactions?page_size=500&category=GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS')).json();
    expect(bobs.transactions).toEqual([]);

    await recategorize(alice, idOf(bookshop[0]!), { category: null, always_for_merchant: true });
    expect((await listAll('category=GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS')).transactions).toEqual([]);
  });

  it("answers 404 for another user's transaction or an unknown one, and changes nothing", async () => {
    const bobsId = `${bob.id}-${rows[1]!.plaid_transaction_id}`;
    for (const id of [bobsId, 'no-such-transaction']) {
      const response = await recategorize(alice, id, { category: { primary: 'TRAVEL', detailed: null } });
      expect(response.statusCode, id).toBe(404);
    }
    const bobs = (await bob.request('GET', '/db_api/transactions?page_size=500&category=TRAVEL')).json();
    expect(bobs.transactions).toEqual([]);
  });

  it.each([
    [{}, 'category'],
    [{ category: { primary: 'NOT_A_CATEGORY' } }, 'category.primary'],
    [{ category: { primary: 'FOOD_AND_DRINK_COFFEE' } }, 'category.primary'],
    [{ category: { primary: 'TRAVEL', detailed: 'FOOD_AND_DRINK_COFFEE' } }, 'category.detailed'],
    [{ category: null, always_for_merchant: 'yes' }, 'always_for_merchant'],
    [{ category: null, colour: 'red' }, 'colour'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await recategorize(alice, idOf(rows[1]!), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(field);
  });
});

/** Every word of the search is a substring of the merchant and name, case-insensitive: the exact half of search, from the raw rows. */
const containsEvery = (search: string) => (r: RawRow) => {
  const text = `${r.merchant_name ?? ''} ${r.name}`.toLowerCase();
  return search.toLowerCase().split(/\s+/).every((word) => text.includes(word));
};

describe('search', () => {
  it.each([
    ['starbuks', (r: RawRow) => r.merchant_name === 'Starbucks'],
    ['STARBUKS', (r: RawRow) => r.merchant_name === 'Starbucks'],
    ['corner dell', (r: RawRow) => r.merchant_name === 'Corner Deli'],
    ['bookshp', (r: RawRow) => r.merchant_name === 'Bookshop'],
  ])('finds near-misses: %j', async (search, matches) => {
    const expected = rows.filter(matches);
    expect(expected.length).toBeGreaterThan(0);
    expectSameSet(await listAll(`search=${encodeURIComponent(search)}`), expected);
  });

  it.each(['deli', 'ucks', 'rner de', 'ookSHO', 'payment 4'])('finds substrings: %j', async (search) => {
    const expected = rows.filter(containsEvery(search));
    expect(expected.length).toBeGreaterThan(0);
    expectSameSet(await listAll(`search=${encodeURIComponent(search)}`), expected);
  });

  it.each(['zebra', 'starbucks zebra', 'lawnmower', 'xq'])('finds nothing for unrelated words: %j', async (search) => {
    expectSameSet(await listAll(`search=${encodeURIComponent(search)}`), []);
  });

  // PGlite's planner (Postgres 17) prices the trigram bitmap above a filtered scan of the user's rows at this size; the aim is Postgres.
  it.skipIf(inject('testDatabaseUrl') === 'pglite')('is served by indexes on Postgres, not a scan of the user\'s rows, for a user with 100,000 of them, each with a text of its own', async () => {
    const { db } = await testDatabase();
    const erin = await signedInUser(app, 'tx-search-plan');
    await givenSubscriber(erin);
    const banks = await seedLedger(erin, []);
    const account = await db.selectFrom('accounts').select(['id', 'item_id']).where('plaid_account_id', '=', banks.accounts.card).executeTakeFirstOrThrow();
    // 100,000 rows of 40 merchants, 100 of them Starbucks: rare enough that walking the date index for a page, or filtering
    // every row of the user, would be the slow way (a smaller user in a table shared with every other test's rows is
    // cheap to filter, and the planner rightly does so).
    await sql`insert into transactions (user_id, item_id, account_id, plaid_transaction_id, amount_cents, date, name, merchant_name)
      select ${erin.id}::uuid, ${account.item_id}::uuid, ${account.id}::uuid, ${erin.id} || '-bulk-' || g, 100 + g, date '2020-01-01' + (g % 1500),
        case when g % 1000 = 0 then 'STARBUCKS STORE ' || g else 'MERCHANT ' || (g % 40) || ' ORDER ' || g end,
        case when g % 1000 = 0 then 'Starbucks' else 'Merchant ' || (g % 40) end
      from generate_series(1, 100000) g`.execute(db);
    await sql`analyze transactions`.execute(db);
    await sql`analyze transaction_search_texts`.execute(db);
    const plans = await db.transaction().execute(async (trx) => {
      // Small test tables tempt the planner into a scan; the indexes must be usable at all.
      await sql`set local enable_seqscan = off`.execute(trx);
      const texts = await matchingTexts(trx, erin.id, ['starbuks']).explain();
      const page = await transactionPageQuery(trx, erin.id, await resolveSearch(trx, erin.id, { search: 'starbuks' }), { sort: 'date_desc', offset: 0, limit: 50 }).explain();
      return [texts, page].map((plan) => plan.map((row) => Object.values(row).join(' ')).join('\n'));
    });
    // The user's texts matched through their trigram index, then the rows of those that matched by the texts' hash.
    expect(plans[0], `plan:\n${plans[0]}`).toContain('transaction_search_texts_trgm_idx');
    expect(plans[1], `plan:\n${plans[1]}`).toContain('transactions_user_search_hash_idx');
    const found = await erin.request('GET', '/db_api/transactions?search=starbuks&page_size=1');
    expect(found.json().total).toBe(100);

    // A twentieth of the rows split in two: the first page still walks the date index, its parts sorted within each row, and
    // reads about a page of rows, not every row sorted (as reading the rows not split and the split ones apart did).
    await sql`update transactions set splits = jsonb_build_array(
        jsonb_build_object('amount_cents', amount_cents - 50, 'category_primary', 'FOOD_AND_DRINK', 'category_detailed', 'FOOD_AND_DRINK_GROCERIES', 'note', null),
        jsonb_build_object('amount_cents', 50, 'category_primary', 'MEDICAL', 'category_detailed', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', 'note', null))
      where user_id = ${erin.id}::uuid and amount_cents % 20 = 19`.execute(db);
    await sql`analyze transactions`.execute(db);
    const [firstPage] = await sql<{ plan: unknown }>`explain (analyze, format json) ${transactionPageQuery(db, erin.id, {}, { sort: 'date_desc', offset: 0, limit: 51 })}`.execute(db).then((r) => r.rows.map((row) => Object.values(row)[0]));
    const text = JSON.stringify(firstPage);
    expect(text, text.slice(0, 3_000)).toContain('transactions_user_date_id_idx');
    const scanned = rowsReadFrom(firstPage, 'transactions');
    expect(scanned, text.slice(0, 3_000)).toBeLessThan(1_000);
    const listed = (await erin.request('GET', '/db_api/transactions?page_size=6')).json().transactions;
    expect(listed.map((t: { split: { part: number } | null }) => t.split?.part ?? 0)).toEqual(expect.arrayContaining([1, 2]));
  });
});

/** The rows the plan's scans of a table returned (actual rows times loops), from `explain (analyze, format json)`. */
function rowsReadFrom(plan: unknown, table: string): number {
  const node = plan as { Plan?: unknown; Plans?: unknown[]; 'Relation Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number };
  const own = node['Relation Name'] === table ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  const children = [...(node.Plan ? [node.Plan] : []), ...(node.Plans ?? [])];
  return own + children.reduce((sum: number, child) => sum + rowsReadFrom(child, table), 0);
}

/** The seed's categories by the names the transactions page shows: a detailed one's own words, and its group. */
const CATEGORY_NAMES: Record<string, [name: string, group: string]> = {
  FOOD_AND_DRINK_COFFEE: ['Coffee', 'Food and drink'],
  FOOD_AND_DRINK_GROCERIES: ['Groceries', 'Food and drink'],
  GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES: ['Clothing and accessories', 'General merchandise'],
  ENTERTAINMENT_MUSIC_AND_AUDIO: ['Music and audio', 'Entertainment'],
  TRANSFER_OUT_ACCOUNT_TRANSFER: ['Account transfer', 'Transfer out'],
  LOAN_PAYMENTS_CREDIT_CARD_PAYMENT: ['Credit card payment', 'Loan payments'],
  INCOME_WAGES: ['Wages', 'Income'],
};

/** A raw row as the export must give it, written from the seed's own values. */
const exportedRow = (user: TestUser) => (r: RawRow) => [
  r.date,
  r.name,
  r.merchant_name ?? '',
  ...CATEGORY_NAMES[r.category_detailed!]!,
  'bank',
  ACCOUNT_NAMES[r.account],
  BANK_NAMES[r.account],
  r.amount_cents >= 0 ? 'outflow' : 'inflow',
  (Math.abs(r.amount_cents) / 100).toFixed(2),
  '',
  String(r.pending),
  `${user.id}-${r.plaid_transaction_id}`,
  // No marks on these rows: no note, no tags, neither hidden nor reviewed; none split.
  '',
  '',
  'false',
  'false',
  '',
  '',
];

describe('GET /db_api/transactions/export', () => {
  const HEADER = ['Date', 'Name', 'Merchant', 'Category', 'Category group', 'Category source', 'Account', 'Institution', 'Direction', 'Amount', 'Currency', 'Pending', 'Transaction ID', 'Note', 'Tags', 'Hidden', 'Reviewed', 'Split', 'Split note'];
  const ID = HEADER.indexOf('Transaction ID');
  const AMOUNT = HEADER.indexOf('Amount');

  it.each([
    ['', () => true],
    [`institution=CARD&category=FOOD_AND_DRINK&start_date=2023-12-01&end_date=2024-01-31`, (r: RawRow) => r.account === 'card' && r.category_primary === 'FOOD_AND_DRINK' && r.date >= '2023-12-01' && r.date <= '2024-01-31'],
    ['direction=inflow&pending=false', (r: RawRow) => r.amount_cents < 0 && !r.pending],
    ['search=starbuks&min_amount=20', (r: RawRow) => r.merchant_name === 'Starbucks' && Math.abs(r.amount_cents) >= 2000],
  ])('streams the filtered set as CSV with a header: %j', async (query, matches) => {
    const response = await alice.request('GET', `/db_api/transactions/export?${query.replace('CARD', aliceBanks.cardItem)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ledgerline-transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...records] = parseCsv(response.body);
    expect(header).toEqual(HEADER);
    const expected = rows.filter(matches).map(exportedRow(alice));
    expect(expected.length).toBeGreaterThan(0);
    const byId = (a: string[], b: string[]) => (a[ID]! < b[ID]! ? -1 : 1);
    expect([...records].sort(byId)).toEqual([...expected].sort(byId));
    const dates = records.map((r) => r[0]!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reads in chunks past the first in the sort asked for, without repeating or skipping a row', async () => {
    const frank = await signedInUser(app, 'tx-export-chunks');
    await givenSubscriber(frank);
    // More rows than one chunk of the export, many on the same day and of the same amount, to exercise the tiebreak.
    const many = Array.from({ length: 2_345 }, (_, i) => ({ ...rows[i % rows.length]!, plaid_transaction_id: `bulk-${i}`, date: `2024-0${(i % 3) + 1}-1${i % 7}`, amount_cents: 100 * (i % 13) + 1 }));
    await seedLedger(frank, many);
    for (const sort of ['date_desc', 'amount_asc']) {
      const response = await frank.request('GET', `/db_api/transactions/export?sort=${sort}`);
      const [, ...records] = parseCsv(response.body);
      expect(records.map((r) => r[ID]).sort()).toEqual(many.map((r) => `${frank.id}-${r.plaid_transaction_id}`).sort());
      const keys = records.map((r) => (sort === 'date_desc' ? r[0]! : Number(r[AMOUNT])));
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(sort === 'date_desc' ? sorted.reverse() : sorted);
    }
  });

  it('prefixes cells a spreadsheet would read as a formula with a quote', async () => {
    const grace = await signedInUser(app, 'tx-export-formulas');
    await givenSubscriber(grace);
    const names = ['=HYPERLINK("http://x.example","click")', '+1 555 0100', '-2+3', '@SUM(A1)', '\tTAB', '\rRETURN', 'Plain = fine'];
    await seedLedger(grace, names.map((name, i) => ({ ...rows[1]!, plaid_transaction_id: `formula-${i}`, name, merchant_name: name, date: `2024-01-${10 + i}` })));
    const response = await grace.request('GET', '/db_api/transactions/export?sort=date_asc');
    const [, ...records] = parseCsv(response.body);
    const escaped = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    expect(records.map((r) => [r[1], r[2]])).toEqual(names.map((name) => [escaped(name), escaped(name)]));
  });

  it.each([
    ['start_date=2024-02-01&end_date=2024-01-31', 'start_date'],
    ['category=food', 'category'],
    ['min_amount=10&max_amount=5', 'min_amount'],
    ['direction=sideways', 'direction'],
    ['search=', 'search'],
    ['sort=random', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await alice.request('GET', `/db_api/transactions/export?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(parameter);
  });

  it("answers 404 for an institution or an account that is not the caller's", async () => {
    for (const query of [`institution=${bobBanks.cardItem}`, `account=${bobBanks.accounts.checking}`]) {
      const response = await alice.request('GET', `/db_api/transactions/export?${query}`);
      expect(response.statusCode, query).toBe(404);
    }
  });
});
