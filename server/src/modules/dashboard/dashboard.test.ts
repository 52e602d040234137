import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { idOf, merchantOf, okJson, readmeCounting, readmeTotals, subscriberWithLedger, toCents, type RawRow, type SeededLedger } from '../../../test/ledger.ts';
import { SAMPLE_RANGE, sampleRows } from '../../../test/ledger-sample.ts';
import type { TestUser } from '../../../test/users.ts';
import { createDashboardHandlers } from './handlers.ts';

/** "Today" for upcoming bills, after every row of the sample. */
const TODAY = '2024-04-10';
/** The clock's day; a test of a period in progress moves it into the sample and back. */
let today = TODAY;

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let rows: RawRow[];
let bobRows: RawRow[];
let aliceBanks: SeededLedger;
let bobBanks: SeededLedger;

beforeAll(async () => {
  const { db } = await testDatabase();
  app = await createTestApp({ handlers: createDashboardHandlers({ db, now: () => Date.parse(`${today}T23:30:00Z`) }) });
  rows = sampleRows();
  // Bob's rows fall on the same days at the same merchants, with other amounts: none may show up in Alice's answers.
  bobRows = rows.map((r) => ({ ...r, amount_cents: r.amount_cents * 3 }));
  ({ user: alice, banks: aliceBanks } = await subscriberWithLedger(app, 'dash-alice', rows));
  ({ user: bob, banks: bobBanks } = await subscriberWithLedger(app, 'dash-bob', bobRows));
});
afterAll(async () => {
  await app.close();
});

const inRange = (start: string, end: string) => (r: RawRow) => r.date >= start && r.date <= end;
const RANGES = [
  ['2024-01-01', '2024-01-31'],
  ['2024-02-10', '2024-03-20'],
  [SAMPLE_RANGE.start, SAMPLE_RANGE.end],
] as const;

describe('GET /db_api/dashboard/top_transactions', () => {
  it.each(RANGES)('lists the largest posted spending of %s to %s, largest first', async (start, end) => {
    const body = await okJson(alice, `/db_api/dashboard/top_transactions?start_date=${start}&end_date=${end}&limit=7`);
    const expected = rows
      .filter(inRange(start, end))
      .filter((r) => !r.pending && readmeCounting(r).kind === 'spending')
      .sort((a, b) => b.amount_cents - a.amount_cents)
      .slice(0, 7);
    expect(body.transactions.map((t: { transaction_id: string }) => t.transaction_id)).toEqual(expected.map((r) => idOf(alice, r)));
    expect(body.transactions.map((t: { amount: number; direction: string }) => [toCents(t.amount), t.direction])).toEqual(expected.map((r) => [r.amount_cents, 'outflow']));
  });

  it('gives 10 by default', async () => {
    const body = await okJson(alice, `/db_api/dashboard/top_transactions?start_date=${SAMPLE_RANGE.start}&end_date=${SAMPLE_RANGE.end}`);
    expect(body.transactions).toHaveLength(10);
  });
});

/** The merchants of the rows by the README's rules: spent over 0, largest first, at most 10. */
function expectedTopMerchants(set: RawRow[], user: TestUser) {
  const merchants = new Map<string, RawRow[]>();
  for (const r of set) merchants.set(merchantOf(r), [...(merchants.get(merchantOf(r)) ?? []), r]);
  return [...merchants]
    .map(([name, mine]) => {
      const newest = [...mine].sort((a, b) => Number(a.pending) - Number(b.pending) || b.date.localeCompare(a.date))[0]!;
      const logo = [...mine].filter((r) => r.logo_url).sort((a, b) => b.date.localeCompare(a.date))[0]?.logo_url ?? null;
      return {
        merchant_name: name,
        total_spent: mine.reduce((sum, r) => sum + readmeCounting(r).spentCents, 0),
        transaction_count: mine.filter((r) => !r.pending).length,
        transaction_id: idOf(user, newest),
        logo_url: logo,
      };
    })
    .filter((m) => m.total_spent > 0)
    .sort((a, b) => b.total_spent - a.total_spent || a.merchant_name.localeCompare(b.merchant_name))
    .slice(0, 10);
}

