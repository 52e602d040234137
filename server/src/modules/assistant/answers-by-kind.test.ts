import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type RunningStandIn } from '../../../emulators/openai/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { idOf, okJson, subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import { askAssistant } from '../../../test/assistant.ts';
import type { TestUser } from '../../../test/users.ts';
import { createAssistantHandlers } from './handlers.ts';
import { runTool, type ToolContext } from './tools.ts';
import { createOpenAiModel } from '../../vendors/model.ts';

/**
 * Issue 22's kinds 3, 4 and 5 through the tools and through the product's path with the model
 * stand-in: "latest" is the newest posted row (pending ones apart) and its link opens that row;
 * balances of one kind of account list those accounts only, loans called loans; recurring
 * streams answered by kind. Every expected figure is worked out here from the raw rows.
 */

const TODAY = '2026-11-25';
const clock = Date.parse(`${TODAY}T12:00:00Z`);

let standIn: RunningStandIn;
let app: FastifyInstance;
let user: TestUser;
let context: ToolContext;

const row = (id: string, date: string, merchant: string, cents: number, extra: Partial<RawRow> = {}): RawRow => ({
  plaid_transaction_id: id,
  account: 'checking',
  amount_cents: cents,
  date,
  name: merchant.toUpperCase(),
  merchant_name: merchant,
  category_primary: 'FOOD_AND_DRINK',
  category_detailed: 'FOOD_AND_DRINK_RESTAURANT',
  pending: false,
  ...extra,
});

