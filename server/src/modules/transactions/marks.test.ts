import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { idOf, merchantOf, okJson, readmeCounting, readmeTotals, subscriberWithLedger, toCents, type RawRow } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';
import { upsertTransactions } from '../accounts/queries.ts';
import { carryUserCategoriesToPosted } from '../money/queries.ts';

/**
 * The user's marks on transactions (issue 24): notes, tags, hidden and reviewed. A hidden row is
 * listed but in no total: every figure below is computed here from the raw rows, with the hidden
 * ones left out, and compared with what each endpoint answers, before, while and after hiding.
 */

const MERCHANTS = ['Corner Deli', 'Bookshop', 'Metro Transit'] as const;
const CATEGORIES = { 'Corner Deli': 'FOOD_AND_DRINK', Bookshop: 'GENERAL_MERCHANDISE', 'Metro Transit': 'TRANSPORTATION' } as const;

/** 40 rows over January and February 2024: purchases at three merchants, a refund, pay, a transfer, pending ones; every amount different. */
function rawRows(): RawRow[] {
  const rows: RawRow[] = [];
  for (let i = 0; i < 40; i++) {
    const date = `2024-0${i % 2 === 0 ? 1 : 2}-${String((i % 27) + 1).padStart(2, '0')}`;
    const merchant = MERCHANTS[i % 3]!;
    const pay = i % 9 === 4;
    const transfer = i % 13 === 6;
    const refund = !pay && !transfer && i % 8 === 7;
    const cents = 1_000 + 137 * i;
    rows.push({
      plaid_transaction_id: `mk-${i}`,
      account: i % 2 === 0 ? 'card' : 'checking',
      amount_cents: pay ? -(300_000 + cents) : refund ? -cents : cents,
      date,
      name: pay ? `PAYROLL ${i}` : transfer ? `TRANSFER ${i}` : `${merchant.toUpperCase()} #${i}`,
      merchant_name: pay || transfer ? null : merchant,
      category_primary: pay ? 'INCOME' : transfer ? 'TRANSFER_OUT' : CATEGORIES[merchant],
      category_detailed: null,
      pending: i % 17 === 3,
    });
  }
  return rows;
}

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];
let bobRows: RawRow[];

beforeAll(async () => {
  app = await createTestApp();
  rows = rawRows();
  ({ user: alice } = await subscriberWithLedger(app, 'marks-alice', rows));
  bobRows = rows.slice(0, 5).map((r) => ({ ...r, plaid_transaction_id: `bob-${r.plaid_transaction_id}` }));
  ({ user: bob } = await subscriberWithLedger(app, 'marks-bob', bobRows));
});
afterAll(async () => {
  await app.close();
});

const mark = (user: TestUser, row: RawRow | string, body: unknown) => user.request('PATCH', `/api/transactions/${typeof row === 'string' ? row : idOf(user, row)}/marks`, body);

