import type { FastifyInstance } from 'fastify';
import { PersonalFinanceCategoryVersion, type Transaction } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, tempDataDir, TestClock, type RunningEmulator } from '../../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { INSTITUTIONS, itemAccessToken, linkInstitution } from '../../../test/banking.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser } from '../../../test/users.ts';

/**
 * A sync asks Plaid for its v2 category taxonomy (issue 29): rows are stored with v2's codes and
 * their version, and counted by the README's rules like v1's (a salary is income, a
 * buy-now-pay-later installment is a loan payment, not spending).
 */

const DAY_MS = 86_400_000;
let plaid: RunningEmulator;
let app: FastifyInstance;
const data = tempDataDir();

beforeAll(async () => {
  plaid = await startEmulator({ dataDir: data.dir, clock: new TestClock(new Date(Date.now() - 3 * DAY_MS).toISOString()) });
  app = await createTestApp({ vendors: { plaid: plaid.plaid } });
});
afterAll(async () => {
  await app.close();
  await plaid.close();
  data.remove();
});

/** Everything Plaid holds for the item, in the v2 taxonomy, read from scratch. */
async function plaidRowsInV2(accessToken: string): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let cursor = '';
  for (let hasMore = true; hasMore; ) {
    const { data: page } = await plaid.plaid.transactionsSync({ access_token: accessToken, count: 500, ...(cursor && { cursor }), options: { personal_finance_category_version: PersonalFinanceCategoryVersion.V2 } });
    rows.push(...page.added);
    cursor = page.next_cursor;
    hasMore = page.has_more;
  }
  return rows;
}

const NOT_SPENDING = ['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'];
const LEFT_OUT_INFLOWS = ['LOAN_DISBURSEMENTS', 'OTHER'];

/** A month's income and spending in cents by the README's rules, from Plaid's raw rows (Plaid's sign: positive leaves the account). */
function expectedTotals(rows: Transaction[]): { income: number; spent: number } {
  let income = 0;
  let spent = 0;
  for (const t of rows.filter((r) => !r.pending)) {
    const cents = Math.round(t.amount * 100);
    const primary = t.personal_finance_category!.primary;
    if (primary === 'INCOME') income -= cents;
    else if (NOT_SPENDING.includes(primary) || (cents < 0 && LEFT_OUT_INFLOWS.includes(primary))) continue;
    else spent += cents;
  }
  return { income, spent };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const periodOf = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

describe('syncing Plaid\'s v2 categories', () => {
  it('stores v2 codes with their version, counts a salary as income and a pay-in-four installment as no spending', async () => {
    const user = await signedInUser(app, 'taxonomist');
    await givenSubscriber(user);
    const externalId = await linkInstitution(user, plaid.base, INSTITUTIONS.firstPlatypus);
    expect((await user.request('GET', '/api/initialize_metadata')).json()).toEqual({ status: 'success' });
    const raw = await plaidRowsInV2(await itemAccessToken(externalId));

    const { db } = await testDatabase();
    const stored = await db.selectFrom('transactions').select(['plaid_transaction_id', 'category_primary', 'category_detailed', 'category_version']).where('user_id', '=', user.id).execute();
    const byId = new Map(stored.map((r) => [r.plaid_transaction_id, r]));
    expect([...byId.keys()].sort()).toEqual(raw.map((t) => t.transaction_id).sort());
    for (const t of raw) {
      const { primary, detailed } = t.personal_finance_category!;
      expect(byId.get(t.transaction_id)).toMatchObject({ category_primary: primary, category_detailed: detailed, category_version: 'v2' });
    }

    const streams = await db.selectFrom('recurring_streams').select(['category_detailed', 'category_version']).where('user_id', '=', user.id).execute();
    expect(streams.filter((s) => s.category_detailed === 'INCOME_SALARY')).not.toHaveLength(0);
    expect(streams.every((s) => s.category_version === 'v2')).toBe(true);

    // The last whole month with both a salary and a pay-in-four installment, as the period summary shows it.
    const monthsWith = (code: string) => new Set(raw.filter((t) => !t.pending && t.personal_finance_category!.detailed === code).map((t) => t.date.slice(0, 7)));
    const [salaryMonths, installmentMonths] = [monthsWith('INCOME_SALARY'), monthsWith('LOAN_PAYMENTS_BNPL')];
    const thisMonth = new Date().toISOString().slice(0, 7);
    const month = [...salaryMonths].filter((m) => installmentMonths.has(m) && m < thisMonth).sort().at(-1)!;
    expect(month).toBeDefined();
    const inMonth = raw.filter((t) => t.date.startsWith(month));
    const expected = expectedTotals(inMonth);
    const installments = inMonth.filter((t) => t.personal_finance_category!.detailed === 'LOAN_PAYMENTS_BNPL').reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
    expect(installments).toBeGreaterThan(0);

    const summary = (await user.request('GET', `/db_api/periods/summary?period=${encodeURIComponent(periodOf(month))}`)).json();
    expect({ income: Math.round(summary.income * 100), spent: Math.round(summary.spending * 100) }).toEqual(expected);
    expect(expected.income).toBeGreaterThan(0);

    // The transactions page filtered by a budget line's (v1) code lists the v2 rows counted on it; by a v2 code, its rows.
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const listed = async (category: string) =>
      (await user.request('GET', `/db_api/transactions?page_size=500&start_date=${month}-01&end_date=${lastDay}&category=${category}`)).json().transactions.map((t: { transaction_id: string }) => t.transaction_id).sort();
    const rowsOf = (...codes: string[]) => inMonth.filter((t) => codes.includes(t.personal_finance_category!.detailed)).map((t) => t.transaction_id).sort();
    expect(await listed('LOAN_PAYMENTS_OTHER_PAYMENT')).toEqual(rowsOf('LOAN_PAYMENTS_OTHER_PAYMENT', 'LOAN_PAYMENTS_BNPL'));
    expect(await listed('INCOME_SALARY')).toEqual(rowsOf('INCOME_SALARY'));
    expect(await listed('INCOME_WAGES')).toEqual(rowsOf('INCOME_WAGES', 'INCOME_SALARY', 'INCOME_MILITARY'));
    expect(rowsOf('LOAN_PAYMENTS_BNPL')).not.toHaveLength(0);
  });
});
