import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { testDatabase } from '../../../../test/database.ts';
import { readmeCounting, toCents } from '../../../../test/ledger.ts';
import { seedOverviewLedger, type SeedAccount, type SeedRow } from '../../../../test/overview-ledger.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../../test/users.ts';
import type { ComputedAnalysis } from '../computed-analysis.ts';
import { computeAccountDetail } from './account-detail.ts';

const TODAY = '2024-04-10';
const BANK = 'First Test Bank';
const LOCKED_BANK = 'Second Test Bank';

const ACCOUNTS: SeedAccount[] = [
  { key: 'checking', bank: BANK, name: 'Everyday Checking', type: 'depository', subtype: 'checking', mask: '1111', current_cents: 245_067, available_cents: 240_000 },
  { key: 'savings', bank: BANK, name: 'Rainy Day', type: 'depository', subtype: 'savings', current_cents: 8_050, available_cents: 8_050 },
  { key: 'overdrawn', bank: BANK, name: 'Old Checking', type: 'depository', subtype: 'checking', current_cents: -1_234, available_cents: -1_234 },
  { key: 'card', bank: LOCKED_BANK, name: 'Travel Card', type: 'credit', subtype: 'credit card', current_cents: 150_000, available_cents: 250_000, limit_cents: 400_000, card: { is_overdue: false, minimum_payment_cents: 3_500, next_payment_due_date: '2024-04-13' } },
  { key: 'card2', bank: BANK, name: 'Store Card', type: 'credit', subtype: 'credit card', current_cents: 20_000, available_cents: 180_000, limit_cents: 200_000, card: { is_overdue: true, minimum_payment_cents: 2_500, next_payment_due_date: '2024-04-05' } },
  { key: 'loan', bank: BANK, name: 'Car Loan', type: 'loan', subtype: 'auto', current_cents: 1_000_000 },
  { key: 'brokerage', bank: BANK, name: 'Brokerage', type: 'investment', subtype: 'brokerage', current_cents: 500_000 },
  { key: 'unknown', bank: BANK, name: 'New Account', type: 'depository', current_cents: null },
];