async function markOk(user: TestUser, row: RawRow, body: unknown) {
  const response = await mark(user, row, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const JANUARY = { start: '2024-01-01', end: '2024-01-31' };
/** Part of two months: whole months come from the rollup, the days at the ends from the rows. */
const ACROSS = { start: '2024-01-10', end: '2024-02-20' };
const inRange = (range: { start: string; end: string }) => (r: RawRow) => r.date >= range.start && r.date <= range.end;
const range = (r: { start: string; end: string }) => `start_date=${r.start}&end_date=${r.end}`;

/** Spent per merchant of the rows (by the README), only merchants with something spent. */
function spentByMerchant(raw: RawRow[]) {
  const spent = new Map<string, number>();
  for (const r of raw) {
    const c = readmeCounting(r);
    if (c.inTotals && c.kind !== 'income') spent.set(merchantOf(r), (spent.get(merchantOf(r)) ?? 0) + c.spentCents);
  }
  return new Map([...spent].filter(([, cents]) => cents > 0));
}

/** Every total the product shows over the ranges, as the endpoints answer them. */
async function answeredFigures(user: TestUser) {
  const summary = await okJson(user, `/db_api/periods/summary?period=${encodeURIComponent('January 2024')}`);
  const stats = await okJson(user, `/db_api/dashboard/spend_stats?${range(ACROSS)}`);
  const line = await okJson(user, `/db_api/dashboard/line_chart?${range(JANUARY)}`);
  const series = await okJson(user, `/db_api/dashboard/time_series?${range(ACROSS)}&interval=month`);
  const top = await okJson(user, `/db_api/dashboard/top_transactions?${range(ACROSS)}&limit=50`);
  const merchants = await okJson(user, `/db_api/merchants?${range(ACROSS)}&limit=50`);
  const tracker = await okJson(user, '/db_api/budgets/tracker?month=2024-01');
  const list = await okJson(user, `/db_api/transactions?${range(ACROSS)}&page_size=500`);
  const listDirect = await okJson(user, `/db_api/transactions?${range(ACROSS)}&page_size=500&min_amount=0`);
  return {
    summary: { spent: toCents(summary.spending), income: toCents(summary.income), count: summary.transaction_count, byCategory: summary.by_category.map((c: { category: string; amount: number }) => [c.category, toCents(c.amount)]) },
    stats: { spent: toCents(stats.total_spending), income: toCents(stats.total_income), count: stats.transaction_count },
    lineTotal: toCents(line.points.at(-1).cumulative_spending),
    series: series.points.map((p: { period_start: string; spending: number; income: number }) => [p.period_start, toCents(p.spending), toCents(p.income)]),
    top: top.transactions.map((t: { transaction_id: string }) => t.transaction_id),
    merchants: new Map(merchants.merchants.map((m: { merchant_name: string; total_spent: number }) => [m.merchant_name, toCents(m.total_spent)])),
    trackerSpent: toCents(tracker.totals.all_spent),
    // The page: every row listed (hidden ones too), totals without the hidden, from the rollup and from the rows alike.
    list: [list, listDirect].map((page) => ({ total: page.total, hidden: page.hidden, listed: page.transactions.length, spent: toCents(page.totals.spent), income: toCents(page.totals.income), count: page.totals.count, outflow: toCents(page.totals.outflow) })),
  };
}

/** The same figures computed here from the raw rows, the hidden ones left out of every total but the listed rows. */
function expectedFigures(user: TestUser, raw: RawRow[], hidden: Set<string>) {
  const counted = raw.filter((r) => !hidden.has(r.plaid_transaction_id));
  const january = readmeTotals(counted.filter(inRange(JANUARY)));
  const across = readmeTotals(counted.filter(inRange(ACROSS)));
  const months = ['2024-01-01', '2024-02-01'].map((start) => {
    const t = readmeTotals(counted.filter(inRange(ACROSS)).filter((r) => r.date.slice(0, 7) === start.slice(0, 7)));
    return [start, t.spent, t.income];
  });
  const top = counted
    .filter(inRange(ACROSS))
    .filter((r) => readmeCounting(r).inTotals && readmeCounting(r).kind === 'spending')
    .sort((a, b) => b.amount_cents - a.amount_cents)
    .map((r) => idOf(user, r));
  const listedRows = raw.filter(inRange(ACROSS));
  const posted = counted.filter(inRange(ACROSS)).filter((r) => !r.pending);
  const outflow = posted.filter((r) => r.amount_cents >= 0).reduce((sum, r) => sum + r.amount_cents, 0);
  const list = { total: listedRows.length, hidden: listedRows.filter((r) => hidden.has(r.plaid_transaction_id)).length, listed: listedRows.length, spent: across.spent, income: across.income, count: posted.length, outflow };
  return {
    summary: { spent: january.spent, income: january.income, count: january.count, byCategory: january.categories },
    stats: { spent: across.spent, income: across.income, count: across.count },
    lineTotal: january.spent,
    series: months,
    top,
    merchants: spentByMerchant(counted.filter(inRange(ACROSS))),
    trackerSpent: january.spent,
    list: [list, list],
  };
}

describe('hidden rows', () => {
  it('leave every total by exactly their amounts, stay listed (marked), and come back when shown', async () => {
    const expectedBefore = expectedFigures(alice, rows, new Set());
    expect(await answeredFigures(alice)).toEqual(expectedBefore);

    // A purchase in January (in the top spending), a payday and a refund in February.
    const purchase = rows.filter(inRange(JANUARY)).filter((r) => !r.pending && r.amount_cents > 0 && r.category_primary !== 'TRANSFER_OUT').sort((a, b) => b.amount_cents - a.amount_cents)[0]!;
    const pay = rows.find((r) => r.category_primary === 'INCOME' && r.date.startsWith('2024-02') && !r.pending)!;
    const refund = rows.find((r) => r.amount_cents < 0 && r.category_primary !== 'INCOME' && inRange(ACROSS)(r))!;
    for (const row of [purchase, pay, refund]) {
      const body = await markOk(alice, row, { hidden: true });
      expect(body).toMatchObject({ transaction_id: idOf(alice, row), hidden: true });
    }
    const hidden = new Set([purchase, pay, refund].map((r) => r.plaid_transaction_id));
    const whileHidden = await answeredFigures(alice);
    expect(whileHidden).toEqual(expectedFigures(alice, rows, hidden));
    // Exactly the purchase's amount off January's spent, computed from its raw row.
    expect(whileHidden.summary.spent).toBe(expectedBefore.summary.spent - purchase.amount_cents);
    expect(whileHidden.trackerSpent).toBe(expectedBefore.trackerSpent - purchase.amount_cents);
    expect(whileHidden.top).not.toContain(idOf(alice, purchase));

    // The filter: only the hidden rows, or none of them; the list marks them.
    const only = await okJson(alice, `/db_api/transactions?${range(ACROSS)}&hidden=only&page_size=500`);
    expect(only.transactions.map((t: { transaction_id: string }) => t.transaction_id).sort()).toEqual([pay, refund].map((r) => idOf(alice, r)).concat(inRange(ACROSS)(purchase) ? [idOf(alice, purchase)] : []).sort());
    expect(only.total).toBe(only.transactions.length);
    expect(only.hidden).toBe(only.total);
    expect(only.totals).toEqual({ count: 0, outflow: 0, inflow: 0, spent: 0, income: 0 });
    expect(only.transactions.every((t: { hidden: boolean }) => t.hidden)).toBe(true);
    const exclude = await okJson(alice, `/db_api/transactions?${range(ACROSS)}&hidden=exclude&page_size=500`);
    expect(exclude.total).toBe(rows.filter(inRange(ACROSS)).filter((r) => !hidden.has(r.plaid_transaction_id)).length);
    expect(exclude.transactions.some((t: { hidden: boolean }) => t.hidden)).toBe(false);

    for (const row of [purchase, pay, refund]) await markOk(alice, row, { hidden: false });
    expect(await answeredFigures(alice)).toEqual(expectedBefore);
  });

  it('stay hidden, with their note, when a sync modifies them, and the rollups take the new amount only once shown', async () => {
    const { db } = await testDatabase();
    const row = rows.find((r) => !r.pending && r.amount_cents > 0 && r.date.startsWith('2024-01') && r.category_primary === 'FOOD_AND_DRINK')!;
    await markOk(alice, row, { hidden: true, note: 'Paid back by Sam', reviewed: true });
    const stored = await db.selectFrom('transactions').selectAll().where('plaid_transaction_id', '=', idOf(alice, row)).executeTakeFirstOrThrow();
    // Plaid sends the row again, modified: the bank's fields change, the user's marks stay.
    const modified = { ...row, amount_cents: row.amount_cents + 250 };
    await upsertTransactions(db, [{ user_id: alice.id, item_id: stored.item_id, account_id: stored.account_id, plaid_transaction_id: stored.plaid_transaction_id, amount_cents: modified.amount_cents, date: row.date, name: row.name, merchant_name: row.merchant_name, category_primary: row.category_primary, category_detailed: null }]);
    const listed = await okJson(alice, `/db_api/transactions?transaction_id=${idOf(alice, row)}`);
    expect(listed.transactions[0]).toMatchObject({ hidden: true, note: 'Paid back by Sam', reviewed: true, amount: modified.amount_cents / 100 });
    const others = rows.map((r) => (r === row ? modified : r));
    expect(await answeredFigures(alice)).toEqual(expectedFigures(alice, others, new Set([row.plaid_transaction_id])));
    await markOk(alice, row, { hidden: false, note: null });
    expect(await answeredFigures(alice)).toEqual(expectedFigures(alice, others, new Set()));
    // Back as seeded, for the tests after.
    await upsertTransactions(db, [{ user_id: alice.id, item_id: stored.item_id, account_id: stored.account_id, plaid_transaction_id: stored.plaid_transaction_id, amount_cents: row.amount_cents, date: row.date, name: row.name, merchant_name: row.merchant_name, category_primary: row.category_primary, category_detailed: null }]);
    await markOk(alice, row, { reviewed: false });
  });
});

describe('PATCH /api/transactions/{transaction_id}/marks', () => {
  it('changes only the marks given, and answers the transaction as listed', async () => {
    const row = rows[1]!;
    const first = await markOk(alice, row, { note: 'Gift for Mum', tags: ['Gifts', 'Family'] });
    expect(first).toMatchObject({ note: 'Gift for Mum', tags: ['Family', 'Gifts'], hidden: false, reviewed: false });
    const second = await markOk(alice, row, { reviewed: true });
    expect(second).toMatchObject({ note: 'Gift for Mum', tags: ['Family', 'Gifts'], reviewed: true });
    // The same tag whatever its case: no second tag is made.
    const third = await markOk(alice, row, { tags: ['gifts'] });
    expect(third.tags).toEqual(['Gifts']);
    const cleared = await markOk(alice, row, { note: null, tags: [], reviewed: false });
    expect(cleared).toMatchObject({ note: null, tags: [], reviewed: false });
  });

  it.each([
    [{}, 'body'],
    [{ note: '' }, 'note'],
    [{ note: 'x'.repeat(2001) }, 'note'],
    [{ tags: ['x'.repeat(41)] }, 'tags'],
    [{ tags: [' padded'] }, 'tags'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    [{ hidden: 'yes' }, 'hidden'],
    [{ colour: 'red' }, 'colour'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await mark(alice, rows[2]!, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });

  it("answers 404 for another user's transaction, and changes nothing of it", async () => {
    const response = await mark(alice, idOf(bob, bobRows[0]!), { hidden: true, note: 'not mine' });
    expect(response.statusCode).toBe(404);
    const bobs = await okJson(bob, `/db_api/transactions?transaction_id=${idOf(bob, bobRows[0]!)}`);
    expect(bobs.transactions[0]).toMatchObject({ hidden: false, note: null });
  });
});

describe('tags', () => {
  it('filter the list to exactly the tagged rows, list with their counts, and total by tag from the raw rows', async () => {
    const travel = rows.filter((r, i) => i % 5 === 0);
    const work = rows.filter((r, i) => i % 7 === 0);
    for (const row of rows) {
      const tags = [...(travel.includes(row) ? ['Travel'] : []), ...(work.includes(row) ? ['Work'] : [])];
      if (tags.length) await markOk(alice, row, { tags });
    }
    // Hidden rows are filtered and counted as tagged, but spend nothing.
    const hiddenRow = travel.find((r) => readmeCounting(r).inTotals && readmeCounting(r).kind === 'spending')!;
    await markOk(alice, hiddenRow, { hidden: true });

    const page = await okJson(alice, '/db_api/transactions?tag=travel&page_size=500');
    expect(page.transactions.map((t: { transaction_id: string }) => t.transaction_id).sort()).toEqual(travel.map((r) => idOf(alice, r)).sort());
    expect(page.total).toBe(travel.length);
    const counted = travel.filter((r) => r !== hiddenRow);
    expect(toCents(page.totals.spent)).toBe(readmeTotals(counted).spent);

    expect((await okJson(alice, '/db_api/tags')).tags).toEqual([
      { name: 'Travel', transactions: travel.length },
      { name: 'Work', transactions: work.length },
    ]);

    const spending = await okJson(alice, `/db_api/dashboard/tag_spending?${range(ACROSS)}`);
    const expected = [
      ['Travel', readmeTotals(counted.filter(inRange(ACROSS)))],
      ['Work', readmeTotals(work.filter(inRange(ACROSS)))],
    ] as const;
    const count = (raw: RawRow[]) => raw.filter((r) => readmeCounting(r).inTotals && readmeCounting(r).kind !== 'income').length;
    expect(spending.tags).toEqual(
      expected
        .map(([name, t]) => ({ name, spent: t.spent / 100, transactions: count(name === 'Travel' ? counted.filter(inRange(ACROSS)) : work.filter(inRange(ACROSS))) }))
        .filter((t) => t.spent !== 0)
        .sort((a, b) => b.spent - a.spent),
    );
    await markOk(alice, hiddenRow, { hidden: false });
  });

  it("answers 404 for a tag the user has not, another user's included", async () => {
    await markOk(bob, bobRows[1]!, { tags: ['Bobs only'] });
    const response = await alice.request('GET', `/db_api/transactions?tag=${encodeURIComponent('Bobs only')}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('tag');
    expect((await okJson(alice, '/db_api/tags')).tags.map((t: { name: string }) => t.name)).not.toContain('Bobs only');
  });
});

describe('a pending row posting', () => {
  it('hands its note, tags, hidden and reviewed to the posted row', async () => {
    const { db } = await testDatabase();
    const pending = rows.find((r) => r.pending && r.amount_cents > 0)!;
    await markOk(alice, pending, { note: 'Deposit', tags: ['Travel'], hidden: true, reviewed: true });
    const stored = await db.selectFrom('transactions').selectAll().where('plaid_transaction_id', '=', idOf(alice, pending)).executeTakeFirstOrThrow();
    const postedId = `${idOf(alice, pending)}-posted`;
    await db.transaction().execute(async (trx) => {
      await upsertTransactions(trx, [
        { user_id: alice.id, item_id: stored.item_id, account_id: stored.account_id, plaid_transaction_id: postedId, pending_transaction_id: stored.plaid_transaction_id, amount_cents: pending.amount_cents, date: pending.date, name: pending.name, merchant_name: pending.merchant_name, category_primary: pending.category_primary, category_detailed: null },
      ]);
      await carryUserCategoriesToPosted(trx, alice.id, stored.item_id, [postedId]);
      await trx.deleteFrom('transactions').where('id', '=', stored.id).execute();
    });
    const posted = await okJson(alice, `/db_api/transactions?transaction_id=${postedId}`);
    expect(posted.transactions[0]).toMatchObject({ note: 'Deposit', tags: ['Travel'], hidden: true, reviewed: true, pending: false });
    // Posted and hidden: still in no total.
    const postedRow = { ...pending, plaid_transaction_id: `${pending.plaid_transaction_id}-posted`, pending: false };
    const now = rows.map((r) => (r === pending ? postedRow : r));
    const figures = await answeredFigures(alice);
    const expected = expectedFigures(alice, now, new Set([postedRow.plaid_transaction_id]));
    expect(figures.summary).toEqual(expected.summary);
    expect(figures.stats).toEqual(expected.stats);
  });
});

describe('to review', () => {
  it('counts unreviewed rows that arrived since the previous visit', async () => {
    const { db } = await testDatabase();
    // Bob's rows arrived two hours ago; he visited an hour ago, and now again.
    await sql`update transactions set created_at = now() - interval '2 hours' where user_id = ${bob.id}`.execute(db);
    await db.insertInto('transaction_visits').values({ user_id: bob.id, visit_started_at: new Date(Date.now() - 3_600_000), previous_visit_started_at: null }).execute();
    const response = await bob.request('POST', '/api/transactions/visits');
    expect(response.statusCode, response.body).toBe(200);
    const since = new Date(response.json().since).getTime();
    expect(Math.abs(since - (Date.now() - 3_600_000))).toBeLessThan(60_000);
    // Bob's rows were all created before that visit: none to review.
    expect(response.json().count).toBe(0);
    // Two rows arrive, one is reviewed.
    const stored = await db.selectFrom('transactions').selectAll().where('user_id', '=', bob.id).executeTakeFirstOrThrow();
    const arriving = ['bob-new-1', 'bob-new-2'].map((id, i) => ({ user_id: bob.id, item_id: stored.item_id, account_id: stored.account_id, plaid_transaction_id: `${bob.id}-${id}`, amount_cents: 700 + i, date: '2024-03-01', name: `NEW ${i}`, merchant_name: null, category_primary: 'FOOD_AND_DRINK', category_detailed: null }));
    await upsertTransactions(db, arriving);
    expect((await okJson(bob, '/db_api/transactions/to_review')).count).toBe(2);
    await mark(bob, `${bob.id}-bob-new-1`, { reviewed: true });
    expect((await okJson(bob, '/db_api/transactions/to_review')).count).toBe(1);
    const listed = await okJson(bob, '/db_api/transactions?to_review=true');
    expect(listed.transactions.map((t: { transaction_id: string }) => t.transaction_id)).toEqual([`${bob.id}-bob-new-2`]);
    // Opening the page again within the visit keeps the count.
    expect((await okJson(bob, '/db_api/transactions/to_review')).count).toBe(1);
    expect((await bob.request('POST', '/api/transactions/visits')).json().count).toBe(1);
  });
});

