import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { idOf, okJson, readmeCounting, readmeTotals, subscriberWithLedger, toCents, type RawRow } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';
import { upsertTransactions } from '../accounts/queries.ts';

/**
 * Splits (issue 24, item 2): a transaction split into parts counts as its parts in every figure.
 * The figures expected here are computed from the raw rows, each split row replaced by its parts
 * (the part's amount under the part's category), and compared with what the endpoints answer,
 * before, while split, after the bank changes the amount, and once whole again.
 */

const MERCHANTS = ['Hilltop Market', 'Pharmacy Plus', 'City Cinema'] as const;
const CATEGORIES = { 'Hilltop Market': 'FOOD_AND_DRINK', 'Pharmacy Plus': 'MEDICAL', 'City Cinema': 'ENTERTAINMENT' } as const;

/** 30 rows over January and February 2024: purchases, a refund, pay and a pending one; every amount different. */
function rawRows(): RawRow[] {
  return Array.from({ length: 30 }, (_, i) => {
    const merchant = MERCHANTS[i % 3]!;
    const pay = i % 10 === 4;
    const refund = !pay && i % 11 === 7;
    const cents = 2_000 + 173 * i;
    return {
      plaid_transaction_id: `sp-${i}`,
      account: i % 2 === 0 ? 'card' : 'checking',
      amount_cents: pay ? -(250_000 + cents) : refund ? -cents : cents,
      date: `2024-0${i % 2 === 0 ? 1 : 2}-${String((i % 27) + 1).padStart(2, '0')}`,
      name: pay ? `PAYROLL ${i}` : `${merchant.toUpperCase()} #${i}`,
      merchant_name: pay ? null : merchant,
      category_primary: pay ? 'INCOME' : CATEGORIES[merchant],
      category_detailed: null,
      pending: i === 13,
    };
  });
}

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];

beforeAll(async () => {
  app = await createTestApp();
  rows = rawRows();
  ({ user: alice } = await subscriberWithLedger(app, 'splits-alice', rows));
  ({ user: bob } = await subscriberWithLedger(app, 'splits-bob', rows.slice(0, 3).map((r) => ({ ...r, plaid_transaction_id: `bob-${r.plaid_transaction_id}` }))));
});
afterAll(async () => {
  await app.close();
});

/** The user's category ids by code, as `GET /db_api/categories` lays them out. */
async function categoryIds(user: TestUser): Promise<Map<string, string>> {
  const { groups } = await okJson(user, '/db_api/categories');
  return new Map(groups.flatMap((g: { categories: { id: string; code: string }[] }) => g.categories.map((c) => [c.code, c.id] as const)));
}

const split = (user: TestUser, transactionId: string, body: unknown) => user.request('POST', `/api/transactions/${transactionId}/splits`, body);