/** The newest day has only pending rows; the newest posted row is a day earlier, beside a pending one. */
const ROWS: RawRow[] = [
  row('old-1', '2026-11-02', 'Harvest Basket', 8_213, { category_detailed: 'FOOD_AND_DRINK_GROCERIES' }),
  row('old-2', '2026-11-10', 'FuelMax', 4_117, { account: 'card', category_primary: 'TRANSPORTATION', category_detailed: 'TRANSPORTATION_GAS' }),
  row('old-3', '2026-11-18', 'Northwind Analytics', -443_426, { category_primary: 'INCOME', category_detailed: 'INCOME_WAGES' }),
  row('old-4', '2026-11-21', 'Burger Barn', 1_390),
  row('newest-posted', '2026-11-24', 'Saffron House', 3_950),
  row('pending-1', '2026-11-24', 'CarePlus Pharmacy', 2_087, { pending: true, category_primary: 'MEDICAL', category_detailed: 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS' }),
  row('pending-2', '2026-11-25', 'Corner Mart', 1_259, { pending: true, account: 'card', category_primary: 'GENERAL_MERCHANDISE', category_detailed: 'GENERAL_MERCHANDISE_CONVENIENCE_STORES' }),
  row('pending-3', '2026-11-25', 'Olive & Thyme', 6_888, { pending: true }),
];

type AccountKind = 'checking' | 'savings' | 'credit card' | 'mortgage' | 'student';
interface RawAccount {
  name: string;
  type: string;
  subtype: AccountKind;
  current_cents: number;
}
/** The accounts beside the ledger's checking and card (which get these balances). */
const ACCOUNTS: RawAccount[] = [
  { name: 'Everyday Checking', type: 'depository', subtype: 'checking', current_cents: 820_679 },
  { name: 'Rewards Visa', type: 'credit', subtype: 'credit card', current_cents: 207_325 },
  { name: 'Bills Checking', type: 'depository', subtype: 'checking', current_cents: 45_011 },
  { name: 'High-Yield Savings', type: 'depository', subtype: 'savings', current_cents: 224_294 },
  { name: '30-Year Fixed Mortgage', type: 'loan', subtype: 'mortgage', current_cents: 39_895_503 },
  { name: 'Graduate Student Loan', type: 'loan', subtype: 'student', current_cents: 1_853_020 },
];

type StreamKind = 'subscription' | 'bill' | 'loan_or_mortgage' | 'card_payment' | 'transfer_or_savings' | 'income';
interface RawStream {
  description: string;
  merchant_name: string | null;
  category_primary: string;
  category_detailed: string;
  direction: 'inflow' | 'outflow';
  frequency: 'MONTHLY' | 'ANNUALLY' | 'WEEKLY' | 'BIWEEKLY';
  /** Plaid's sign: positive leaves the account. */
  last_amount_cents: number;
  /** What the README's rule makes it, worked out by hand. */
  kind: StreamKind;
}
const stream = (description: string, merchant: string | null, detailed: string, frequency: RawStream['frequency'], cents: number, kind: StreamKind): RawStream => ({
  description,
  merchant_name: merchant,
  category_primary: (['TRANSFER_OUT', 'TRANSFER_IN', 'LOAN_PAYMENTS', 'RENT_AND_UTILITIES', 'GENERAL_SERVICES', 'PERSONAL_CARE', 'GENERAL_MERCHANDISE', 'INCOME', 'ENTERTAINMENT'].find((p) => detailed.startsWith(`${p}_`)))!,
  category_detailed: detailed,
  direction: cents < 0 ? 'inflow' : 'outflow',
  frequency,
  last_amount_cents: cents,
  kind,
});
const STREAMS: RawStream[] = [
  stream('Tunewave', 'Tunewave', 'ENTERTAINMENT_MUSIC_AND_AUDIO', 'MONTHLY', 1_699, 'subscription'),
  stream('NETFLIX.COM', 'Netflix', 'ENTERTAINMENT_TV_AND_MOVIES', 'MONTHLY', 1_549, 'subscription'),
  stream('Summit Climbing Gym', 'Summit Climbing Gym', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', 'MONTHLY', 4_900, 'subscription'),
  stream('Parcelwise', 'Parcelwise', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'ANNUALLY', 11_900, 'subscription'),
  stream('Pixelsmith', 'Pixelsmith', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', 'MONTHLY', 2_399, 'subscription'),
  stream('BRIGHT GRID ENERGY AUTOPAY', 'Bright Grid Energy', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'MONTHLY', 6_746, 'bill'),
  stream('Beacon Wireless', 'Beacon Wireless', 'RENT_AND_UTILITIES_TELEPHONE', 'MONTHLY', 7_250, 'bill'),
  stream('SHIELDWELL INS PREM', 'Shieldwell Insurance', 'GENERAL_SERVICES_INSURANCE', 'MONTHLY', 16_328, 'bill'),
  stream('OAKWOOD PROPERTY MGMT', 'Oakwood Property', 'RENT_AND_UTILITIES_RENT', 'MONTHLY', 185_000, 'bill'),
  stream('PLATYPUS HOME MORTGAGE PMT', null, 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'MONTHLY', 262_440, 'loan_or_mortgage'),
  stream('TARTAN AUTO LOAN PMT', null, 'LOAN_PAYMENTS_CAR_PAYMENT', 'MONTHLY', 41_275, 'loan_or_mortgage'),
  stream('PLATYPUS REWARDS VISA PAYMENT', null, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'MONTHLY', 203_000, 'card_payment'),
  stream('Online Transfer to High-Yield Savings', null, 'TRANSFER_OUT_ACCOUNT_TRANSFER', 'MONTHLY', 35_000, 'transfer_or_savings'),
  stream('Online Transfer from Everyday Checking', null, 'TRANSFER_IN_ACCOUNT_TRANSFER', 'MONTHLY', -35_000, 'transfer_or_savings'),
  stream('NORTHWIND ANALYTICS PAYROLL', 'Northwind Analytics', 'INCOME_WAGES', 'BIWEEKLY', -443_426, 'income'),
];

const PER_MONTH: Record<RawStream['frequency'], number> = { WEEKLY: 52 / 12, BIWEEKLY: 26 / 12, MONTHLY: 1, ANNUALLY: 1 / 12 };
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(cents) / 100);
const monthlyOf = (streams: RawStream[]) => Math.round(streams.reduce((sum, s) => sum + Math.abs(s.last_amount_cents) * PER_MONTH[s.frequency], 0));
const nameOf = (s: RawStream) => s.merchant_name ?? s.description;

beforeAll(async () => {
  const { db } = await testDatabase();
  standIn = await startStandIn();
  app = await createTestApp({ handlers: createAssistantHandlers({ db, model: createOpenAiModel(standIn.openai), modelName: 'gpt-4o-mini', now: () => clock, timeBudgetMs: 60_000 }) });
  const seeded = await subscriberWithLedger(app, 'assistant-kinds', ROWS);
  user = seeded.user;
  const [checking, card, ...others] = ACCOUNTS as [RawAccount, RawAccount, ...RawAccount[]];
  const existing = await db.selectFrom('accounts').select(['id', 'item_id', 'plaid_account_id', 'type']).where('user_id', '=', user.id).execute();
  for (const [account, raw] of [[existing.find((a) => a.type === 'depository')!, checking], [existing.find((a) => a.type === 'credit')!, card]] as const) {
    await db.updateTable('accounts').set({ name: raw.name, subtype: raw.subtype, current_cents: raw.current_cents }).where('id', '=', account.id).execute();
  }
  const itemId = existing[0]!.item_id;
  await db
    .insertInto('accounts')
    .values(others.map((a) => ({ user_id: user.id, item_id: itemId, plaid_account_id: `acc-${randomUUID()}`, name: a.name, type: a.type, subtype: a.subtype, current_cents: a.current_cents })))
    .execute();
  await db
    .insertInto('recurring_streams')
    .values(
      STREAMS.map(({ kind: _kind, ...s }, i) => ({
        ...s,
        user_id: user.id,
        item_id: itemId,
        stream_id: `stream-${i}`,
        account_plaid_id: existing[0]!.plaid_account_id,
        average_amount_cents: s.last_amount_cents,
        last_date: '2026-11-02',
      })),
    )
    .execute();
  context = { db, userId: user.id, today: TODAY, merchants: [...new Set(ROWS.map((r) => r.merchant_name!))] };
}, 60_000);
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const ask = (question: string) => askAssistant(user, question, clock);
const tool = async (name: string, args: object) => (await runTool(name, JSON.stringify(args), context)) as Record<string, unknown>;
/** The markdown link targets of an answer. */
const linksOf = (answer: string) => [...answer.matchAll(/\]\((\/transactions\?[^)]*)\)/g)].map((m) => m[1]!);

describe('"last" and "latest": the newest posted row, pending ones apart', () => {
  const posted = ROWS.filter((r) => !r.pending);
  const newest = posted.reduce((a, b) => (b.date > a.date ? b : a));
  const pending = ROWS.filter((r) => r.pending);

  it('the search lists posted rows only, each linked to itself, and the pending ones apart', async () => {
    const result = await tool('search_transactions', { start_date: '2026-11-01', end_date: TODAY, sort: 'newest', limit: 3 });
    const rows = result.transactions as { date: string; amount: string; pending: boolean; link: string }[];
    expect(result.count).toBe(posted.length);
    expect(rows.map((r) => r.amount)).toEqual([...posted].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3).map((r) => money(r.amount_cents)));
    expect(rows.every((r) => !r.pending)).toBe(true);
    expect(rows[0]!.link).toBe(`/transactions?start_date=${newest.date}&end_date=${newest.date}&transaction_id=${idOf(user, newest)}`);
    expect(result.pending_count).toBe(pending.length);
    expect((result.pending_transactions as { amount: string }[]).map((r) => r.amount).sort()).toEqual(pending.map((r) => money(r.amount_cents)).sort());
    expect(String(result.link)).toContain('pending=false');
  });

  it('answers "what was my last transaction?" with the newest posted row, linked to exactly that row, and says the pending ones are pending', async () => {
    const answer = await ask('What was my last transaction?');
    const [lead, ...rest] = answer.split('\n\n');
    expect(lead).toContain(newest.date);
    expect(lead).toContain(money(newest.amount_cents));
    expect(lead).toContain(newest.merchant_name!);
    for (const r of pending) expect(lead).not.toContain(money(r.amount_cents));
    const later = rest.join('\n\n');
    expect(later).toMatch(/pending/i);
    for (const r of pending) expect(later).toContain(money(r.amount_cents));

    // The figure's link opens exactly that row on the transactions page's API.
    const [link] = linksOf(lead!);
    const page = await okJson(user, `/db_api/transactions?${link!.split('?')[1]}`);
    expect(page.total).toBe(1);
    expect(page.transactions.map((t: { transaction_id: string }) => t.transaction_id)).toEqual([idOf(user, newest)]);
  });

  it('answers "my last purchase" with the newest posted money out', async () => {
    const newestOut = posted.filter((r) => r.amount_cents > 0).reduce((a, b) => (b.date > a.date ? b : a));
    const answer = await ask('What was my last purchase?');
    expect(answer.split('\n\n')[0]).toContain(money(newestOut.amount_cents));
  });

  it('opens one transaction by its id and no other user\'s', async () => {
    const page = await okJson(user, `/db_api/transactions?transaction_id=${encodeURIComponent(idOf(user, ROWS[0]!))}`);
    expect(page.transactions.map((t: { amount: number }) => t.amount)).toEqual([ROWS[0]!.amount_cents / 100]);
    const { user: other } = await subscriberWithLedger(app, 'assistant-kinds-other', []);
    expect((await okJson(other, `/db_api/transactions?transaction_id=${encodeURIComponent(idOf(user, ROWS[0]!))}`)).total).toBe(0);
  });
});

