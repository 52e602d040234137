import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { uploadFile } from '../../../test/import-files.ts';
import { idOf, okJson, subscriberWithLedger, type RawRow, type SeededLedger } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';

/**
 * Rules that grow up (issue 24, item 6): conditions on merchant, the bank's text, an amount
 * range, an account and a direction; actions that set the category, rename the merchant, add
 * tags and hide. A preview counts what a rule would change; applied to the past it changes
 * exactly those rows (never a category chosen by hand); every new row a sync or an import writes
 * goes through the rules. Figures are the test's own sums over the raw rows.
 */

const row = (id: string, date: string, cents: number, name: string, merchant: string | null, account: RawRow['account'] = 'checking'): RawRow => ({
  plaid_transaction_id: id,
  account,
  amount_cents: cents,
  date,
  name,
  merchant_name: merchant,
  category_primary: 'GENERAL_MERCHANDISE',
  category_detailed: 'GENERAL_MERCHANDISE_SUPERSTORES',
  pending: false,
});
const ROWS: RawRow[] = [
  row('a-1', '2026-10-02', 6_420, 'AMZN MKTP US*2K4 GROCERY', 'Amazon'),
  row('a-2', '2026-10-09', 2_199, 'AMZN MKTP US*7Q1 BOOKS', 'Amazon'),
  row('a-3', '2026-10-15', 15_000, 'AMZN MKTP US*9Z0 TV STAND', 'Amazon', 'card'),
  row('a-4', '2026-10-20', -2_199, 'AMZN MKTP US*7Q1 REFUND', 'Amazon'),
  row('t-1', '2026-10-05', 5_310, 'TARGET 0042', 'Target'),
  row('t-2', '2026-10-18', 4_100, 'TARGET 0042', 'Target'),
];
const OCTOBER = 'start_date=2026-10-01&end_date=2026-10-31';
const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };

interface Listed {
  transaction_id: string;
  category_primary: string;
  category_detailed: string;
  category_source: string;
  hidden: boolean;
  tags: string[];
  merchant_name: string | null;
}

let app: FastifyInstance;
let user: TestUser;
let other: TestUser;
let banks: SeededLedger;

beforeAll(async () => {
  app = await createTestApp();
  ({ user, banks } = await subscriberWithLedger(app, 'rules', ROWS));
  ({ user: other } = await subscriberWithLedger(app, 'rules-other', ROWS));
});
afterAll(async () => {
  await app.close();
});

const listed = async (who: TestUser, query = '') => (await okJson(who, `/db_api/transactions?${OCTOBER}&page_size=100${query}`)).transactions as Listed[];
const byId = async (who: TestUser, r: RawRow) => (await listed(who)).find((t) => t.transaction_id === idOf(who, r))!;
const spent = async (who: TestUser, query = '') => (await okJson(who, `/db_api/transactions?${OCTOBER}${query}`)).totals.spent as number;
const dollars = (rows: readonly RawRow[]) => rows.reduce((sum, r) => sum + r.amount_cents, 0) / 100;