const KINDS = [
  { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES', sign: 1 },
  { primary: 'INCOME', detailed: 'INCOME_WAGES', sign: -1 },
  { primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER', sign: 1 },
  { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CAR_PAYMENT', sign: -1 },
  { primary: 'BANK_FEES', detailed: 'BANK_FEES_INTEREST_CHARGE', sign: 1 },
  { primary: 'BANK_FEES', detailed: 'BANK_FEES_ATM_FEES', sign: 1 },
  { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_ELECTRONICS', sign: -1 },
];
const ROW_ACCOUNTS = ['checking', 'savings', 'card', 'card2', 'loan', 'brokerage', 'checking'];

const row = (id: string, account: string, date: string, amount_cents: number, primary: string | null, detailed: string | null, pending = false): SeedRow => ({
  plaid_transaction_id: id,
  account,
  amount_cents,
  date,
  name: `ROW ${id}`,
  merchant_name: null,
  category_primary: primary,
  category_detailed: detailed,
  pending,
});

/** 14 months of rows on every account, of every kind, some pending; and rows on each boundary day. */
function ledgerRows(): SeedRow[] {
  const generated = Array.from({ length: 160 }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const date = new Date(Date.UTC(2023, 1, 1 + ((i * 11) % 434))).toISOString().slice(0, 10);
    return row(`g${i}`, ROW_ACCOUNTS[i % ROW_ACCOUNTS.length]!, date, kind.sign * (1_000 + i * 37), kind.primary, kind.detailed, i % 9 === 4);
  });
  const boundaries = ['2023-04-10', '2023-04-11', '2024-01-10', '2024-01-11', '2024-03-10', '2024-03-11', '2024-03-31', TODAY].flatMap((date, i) => [
    row(`b${i}-checking`, 'checking', date, 500 + i, 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'),
    row(`b${i}-card`, 'card', date, 700 + i, 'BANK_FEES', 'BANK_FEES_INTEREST_CHARGE'),
  ]);
  // A fee given back (a refund in a spending category takes off spending in it) and one still pending.
  const extra = [row('refund', 'checking', '2024-02-02', -450, 'BANK_FEES', 'BANK_FEES_OVERDRAFT_FEES'), row('overdraft', 'checking', '2024-02-01', 3_500, 'BANK_FEES', 'BANK_FEES_OVERDRAFT_FEES'), row('pending-fee', 'card', '2024-04-09', 999, 'BANK_FEES', 'BANK_FEES_INTEREST_CHARGE', true)];
  return [...generated, ...boundaries, ...extra];
}

let app: FastifyInstance;
let alice: TestUser;
let rows: SeedRow[];
let plaidIds: Map<string, string>;
let analysis: ComputedAnalysis;

beforeAll(async () => {
  const { db } = await testDatabase();
  app = await createTestApp();
  alice = await signedInUser(app, 'overview-accounts-alice');
  await givenSubscriber(alice);
  rows = ledgerRows();
  plaidIds = await seedOverviewLedger(alice, { banks: [{ name: BANK }, { name: LOCKED_BANK, status: 'login_required' }], accounts: ACCOUNTS, rows });
  // Bob's accounts and rows are Alice's with other amounts: none may reach her figures.
  const bob = await signedInUser(app, 'overview-accounts-bob');
  await seedOverviewLedger(bob, { banks: [{ name: BANK }, { name: LOCKED_BANK }], accounts: ACCOUNTS.map((a) => ({ ...a, current_cents: 7, limit_cents: a.limit_cents && 100 })), rows: rows.map((r) => ({ ...r, amount_cents: r.amount_cents * 5 })) });
  analysis = await computeAccountDetail({ db, userId: alice.id, today: TODAY });
});
afterAll(async () => {
  await app.close();
});

const money = (cents: number) => `${cents < 0 ? '-' : ''}${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(cents) / 100)}`;
const seeded = (key: string) => ACCOUNTS.find((a) => a.key === key)!;
const OWED = new Set(['credit', 'loan']);

/** The balance at the end of `day`, from the raw rows: the current one with every posted amount dated after it undone. */
function expectedBalance(key: string, day: string): number | null {
  const account = seeded(key);
  if (account.current_cents === null) return null;
  const after = rows.filter((r) => r.account === key && !r.pending && r.date > day).reduce((sum, r) => sum + r.amount_cents, 0);
  return OWED.has(account.type) ? account.current_cents - after : account.current_cents + after;
}

function expectedTotals(day: string | null) {
  const balance = (a: SeedAccount) => (day === null ? a.current_cents : expectedBalance(a.key, day)) ?? 0;
  const of = (types: string[]) => ACCOUNTS.filter((a) => types.includes(a.type)).reduce((sum, a) => sum + balance(a), 0);
  const cash = of(['depository']);
  const investments = of(['investment']);
  const owed = of(['credit', 'loan']);
  return { cash, investments, owed, net: cash + investments - owed };
}

const accountOf = (key: string) => analysis.visualizations.accounts.find((a) => a.account_id === plaidIds.get(key))!;
const metricOf = (id: string) => analysis.visualizations.metrics.find((m) => m.id === id)!;
const chartOf = (id: string) => analysis.visualizations.charts.find((c) => c.id === id)!;

describe('account detail: balances', () => {
  it.each([
    [1, '2024-03-10'],
    [3, '2024-01-10'],
    [12, '2023-04-10'],
  ] as const)('walks every balance back %i month(s), to the end of %s, through the posted rows since', (months, day) => {
    const field = `change_${months}m` as const;
    for (const account of ACCOUNTS) {
      const then = expectedBalance(account.key, day);
      const change = account.current_cents === null || then === null ? null : account.current_cents - then;
      expect([account.key, accountOf(account.key)[field] === null ? null : toCents(accountOf(account.key)[field]!)]).toEqual([account.key, change]);
    }
    const facts = analysis.facts.accounts as { name: string; [key: string]: unknown }[];
    const checking = facts.find((a) => a.name === 'Everyday Checking')!;
    const suffix = months === 1 ? '1_month' : `${months}_months`;
    expect(checking[`balance_${suffix}_ago`]).toBe(money(expectedBalance('checking', day)!));
    expect(checking[`change_${suffix}`]).toBe(money(245_067 - expectedBalance('checking', day)!));
  });

  it('gives every account as the analysis sees it, a card or loan balance being what is owed', () => {
    expect(analysis.visualizations.accounts).toHaveLength(ACCOUNTS.length);
    expect(accountOf('checking')).toMatchObject({ name: 'Everyday Checking', institution_name: BANK, mask: '1111', type: 'depository', subtype: 'checking', balance: 2450.67, available: 2400, credit_limit: null, utilisation: null, attention: [] });
    expect(accountOf('card')).toMatchObject({ type: 'credit', balance: 1500, available: 2500, credit_limit: 4000 });
    expect(accountOf('unknown')).toMatchObject({ balance: null, change_1m: null, change_3m: null, change_12m: null });
  });

  it('totals cash, investments and what is owed into net worth, with its change over a month', () => {
    const now = expectedTotals(null);
    const monthAgo = expectedTotals('2024-03-10');
    expect(now).toEqual({ cash: 251_883, investments: 500_000, owed: 1_170_000, net: -418_117 });
    expect(metricOf('net_worth')).toMatchObject({ value: now.net / 100, change: (now.net - monthAgo.net) / 100, unit: 'currency', better_when: 'up', link: null });
    expect(metricOf('cash')).toMatchObject({ value: now.cash / 100, change: (now.cash - monthAgo.cash) / 100 });
    expect(metricOf('credit_owed')).toMatchObject({ value: now.owed / 100, change: (now.owed - monthAgo.owed) / 100, better_when: 'down' });
    expect(analysis.facts.totals).toMatchObject({ net_worth: money(now.net), net_worth_change_1_month: money(now.net - monthAgo.net), cash: money(now.cash), investments: money(now.investments), credit_owed: money(now.owed) });
  });

  it('draws month-end cash, owed and net worth for the last 12 month ends and today', () => {
    const trend = chartOf('balance_trend');
    expect(trend.labels).toEqual(['2023-04-30', '2023-05-31', '2023-06-30', '2023-07-31', '2023-08-31', '2023-09-30', '2023-10-31', '2023-11-30', '2023-12-31', '2024-01-31', '2024-02-29', '2024-03-31', TODAY]);
    const points = trend.labels.map((day) => expectedTotals(day === TODAY ? null : day));
    expect(trend.datasets.map((d) => d.label)).toEqual(['Cash', 'Credit owed', 'Net worth']);
    expect(trend.datasets[0]!.values).toEqual(points.map((p) => p.cash / 100));
    expect(trend.datasets[1]!.values).toEqual(points.map((p) => p.owed / 100));
    expect(trend.datasets[2]!.values).toEqual(points.map((p) => p.net / 100));
  });
});

describe('account detail: credit, fees and attention', () => {
  it('gives each card\'s utilisation and all cards\' together', () => {
    expect(accountOf('card').utilisation).toBe(37.5);
    expect(accountOf('card2').utilisation).toBe(10);
    // (1,500 + 200) / (4,000 + 2,000) = 28.33 %
    expect(metricOf('credit_utilisation')).toMatchObject({ value: 28.3, unit: 'percent' });
    expect(analysis.facts.totals).toMatchObject({ credit_utilisation: '28.3%', credit_limit: '$6,000.00' });
    const bars = chartOf('credit_utilisation');
    expect(Object.fromEntries(bars.labels.map((label, i) => [label, bars.datasets[0]!.values[i]]))).toEqual({ 'Travel Card': 37.5, 'Store Card': 10 });
  });

  it('sums interest and fees spent over the 12 months up to today by the README\'s rules, with links to exactly those rows', () => {
    const inPeriod = rows.filter((r) => r.date >= '2023-04-11' && r.date <= TODAY && r.category_primary === 'BANK_FEES');
    const spent = (list: SeedRow[]) => list.reduce((sum, r) => sum + readmeCounting(r).spentCents, 0);
    const interest = spent(inPeriod.filter((r) => r.category_detailed === 'BANK_FEES_INTEREST_CHARGE'));
    const total = spent(inPeriod);
    expect(interest).toBeGreaterThan(0);
    expect(total - interest).toBeGreaterThan(0);
    expect(metricOf('interest_and_fees_12m')).toMatchObject({ value: total / 100, link: '/transactions?start_date=2023-04-11&end_date=2024-04-10&category=BANK_FEES&counted_as=spending&pending=false' });
    const fees = analysis.facts.interest_and_fees as { total: string; interest: { amount: string; link: string }; fees: { amount: string; by_kind: { kind: string; amount: string }[] } };
    expect(fees.total).toBe(money(total));
    expect(fees.interest).toEqual({ amount: money(interest), link: '/transactions?start_date=2023-04-11&end_date=2024-04-10&category=BANK_FEES_INTEREST_CHARGE&counted_as=spending&pending=false' });
    expect(fees.fees.amount).toBe(money(total - interest));
    expect(fees.fees.by_kind.find((k) => k.kind === 'Overdraft fees')?.amount).toBe(money(3_500 - 450));
  });

  it('says in words why each account needs attention, and counts them', () => {
    expect(accountOf('card').attention).toEqual([
      'The connection to Second Test Bank needs you to sign in again.',
      'Credit utilisation is 37.5%, 30% or more of the limit.',
      'The minimum payment of $35.00 is due on 2024-04-13.',
    ]);
    expect(accountOf('card2').attention).toEqual(['A payment is overdue.']);
    expect(accountOf('savings').attention).toEqual(['The available balance is $80.50, under $100.00.']);
    expect(accountOf('overdrawn').attention).toEqual(['The available balance is -$12.34: the account is overdrawn.']);
    for (const key of ['checking', 'loan', 'brokerage', 'unknown']) expect(accountOf(key).attention).toEqual([]);
    expect(metricOf('accounts_needing_attention')).toMatchObject({ value: 4, unit: 'count', link: null });
    expect(analysis.facts.accounts_needing_attention).toBe(4);
  });
});