describe('balances by kind of account', () => {
  const total = (accounts: RawAccount[]) => accounts.reduce((sum, a) => sum + a.current_cents, 0);
  const checking = ACCOUNTS.filter((a) => a.subtype === 'checking');
  const loans = ACCOUNTS.filter((a) => a.type === 'loan');

  it('narrows the tool to the accounts of one type and subtype, with their total', async () => {
    const result = await tool('accounts_and_balances', { type: 'depository', subtype: 'checking' });
    expect((result.accounts as { name: string }[]).map((a) => a.name).sort()).toEqual(checking.map((a) => a.name).sort());
    expect(result.total).toBe(money(total(checking)));
    expect(result.totals).toBeUndefined();
    const loanResult = await tool('accounts_and_balances', { type: 'loan' });
    expect((loanResult.accounts as { kind: string }[]).map((a) => a.kind).sort()).toEqual(['mortgage', 'student loan']);
    expect(loanResult.total).toBe(money(total(loans)));
    expect(loanResult.total_is).toBe('owed on these accounts');
    expect(await tool('accounts_and_balances', { type: 'bank' })).toEqual({ error: expect.stringContaining('type must be one of') });
  });

  it('keeps cards and loans apart in the totals', async () => {
    const result = await tool('accounts_and_balances', {});
    const totals = result.totals as Record<string, string>;
    expect(totals.owed_on_credit_cards).toBe(money(total(ACCOUNTS.filter((a) => a.type === 'credit'))));
    expect(totals.owed_on_loans).toBe(money(total(loans)));
    expect(totals.cash).toBe(money(total(ACCOUNTS.filter((a) => a.type === 'depository'))));
  });

  it('answers "what\'s my checking balance?" with the checking accounts only and their total', async () => {
    const answer = await ask("What's my checking balance?");
    expect(answer).toContain(money(total(checking)));
    for (const a of checking) expect(answer).toContain(money(a.current_cents));
    for (const a of ACCOUNTS.filter((x) => x.subtype !== 'checking')) expect(answer).not.toContain(money(a.current_cents));
    expect(answer).not.toMatch(/net worth/i);
  });

  it('answers about the mortgage and the loans as loans, never as credit', async () => {
    const mortgage = ACCOUNTS.find((a) => a.subtype === 'mortgage')!;
    const owed = await ask('How much do I owe on my mortgage?');
    expect(owed).toContain(money(mortgage.current_cents));
    expect(owed).toMatch(/mortgage/i);
    expect(owed).not.toMatch(/credit/i);
    const all = await ask('What are my loan balances?');
    expect(all).toContain(money(total(loans)));
    expect(all).toMatch(/student loan/);
    expect(all).not.toMatch(/credit/i);
    expect(all).not.toContain(money(ACCOUNTS.find((a) => a.type === 'credit')!.current_cents));
  });
});