describe('GET /db_api/dashboard/spend_stats', () => {
  it.each(RANGES)('counts %s to %s by the README rules', async (start, end) => {
    const body = await okJson(alice, `/db_api/dashboard/spend_stats?start_date=${start}&end_date=${end}`);
    const set = rows.filter(inRange(start, end));
    const expected = readmeTotals(set);
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    expect(body).toMatchObject({ start_date: start, end_date: end, transaction_count: expected.count });
    expect(toCents(body.total_spending)).toBe(expected.spent);
    expect(toCents(body.total_income)).toBe(expected.income);
    expect(toCents(body.net)).toBe(expected.income - expected.spent);
    expect(body.savings_rate).toBeCloseTo((expected.income - expected.spent) / expected.income, 10);
    expect(toCents(body.average_daily_spending)).toBe(Math.round(expected.spent / days));
    expect(body.by_category.map((c: { category: string; amount: number }) => [c.category, toCents(c.amount)])).toEqual(expected.categories);
    const top = body.top_merchants.map((m: { total_spent: number }) => ({ ...m, total_spent: toCents(m.total_spent) }));
    expect(top).toEqual(expectedTopMerchants(set, alice));
  });

  it('answers zeros, no savings rate and no merchants for a range without data', async () => {
    const body = await okJson(alice, '/db_api/dashboard/spend_stats?start_date=2019-01-01&end_date=2019-12-31');
    expect(body).toMatchObject({ total_spending: 0, total_income: 0, net: 0, savings_rate: null, average_daily_spending: 0, transaction_count: 0, by_category: [], top_merchants: [] });
  });

  it("gives Bob his own figures", async () => {
    const body = await okJson(bob, `/db_api/dashboard/spend_stats?start_date=${SAMPLE_RANGE.start}&end_date=${SAMPLE_RANGE.end}`);
    expect(toCents(body.total_spending)).toBe(readmeTotals(bobRows).spent);
    expect(body.top_merchants).toEqual(expectedTopMerchants(bobRows, bob).map((m) => ({ ...m, total_spent: m.total_spent / 100 })));
  });
});

/** Every day from start to end, by the calendar. */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(start); t <= Date.parse(end); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

describe('GET /db_api/dashboard/line_chart', () => {
  it.each(RANGES)('has one point per day of %s to %s with the running total', async (start, end) => {
    const body = await okJson(alice, `/db_api/dashboard/line_chart?start_date=${start}&end_date=${end}`);
    let cumulative = 0;
    const expected = daysOf(start, end).map((date) => {
      const spent = rows.filter((r) => r.date === date).reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
      cumulative += spent;
      return { date, spending: spent, cumulative_spending: cumulative };
    });
    expect(body.points.map((p: { date: string; spending: number; cumulative_spending: number }) => ({ date: p.date, spending: toCents(p.spending), cumulative_spending: toCents(p.cumulative_spending) }))).toEqual(expected);
    expect(expected.some((p) => p.spending === 0)).toBe(true);
  });
});