async function splitOk(user: TestUser, row: RawRow, body: unknown) {
  const response = await split(user, idOf(user, row), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A split as the test keeps it: each part's cents (positive) and primary category. */
type Parts = Map<string, { cents: number; primary: string }[]>;

/** The raw rows with each split row replaced by its parts, in the row's sign (a remainder under the row's own category). */
function asParts(raw: RawRow[], parts: Parts, amounts: Map<string, number> = new Map()): RawRow[] {
  return raw.flatMap((r) => {
    const amount = amounts.get(r.plaid_transaction_id) ?? r.amount_cents;
    const split = parts.get(r.plaid_transaction_id);
    if (!split) return [{ ...r, amount_cents: amount }];
    const sign = r.amount_cents < 0 ? -1 : 1;
    const given = split.map((p) => ({ ...r, amount_cents: sign * p.cents, category_primary: p.primary }));
    const rest = amount - given.reduce((sum, p) => sum + p.amount_cents, 0);
    return rest === 0 ? given : [...given, { ...r, amount_cents: rest }];
  });
}

const JANUARY = { start: '2024-01-01', end: '2024-01-31' };
const ACROSS = { start: '2024-01-10', end: '2024-02-20' };
const inRange = (range: { start: string; end: string }) => (r: RawRow) => r.date >= range.start && r.date <= range.end;
const range = (r: { start: string; end: string }) => `start_date=${r.start}&end_date=${r.end}`;

/** What the endpoints answer: the month's summary by category, the dashboard's stats, the tracker, and the list's totals from the rollup and from the rows. */
async function answered(user: TestUser) {
  const summary = await okJson(user, `/db_api/periods/summary?period=${encodeURIComponent('January 2024')}`);
  const stats = await okJson(user, `/db_api/dashboard/spend_stats?${range(ACROSS)}`);
  const tracker = await okJson(user, '/db_api/budgets/tracker?month=2024-01');
  const food = await okJson(user, `/db_api/transactions?${range(ACROSS)}&category=FOOD_AND_DRINK&page_size=500`);
  const lists = await Promise.all([okJson(user, `/db_api/transactions?${range(ACROSS)}&page_size=500`), okJson(user, `/db_api/transactions?${range(ACROSS)}&page_size=500&min_amount=0`)]);
  const top = await okJson(user, `/db_api/dashboard/top_transactions?${range(ACROSS)}&limit=${TOP}`);
  return {
    summary: { spent: toCents(summary.spending), income: toCents(summary.income), count: summary.transaction_count, byCategory: summary.by_category.map((c: { category: string; amount: number }) => [c.category, toCents(c.amount)]) },
    stats: { spent: toCents(stats.total_spending), income: toCents(stats.total_income), count: stats.transaction_count },
    trackerSpent: toCents(tracker.totals.all_spent),
    food: { rows: food.total, listed: food.transactions.length, spent: toCents(food.totals.spent) },
    lists: lists.map((page) => ({ total: page.total, listed: page.transactions.length, spent: toCents(page.totals.spent), count: page.totals.count })),
    top: top.transactions.map((t: { transaction_id: string; amount: number; category_primary: string }) => [t.transaction_id.slice(`${user.id}-`.length), toCents(t.amount), t.category_primary]),
  };
}

/** The dashboard's largest purchases asked for: more than the parts, so a part competes with whole rows for a place. */
const TOP = 12;

function expected(counted: RawRow[]) {
  const january = readmeTotals(counted.filter(inRange(JANUARY)));
  const across = counted.filter(inRange(ACROSS));
  const totals = readmeTotals(across);
  const food = across.filter((r) => r.category_primary === 'FOOD_AND_DRINK');
  const list = { total: across.length, listed: across.length, spent: totals.spent, count: across.filter((r) => !r.pending).length };
  return {
    summary: { spent: january.spent, income: january.income, count: january.count, byCategory: january.categories },
    stats: { spent: totals.spent, income: totals.income, count: totals.count },
    trackerSpent: january.spent,
    food: { rows: food.length, listed: food.length, spent: readmeTotals(food).spent },
    lists: [list, list],
    // The largest posted spending, a split row's parts each by its own amount.
    top: across
      .filter((r) => !r.pending && readmeCounting(r).kind === 'spending')
      .sort((a, b) => b.amount_cents - a.amount_cents)
      .slice(0, TOP)
      .map((r) => [r.plaid_transaction_id, r.amount_cents, r.category_primary]),
  };
}

describe('POST /api/transactions/{transaction_id}/splits', () => {
  it('counts the parts in every figure, lists each part as a row, follows a bank amount change with a remainder to review, and makes the row whole again', async () => {
    const ids = await categoryIds(alice);
    const groceries = ids.get('FOOD_AND_DRINK_GROCERIES')!;
    const pharmacy = ids.get('MEDICAL_PHARMACIES_AND_SUPPLEMENTS')!;
    const movies = ids.get('ENTERTAINMENT_TV_AND_MOVIES')!;
    const before = await answered(alice);
    expect(before).toEqual(expected(rows));

    // A January purchase at the market, part of it household medicine; a February one at the cinema in three parts.
    const market = rows.find((r) => r.merchant_name === 'Hilltop Market' && r.date.startsWith('2024-01') && r.amount_cents > 0 && r.date >= ACROSS.start)!;
    const cinema = rows.find((r) => r.merchant_name === 'City Cinema' && r.date.startsWith('2024-02') && r.amount_cents > 0 && !r.pending && inRange(ACROSS)(r))!;
    const marketParts = [{ cents: market.amount_cents - 1_234, primary: 'FOOD_AND_DRINK' }, { cents: 1_234, primary: 'MEDICAL' }];
    const cinemaParts = [{ cents: 1_000, primary: 'ENTERTAINMENT' }, { cents: 500, primary: 'FOOD_AND_DRINK' }, { cents: cinema.amount_cents - 1_500, primary: 'MEDICAL' }];
    const answer = await splitOk(alice, market, {
      parts: [
        { amount: marketParts[0]!.cents / 100, category_id: groceries, note: 'Food' },
        { amount: 12.34, category_id: pharmacy, note: 'Cold medicine' },
      ],
    });
    expect(answer).toEqual({
      transaction_id: idOf(alice, market),
      amount: market.amount_cents / 100,
      direction: 'outflow',
      parts: [
        { amount: marketParts[0]!.cents / 100, category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_GROCERIES', note: 'Food', remainder: false },
        { amount: 12.34, category_primary: 'MEDICAL', category_detailed: 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', note: 'Cold medicine', remainder: false },
      ],
    });
    await splitOk(alice, cinema, {
      parts: [
        { amount: 10, category_id: movies },
        { amount: 5, category_id: groceries },
        { amount: (cinema.amount_cents - 1_500) / 100, category_id: pharmacy },
      ],
    });
    const parts: Parts = new Map([
      [market.plaid_transaction_id, marketParts],
      [cinema.plaid_transaction_id, cinemaParts],
    ]);
    expect(await answered(alice)).toEqual(expected(asParts(rows, parts)));

    // Each part is a row of the list, in order, marked as which part it is.
    const listed = await okJson(alice, `/db_api/transactions?transaction_id=${idOf(alice, market)}`);
    expect(listed.transactions.map((t: { amount: number; category_detailed: string; split: unknown }) => [t.amount, t.category_detailed, t.split])).toEqual([
      [marketParts[0]!.cents / 100, 'FOOD_AND_DRINK_GROCERIES', { part: 1, parts: 2, whole_amount: market.amount_cents / 100, note: 'Food', remainder: false }],
      [12.34, 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', { part: 2, parts: 2, whole_amount: market.amount_cents / 100, note: 'Cold medicine', remainder: false }],
    ]);
    // A link to the purchase by its amount (a recurring payment's occurrence) finds its parts; a part's own amount finds that part alone.
    const partsOf = (page: { transactions: { transaction_id: string; split: { part: number } | null }[] }) => page.transactions.map((t) => [t.transaction_id, t.split?.part ?? 0]);
    const whole = (market.amount_cents / 100).toFixed(2);
    expect(partsOf(await okJson(alice, `/db_api/transactions?min_amount=${whole}&max_amount=${whole}`))).toEqual([
      [idOf(alice, market), 1],
      [idOf(alice, market), 2],
    ]);
    expect(partsOf(await okJson(alice, '/db_api/transactions?min_amount=12.34&max_amount=12.34'))).toEqual([[idOf(alice, market), 2]]);
    // The CSV export writes a line per part, saying which part it is, with its note.
    const csv = await alice.request('GET', `/db_api/transactions/export?transaction_id=${idOf(alice, market)}`);
    const lines = csv.body.trim().split(/\r?\n/).slice(1).map((line) => line.split(','));
    expect(lines.map((cells) => [cells[9], cells.at(-2), cells.at(-1)])).toEqual([
      [(marketParts[0]!.cents / 100).toFixed(2), '1 of 2', 'Food'],
      ['12.34', '2 of 2', 'Cold medicine'],
    ]);
    // Its history says what it was split into.
    const history = await okJson(alice, `/db_api/transactions/${idOf(alice, market)}/history`);
    expect(history.changes[0], JSON.stringify(history.changes)).toMatchObject({ field: 'split', from: null });
    expect(history.changes[0].to).toContain('$12.34');
    expect(history.changes.some((c: { field: string }) => c.field === 'category')).toBe(false);

    // Keyset pages of one row walk every part once, in the list's order.
    const everyRow = (await okJson(alice, `/db_api/transactions?${range(ACROSS)}&page_size=500`)).transactions.map((t: { transaction_id: string; split: { part: number } | null }) => `${t.transaction_id}/${t.split?.part ?? 0}`);
    const walked: string[] = [];
    let page = await okJson(alice, `/db_api/transactions?${range(ACROSS)}&page_size=7`);
    for (;;) {
      walked.push(...page.transactions.map((t: { transaction_id: string; split: { part: number } | null }) => `${t.transaction_id}/${t.split?.part ?? 0}`));
      if (!page.next_cursor) break;
      page = await okJson(alice, `/db_api/transactions?${range(ACROSS)}&page_size=7&after=${page.next_cursor}`);
    }
    expect(walked).toEqual(everyRow);
    // So do pages by number, whose skipped rows are read by their keys alone.
    const numbered: string[] = [];
    for (let number = 1; numbered.length < everyRow.length; number++) {
      const rowsOfPage = (await okJson(alice, `/db_api/transactions?${range(ACROSS)}&page_size=7&page=${number}`)).transactions;
      if (rowsOfPage.length === 0) break;
      numbered.push(...rowsOfPage.map((t: { transaction_id: string; split: { part: number } | null }) => `${t.transaction_id}/${t.split?.part ?? 0}`));
    }
    expect(numbered).toEqual(everyRow);

    // The bank raises the market's amount by $3.21: the parts stay, the difference is a remainder under the row's category, to review.
    const { db } = await testDatabase();
    const stored = await db.selectFrom('transactions').selectAll().where('plaid_transaction_id', '=', idOf(alice, market)).executeTakeFirstOrThrow();
    await db.updateTable('transactions').set({ reviewed: true }).where('id', '=', stored.id).execute();
    const raised = market.amount_cents + 321;
    const bankRow = { user_id: alice.id, item_id: stored.item_id, account_id: stored.account_id, plaid_transaction_id: stored.plaid_transaction_id, date: market.date, name: market.name, merchant_name: market.merchant_name, category_primary: market.category_primary, category_detailed: null };
    await upsertTransactions(db, [{ ...bankRow, amount_cents: raised }]);
    const amounts = new Map([[market.plaid_transaction_id, raised]]);
    expect(await answered(alice)).toEqual(expected(asParts(rows, parts, amounts)));
    const afterChange = await okJson(alice, `/db_api/transactions?transaction_id=${idOf(alice, market)}`);
    expect(afterChange.transactions.map((t: { amount: number; category_primary: string; reviewed: boolean; split: { remainder: boolean; whole_amount: number } }) => [t.amount, t.category_primary, t.reviewed, t.split.remainder, t.split.whole_amount])).toEqual([
      [marketParts[0]!.cents / 100, 'FOOD_AND_DRINK', false, false, raised / 100],
      [12.34, 'MEDICAL', false, false, raised / 100],
      [3.21, 'FOOD_AND_DRINK', false, true, raised / 100],
    ]);
    // A sync that sends it again unchanged keeps the parts as they are.
    await upsertTransactions(db, [{ ...bankRow, amount_cents: raised }]);
    expect(await answered(alice)).toEqual(expected(asParts(rows, parts, amounts)));

    // Split again to the new amount: the remainder goes; then whole again: every figure as before the split.
    await splitOk(alice, market, { parts: [{ amount: (raised - 1_234) / 100, category_id: groceries }, { amount: 12.34, category_id: pharmacy }] });
    const resplit: Parts = new Map([...parts, [market.plaid_transaction_id, [{ cents: raised - 1_234, primary: 'FOOD_AND_DRINK' }, { cents: 1_234, primary: 'MEDICAL' }]]]);
    expect(await answered(alice)).toEqual(expected(asParts(rows, resplit, amounts)));
    expect((await splitOk(alice, market, { parts: [] })).parts).toEqual([]);
    await splitOk(alice, cinema, { parts: [] });
    await upsertTransactions(db, [{ ...bankRow, amount_cents: market.amount_cents }]);
    expect(await answered(alice)).toEqual(before);
  });

  it('merging a category of the user’s own moves the parts filed under it', async () => {
    const ids = await categoryIds(alice);
    const { groups } = await okJson(alice, '/db_api/categories');
    const food = groups.find((g: { categories: { code: string }[] }) => g.categories.some((c) => c.code === 'FOOD_AND_DRINK_GROCERIES'));
    const added = await alice.request('POST', '/api/categories', { name: 'Bulk buys', group_id: food.id, counts_as: 'FOOD_AND_DRINK_GROCERIES' });
    expect(added.statusCode, added.body).toBe(200);
    const bulk = added.json();
    const row = rows.find((r) => r.merchant_name === 'Hilltop Market' && r.amount_cents > 3_000 && !r.pending)!;
    await splitOk(alice, row, { parts: [{ amount: 20, category_id: bulk.id }, { amount: (row.amount_cents - 2_000) / 100, category_id: ids.get('MEDICAL_PHARMACIES_AND_SUPPLEMENTS') }] });
    const merged = await alice.request('POST', `/api/categories/${bulk.id}/merge`, { into: ids.get('FOOD_AND_DRINK_GROCERIES') });
    expect(merged.statusCode, merged.body).toBe(200);
    const listed = await okJson(alice, `/db_api/transactions?transaction_id=${idOf(alice, row)}`);
    expect(listed.transactions.map((t: { category_detailed: string }) => t.category_detailed)).toEqual(['FOOD_AND_DRINK_GROCERIES', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS']);
    await splitOk(alice, row, { parts: [] });
  });

  it.each([
    ['parts that do not add up to the whole', (row: RawRow, id: string) => ({ parts: [{ amount: 1, category_id: id }, { amount: (row.amount_cents - 99) / 100, category_id: id }] }), 'parts'],
    ['one part', (row: RawRow, id: string) => ({ parts: [{ amount: row.amount_cents / 100, category_id: id }] }), 'parts'],
    ['an amount with a third decimal', (row: RawRow, id: string) => ({ parts: [{ amount: 1.005, category_id: id }, { amount: row.amount_cents / 100 - 1.005, category_id: id }] }), 'parts[0].amount'],
    ['a part of no amount', (row: RawRow, id: string) => ({ parts: [{ amount: 0, category_id: id }, { amount: row.amount_cents / 100, category_id: id }] }), 'amount'],
    ['a category that is not an id', () => ({ parts: [{ amount: 1, category_id: 'groceries' }, { amount: 2, category_id: 'groceries' }] }), 'category_id'],
    ['21 parts', (_row: RawRow, id: string) => ({ parts: Array.from({ length: 21 }, () => ({ amount: 1, category_id: id })) }), 'parts'],
    ['no parts field', () => ({}), 'parts'],
  ])('answers 400 naming the field for %s, and leaves the row whole', async (_what, body, field) => {
    const ids = await categoryIds(alice);
    const row = rows[0]!;
    const response = await split(alice, idOf(alice, row), body(row, ids.get('FOOD_AND_DRINK_GROCERIES')!));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
    const listed = await okJson(alice, `/db_api/transactions?transaction_id=${idOf(alice, row)}`);
    expect(listed.transactions).toHaveLength(1);
    expect(listed.transactions[0].split).toBeNull();
  });

  it("answers 404 for another user's transaction or category, and splits nothing", async () => {
    const [aliceIds, bobIds] = await Promise.all([categoryIds(alice), categoryIds(bob)]);
    const bobRow = { ...rows[0]!, plaid_transaction_id: 'bob-sp-0' };
    const theirs = await split(alice, idOf(bob, bobRow), { parts: [{ amount: 10, category_id: aliceIds.get('FOOD_AND_DRINK_GROCERIES') }, { amount: bobRow.amount_cents / 100 - 10, category_id: aliceIds.get('FOOD_AND_DRINK_GROCERIES') }] });
    expect(theirs.statusCode).toBe(404);
    const row = rows[0]!;
    const theirCategory = await split(alice, idOf(alice, row), { parts: [{ amount: 10, category_id: bobIds.get('FOOD_AND_DRINK_GROCERIES') }, { amount: row.amount_cents / 100 - 10, category_id: aliceIds.get('FOOD_AND_DRINK_GROCERIES') }] });
    expect(theirCategory.statusCode).toBe(404);
    expect(theirCategory.json().message).toContain('parts[0].category_id');
    expect((await okJson(bob, `/db_api/transactions?transaction_id=${idOf(bob, bobRow)}`)).transactions[0].split).toBeNull();
    expect((await okJson(alice, `/db_api/transactions?transaction_id=${idOf(alice, row)}`)).transactions[0].split).toBeNull();
  });
});