describe('recurring streams by kind', () => {
  const ofKind = (kind: StreamKind) => STREAMS.filter((s) => s.kind === kind && (kind === 'income' || s.direction === 'outflow'));

  it.each<StreamKind>(['subscription', 'bill', 'loan_or_mortgage', 'card_payment', 'transfer_or_savings', 'income'])('the tool gives only the %s streams, their count and monthly total', async (kind) => {
    const result = await tool('recurring_payments', { kind });
    const expected = ofKind(kind);
    expect((result.streams as { description: string }[]).map((s) => s.description).sort()).toEqual(expected.map((s) => s.description).sort());
    expect(result.count).toBe(expected.length);
    expect(result.monthly_total).toBe(money(monthlyOf(expected)));
  });

  it('without a kind gives every recurring payment out with totals by kind, and no income', async () => {
    const result = await tool('recurring_payments', {});
    const out = STREAMS.filter((s) => s.direction === 'outflow');
    expect(result.count).toBe(out.length);
    expect(result.monthly_total).toBe(money(monthlyOf(out)));
    expect(result.by_kind).toContainEqual({ kind: 'subscription', count: ofKind('subscription').length, monthly_total: money(monthlyOf(ofKind('subscription'))) });
  });

  it('answers "what subscriptions do I have?" with the subscriptions only and their monthly total', async () => {
    const answer = await ask('What subscriptions do I have?');
    expect(answer).toContain(money(monthlyOf(ofKind('subscription'))));
    for (const s of ofKind('subscription')) expect(answer).toContain(nameOf(s));
    for (const s of STREAMS.filter((x) => x.kind !== 'subscription')) expect(answer).not.toContain(nameOf(s));
  });

  it('answers "what bills do I have?" with the bills only', async () => {
    const answer = await ask('What bills do I have?');
    expect(answer).toContain(money(monthlyOf(ofKind('bill'))));
    for (const s of ofKind('bill')) expect(answer).toContain(money(s.last_amount_cents));
    for (const s of STREAMS.filter((x) => x.kind !== 'bill')) expect(answer).not.toContain(nameOf(s));
  });
});