/** The first day of the day, week (from Monday) or month holding `date`. */
function bucketOf(date: string, interval: string): string {
  if (interval === 'month') return `${date.slice(0, 7)}-01`;
  if (interval === 'day') return date;
  const t = Date.parse(date);
  return new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/** Spent by the README's rules over the rows dated from `start` to `end`. */
const spentIn = (set: RawRow[], start: string, end: string) => readmeTotals(set.filter(inRange(start, end))).spent;

describe('like with like (README, "Periods compared")', () => {
  /** Carol's ledger as it stands on March 20, 2024: the sample's rows up to that day. */
  const MARCH_20 = '2024-03-20';
  let carol: TestUser;
  let carolRows: RawRow[];
  beforeAll(async () => {
    carolRows = rows.filter((r) => r.date <= MARCH_20);
    ({ user: carol } = await subscriberWithLedger(app, 'dash-carol', carolRows));
  });
  /** Runs `check` on a clock whose day is `day`. */
  const on = async (day: string, check: () => Promise<void>) => {
    today = day;
    try {
      await check();
    } finally {
      today = TODAY;
    }
  };

  it('sets March so far (20 days) against February 1–20, and divides the daily average by the 20 days', () =>
    on(MARCH_20, async () => {
      const body = await okJson(carol, '/db_api/dashboard/spend_stats?start_date=2024-03-01&end_date=2024-03-31&compare=previous_period');
      const march = readmeTotals(carolRows.filter(inRange('2024-03-01', '2024-03-20')));
      const february = readmeTotals(carolRows.filter(inRange('2024-02-01', '2024-02-20')));
      expect(toCents(body.total_spending)).toBe(march.spent);
      expect(body.days_elapsed).toBe(20);
      expect(toCents(body.average_daily_spending)).toBe(Math.round(march.spent / 20));
      expect(body.covered).toEqual({ start_date: '2024-03-01', end_date: '2024-03-20', days: 20, label: 'Mar 1–20' });
      expect(body.compared_with).toMatchObject({ start_date: '2024-02-01', end_date: '2024-02-20', days: 20, label: 'Feb 1–20', transaction_count: february.count });
      expect(toCents(body.compared_with.total_spending)).toBe(february.spent);
      expect(toCents(body.compared_with.total_income)).toBe(february.income);
      expect(toCents(body.compared_with.net)).toBe(february.income - february.spent);
      expect(toCents(body.compared_with.average_daily_spending)).toBe(Math.round(february.spent / 20));
      // Not all of February: that would set 20 days against 29.
      expect(february.spent).not.toBe(spentIn(carolRows, '2024-02-01', '2024-02-29'));
    }));

  it('sets a custom range in progress against as many days of the range of its length before', () =>
    on(MARCH_20, async () => {
      // Feb 15 – Mar 25 is 40 days; 35 have passed. The 40 days before are Jan 6 – Feb 14, of which the first 35: Jan 6 – Feb 9.
      const body = await okJson(carol, '/db_api/dashboard/spend_stats?start_date=2024-02-15&end_date=2024-03-25&compare=previous_period');
      expect(body.days_elapsed).toBe(35);
      expect(body.compared_with).toMatchObject({ start_date: '2024-01-06', end_date: '2024-02-09', days: 35, label: 'Jan 6 – Feb 9' });
      expect(toCents(body.compared_with.total_spending)).toBe(spentIn(carolRows, '2024-01-06', '2024-02-09'));
    }));

  it('sets a period that has ended whole against the whole compared period, last year included', async () => {
    const body = await okJson(alice, '/db_api/dashboard/spend_stats?start_date=2024-02-01&end_date=2024-02-29&compare=previous_period');
    expect(body.days_elapsed).toBe(29);
    expect(toCents(body.average_daily_spending)).toBe(Math.round(spentIn(rows, '2024-02-01', '2024-02-29') / 29));
    expect(body.compared_with).toMatchObject({ start_date: '2024-01-01', end_date: '2024-01-31', days: 31, label: 'January 2024' });
    expect(toCents(body.compared_with.total_spending)).toBe(spentIn(rows, '2024-01-01', '2024-01-31'));
    const lastYear = await okJson(alice, '/db_api/dashboard/spend_stats?start_date=2024-01-01&end_date=2024-03-31&compare=same_period_last_year');
    expect(lastYear.compared_with).toMatchObject({ start_date: '2023-01-01', end_date: '2023-03-31', label: 'Q1 2023', total_spending: 0, transaction_count: 0, savings_rate: null });
  });

  it('compares nothing without compare, and nothing for a period that has not begun', async () => {
    const plain = await okJson(alice, '/db_api/dashboard/spend_stats?start_date=2024-02-01&end_date=2024-02-29');
    expect(plain.compared_with).toBeNull();
    expect(plain.covered).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29', days: 29, label: 'February 2024' });
    const future = await okJson(alice, '/db_api/dashboard/spend_stats?start_date=2024-05-01&end_date=2024-05-31&compare=previous_period');
    expect(future).toMatchObject({ days_elapsed: 0, covered: null, compared_with: null, average_daily_spending: 0 });
  });

  it("puts beside today on the pace chart the compared days' total: the figure the spend statistics compare", () =>
    on(MARCH_20, async () => {
      const query = 'start_date=2024-03-01&end_date=2024-03-31&compare=previous_period';
      const [chart, stats] = await Promise.all([okJson(carol, `/db_api/dashboard/line_chart?${query}`), okJson(carol, `/db_api/dashboard/spend_stats?${query}`)]);
      const at = (date: string) => chart.points.find((p: { date: string }) => p.date === date);
      expect(at(MARCH_20)).toMatchObject({ compared_date: '2024-02-20', compared_cumulative_spending: stats.compared_with.total_spending, cumulative_spending: stats.total_spending });
      expect(chart.covered).toEqual(stats.covered);
      expect(chart.compared_with).toEqual({ start_date: '2024-02-01', end_date: '2024-02-20', days: 20, label: 'Feb 1–20' });
      expect(chart.compared_period).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29', days: 29, label: 'February 2024' });
      // Day by day from the start, the last days of March held at February's last.
      expect(chart.points.map((p: { compared_date: string }) => p.compared_date)).toEqual([...daysOf('2024-02-01', '2024-02-29'), '2024-02-29', '2024-02-29']);
      let running = 0;
      const february = new Map(daysOf('2024-02-01', '2024-02-29').map((date) => [date, (running += spentIn(carolRows, date, date))]));
      for (const point of chart.points) expect(toCents(point.compared_cumulative_spending), point.date).toBe(february.get(point.compared_date));
    }));

  it('ends the pace of a period that has ended at the compared total, and draws no compared line without compare', async () => {
    const chart = await okJson(alice, '/db_api/dashboard/line_chart?start_date=2024-02-01&end_date=2024-02-29&compare=previous_period');
    expect(chart.points.at(-1)).toMatchObject({ compared_date: '2024-01-31' });
    expect(toCents(chart.points.at(-1).compared_cumulative_spending)).toBe(spentIn(rows, '2024-01-01', '2024-01-31'));
    const plain = await okJson(alice, '/db_api/dashboard/line_chart?start_date=2024-02-01&end_date=2024-02-29');
    expect(plain).toMatchObject({ compared_with: null, compared_period: null });
    expect(plain.points.every((p: { compared_date: null; compared_cumulative_spending: null }) => p.compared_date === null && p.compared_cumulative_spending === null)).toBe(true);
  });
});

describe('GET /db_api/dashboard/time_series', () => {
  it.each([
    ['month', ...RANGES[2]],
    ['month', ...RANGES[1]],
    ['week', ...RANGES[1]],
    ['day', ...RANGES[0]],
  ])('sums each %s of %s to %s, every bucket present', async (interval, start, end) => {
    const body = await okJson(alice, `/db_api/dashboard/time_series?start_date=${start}&end_date=${end}&interval=${interval}`);
    const buckets = [...new Set(daysOf(start, end).map((d) => bucketOf(d, interval)))];
    const expected = buckets.map((bucket) => {
      const totals = readmeTotals(rows.filter(inRange(start, end)).filter((r) => bucketOf(r.date, interval) === bucket));
      return { period_start: bucket, income: totals.income, spending: totals.spent, net: totals.income - totals.spent, by_category: totals.categories };
    });
    expect(body.interval).toBe(interval);
    expect(
      body.points.map((p: { period_start: string; income: number; spending: number; net: number; by_category: { category: string; amount: number }[] }) => ({
        period_start: p.period_start,
        income: toCents(p.income),
        spending: toCents(p.spending),
        net: toCents(p.net),
        by_category: p.by_category.map((c) => [c.category, toCents(c.amount)]),
      })),
    ).toEqual(expected);
  });

  it('buckets by month by default', async () => {
    const body = await okJson(alice, `/db_api/dashboard/time_series?start_date=${SAMPLE_RANGE.start}&end_date=${SAMPLE_RANGE.end}`);
    expect(body.interval).toBe('month');
    expect(body.points.map((p: { period_start: string }) => p.period_start)).toEqual(['2024-01-01', '2024-02-01', '2024-03-01']);
  });
});

describe('GET /db_api/dashboard/upcoming_bills', () => {
  beforeAll(async () => {
    const { db } = await testDatabase();
    const streams = async (user: TestUser, banks: SeededLedger, list: { id: string; frequency: string; last_date: string; direction?: 'inflow' | 'outflow'; is_active?: boolean; amount?: number }[]) => {
      const account = await db.selectFrom('accounts').select(['item_id', 'plaid_account_id']).where('plaid_account_id', '=', banks.accounts.checking).executeTakeFirstOrThrow();
      await db
        .insertInto('recurring_streams')
        .values(
          list.map((s) => ({
            user_id: user.id,
            item_id: account.item_id,
            stream_id: `${user.id}-${s.id}`,
            account_plaid_id: account.plaid_account_id,
            direction: s.direction ?? 'outflow',
            description: s.id.toUpperCase(),
            merchant_name: s.id,
            category_primary: 'ENTERTAINMENT',
            frequency: s.frequency,
            average_amount_cents: 999,
            last_amount_cents: s.amount ?? 1_599,
            last_date: s.last_date,
            is_active: s.is_active ?? true,
          })),
        )
        .execute();
    };
    await streams(alice, aliceBanks, [
      { id: 'netflix', frequency: 'MONTHLY', last_date: '2024-01-31' },
      { id: 'gym', frequency: 'WEEKLY', last_date: '2024-04-01' },
      { id: 'rent', frequency: 'SEMI_MONTHLY', last_date: '2024-04-01', amount: 120_000 },
      { id: 'insurance', frequency: 'ANNUALLY', last_date: '2023-05-20' },
      { id: 'cleaner', frequency: 'BIWEEKLY', last_date: '2024-03-27' },
      { id: 'mystery', frequency: 'UNKNOWN', last_date: '2024-04-05' },
      { id: 'old-gym', frequency: 'WEEKLY', last_date: '2024-04-01', is_active: false },
      { id: 'salary', frequency: 'MONTHLY', last_date: '2024-03-25', direction: 'inflow' },
    ]);
    await streams(bob, bobBanks, [{ id: 'bobs-netflix', frequency: 'MONTHLY', last_date: '2024-04-01' }]);
  });

  // Today is 2024-04-10: Netflix of Jan 31 falls on Feb 29, Mar 31, Apr 30; the gym of Apr 1 on Apr 8, Apr 15;
  // the rent of Apr 1 every 15 days on Apr 16; the cleaner of Mar 27 every 14 days on Apr 10 (today);
  // the insurance of May 20 2023 on May 20 2024.
  it('steps each active outflow stream to its next date and lists those of the next 30 days, soonest first', async () => {
    const body = await okJson(alice, '/db_api/dashboard/upcoming_bills');
    expect(body.bills.map((b: { merchant_name: string; next_date: string }) => [b.merchant_name, b.next_date])).toEqual([
      ['cleaner', '2024-04-10'],
      ['gym', '2024-04-15'],
      ['rent', '2024-04-16'],
      ['netflix', '2024-04-30'],
    ]);
    expect(body.bills[2]).toMatchObject({ stream_id: `${alice.id}-rent`, description: 'RENT', amount: 1200, frequency: 'SEMI_MONTHLY', category: 'ENTERTAINMENT', account_name: 'Checking', institution_name: 'First Test Bank' });
  });

  it('looks as far ahead as asked', async () => {
    const body = await okJson(alice, '/db_api/dashboard/upcoming_bills?days=45');
    expect(body.bills.map((b: { merchant_name: string }) => b.merchant_name)).toEqual(['cleaner', 'gym', 'rent', 'netflix', 'insurance']);
    const soon = await okJson(alice, '/db_api/dashboard/upcoming_bills?days=1');
    expect(soon.bills.map((b: { merchant_name: string }) => b.merchant_name)).toEqual(['cleaner']);
  });
});

describe('bad parameters', () => {
  it.each([
    ['top_transactions?end_date=2024-01-31', 'start_date'],
    ['top_transactions?start_date=2024-01-01', 'end_date'],
    ['top_transactions?start_date=2024-02-01&end_date=2024-01-31', 'start_date'],
    ['top_transactions?start_date=2024-01-01&end_date=2024-01-31&limit=0', 'limit'],
    ['top_transactions?start_date=2024-01-01&end_date=2024-01-31&limit=51', 'limit'],
    ['spend_stats?start_date=2014-01-01&end_date=2024-01-02', 'end_date'],
    ['spend_stats?start_date=2024-02-30&end_date=2024-03-01', 'start_date'],
    ['line_chart?start_date=2024-01-01&end_date=soon', 'end_date'],
    ['line_chart?start_date=2024-03-01&end_date=2024-02-29', 'start_date'],
    ['time_series?start_date=2024-01-01&end_date=2024-03-31&interval=year', 'interval'],
    ['time_series?start_date=2014-01-01&end_date=2024-01-02', 'end_date'],
    ['upcoming_bills?days=0', 'days'],
    ['upcoming_bills?days=91', 'days'],
    ['spend_stats?start_date=2024-01-01&end_date=2024-01-31&compare=last_month', 'compare'],
    ['line_chart?start_date=2024-01-01&end_date=2024-01-31&compare=', 'compare'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const response = await alice.request('GET', `/db_api/dashboard/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toContain(parameter);
  });

  it('takes a range of exactly ten years', async () => {
    await okJson(alice, '/db_api/dashboard/time_series?start_date=2014-01-01&end_date=2024-01-01&interval=month');
  });
});