describe('POST /api/rules/preview', () => {
  it('counts the rows every condition holds for and those an action would change, writing nothing', async () => {
    const draft = { conditions: { merchant: 'amazon', text: 'grocery', direction: 'outflow' }, actions: { category: GROCERIES } };
    const response = await user.request('POST', '/api/rules/preview', draft);
    expect(response.statusCode, response.body).toBe(200);
    const expected = ROWS.filter((r) => r.merchant_name === 'Amazon' && /grocery/i.test(r.name) && r.amount_cents >= 0);
    expect(response.json()).toMatchObject({ matching: expected.length, changing: expected.length });
    expect(response.json().examples.map((e: { transaction_id: string }) => e.transaction_id)).toEqual(expected.map((r) => idOf(user, r)));
    expect((await byId(user, expected[0]!)).category_detailed).toBe('GENERAL_MERCHANDISE_SUPERSTORES');

    const amounts = await user.request('POST', '/api/rules/preview', { conditions: { merchant: 'Amazon', min_amount: 20, max_amount: 100 }, actions: { hidden: true } });
    const inRange = ROWS.filter((r) => r.merchant_name === 'Amazon' && Math.abs(r.amount_cents) >= 2_000 && Math.abs(r.amount_cents) <= 10_000);
    expect(amounts.json()).toMatchObject({ matching: inRange.length, changing: inRange.length });
    const card = await user.request('POST', '/api/rules/preview', { conditions: { account_id: banks.accounts.card }, actions: { tags: ['big'] } });
    expect(card.json()).toMatchObject({ matching: ROWS.filter((r) => r.account === 'card').length });
  });

  it('takes any amount in cents, those floating point cannot divide by 0.01 exactly too', async () => {
    // 0.07 / 0.01 is 7.000000000000001 in binary floating point: one cent amount in nine was refused before.
    for (const [min, max] of [[0.07, 14.57], [0.29, 1.13], [2.01, 1_000_000]]) {
      const response = await user.request('POST', '/api/rules/preview', { conditions: { merchant: 'Amazon', min_amount: min, max_amount: max }, actions: { hidden: true } });
      expect(response.statusCode, `${min}–${max}: ${response.body}`).toBe(200);
      const inRange = ROWS.filter((r) => r.merchant_name === 'Amazon' && Math.abs(r.amount_cents) >= Math.round(min! * 100) && Math.abs(r.amount_cents) <= Math.round(max! * 100));
      expect(response.json().matching).toBe(inRange.length);
    }
    // A third decimal is still refused, naming the field.
    const third = await user.request('POST', '/api/rules/preview', { conditions: { merchant: 'Amazon', min_amount: 0.071 }, actions: { hidden: true } });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toContain('conditions.min_amount');
  });

  it('answers 400 for no condition, no action, a crossed range or a category outside the taxonomy; 404 for another user’s account', async () => {
    for (const body of [
      { conditions: {}, actions: { hidden: true } },
      { conditions: { merchant: 'Amazon' }, actions: {} },
      { conditions: { min_amount: 50, max_amount: 10 }, actions: { hidden: true } },
      { conditions: { merchant: 'Amazon' }, actions: { category: { primary: 'NOT_A_CATEGORY' } } },
      { conditions: { merchant: 'Amazon' }, actions: { tags: [] } },
      { conditions: { bank_category: 'FOOD_AND_DRINK_NOT_A_CATEGORY' }, actions: { hidden: true } },
    ]) {
      const response = await user.request('POST', '/api/rules/preview', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const theirAccount = (await okJson(other, '/api/accounts')).accounts[0].account_id as string;
    expect((await user.request('POST', '/api/rules/preview', { conditions: { account_id: theirAccount }, actions: { hidden: true } })).statusCode).toBe(404);
  });
});

describe('a rule applied to the past', () => {
  it('changes exactly the rows it matches, never a category chosen by hand, and the figures follow', async () => {
    // One Amazon row categorised by hand first: the rule leaves it.
    const mine = ROWS[1]!;
    expect((await user.request('PATCH', `/db_api/transactions/${encodeURIComponent(idOf(user, mine))}/category`, { category: { primary: 'ENTERTAINMENT', detailed: null } })).statusCode).toBe(200);

    const created = await user.request('POST', '/api/rules', {
      conditions: { merchant: 'Amazon', direction: 'outflow' },
      actions: { category: GROCERIES, tags: ['Online'], merchant_name: 'Amazon.com' },
      apply_to_past: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const outflows = ROWS.filter((r) => r.merchant_name === 'Amazon' && r.amount_cents >= 0);
    expect(created.json().applied).toBe(outflows.length);
    expect(created.json().rule).toMatchObject({ conditions: { merchant: 'Amazon', direction: 'outflow' }, actions: { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' }, tags: ['Online'] } });

    for (const r of outflows) {
      const t = await byId(user, r);
      expect(t.tags, r.plaid_transaction_id).toEqual(['Online']);
      expect(t.merchant_name).toBe('Amazon.com');
      if (r === mine) expect([t.category_primary, t.category_source]).toEqual(['ENTERTAINMENT', 'user']);
      else expect([t.category_detailed, t.category_source]).toEqual(['FOOD_AND_DRINK_GROCERIES', 'rule']);
    }
    // The refund (money in) is no match: untouched.
    expect(await byId(user, ROWS[3]!)).toMatchObject({ category_detailed: 'GENERAL_MERCHANDISE_SUPERSTORES', tags: [] });
    // Groceries now hold the rule's rows; the tag's filter finds them; nothing spent moved overall.
    const groceries = outflows.filter((r) => r !== mine);
    expect(await spent(user, '&category=FOOD_AND_DRINK_GROCERIES')).toBe(dollars(groceries));
    expect((await listed(user, '&tag=online')).map((t) => t.transaction_id).sort()).toEqual(outflows.map((r) => idOf(user, r)).sort());
    expect(await spent(user)).toBe(dollars(ROWS));
    // Another user's rows are their own.
    expect((await listed(other)).every((t) => t.category_source === 'plaid' && t.tags.length === 0)).toBe(true);

    // Applied again: nothing left to change. A hidden action applied later takes the rows out of every total.
    expect((await user.request('POST', `/api/rules/${created.json().rule.id}/apply`)).json().applied).toBe(0);
    const hide = await user.request('POST', '/api/rules', { conditions: { text: 'TARGET' }, actions: { hidden: true }, apply_to_past: true });
    expect(hide.json().applied).toBe(2);
    expect(await spent(user)).toBe(dollars(ROWS.filter((r) => r.merchant_name !== 'Target')));
    expect((await okJson(user, '/db_api/rules')).rules.map((r: { id: string }) => r.id)).toEqual([created.json().rule.id, hide.json().rule.id]);
  });

  it('is reordered, changed and removed; another user’s rule answers 404', async () => {
    const [first, second] = (await okJson(user, '/db_api/rules')).rules as { id: string }[];
    expect((await user.request('PATCH', `/api/rules/${second!.id}`, { position: 0 })).statusCode).toBe(200);
    expect((await okJson(user, '/db_api/rules')).rules.map((r: { id: string }) => r.id)).toEqual([second!.id, first!.id]);
    const changed = await user.request('PATCH', `/api/rules/${second!.id}`, { conditions: { text: 'TARGET', min_amount: 45 } });
    expect(changed.json()).toMatchObject({ conditions: { text: 'TARGET', min_amount: 45 }, actions: { hidden: true } });
    const theirs = (await other.request('POST', '/api/rules', { conditions: { merchant: 'Target' }, actions: { hidden: true } })).json().rule.id as string;
    for (const [method, url] of [['PATCH', `/api/rules/${theirs}`], ['DELETE', `/api/rules/${theirs}`], ['POST', `/api/rules/${theirs}/apply`]] as const) {
      expect((await user.request(method, url, method === 'PATCH' ? { position: 0 } : undefined)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await user.request('DELETE', `/api/rules/${second!.id}`)).statusCode).toBe(200);
    // The rows it hid stay hidden: a removed rule keeps what it did.
    expect((await byId(user, ROWS[4]!)).hidden).toBe(true);
    expect((await okJson(user, '/db_api/rules')).rules).toHaveLength(1);
    // The category rule removed too: its rows keep the category, still read as set by a rule.
    expect((await user.request('DELETE', `/api/rules/${first!.id}`)).statusCode).toBe(200);
    expect(await byId(user, ROWS[0]!)).toMatchObject({ category_detailed: 'FOOD_AND_DRINK_GROCERIES', category_source: 'rule' });
  });
});

describe('new rows', () => {
  it('go through the rules as an import writes them', async () => {
    await user.request('POST', '/api/rules', { conditions: { text: 'kiosk', max_amount: 10 }, actions: { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' }, tags: ['cash'] } });
    const wallet = (await user.request('POST', '/api/manual_accounts', { name: 'Wallet', type: 'cash', opening_balance: 50, opening_date: '2026-10-01' })).json();
    const preview = (await uploadFile(user, { name: 'wallet.csv', bytes: new TextEncoder().encode('Date,Description,Amount\n2026-10-03,Kiosk on 5th,-3.50\n2026-10-04,Kiosk on 5th,-12.00\n2026-10-05,Bakery,-4.25\n') })).json();
    expect((await user.request('POST', `/api/imports/${preview.import_id}/commit`, { account_id: wallet.account_id })).statusCode).toBe(200);
    const imported = (await listed(user, `&account=${wallet.account_id}`)).map((t) => ({ name: (t as unknown as { name: string }).name, amount: (t as unknown as { amount: number }).amount, category: t.category_detailed, source: t.category_source, tags: t.tags }));
    expect(imported.sort((a, b) => a.amount - b.amount)).toEqual([
      { name: 'Kiosk on 5th', amount: 3.5, category: 'FOOD_AND_DRINK_COFFEE', source: 'rule', tags: ['cash'] },
      { name: 'Bakery', amount: 4.25, category: expect.not.stringMatching(/COFFEE/), source: expect.not.stringMatching(/rule/), tags: [] },
      { name: 'Kiosk on 5th', amount: 12, category: expect.not.stringMatching(/COFFEE/), source: expect.not.stringMatching(/rule/), tags: [] },
    ]);
  });
});

describe('a rule that splits', () => {
  it('splits each matching row not split yet by fixed amounts, a percentage and the rest, exactly; leaves a row too small whole; the figures count the parts', async () => {
    // A row of $9.00 cannot hold a $10.00 part: it stays whole.
    const small = row('a-5', '2026-10-25', 900, 'AMZN MKTP US*1B2 CABLE', 'Amazon');
    const rowsOf = [...ROWS, small];
    const splitter = (await subscriberWithLedger(app, 'rules-split', rowsOf)).user;
    const home = { primary: 'HOME_IMPROVEMENT', detailed: 'HOME_IMPROVEMENT_FURNITURE' };
    const created = await splitter.request('POST', '/api/rules', {
      conditions: { merchant: 'Amazon', direction: 'outflow' },
      actions: { split: [{ category: GROCERIES, amount: 10 }, { category: home, percent: 12.5 }, { category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES' } }] },
      apply_to_past: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().rule.actions.split).toEqual([
      { category: GROCERIES, amount: 10 },
      { category: home, percent: 12.5 },
      { category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES' } },
    ]);
    // Worked out here: $10.00, 12.5 % rounded down to the cent, the rest; a row of $10.00 or less cannot hold them.
    const outflows = rowsOf.filter((r) => r.merchant_name === 'Amazon' && r.amount_cents >= 0);
    const fitting = outflows.filter((r) => r.amount_cents - 1_000 - Math.floor((r.amount_cents * 1_250) / 10_000) > 0 && Math.floor((r.amount_cents * 1_250) / 10_000) > 0 && r.amount_cents > 1_000);
    expect(created.json().applied).toBe(fitting.length);
    expect(fitting).not.toContain(small);
    const rows = (await okJson(splitter, `/db_api/transactions?${OCTOBER}&page_size=100&merchant=Amazon&direction=outflow`)).transactions as { transaction_id: string; amount: number; category_detailed: string; split: unknown }[];
    expect(rows.filter((t) => t.transaction_id === idOf(splitter, small)).map((t) => [t.amount, t.split])).toEqual([[9, null]]);
    for (const r of fitting) {
      const share = Math.floor((r.amount_cents * 1_250) / 10_000);
      expect(rows.filter((t) => t.transaction_id === idOf(splitter, r)).map((t) => [Math.round(t.amount * 100), t.category_detailed])).toEqual([
        [1_000, 'FOOD_AND_DRINK_GROCERIES'],
        [share, 'HOME_IMPROVEMENT_FURNITURE'],
        [r.amount_cents - 1_000 - share, 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
      ]);
    }
    // Groceries hold exactly the fixed parts; nothing spent moved overall.
    expect(await spent(splitter, '&category=FOOD_AND_DRINK_GROCERIES')).toBe((fitting.length * 1_000) / 100);
    expect(await spent(splitter)).toBe(dollars(rowsOf));
    // Applied again: rows already split keep their parts.
    expect((await splitter.request('POST', `/api/rules/${created.json().rule.id}/apply`)).json().applied).toBe(0);
  });

  it.each([
    [[{ category: GROCERIES, amount: 10 }, { category: GROCERIES, amount: 5 }], 'actions.split'],
    [[{ category: GROCERIES }, { category: GROCERIES }], 'actions.split'],
    [[{ category: GROCERIES, percent: 60 }, { category: GROCERIES, percent: 30 }], 'actions.split'],
    [[{ category: GROCERIES, percent: 60, amount: 3 }, { category: GROCERIES }], 'actions.split[0]'],
    [[{ category: GROCERIES, amount: 1.001 }, { category: GROCERIES }], 'actions.split[0].amount'],
    [[{ category: GROCERIES }], 'split'],
  ])('answers 400 naming the field for the split %j', async (split, field) => {
    const response = await user.request('POST', '/api/rules/preview', { conditions: { merchant: 'Amazon' }, actions: { split } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });
});