describe('net worth over time', () => {
  /** Net worth at the end of `day`: today's balances with every posted row dated after it undone, worked out here. */
  const netWorthAt = (day: string) => {
    const after = ROWS.filter((r) => !r.pending && r.date > day);
    const undo = (account: RawRow['account']) => after.filter((r) => r.account === account).reduce((sum, r) => sum + r.amount_cents, 0);
    // Money that left checking after the day was still there; a card charge after it was not yet owed.
    const held = ACCOUNTS.filter((a) => a.type === 'depository').reduce((sum, a) => sum + a.current_cents, 0) + undo('checking');
    const owed = ACCOUNTS.filter((a) => a.type !== 'depository').reduce((sum, a) => sum + a.current_cents, 0) - undo('card');
    return held - owed;
  };
  const signed = (cents: number) => `${cents < 0 ? '-' : ''}${money(cents)}`;

  it('gives net worth at the end of each week, walked back from today over the posted rows', async () => {
    const result = await tool('net_worth_history', { start_date: '2026-11-01', end_date: TODAY, interval: 'week' });
    const points = result.points as { date: string; net_worth: string; reconstructed: boolean }[];
    expect(points.map((p) => p.date)).toEqual(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', TODAY]);
    for (const point of points) expect(point.net_worth, point.date).toBe(signed(netWorthAt(point.date)));
    expect(points.at(-1)!.reconstructed).toBe(false);
    const change = netWorthAt(TODAY) - netWorthAt('2026-11-01');
    expect(result.change).toBe(signed(change));
    expect(result.direction).toBe(change > 0 ? 'up' : 'down');
    expect(await tool('net_worth_history', { start_date: '2020-01-01', end_date: TODAY, interval: 'day' })).toEqual({ error: expect.stringContaining('at most 400') });
  });

  it('answers "how has my net worth changed this month?" with the change, not the balances now', async () => {
    const answer = await ask('How has my net worth changed this month?');
    const change = netWorthAt(TODAY) - netWorthAt('2026-11-01');
    expect(answer).toContain(`went ${change > 0 ? 'up' : 'down'} by [${money(change)}](/accounts)`);
    expect(answer).toContain(signed(netWorthAt(TODAY)));
    // The balances answer's account table is not what was asked.
    expect(answer).not.toContain('Everyday Checking');
  });
});

describe('tags (issue 24, item 7)', () => {
  /** The rows tagged, by tag; one vacation row hidden and one pending, so neither counts. */
  const TAGGED: Record<string, { id: string; hidden?: boolean }[]> = {
    Vacation: [{ id: 'old-1' }, { id: 'newest-posted' }, { id: 'old-4', hidden: true }, { id: 'pending-1' }],
    'Work trip': [{ id: 'old-2' }],
  };
  /** What the money rules count of a tag: its posted, shown spending rows. */
  const spentOn = (tag: string) => {
    const counted = TAGGED[tag]!.filter((t) => !t.hidden).map((t) => ROWS.find((r) => r.plaid_transaction_id === t.id)!).filter((r) => !r.pending && r.amount_cents > 0);
    return { cents: counted.reduce((sum, r) => sum + r.amount_cents, 0), count: counted.length, largest: counted.toSorted((a, b) => b.amount_cents - a.amount_cents)[0]! };
  };

  beforeAll(async () => {
    for (const [tag, rows] of Object.entries(TAGGED)) {
      for (const { id, hidden } of rows) {
        const marked = await user.request('PATCH', `/api/transactions/${encodeURIComponent(idOf(user, ROWS.find((r) => r.plaid_transaction_id === id)!))}/marks`, { tags: [tag], ...(hidden && { hidden: true }) });
        expect(marked.statusCode, marked.body).toBe(200);
      }
    }
  });

  it("gives one tag's spending by the money rules (hidden and pending rows left out), its largest rows and the link to them", async () => {
    const vacation = spentOn('Vacation');
    const result = await tool('tag_spending', { start_date: '2026-11-01', end_date: TODAY, tag: '#vacation' });
    expect(result).toMatchObject({ tag: 'Vacation', spent: money(vacation.cents), count: vacation.count });
    expect((result.largest as { merchant: string }[])[0]!.merchant).toBe(vacation.largest.merchant_name);
    const page = await okJson(user, `/db_api/transactions?${String(result.link).split('?')[1]}`);
    expect(page.totals.spent * 100).toBeCloseTo(vacation.cents, 6);
    expect(await tool('tag_spending', { start_date: '2026-11-01', end_date: TODAY, tag: 'holiday' })).toEqual({ error: "holiday is not one of the user's tags (Vacation, Work trip)." });
  });

  it('without a tag lists every tag with what was spent on it, largest first', async () => {
    const result = await tool('tag_spending', { start_date: '2026-11-01', end_date: TODAY });
    expect((result.tags as { tag: string; spent: string; count: number }[]).map((t) => [t.tag, t.spent, t.count])).toEqual(
      ['Vacation', 'Work trip'].map((tag) => [tag, money(spentOn(tag).cents), spentOn(tag).count]).sort((a, b) => spentOn(b[0] as string).cents - spentOn(a[0] as string).cents),
    );
  });

  it('answers "How much did I spend on my vacation tag?" with that figure, linked to its rows', async () => {
    const answer = await ask('How much did I spend on my vacation tag?');
    expect(answer).toContain(`You spent [${money(spentOn('Vacation').cents)}](/transactions?`);
    expect(answer).toContain('tagged Vacation in all of your history');
    expect(await ask('What did I spend on each tag this month?')).toContain(`| Work trip | [${money(spentOn('Work trip').cents)}]`);
  });
});

describe('categories of your own (issue 24, item 7)', () => {
  it('answers a question naming a category of the user’s own by its name, with its rows’ figure', async () => {
    const food = ((await okJson(user, '/db_api/categories')).groups as { name: string; id: string }[]).find((g) => g.name === 'Food')!;
    const added = await user.request('POST', '/api/categories', { name: 'Date nights', group_id: food.id, counts_as: 'FOOD_AND_DRINK_RESTAURANT' });
    expect(added.statusCode, added.body).toBe(200);
    const own = ROWS.find((r) => r.plaid_transaction_id === 'newest-posted')!;
    const moved = await user.request('PATCH', `/db_api/transactions/${encodeURIComponent(idOf(user, own))}/category`, { category: { primary: 'FOOD_AND_DRINK', detailed: added.json().code } });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = await ask('How much did I spend on date nights this month?');
    expect(answer).toContain(money(own.amount_cents));
    expect(answer).toContain(`category=${added.json().code}`);
  });
});
